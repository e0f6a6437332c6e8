/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { sql } from 'kysely';
import type { InsightHit } from '@/lib/db/insights/insights';
import type { Store } from '@/lib/db/store';
import type { Beacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';

const T = Date.parse('2026-11-23T10:00:00Z');
const IPHONE = { browser: 'Safari', os: 'iOS' } as const;
let views = 0;
const nextView = () => (views += 1).toString(16).padStart(16, '0');
const hit = (beacon: Beacon, at = T, visitor = 'ana') => toHit(beacon, visitor, at, IPHONE) as InsightHit;
const actions = (store: Store) => store.db.selectFrom('insightActions').select(['visitId', 'view', 'path', 'kind', 'name', 'step', 'field']).orderBy('id').execute();

describe.each(databases)('what visits do, on %s', (database) => {
  it('keeps a visit’s channel and families, and a tel: click and a form’s steps on its visit', async () => {
    const store = await openStore(database);
    const view = nextView();
    await store.insights.record([hit({ kind: 'pageview', view, path: '/contact-us', width: 390, referrer: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'paid-social', campaign: 'visa-2027' } })]);
    const recorded = await store.insights.record([
      hit({ kind: 'intent', view, path: '/contact-us', width: 390, intent: 'tel' }, T + 1),
      hit({ kind: 'form', view, path: '/contact-us', width: 390, form: 'contact', step: 'view' }, T + 2),
      hit({ kind: 'form', view, path: '/contact-us', width: 390, form: 'contact', step: 'start' }, T + 3),
      // A page view nobody counted: its click is let go.
      hit({ kind: 'intent', view: nextView(), path: '/', width: 390, intent: 'mailto' }, T + 4),
    ]);
    expect(recorded).toEqual({ pageviews: 0, vitals: 0, dropped: 0, actions: 3 });
    const [visit] = await store.db.selectFrom('insightVisits').selectAll().execute();
    expect(visit).toMatchObject({ channel: 'paid', browser: 'Safari', os: 'iOS', device: 'mobile' });
    expect(await actions(store)).toEqual([
      { visitId: visit!.id, view, path: '/contact-us', kind: 'intent', name: 'tel', step: '', field: null },
      { visitId: visit!.id, view, path: '/contact-us', kind: 'form', name: 'contact', step: 'view', field: null },
      { visitId: visit!.id, view, path: '/contact-us', kind: 'form', name: 'contact', step: 'start', field: null },
    ]);
  });

  it('notes the server’s answer on the visit of the page view the form named, else of the sender’s key', async () => {
    const store = await openStore(database);
    const view = nextView();
    await store.insights.record([hit({ kind: 'pageview', view, path: '/bootcamp', width: 1280 })]);
    expect(await store.leadSources.noteAnswer({ view, form: 'bootcamp', answer: 'invalid', field: 'email_address', now: T + 5 })).toBe(true);
    expect(await store.leadSources.noteAnswer({ visitor: 'ana', form: 'bootcamp', answer: 'accepted', now: T + 6 })).toBe(true);
    expect(await store.leadSources.noteAnswer({ view: nextView(), visitor: 'nobody', form: 'bootcamp', answer: 'limited', now: T + 7 })).toBe(false);
    expect((await actions(store)).map(({ path, step, field }) => [path, step, field])).toEqual([
      ['/bootcamp', 'invalid', 'email_address'],
      ['/bootcamp', 'accepted', null],
    ]);
  });

  it('marks a build at the server’s first start, never because a beacon named it', async () => {
    const store = await openStore(database);
    const [a, b] = [nextView(), nextView()];
    await store.insights.record([hit({ kind: 'pageview', view: a, path: '/', width: 1280 }), hit({ kind: 'pageview', view: b, path: '/', width: 1280 }, T + 10, 'ben')]);
    // Two requests of anyone's: a page view and a vitals beacon naming a build nobody deployed.
    await store.insights.record([hit({ kind: 'vitals', view: b, path: '/', width: 1280, lcp: 900, build: 'made-up-build' }, T + 20, 'ben'), hit({ kind: 'vitals', view: a, path: '/', width: 1280, lcp: 800, build: 'build-2' }, T + 15)]);
    expect(await store.db.selectFrom('insightDeploys').selectAll().execute()).toEqual([]);
    // The vitals keep the build they were measured on.
    expect((await store.db.selectFrom('insightEvents').select('build').where('kind', '=', 'vitals').execute()).map((row) => row.build).sort()).toEqual(['build-2', 'made-up-build']);
    await store.insights.noteDeploy('build-2', T);
    await store.insights.noteDeploy('build-2', T + 60_000);
    expect(await store.db.selectFrom('insightDeploys').selectAll().execute()).toEqual([{ build: 'build-2', firstAt: T }]);
  });

  it('keeps the rollups and visits of the release before, and takes a new dimension', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    expect(await store.db.selectFrom('insightDaily').select(['dimension', 'key', 'visits']).execute()).toEqual([{ dimension: 'total', key: '', visits: 4 }]);
    expect(await store.db.selectFrom('insightVisits').select(['entryPath', 'channel', 'browser', 'os']).execute()).toEqual([{ entryPath: '/kept', channel: null, browser: null, os: null }]);
    // And the day's conversion by speed band, rolled up from now on (2026-11-29-speed-conversion).
    expect(await store.db.selectFrom('insightConversionDaily').selectAll().execute()).toEqual([]);
    await store.db.insertInto('insightDaily').values({ day: '2026-11-22', dimension: 'channel', key: 'search', visitors: 1, visits: 1, pageviews: 1, bounces: 1, durationMs: 0, enquiries: 0, signups: 0 }).execute();
    // The primary key still holds after SQLite's rebuild.
    // Read as the message: better-sqlite3's error class may be another test file's in a shared Jest worker.
    const again = await store.db
      .insertInto('insightDaily')
      .values({ day: '2026-11-22', dimension: 'total', key: '', visitors: 1, visits: 1, pageviews: 1, bounces: 1, durationMs: 0, enquiries: 0, signups: 0 })
      .execute()
      .then(() => 'inserted', (error: unknown) => String((error as { message?: unknown }).message));
    expect(again).toMatch(/UNIQUE constraint failed|duplicate key value/);
  });
});

/** A store as the release before journeys left it: one rolled-up day and one visit. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, '2026-11-28-outcomes', async ({ db }) => {
    await sql`insert into insight_daily (day, dimension, key, visitors, visits, pageviews, bounces, duration_ms, enquiries, signups) values ('2026-11-22', 'total', '', 3, 4, 9, 1, 60000, 1, 0)`.execute(db);
    await sql`insert into insight_visits (day, visitor, started_at, last_at, entry_path, exit_path, pages, device) values ('2026-11-22', 'kept', ${T}, ${T}, '/kept', '/kept', 1, 'desktop')`.execute(db);
  });
}
