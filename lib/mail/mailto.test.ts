import { EMAIL } from '@/lib/forms/fields';
import { mailtoHref } from './mailto';

// Valid by RFC 5322 and by the forms' own check: raw after "mailto:" it would read as a Bcc and a subject.
const HOSTILE = 'x?bcc=attacker%40evil.example&subject=hi@example.com';

/** What a mail program takes from the link: the recipients in its path, and the header fields in its query. */
function read(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, to: url.pathname.split(',').map(decodeURIComponent), fields: [...new URLSearchParams(url.search).keys()] };
}

describe('mailtoHref', () => {
  it('keeps a hostile address one recipient, with no hidden Bcc or subject', () => {
    expect(EMAIL.test(HOSTILE)).toBe(true);
    const href = mailtoHref(HOSTILE);
    expect(href).toBe('mailto:x%3Fbcc%3Dattacker%2540evil.example%26subject%3Dhi@example.com');
    expect(href).not.toMatch(/[?&#]/);
    expect(href).not.toMatch(/\?bcc/i);
    expect(read(href)).toEqual({ protocol: 'mailto:', to: [HOSTILE], fields: [] });
  });

  it('encodes the characters that would end or split the address', () => {
    for (const address of ['a/b@example.com', 'a#b@example.com', 'a,b@example.com', 'a%b@example.com', "o'neil+tag@example.com"]) {
      expect(read(mailtoHref(address)).to).toEqual([address]);
      expect(mailtoHref(address).slice('mailto:'.length)).not.toMatch(/[/#,?&]|%(?![0-9A-F]{2})/);
    }
    expect(mailtoHref('dana@example.org')).toBe('mailto:dana@example.org');
  });

  it('adds the subject as the only header field, encoded with %20 for spaces', () => {
    const href = mailtoHref(HOSTILE, 'Re: QM-20261124-AAAAAA & more');
    expect(href).toBe('mailto:x%3Fbcc%3Dattacker%2540evil.example%26subject%3Dhi@example.com?subject=Re%3A%20QM-20261124-AAAAAA%20%26%20more');
    expect(read(href).fields).toEqual(['subject']);
    expect(new URL(href).searchParams.get('subject')).toBe('Re: QM-20261124-AAAAAA & more');
  });
});
