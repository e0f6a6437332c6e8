/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { parseConfig } from '@/lib/config';
import type { OutcomeMark } from '@/lib/db/enquiries/outcomes-schema';
import type { Store } from '@/lib/db/store';
import type { Beacon, PageviewBeacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { startInsightUpkeep } from '@/lib/insights/upkeep';
import { databases, openStore, storeTarget, type DatabaseName } from '@/testing/stores';
import { queueDigest, type DigestJob } from './queue';

// The weekly digest as the upkeep queues it: once a week across hosts, from its London time, to whoever may see the
// insights and has not turned it off, in one transaction with its claim; and what its mail says.

const MINUTE = 60_000;
/** Monday 30 March 2026, 08:30 BST: last week (W13, 23 to 29 March) is due. */
const NOW = Date.parse('2026-03-30T07:30:00Z');
const HOSTILE = '<img src=x onerror=alert(1)>';

const config = parseConfig({ SITE_URL: 'https://quillmark.test' });
/** The staff area's rule as boot hands it down (lib/staff/constants.ts readsInsights): editors never. */
const job = (overrides: Partial<DigestJob> = {}): DigestJob => ({ schedule: { weekday: 1, hour: 8, minute: 0 }, readsInsights: (role) => role !== 'editor', mail: config, ...overrides });

let views = 0;
const nextView = () => (views += 1).toString(16).padStart(16, '0');
let keys = 0;

async function land(store: Store, visitor: string, at: number, beacon: Omit<PageviewBeacon, 'kind' | 'view'>): Promise<string> {
  const view = nextView();
  await store.insights.record([toHit({ kind: 'pageview', view, ...beacon }, visitor, at)]);
  return view;
}
const send = (store: Store, visitor: string, at: number, beacon: Beacon) => store.insights.record([toHit(beacon, visitor, at)]);

/** An enquiry from the visitor's visit, as the pipeline stores it, marked as the team later did. */
async function enquiry(store: Store, visitor: string, at: number, mark?: OutcomeMark) {
  const { row } = await store.enquiries.insert(
    { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: `key-digest-${(keys += 1)}`, alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor, now: at })) },
    at,
  );
  if (mark) await store.inbox.setOutcome(row.ref, mark, 'staff-ana', at + MINUTE);
}

interface Person {
  id: string;
  role: string | null;
  /** How they sign in: none is an invitation never taken up. */
  way?: 'passkey' | 'password' | 'none';
  banned?: boolean;
}

/** Better Auth's rows, camelCase in SQL, with each database's own date and boolean types. */
async function person(store: Store, { id, role, way = 'passkey', banned = false }: Person) {
  const postgres = store.dialect === 'postgres';
  const when = postgres ? new Date(NOW) : new Date(NOW).toISOString();
  const flag = (value: boolean) => (postgres ? value : Number(value));
  const raw = store.db.withoutPlugins() as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  await raw.insertInto('staff_users').values({ id, name: id, email: `${id}@quillmark.test`, emailVerified: flag(true), createdAt: when, updatedAt: when, role, banned: flag(banned) }).execute();
  if (way === 'passkey') await raw.insertInto('staff_passkeys').values({ id: `${id}-key`, userId: id, publicKey: 'k', credentialID: `${id}-cred`, counter: 0, deviceType: 'singleDevice', backedUp: flag(false) }).execute();
  if (way === 'password') await raw.insertInto('staff_accounts').values({ id: `${id}-acct`, accountId: id, providerId: 'credential', userId: id, password: 'hash', createdAt: when, updatedAt: when }).execute();
}

/**
 * Last week: two visits from a campaign whose name is a visitor's attempt at markup, each bringing an enquiry later won
 * (one in pounds, one in rupees), a phone click; two direct visits, one enquiry qualified. The week before: one visit,
 * one open enquiry. The team: two who may read it, an editor, one who turned it off, an invitation never taken up, a
 * banned viewer.
 */
