/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { eraseAddress, eraseEnquiries, listMails } from '@/lib/admin/store-admin';
import { visitorKey } from '@/lib/analytics/visitor-key';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { contact, depsFor } from '@/testing/mail';
import { databases, openStore } from '@/testing/stores';
import { visitHints } from './attribution';
import { handleEnquiry } from './pipeline';

// The pipeline joins an accepted enquiry to the visit it came in, by the visitor key of the day made from its own
// request: nothing extra is sent by the form. A failure there never fails the enquiry.

const ORIGIN = 'http://localhost:3000';
const NOW = Date.UTC(2026, 10, 24, 15);
const ADDRESS = '203.0.113.9';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

/** A visit of whoever sends from ADDRESS with this user agent, as the insights would have written it. */
async function visitOf(store: Store, userAgent: string, values: { utmSource?: string; pages?: number; address?: string } = {}) {
  const visitor = visitorKey(await store.insightSalts.of(dayOf(NOW), NOW), 'localhost:3000', values.address ?? ADDRESS, userAgent);
  const row = {
    day: dayOf(NOW),
    visitor,
    startedAt: NOW - 9 * 60_000,
    lastAt: NOW - 60_000,
    entryPath: '/services/data-analytics',
    exitPath: '/contact-us',
    pages: values.pages ?? 3,
    referrerHost: 'www.google.com',
    utmSource: values.utmSource ?? 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    utmTerm: null,
    utmContent: null,
    device: 'desktop' as const,
  };
  const { id } = await store.db.insertInto('insightVisits').values(row).returning('id').executeTakeFirstOrThrow();
  return { ...row, id };
}

const counters = (store: Store, id: number) => store.db.selectFrom('insightVisits').select(['enquiries', 'signups']).where('id', '=', id).executeTakeFirstOrThrow();

/** Posts a form as the page's script does, through a proxy that names the client. */
async function post(store: Store, endpoint: 'contact-us' | 'newsletter', body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/api/v1/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ADDRESS, 'user-agent': FIREFOX, ...headers },
    body: JSON.stringify(body),
  });
  const response = await handleEnquiry(request, endpoint, depsFor(store, { TRUST_PROXY: '1' }));
  const answer = (await response.json()) as { ref?: string };
  return { status: response.status, ref: answer.ref ?? '' };
}

/** What the pipeline wrote to stderr meanwhile, parsed. */
function captureStderr() {
  const lines: Record<string, unknown>[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(JSON.parse(String(chunk)) as Record<string, unknown>) > 0);
  return { lines, restore: () => spy.mockRestore() };
}

let stdout: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  stdout.mockRestore();
  jest.restoreAllMocks();
});

describe('the hints a request gives', () => {
  it('read the user agent, and a decline from the banner’s cookie or Global Privacy Control', () => {
    expect(visitHints(new Headers({ 'user-agent': FIREFOX }))).toEqual({ userAgent: FIREFOX, declined: false });
    expect(visitHints(new Headers())).toEqual({ userAgent: '', declined: false });
    expect(visitHints(new Headers({ cookie: 'other=1; accept=false' })).declined).toBe(true);
    expect(visitHints(new Headers({ cookie: 'accept=true' })).declined).toBe(false);
    expect(visitHints(new Headers({ 'sec-gpc': '1' })).declined).toBe(true);
    expect(visitHints(new Headers({ 'sec-gpc': '1', cookie: 'accept=true' })).declined).toBe(true);
    expect(visitHints(new Headers({ dnt: '1', cookie: 'accept=true' })).declined).toBe(true);
    expect(visitHints(new Headers({ dnt: '0' })).declined).toBe(false);
  });

  it('read the page view a form names, only as 16 hex digits', () => {
    expect(visitHints(new Headers({ 'insights-view': '0123456789abcdef' })).view).toBe('0123456789abcdef');
    for (const bad of ['0123456789ABCDEF', '0123456789abcde', "0123456789abcdef' or 1=1", '']) expect(visitHints(new Headers({ 'insights-view': bad })).view).toBeUndefined();
  });
});

