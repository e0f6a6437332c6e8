import type { Insertable, Kysely, Selectable } from 'kysely';
import { VISIT_GAP_MS } from '@/lib/analytics/measures';
import type { Database, InsightConversionDailyTable, InsightDailyTable, InsightSpeedDailyTable, InsightVisitsTable } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { dayOf, type InsightSalts } from './insight-salts';
import { chunks, writeBatch, type InsightHit, type Memory, type Recorded } from './insights-visits';

export { type InsightHit, type Recorded } from './insights-visits';

/** The one bucket every path that is not a page of the site is counted in. */
export const NOT_FOUND_PATH = '(not found)';

/** Rollup rows per insert. */
const INSERT_ROWS = 400;
/** Rows per delete, so a large sweep never holds the database for long. */
const DELETE_ROWS = 5_000;
/** The most visitors and views the writer remembers; past it the oldest are forgotten and found by a query again. */
const CACHE_LIMIT = 100_000;

export type InsightVisit = Selectable<InsightVisitsTable>;

/** One day's rollups: the totals per dimension and key, the vitals per route, device and metric, and conversion by speed band. */
export interface Rollup {
  daily: Insertable<InsightDailyTable>[];
  speed: Insertable<InsightSpeedDailyTable>[];
  conversion: Insertable<InsightConversionDailyTable>[];
}

export interface Swept {
  events: number;
  visits: number;
  rollups: number;
  salts: number;
}

/** Drops the oldest entries of an insertion-ordered map past the limit. */
function bound<K, V>(map: Map<K, V>, limit: number) {
  if (map.size <= limit) return;
  let excess = map.size - limit;
  for (const key of map.keys()) {
    if (excess-- <= 0) break;
    map.delete(key);
  }
}

/**
 * First-party insights: visits and their page views and Web Vitals (raw), the daily rollups made of them once a day
 * is over, and the sweep that keeps each for its period. The writer remembers each visitor's open visit and each page
 * view's visit, as hints: a visitor it does not know, or whose visit looks closed, is looked up, so several hosts on
 * one PostgreSQL agree on a visit as long as one page view lands before the next is looked up.
 */