async function seeded(store: Store) {
  await store.ready();
  const campaign = { referrer: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'social', campaign: HOSTILE } };
  const at = (day: string) => Date.parse(`${day}T10:00:00Z`);
  const first = await land(store, 'ana-visit', at('2026-03-24'), { path: '/contact-us', width: 390, ...campaign });
  await send(store, 'ana-visit', at('2026-03-24') + MINUTE, { kind: 'intent', view: first, path: '/contact-us', width: 390, intent: 'tel' });
  await enquiry(store, 'ana-visit', at('2026-03-24') + 2 * MINUTE, { outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' });
  await land(store, 'ben-visit', at('2026-03-25'), { path: '/services', width: 1280, ...campaign });
  await enquiry(store, 'ben-visit', at('2026-03-25') + MINUTE, { outcome: 'won', valueMinor: 100_000, currency: 'INR' });
  await land(store, 'cleo-visit', at('2026-03-26'), { path: '/', width: 1280 });
  await enquiry(store, 'cleo-visit', at('2026-03-26') + MINUTE, { outcome: 'qualified' });
  await land(store, 'dan-visit', at('2026-03-29'), { path: '/', width: 1280 });
  await land(store, 'earlier', at('2026-03-17'), { path: '/', width: 1280 });
  await enquiry(store, 'earlier', at('2026-03-17') + MINUTE);

  await person(store, { id: 'ana', role: 'viewer' });
  await person(store, { id: 'ben', role: 'admin', way: 'password' });
  await person(store, { id: 'cleo', role: 'editor' });
  await person(store, { id: 'dan', role: 'viewer' });
  await person(store, { id: 'eve', role: 'viewer', way: 'none' });
  await person(store, { id: 'fay', role: null, banned: true });
  await person(store, { id: 'gus', role: null });
  await store.digests.setOptOut('dan', true, NOW - MINUTE);
}

const mails = (store: Store) => store.db.selectFrom('mails').select(['ref', 'kind', 'messageId', 'recipient', 'replyTo', 'status', 'subject', 'text', 'html', 'nextAttemptAt']).orderBy('ref').execute();
const claims = (store: Store) => store.db.selectFrom('insightDigests').selectAll().execute();

beforeEach(() => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => jest.restoreAllMocks());

describe.each(databases)('the weekly digest on %s', (database: DatabaseName) => {
  it('queues one mail for each reader who may see the insights, once, however many upkeeps race for it', async () => {
    // Two hosts on one PostgreSQL; on SQLite, two passes of one host.
    const target = await storeTarget(database);
    const first = await openStore(target);
    const second = database === 'PostgreSQL' ? await openStore(target) : first;
    await seeded(first);
    await second.ready();
    const passes = await Promise.all([queueDigest(first, job(), NOW), queueDigest(second, job(), NOW), queueDigest(first, job(), NOW)]);
    expect(passes.filter((pass) => pass.queued)).toEqual([{ queued: true, week: '2026-W13', recipients: 3 }]);
    expect(passes.filter((pass) => !pass.queued)).toHaveLength(2);
    // Ana (viewer), Ben (admin, a password) and Gus (no role: a viewer); not the editor, the one who turned it off,
    // the invitation never taken up, nor the banned.
    expect((await mails(first)).map(({ ref, kind, recipient, replyTo, status, messageId }) => ({ ref, kind, recipient, replyTo, status, messageId }))).toEqual([
      { ref: 'digest-2026-W13-1', kind: 'team', recipient: 'ana@quillmark.test', replyTo: null, status: 'held', messageId: '<digest-2026-W13-1.team@quillmark-tech.co.uk>' },
      { ref: 'digest-2026-W13-2', kind: 'team', recipient: 'ben@quillmark.test', replyTo: null, status: 'held', messageId: '<digest-2026-W13-2.team@quillmark-tech.co.uk>' },
      { ref: 'digest-2026-W13-3', kind: 'team', recipient: 'gus@quillmark.test', replyTo: null, status: 'held', messageId: '<digest-2026-W13-3.team@quillmark-tech.co.uk>' },
    ]);
    expect(await claims(first)).toEqual([{ week: '2026-W13', queuedAt: NOW, recipients: 3 }]);
    // Later that week: done already.
    expect(await queueDigest(second, job(), NOW + 2 * 24 * 60 * MINUTE)).toEqual({ queued: false, reason: 'done' });
    expect(await mails(first)).toHaveLength(3);
  });

  it('keeps who turned it off, one row a person, until they turn it on again', async () => {
    const store = await openStore(database);
    await seeded(store);
    await store.digests.setOptOut('dan', true, NOW);
    expect([await store.digests.isOptedOut('dan'), await store.digests.isOptedOut('ana')]).toEqual([true, false]);
    await store.digests.setOptOut('dan', false, NOW);
    expect(await store.digests.isOptedOut('dan')).toBe(false);
    expect((await store.digests.readers()).map((reader) => reader.id)).toEqual(['ana', 'ben', 'cleo', 'dan', 'gus']);
  });

  it('waits for 08:00 London time on the Monday: 07:59 BST is 06:59 UTC', async () => {
    const store = await openStore(database);
    await seeded(store);
    expect(await queueDigest(store, job(), Date.parse('2026-03-30T06:59:00Z'))).toEqual({ queued: false, reason: 'not-due' });
    expect([await mails(store), await claims(store)]).toEqual([[], []]);
    expect(await queueDigest(store, job(), Date.parse('2026-03-30T07:00:00Z'))).toMatchObject({ queued: true, week: '2026-W13' });
  });

  it('claims no week before someone can receive it: the first admin, signed up later that week, gets it', async () => {
    const store = await openStore(database);
    await store.ready();
    // A new site: the week came due with nobody on the team, then an invitation not yet taken up.
    expect(await queueDigest(store, job(), NOW)).toEqual({ queued: false, reason: 'nobody' });
    await person(store, { id: 'ana', role: 'admin', way: 'none' });
    expect(await queueDigest(store, job(), NOW + 60 * MINUTE)).toEqual({ queued: false, reason: 'nobody' });
    expect([await mails(store), await claims(store)]).toEqual([[], []]);
    // Ana registers her passkey; the next hourly pass sends her the week.
    await person(store, { id: 'ben', role: 'admin' });
    expect(await queueDigest(store, job(), NOW + 120 * MINUTE)).toEqual({ queued: true, week: '2026-W13', recipients: 1 });
    expect((await mails(store)).map((mail) => mail.recipient)).toEqual(['ben@quillmark.test']);
  });

  it('queues nothing when INSIGHTS_DIGEST is off', async () => {
    const store = await openStore(database);
    await seeded(store);
    expect(await queueDigest(store, job({ schedule: 'off' }), NOW)).toEqual({ queued: false, reason: 'off' });
    expect([await mails(store), await claims(store)]).toEqual([[], []]);
  });

  it('leaves no claim without its mails: a failure undoes both, and the next pass queues the week', async () => {
    const lines: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const store = await openStore(database);
    await seeded(store);
    jest.spyOn(store.mails, 'queue').mockRejectedValueOnce(new Error('disk full'));
    const upkeep = startInsightUpkeep(store, undefined, 60 * MINUTE, () => NOW, job());
    await upkeep.first;
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'error', event: 'insights.digest', error: 'disk full' })]);
    lines.length = 0;
    expect([await mails(store), await claims(store)]).toEqual([[], []]);
    await upkeep.run();
    expect(await mails(store)).toHaveLength(3);
    expect(await claims(store)).toEqual([expect.objectContaining({ week: '2026-W13', recipients: 3 })]);
    await upkeep.stop();
  });

  it('says the week’s numbers against the week before, in text and in HTML, with a visitor’s campaign name escaped', async () => {
    const store = await openStore(database);
    await seeded(store);
    await queueDigest(store, job({ mail: parseConfig({ SITE_URL: 'https://quillmark.test', SMTP_URL: 'smtps://u:p@smtp.quillmark.test:465' }) }), NOW);
    const [mail] = await mails(store);
    expect(mail).toMatchObject({ status: 'queued', nextAttemptAt: NOW, subject: 'Weekly digest: Monday 23 March to Sunday 29 March 2026' });
    const { text, html } = mail!;
    for (const line of [
      'Last week on the website, Monday 23 March to Sunday 29 March 2026, against the week before.',
      'Visits: 4\n  Up 300% on 1 the week before',
      'Enquiries: 3\n  Up 200% on 1 the week before',
      'Qualified: 3\n  None the week before',
      'Won: 2\n  None the week before',
      'Won value, GBP: £12,500.00',
      'Won value, INR: INR 1,000.00',
      'Social: 2 enquiries, 2 won\n  2 visits, 2 qualified, £12,500.00, INR 1,000.00 won',
      `${HOSTILE}: 2 enquiries, 2 won`,
      'Phone number: 1\n  None the week before',
      'Regressions: None',
      'Read it in the staff area: https://quillmark.test/staff/insights/digest?week=2026-W13',
      'Turn this email off on your account page: https://quillmark.test/staff/account',
    ])
      expect(text).toContain(line);
    // The campaign is text in the HTML, never markup.
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('>Up 300% on 1 the week before<');
    expect(html).toContain('>£12,500.00<');
    expect(html).toContain('href="https://quillmark.test/staff/insights/digest?week=2026-W13"');
    // One column a phone can read, nothing fetched.
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<(img|link|script|style|iframe)\b|\b(src|background)=["']|url\(/i);
  });
});
