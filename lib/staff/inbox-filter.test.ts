import { londonDayStart } from '@/lib/london-time';
import { HIDDEN } from '@/lib/visible-text';
import { inboxFilter, inboxHref, isFiltered, parseInboxQuery, parseSubscriberQuery, readDay, readPage, readSearch, readTag, subscribersHref, withoutFilters, type InboxQuery } from './inbox-filter';

const defaults: InboxQuery = { box: 'inbox', endpoint: undefined, q: undefined, fromDay: undefined, toDay: undefined, source: undefined, campaign: undefined, outcome: undefined, page: 1 };

describe('the inbox filter', () => {
  it('reads a good address as it is', () => {
    const query = parseInboxQuery(new URLSearchParams('box=spam&form=add-bootcamp&q=Ana%20Silva&from=2026-03-01&to=2026-03-31&page=3'));
    expect(query).toEqual({ box: 'spam', endpoint: 'add-bootcamp', q: 'Ana Silva', fromDay: '2026-03-01', toDay: '2026-03-31', source: undefined, campaign: undefined, outcome: undefined, page: 3 });
  });

  it('turns junk into the plain inbox', () => {
    const junk = { box: 'trash', form: '../../etc/passwd', q: '   ', from: '2026-02-30', to: 'yesterday', page: '-4' };
    expect(parseInboxQuery(junk)).toEqual(defaults);
    expect(parseInboxQuery({})).toEqual(defaults);
    expect(parseInboxQuery({ box: 'constructor', form: '__proto__', page: 'NaN' })).toEqual(defaults);
  });

  it('takes the first of repeated parameters', () => {
    expect(parseInboxQuery({ box: ['new', 'spam'], form: ['newsletter', 'contact-us'] })).toMatchObject({ box: 'new', endpoint: 'newsletter' });
    expect(parseInboxQuery(new URLSearchParams('box=failed&box=new'))).toMatchObject({ box: 'failed' });
  });

  it('refuses a form id where the endpoint is expected, and unknown endpoints', () => {
    expect(parseInboxQuery({ form: 'contact' }).endpoint).toBeUndefined();
    expect(parseInboxQuery({ form: 'CONTACT-US' }).endpoint).toBeUndefined();
  });

  it('accepts only real days in range', () => {
    expect(readDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-29', '2026-13-01', '2026-00-10', '1999-12-31', '3000-01-01', '2026-1-1', '2026-01-01T00:00', '20260101', '', undefined])
      expect(readDay(bad)).toBeUndefined();
  });

  it('swaps a range typed backwards', () => {
    expect(parseInboxQuery({ from: '2026-05-10', to: '2026-05-01' })).toMatchObject({ fromDay: '2026-05-01', toDay: '2026-05-10' });
  });

  it('clamps the page', () => {
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('1e3')).toBe(1);
    expect(readPage('999999999')).toBe(100_000);
    expect(readPage(' 7 ')).toBe(7);
  });

  it('cleans the search words', () => {
    expect(readSearch('  ana\u0000 \u202e silva\n ')).toBe('ana silva');
    expect(readSearch('x'.repeat(500))).toHaveLength(200);
    expect(readSearch('\u0007\u0008')).toBeUndefined();
  });

  it('filters by London days, the last one included', () => {
    // British Summer Time: the day starts at 23:00 UTC the evening before.
    expect(new Date(londonDayStart('2026-07-01')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(new Date(londonDayStart('2026-01-15')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    const filter = inboxFilter(parseInboxQuery({ from: '2026-03-29', to: '2026-03-29', box: 'new' }));
    // The clocks go forward that day: it is 23 hours long.
    expect(filter).toEqual({ box: 'new', from: Date.parse('2026-03-29T00:00:00Z'), to: Date.parse('2026-03-29T23:00:00Z') });
  });

  it('leaves out what was not asked for', () => {
    expect(inboxFilter(defaults)).toEqual({ box: 'inbox' });
  });

  it('reads an outcome from the list, or none at all, and keeps it in the address', () => {
    const won = parseInboxQuery({ outcome: 'won' });
    expect(won.outcome).toBe('won');
    expect(inboxFilter(won)).toEqual({ box: 'inbox', outcome: 'won' });
    expect(inboxHref(won)).toBe('/staff/inbox?outcome=won');
    expect(isFiltered(won)).toBe(true);
    expect(withoutFilters(won).outcome).toBeUndefined();
    for (const junk of ['WON', 'closed', '', 'won ']) expect(parseInboxQuery({ outcome: junk }).outcome).toBeUndefined();
  });

  it('reads a source and a campaign as they were tagged, or not at all', () => {
    const query = parseInboxQuery(new URLSearchParams('source=Google%20Ads&campaign=spring%20sale%20%E2%80%94%202026'));
    expect(query).toMatchObject({ source: 'Google Ads', campaign: 'spring sale — 2026' });
    expect(inboxFilter(query)).toEqual({ box: 'inbox', source: 'Google Ads', campaign: 'spring sale — 2026' });
    expect(readTag(' padded ')).toBe(' padded ');
    for (const junk of ['', '   ', 'x'.repeat(201), 'a\u0000b', 'evil\u202eliam', 'two\nlines', undefined]) expect(readTag(junk)).toBeUndefined();
    expect(readTag('x'.repeat(200))).toHaveLength(200);
    expect(parseInboxQuery({ source: ['bing', 'google'], campaign: '\u2066' })).toMatchObject({ source: 'bing', campaign: undefined });
  });

  it('clears every filter but the box, and knows when one is set', () => {
    const query = parseInboxQuery({ box: 'new', form: 'newsletter', q: 'ana', from: '2026-03-01', to: '2026-03-02', source: 'google', campaign: 'spring', page: '3' });
    expect(isFiltered(query)).toBe(true);
    expect(withoutFilters(query)).toEqual({ ...defaults, box: 'new' });
    expect(isFiltered(withoutFilters(query))).toBe(false);
    expect(isFiltered(parseInboxQuery({ campaign: 'spring' }))).toBe(true);
  });

  it('writes the address back without defaults', () => {
    expect(inboxHref(defaults)).toBe('/staff/inbox');
    const query = parseInboxQuery({ box: 'read', form: 'newsletter', q: 'a&b=c', page: '2' });
    expect(inboxHref(query)).toBe('/staff/inbox?box=read&form=newsletter&q=a%26b%3Dc&page=2');
    expect(inboxHref(query, { page: 1, box: 'inbox' }, { done: 'erased', n: '3' })).toBe('/staff/inbox?form=newsletter&q=a%26b%3Dc&done=erased&n=3');
    expect(parseInboxQuery(new URLSearchParams(inboxHref(query).split('?')[1]))).toEqual(query);
    const tagged = parseInboxQuery({ source: 'news & views', campaign: 'a=b' });
    expect(inboxHref(tagged)).toBe('/staff/inbox?source=news+%26+views&campaign=a%3Db');
    expect(parseInboxQuery(new URLSearchParams(inboxHref(tagged).split('?')[1]))).toEqual(tagged);
  });
});

describe('the subscribers filter', () => {
  it('reads a good address and writes it back', () => {
    const query = parseSubscriberQuery(new URLSearchParams('status=pending&q=Ana%40Example.org&page=2'));
    expect(query).toEqual({ status: 'pending', q: 'ana@example.org', page: 2 });
    expect(subscribersHref(query, { done: 'unsubscribed' })).toBe('/staff/subscribers?status=pending&q=ana%40example.org&page=2&done=unsubscribed');
  });

  it('turns junk into every subscriber', () => {
    expect(parseSubscriberQuery({ status: 'deleted', q: '\u0000', page: 'x' })).toEqual({ status: 'all', q: undefined, page: 1 });
    expect(subscribersHref(parseSubscriberQuery({}))).toBe('/staff/subscribers');
  });
});

describe('the inbox filter and the one set of hidden characters (lib/visible-text.ts)', () => {
  const hidden = new RegExp(HIDDEN.source, 'u');
  const everyHidden = Array.from({ length: 0x110000 }, (_, point) => String.fromCodePoint(point)).filter((char) => hidden.test(char));

  it('refuses a tag holding any of them, and searches for words without them, tabs and lines as spaces, the joiners kept', () => {
    for (const char of everyHidden) {
      expect(readTag(`a${char}b`)).toBeUndefined();
      expect(readSearch(`a${char}b`)).toBe(/[\t\n\r\u2028\u2029]/.test(char) ? 'a b' : /[\u200c\u200d]/.test(char) ? `a${char}b` : 'ab');
    }
  });
});