describe.each(databases)('attribution in the pipeline on %s', (database) => {
  it('joins an enquiry and a sign-up to the visit of their key with exactly its values, and counts each on it', async () => {
    const store = await openStore(database);
    const mine = await visitOf(store, FIREFOX, { pages: 5 });
    const someoneElse = await visitOf(store, SAFARI, { utmSource: 'bing' });

    const enquiry = await post(store, 'contact-us', contact('ana@example.org'));
    expect(enquiry.status).toBe(201);
    expect(await store.leadSources.sourceOf(enquiry.ref)).toEqual({
      ref: enquiry.ref,
      kind: 'enquiry',
      landedAt: mine.startedAt,
      entryPath: mine.entryPath,
      referrerHost: mine.referrerHost,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: null,
      utmContent: null,
      pagesBefore: 5,
      createdAt: NOW,
      // No page view was named (a post without the script): found by the key, and marked so.
      matchedBy: 'key',
      // The visit was written before channels and families were read (visitOf writes the row itself).
      visitId: mine.id,
      channel: null,
      device: 'desktop',
      browser: null,
      os: null,
      // Nor its last touch, which the writer keeps with every visit: copied as it is.
      lastReferrerHost: null, lastUtmSource: null, lastUtmMedium: null, lastUtmCampaign: null, lastUtmTerm: null, lastUtmContent: null, lastChannel: null, lastTouchAt: null,
    });
    const signUp = await post(store, 'newsletter', { email_address: 'ana@example.org' });
    expect(await store.leadSources.sourceOf(signUp.ref)).toMatchObject({ kind: 'signup', utmSource: 'google' });
    expect(await counters(store, mine.id)).toEqual({ enquiries: 1, signups: 1 });
    expect(await counters(store, someoneElse.id)).toEqual({ enquiries: 0, signups: 0 });
  });

  it('joins the visit of the page view the form names, whatever visit someone sharing the key started since', async () => {
    const store = await openStore(database);
    // The victim came from a newsletter and read the contact page for 40 minutes before sending; their page view's id
    // lives only in that page's memory.
    const theirs = await visitOf(store, FIREFOX, { utmSource: 'newsletter', pages: 2 });
    await store.db.updateTable('insightVisits').set({ startedAt: NOW - 45 * 60_000, lastAt: NOW - 40 * 60_000 }).where('id', '=', theirs.id).execute();
    const view = '0123456789abcdef';
    await store.db.insertInto('insightEvents').values({ at: NOW - 40 * 60_000, visitId: theirs.id, kind: 'pageview', view, path: '/contact-us', device: 'desktop' }).execute();
    // Meanwhile someone behind the same address with the same browser (the same key: one NAT, one phone model) sent a
    // page view with a campaign of their own 30 s before the form: a new visit, the key's latest.
    const forged = await visitOf(store, FIREFOX, { utmSource: 'forged-campaign', pages: 1 });
    await store.db.updateTable('insightVisits').set({ startedAt: NOW - 30_000, lastAt: NOW - 30_000 }).where('id', '=', forged.id).execute();

    const enquiry = await post(store, 'contact-us', contact('victim@example.org'), { 'insights-view': view });
    expect(await store.leadSources.sourceOf(enquiry.ref)).toMatchObject({ utmSource: 'newsletter', pagesBefore: 2, matchedBy: 'view' });
    expect(await counters(store, theirs.id)).toEqual({ enquiries: 1, signups: 0 });
    expect(await counters(store, forged.id)).toEqual({ enquiries: 0, signups: 0 });

    // Without the view (no script), the same post takes the key's latest visit: the neighbour's, marked as by key.
    const noScript = await post(store, 'contact-us', contact('other@example.org'));
    expect(await store.leadSources.sourceOf(noScript.ref)).toMatchObject({ utmSource: 'forged-campaign', matchedBy: 'key' });
    // A view nobody counted, or a malformed one, falls back to the key the same way.
    for (const made of ['fedcba9876543210', 'not-a-view']) {
      const fallback = await post(store, 'contact-us', contact(`${made.slice(0, 3)}@example.org`), { 'insights-view': made });
      expect(await store.leadSources.sourceOf(fallback.ref)).toMatchObject({ matchedBy: 'key' });
    }
  });

  it('makes the key as the insights do for an IPv6 client: its /64, whatever privacy address it sends from', async () => {
    const store = await openStore(database);
    const mine = await visitOf(store, FIREFOX, { address: '2001:db8:1:2:aaaa::1' });
    const enquiry = await post(store, 'contact-us', contact('ana@example.org'), { 'x-forwarded-for': '2001:db8:1:2:bbbb::2' });
    expect(await store.leadSources.sourceOf(enquiry.ref)).toMatchObject({ utmSource: 'google', matchedBy: 'key' });
    expect(await counters(store, mine.id)).toEqual({ enquiries: 1, signups: 0 });
    // The next /64 of the same /48 is another household: not joined.
    const next = await post(store, 'contact-us', contact('ben@example.org'), { 'x-forwarded-for': '2001:db8:1:9:bbbb::2' });
    expect(await store.leadSources.sourceOf(next.ref)).toBeUndefined();
  });

  it('joins nothing for another key, a key with no visit, spam, or a visitor who declined counting', async () => {
    const store = await openStore(database);
    const opera = 'Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.18';
    const unknown = await post(store, 'contact-us', contact('ana@example.org'), { 'user-agent': opera });
    expect(unknown.status).toBe(201);
    expect(await store.leadSources.sourceOf(unknown.ref)).toBeUndefined();

    const mine = await visitOf(store, FIREFOX);
    const spam = await post(store, 'contact-us', { ...contact('bot@example.org'), [HONEYPOT_FIELD]: 'https://spam.example' });
    const declined = await post(store, 'contact-us', contact('ben@example.org'), { cookie: 'accept=false' });
    const gpc = await post(store, 'newsletter', { email_address: 'cy@example.org' }, { 'sec-gpc': '1' });
    for (const { status, ref } of [spam, declined, gpc]) {
      expect(status).toBe(201);
      expect(await store.leadSources.sourceOf(ref)).toBeUndefined();
    }
    expect((await store.enquiries.find(spam.ref))?.status).toBe('spam');
    expect(await counters(store, mine.id)).toEqual({ enquiries: 0, signups: 0 });
  });

  it('stores the enquiry with its mails when the attribution fails, and logs only its reference', async () => {
    const store = await openStore(database);
    const mine = await visitOf(store, FIREFOX);
    jest.spyOn(store.leadSources, 'record').mockRejectedValueOnce(new Error('lead_sources is on fire'));
    const stderr = captureStderr();
    const failed = await post(store, 'contact-us', contact('ana@example.org'));
    stderr.restore();
    expect(failed.status).toBe(201);
    expect(await store.enquiries.find(failed.ref)).toMatchObject({ status: 'stored' });
    expect((await listMails(store, failed.ref)).map((mail) => mail.kind)).toEqual(['team', 'receipt']);
    expect(await store.leadSources.sourceOf(failed.ref)).toBeUndefined();
    expect(stderr.lines).toEqual([{ time: expect.any(String), level: 'warn', event: 'lead.attribution-failed', ref: failed.ref }]);

    // Nor does a day's salt that cannot be read.
    jest.spyOn(store.insightSalts, 'of').mockRejectedValueOnce(new Error('no salt'));
    const again = captureStderr();
    const saltless = await post(store, 'newsletter', { email_address: 'ben@example.org' });
    again.restore();
    expect(saltless.status).toBe(201);
    expect(await store.enquiries.find(saltless.ref)).toMatchObject({ status: 'stored' });
    expect(again.lines).toEqual([{ time: expect.any(String), level: 'warn', event: 'lead.attribution-failed', ref: saltless.ref }]);
    expect(await counters(store, mine.id)).toEqual({ enquiries: 0, signups: 0 });

    // The next one, with the store well again, is joined as usual.
    const well = await post(store, 'contact-us', contact('cy@example.org'));
    expect(await store.leadSources.sourceOf(well.ref)).toMatchObject({ utmSource: 'google' });
  });

  it('erases the source with its enquiry, by request, by address and by the retention sweep’s purge', async () => {
    const store = await openStore(database);
    await visitOf(store, FIREFOX);
    const asked = await post(store, 'contact-us', contact('ana@example.org'));
    const byAddress = await post(store, 'newsletter', { email_address: 'ben@example.org' });
    const kept = await post(store, 'contact-us', contact('cy@example.org'));
    const sources = async () => (await store.db.selectFrom('leadSources').select('ref').execute()).map((row) => row.ref).sort();
    expect(await sources()).toEqual([asked.ref, byAddress.ref, kept.ref].sort());

    expect(await eraseEnquiries(store, [asked.ref])).toBe(1);
    expect(await sources()).toEqual([byAddress.ref, kept.ref].sort());
    expect(await eraseAddress(store, 'BEN@example.org')).toBe(1);
    expect(await sources()).toEqual([kept.ref]);
    // Two years on, the retention sweep's purge takes the last one with its enquiry.
    expect(await store.enquiries.purgeBefore(NOW + 1, NOW + 731 * 24 * 60 * 60_000)).toBe(1);
    expect(await sources()).toEqual([]);
  });
  it('notes its answer on the funnel of the form’s visit: refused with its field, spam, accepted; nothing for a decline', async () => {
    const store = await openStore(database);
    const mine = await visitOf(store, FIREFOX);
    const view = 'abcdefabcdef0123';
    await store.db.insertInto('insightEvents').values({ at: NOW - 60_000, visitId: mine.id, kind: 'pageview', view, path: '/contact-us', device: 'desktop' }).execute();
    const answers = async () => (await store.db.selectFrom('insightActions').select(['visitId', 'path', 'name', 'step', 'field']).orderBy('id').execute()).map((row) => [Number(row.visitId), row.path, row.name, row.step, row.field]);

    expect((await post(store, 'contact-us', { ...contact('ana@example.org'), email_address: 'not an address' }, { 'insights-view': view })).status).toBe(422);
    expect((await post(store, 'contact-us', { ...contact('ana@example.org'), [HONEYPOT_FIELD]: 'bot' }, { 'insights-view': view })).status).toBe(201);
    expect((await post(store, 'contact-us', contact('ana@example.org'), { 'insights-view': view })).status).toBe(201);
    // No page view named: the sender's key finds the same visit.
    expect((await post(store, 'newsletter', { email_address: 'ana@example.org' })).status).toBe(201);
    await post(store, 'contact-us', { ...contact('ana@example.org'), email_address: 'x' }, { 'insights-view': view, 'sec-gpc': '1' });
    await post(store, 'contact-us', { ...contact('ana@example.org'), email_address: 'x' }, { 'insights-view': view, cookie: 'accept=false' });
    expect(await answers()).toEqual([
      [mine.id, '/contact-us', 'contact', 'invalid', 'email_address'],
      [mine.id, '/contact-us', 'contact', 'spam', null],
      [mine.id, '/contact-us', 'contact', 'accepted', null],
      [mine.id, '/contact-us', 'newsletter', 'accepted', null],
    ]);
  });

  it('notes a refusal by the rate limit only for a form that named its page view, once a minute', async () => {
    const store = await openStore(database);
    const mine = await visitOf(store, FIREFOX);
    // Its own page view on each database: the once-a-minute memory is the process's.
    const view = database === 'SQLite' ? '0123abcdef456789' : '0123abcdef45678a';
    await store.db.insertInto('insightEvents').values({ at: NOW - 60_000, visitId: mine.id, kind: 'pageview', view, path: '/bootcamp', device: 'desktop' }).execute();
    const deps = depsFor(store, { TRUST_PROXY: '1' });
    deps.limiter = { take: async () => ({ ok: false, retryAfterSeconds: 60 }) } as unknown as typeof deps.limiter;
    const limited = (headers: Record<string, string>) =>
      handleEnquiry(new Request(`${ORIGIN}/api/v1/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ADDRESS, 'user-agent': FIREFOX, ...headers }, body: '{}' }), 'contact-us', deps);
    expect((await limited({ 'insights-view': view })).status).toBe(429);
    expect((await limited({})).status).toBe(429);
    // A client past the limit may post as fast as it likes: its page view's refusals are noted once a minute.
    for (let i = 0; i < 5; i++) expect((await limited({ 'insights-view': view })).status).toBe(429);
    expect((await store.db.selectFrom('insightActions').select(['path', 'step']).execute())).toEqual([{ path: '/bootcamp', step: 'limited' }]);
  });
});