export class Insights {
  private readonly memory: Memory = { open: new Map(), views: new Map() };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
    private readonly salts: InsightSalts,
  ) {}

  /** The visitor's visit open at `now` (its last page view within 30 minutes), for a lead's source; undefined when none. */
  async currentVisit(visitor: string, now = Date.now()): Promise<InsightVisit | undefined> {
    await this.ready();
    return this.db.selectFrom('insightVisits').selectAll().where('visitor', '=', visitor).where('lastAt', '>=', now - VISIT_GAP_MS).orderBy('lastAt', 'desc').limit(1).executeTakeFirst();
  }

  /**
   * Writes a batch in one transaction (insights-visits.ts): each page view extends its visitor's open visit or starts
   * one; each vitals beacon joins the visit of its page view, else the visitor's open visit, else it is dropped.
   */
  async record(hits: readonly InsightHit[]): Promise<Recorded> {
    await this.ready();
    if (hits.length === 0) return { pageviews: 0, vitals: 0, dropped: 0, actions: 0 };
    const { result, states, views } = await this.db.transaction().execute((trx) => writeBatch(trx, hits, this.memory));
    // Remembered only once committed: a rolled-back batch leaves no visit id behind that does not exist.
    const { open, views: viewed } = this.memory;
    for (const state of states) {
      if (state.id === undefined) continue;
      open.delete(state.visitor);
      open.set(state.visitor, { id: state.id, lastAt: state.lastAt });
    }
    for (const [key, state] of views) if (state.id !== undefined) viewed.set(key, state.id);
    bound(open, CACHE_LIMIT);
    bound(viewed, CACHE_LIMIT);
    return result;
  }

  /** Adds beacons shed under load to their UTC days' counts (insight_shed); every host adds to the same row. */
  /**
   * Marks a build as deployed at `at`, its first start on any host: the server's own build id, never one a beacon
   * names (two requests could make a "deploy" of anyone's choosing). A build already marked keeps its first time.
   */
  async noteDeploy(build: string, at: number): Promise<void> {
    await this.ready();
    await this.db.insertInto('insightDeploys').values({ build, firstAt: at }).onConflict((conflict) => conflict.column('build').doNothing()).execute();
  }

  async countShed(byDay: ReadonlyMap<string, number>): Promise<void> {
    await this.ready();
    if (byDay.size === 0) return;
    await this.db
      .insertInto('insightShed')
      .values([...byDay].map(([day, beacons]) => ({ day, beacons })))
      .onConflict((conflict) => conflict.column('day').doUpdateSet((eb) => ({ beacons: eb('insightShed.beacons', '+', eb.ref('excluded.beacons')) })))
      .execute();
  }

  /**
   * Keeps one finished UTC day's rollups (lib/insights/report/rollup.ts makes them), in place of any it had. Made
   * before the transaction, so the writer waits only for the writes; a finished day no longer changes.
   */
  async saveRollup(day: string, { daily, speed, conversion }: Rollup): Promise<void> {
    await this.ready();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('insightDaily').where('day', '=', day).execute();
      await trx.deleteFrom('insightSpeedDaily').where('day', '=', day).execute();
      await trx.deleteFrom('insightConversionDaily').where('day', '=', day).execute();
      // Two hosts rolling the same day up at once write the same rows: the second's are let go, not an error.
      for (const rows of chunks(daily, INSERT_ROWS)) await trx.insertInto('insightDaily').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
      for (const rows of chunks(speed, INSERT_ROWS)) await trx.insertInto('insightSpeedDaily').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
      for (const rows of chunks(conversion, INSERT_ROWS)) await trx.insertInto('insightConversionDaily').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
    });
  }

  /**
   * The days to roll up at `now`: every day from the oldest visit kept to the last finished one that has no rollup.
   * A day counts as finished once its last visit can no longer be extended (30 minutes past midnight, UTC).
   */
  async unrolledDays(now = Date.now()): Promise<string[]> {
    await this.ready();
    const { oldest } = await this.db
      .selectFrom('insightVisits')
      .select((eb) => eb.fn.min('startedAt').as('oldest'))
      .executeTakeFirstOrThrow();
    if (oldest === null || oldest === undefined) return [];
    const first = dayOf(Number(oldest));
    const today = dayOf(now - VISIT_GAP_MS);
    const rolled = new Set((await this.db.selectFrom('insightDaily').select('day').where('dimension', '=', 'total').where('day', '>=', first).execute()).map((row) => row.day));
    const days: string[] = [];
    for (let at = Date.parse(`${first}T00:00:00Z`); dayOf(at) < today; at += DAY_MS) if (!rolled.has(dayOf(at))) days.push(dayOf(at));
    return days;
  }

  /**
   * Deletes page views, vitals, intents, form steps and visits older than `rawDays`, rollups and shed counts older than `rollupDays`, and every salt past
   * its two days (insight-salts.ts). Roll the finished days up first: a visit swept is gone from any later rollup.
   */
  async sweep(now: number, rawDays: number, rollupDays: number): Promise<Swept> {
    await this.ready();
    const rawCutoff = now - rawDays * DAY_MS;
    let events = 0;
    for (const kind of ['pageview', 'vitals'] as const) {
      events += await this.deleteInChunks(() =>
        this.db
          .deleteFrom('insightEvents')
          .where('id', 'in', (eb) => eb.selectFrom('insightEvents').select('id').where('kind', '=', kind).where('at', '<', rawCutoff).limit(DELETE_ROWS))
          .executeTakeFirst(),
      );
    }
    // A visit's intents and form steps go with its page views.
    events += await this.deleteInChunks(() =>
      this.db
        .deleteFrom('insightActions')
        .where('id', 'in', (eb) => eb.selectFrom('insightActions').select('id').where('at', '<', rawCutoff).limit(DELETE_ROWS))
        .executeTakeFirst(),
    );
    const visits = await this.deleteInChunks(() =>
      this.db
        .deleteFrom('insightVisits')
        .where('id', 'in', (eb) => eb.selectFrom('insightVisits').select('id').where('startedAt', '<', rawCutoff).where('lastAt', '<', rawCutoff).limit(DELETE_ROWS))
        .executeTakeFirst(),
    );
    const oldestDay = dayOf(now - rollupDays * DAY_MS);
    const daily = await this.db.deleteFrom('insightDaily').where('day', '<', oldestDay).executeTakeFirst();
    const speed = await this.db.deleteFrom('insightSpeedDaily').where('day', '<', oldestDay).executeTakeFirst();
    const conversion = await this.db.deleteFrom('insightConversionDaily').where('day', '<', oldestDay).executeTakeFirst();
    // A day's shed count is a daily total too, kept as long as the rollups it stands beside.
    await this.db.deleteFrom('insightShed').where('day', '<', oldestDay).execute();
    const salts = await this.salts.rotate(now);
    return { events, visits, rollups: Number(daily.numDeletedRows) + Number(speed.numDeletedRows) + Number(conversion.numDeletedRows), salts };
  }

  private async deleteInChunks(deleteSome: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = Number((await deleteSome()).numDeletedRows);
      total += deleted;
      if (deleted < DELETE_ROWS) return total;
    }
  }
}
