import { isMailAddress, parseMailFrom, parseNotifyTo } from './mail-addresses';

describe('a mail address a header can carry', () => {
  it('is a plain local part and a domain with a dot', () => {
    expect(isMailAddress('ana.silva+quotes@harbourline.co.uk')).toBe(true);
    expect(isMailAddress(`${'a'.repeat(64)}@example.org`)).toBe(true);
  });

  it('refuses what could add a header, a recipient or a decoded word', () => {
    for (const bad of ['ana@example.org\r\nBcc: x@example.org', 'Ana <ana@example.org>', '"ana"@example.org', 'ana@localhost', '=?utf-8?B?YQ==?=@example.org', `${'a'.repeat(65)}@example.org`, '@example.org', 'ana@', 'ana@@example.org', `a@${'b'.repeat(250)}.org`]) {
      expect(isMailAddress(bad)).toBe(false);
    }
  });

  it('is what NOTIFY_TO and MAIL_FROM must name', () => {
    expect(parseNotifyTo('team@quillmark.test, add-bootcamp=admissions@quillmark.test')).toEqual({ all: 'team@quillmark.test', forms: { 'add-bootcamp': 'admissions@quillmark.test' } });
    expect(parseNotifyTo('team@localhost')).toBe('"team@localhost" is not an email address');
    expect(parseMailFrom('Quillmark <hello@quillmark.test>')).toEqual({ name: 'Quillmark', address: 'hello@quillmark.test' });
  });
});
