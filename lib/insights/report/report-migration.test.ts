/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type CompiledQuery, type Insertable } from 'kysely';
import { connect, type Connection } from '@/lib/db/connect';
import { migrate as migrateLegacy } from '@/lib/db/legacy-migrations';
import { migrations } from '@/lib/db/migrations';
import type { AuditAction, Database, InsightEventsTable } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { auditSchema, databases, execute, freshDatabaseUrl, openStore, type DatabaseName } from '@/lib/db/test-stores';
import { worstVitals } from './worst';

const kim = { actorId: 'staff-kim', actorEmail: 'kim@quillmark.test' };
const checkFailure = { message: expect.stringMatching(/check constraint/i) };

const DAY = '2026-11-26';
const at = (hour: number) => Date.parse(`${DAY}T00:00:00Z`) + hour * 3_600_000;
const phases = JSON.stringify({ inputDelay: 100, processing: 500, presentation: 200 });

/** A page view and vitals as the ingest wrote them: two poor LCPs, one poor INP, and the good that must not count. */
const EVENTS: Insertable<InsightEventsTable>[] = [
  { at: at(9), visitId: 1, kind: 'pageview', view: 'a0', path: '/', device: 'mobile', lcp: null, inp: null, cls: null, fcp: null, ttfb: null, lcpElement: null, inpTarget: null, inpPhases: null },
  { at: at(9), visitId: 1, kind: 'vitals', view: 'a0', path: '/', device: 'mobile', lcp: 5200, inp: 120, cls: 0, fcp: 900, ttfb: 300, lcpElement: 'img.hero', inpTarget: 'a.nav', inpPhases: phases },
  { at: at(10), visitId: 2, kind: 'vitals', view: 'b0', path: '/blog', device: 'mobile', lcp: 4400, inp: null, cls: 0, fcp: 900, ttfb: 300, lcpElement: 'img.hero', inpTarget: null, inpPhases: null },
  { at: at(11), visitId: 3, kind: 'vitals', view: 'c0', path: '/contact-us', device: 'desktop', lcp: 1200, inp: 800, cls: 0, fcp: 600, ttfb: 200, lcpElement: 'h1', inpTarget: 'button.send', inpPhases: phases },
];

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'insights-report-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the migrations up to and including `last`, as a database created on that day had them. */
async function migrateTo(connection: Connection, last: string) {
  const migrator = new Migrator({ db: connection.db.withoutPlugins(), provider: { getMigrations: async () => migrations(connection.dialect) } });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** A database of the day insights shipped, holding audit rows and raw insight events; where a store can open it. */
async function insightsShippedDatabase(database: DatabaseName): Promise<string | { url: string }> {
  const url = database === 'PostgreSQL' ? await freshDatabaseUrl() : undefined;
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.sqlite`);
  const sqlite = url ? undefined : new Sqlite(file);
  // The store brings every SQLite file through the former versions first; a file it made has them.
  if (sqlite) migrateLegacy(sqlite);
  const connection = url ? connect({ url }) : connect({ sqlite: sqlite! });
  try {
    await migrateTo(connection, '2026-11-26-insights');
    await connection.db.insertInto('auditEvents').values({ at: 1_000, ...kim, action: 'sign-in', subject: null, detail: '{"kept":true}', ip: '192.0.2.1' }).execute();
    await connection.db.insertInto('auditEvents').values({ at: 2_000, ...kim, action: 'export', detail: '{"report":"insights","table":"pages"}' }).execute();
    await connection.db.insertInto('auditEvents').values({ at: 3_000, ...kim, action: 'two-factor-challenge' }).execute();
    await expect(connection.db.insertInto('auditEvents').values({ at: 3_500, ...kim, action: 'export-insights' }).execute()).rejects.toMatchObject(checkFailure);
    await connection.db.insertInto('insightEvents').values(EVENTS).execute();
  } finally {
    await connection.db.destroy();
  }
  return url ? { url } : file;
}


/** The partial index as the catalogue has it, its WHERE included. */
async function poorIndex(store: Store): Promise<string | undefined> {
  const query = store.dialect === 'postgres' ? `select indexdef as text from pg_indexes where indexname = 'insight_events_poor'` : `select sql as text from sqlite_master where name = 'insight_events_poor'`;
  return (await execute(store, query)).map((row) => String(row.text))[0];
}

describe.each(databases)('the insights report migration on %s', (database) => {
  it('lets the trail take an insights export, keeping its rows and ids, its index and its append-only trigger', async () => {
    const store = await openStore(await insightsShippedDatabase(database));
    await store.audit.append({ ...kim, action: 'export-insights', detail: { table: 'pages' } }, 4_000);

    const { rows, total } = await store.audit.list({});
    expect(total).toBe(4);
    expect(rows.map((row) => [row.id, row.action])).toEqual([
      // PostgreSQL's identity spent a number on the refused row.
      [database === 'PostgreSQL' ? 5 : 4, 'export-insights'],
      [3, 'two-factor-challenge'],
      [2, 'export'],
      [1, 'sign-in'],
    ]);
    expect(rows[2]).toEqual({ id: 2, at: 2_000, ...kim, action: 'export', subject: null, detail: { report: 'insights', table: 'pages' }, ip: null });
    expect(rows[3]).toEqual({ id: 1, at: 1_000, ...kim, action: 'sign-in', subject: null, detail: { kept: true }, ip: '192.0.2.1' });

    await expect(store.db.updateTable('auditEvents').set({ actorEmail: 'someone-else@quillmark.test' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
    await expect(store.audit.append({ ...kim, action: 'drop-everything' as AuditAction })).rejects.toThrow('Unknown audit action "drop-everything"');
    expect(await auditSchema(store)).toEqual(
      // The CHECK went with the open-actions migration that every store runs after this one.
      database === 'PostgreSQL'
        ? []
        : [
            { type: 'index', name: 'audit_events_at' },
            { type: 'table', name: 'audit_events' },
            { type: 'trigger', name: 'audit_events_append_only' },
          ],
    );
  });

  it('indexes the poor vitals, and the worst elements read the same from it', async () => {
    const store = await openStore(await insightsShippedDatabase(database));
    await store.ready();
    expect(await poorIndex(store)).toMatch(/\bwhere\b.*'vitals'.*\blcp > \W*4000\b.*\binp > \W*500\b/i);
    expect((await execute(store, 'select count(*) as n from insight_events')).map((row) => Number(row.n))).toEqual([EVENTS.length]);

    expect(await worstVitals(store.db, { from: DAY, to: DAY })).toEqual({
      lcp: [{ selector: 'img.hero', poor: 2, share: 1, path: '/', p75: 5200, phases: null }],
      inp: [{ selector: 'button.send', poor: 1, share: 1, path: '/contact-us', p75: 800, phases: { inputDelay: 100, processing: 500, presentation: 200 } }],
    });
  });
});

describe('the worst elements on SQLite', () => {
  // SQLite takes a partial index only for a query whose WHERE holds the index's own: a change of THRESHOLDS, or of
  // the query's WHERE, fails here until a migration makes the index anew.
  it('read the poor vitals’ index alone, not the table', async () => {
    const store = await openStore('SQLite');
    await store.ready();
    const queries: CompiledQuery[] = [];
    // Not destroyed: that would close the store's own connection, which the store closes after the test.
    const logged = new Kysely<Database>({ dialect: new SqliteDialect({ database: store.sqlite! }), log: (event) => void queries.push(event.query) });
    await worstVitals(logged, { from: DAY, to: DAY });
    expect(queries).toHaveLength(1);
    const [{ sql, parameters }] = queries as [CompiledQuery];
    const plan = store.sqlite!.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[];
    expect(plan.map((step) => step.detail)).toEqual([expect.stringMatching(/^SEARCH insight_events USING COVERING INDEX insight_events_poor /)]);
  });
});
