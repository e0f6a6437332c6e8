/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { INSIGHTS_RAW_DAYS, INSIGHTS_ROLLUP_DAYS } from '@/content/retention';
import { parseConfig } from '@/lib/config';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import { toHit } from '@/lib/insights/ingest';
import { startInsightUpkeep } from '@/lib/insights/upkeep';
import { databases, openStore } from '@/testing/stores';

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-12-20T12:00:00Z');

const visit = (store: Store, visitor: string, at: number) => store.insights.record([toHit({ kind: 'pageview', view: 'a'.repeat(16), path: '/', width: 1280 }, visitor, at)]);
const days = async (store: Store, table: 'insightDaily' | 'insightVisits') => [...new Set((await store.db.selectFrom(table).select('day').orderBy('day').execute()).map((row) => row.day))];

beforeEach(() => {
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => jest.restoreAllMocks());

describe('the insights’ periods', () => {
  it('default to 30 days raw and the privacy policy’s 13 months of rollups', () => {
    expect(parseConfig({})).toMatchObject({ INSIGHTS_RETENTION_DAYS: INSIGHTS_RAW_DAYS, INSIGHTS_ROLLUP_DAYS: INSIGHTS_ROLLUP_DAYS });
    expect([INSIGHTS_RAW_DAYS, INSIGHTS_ROLLUP_DAYS]).toEqual([30, 396]);
    expect(parseConfig({ INSIGHTS_RETENTION_DAYS: '7', INSIGHTS_ROLLUP_DAYS: '90' })).toMatchObject({ INSIGHTS_RETENTION_DAYS: 7, INSIGHTS_ROLLUP_DAYS: 90 });
    expect(() => parseConfig({ INSIGHTS_RETENTION_DAYS: '0' })).toThrow(/INSIGHTS_RETENTION_DAYS/);
  });
});

describe.each(databases)('the insights’ upkeep on %s', (database) => {
  it('rolls up every finished day before its raw rows go, then deletes what is past each period', async () => {
    const store = await openStore(database);
    await visit(store, 'old', NOW - 31 * DAY);
    await visit(store, 'yesterday', NOW - DAY);
    await visit(store, 'today', NOW);
    for (const [visitor, at] of [['old', NOW - 31 * DAY + 1], ['yesterday', NOW - DAY]] as const) {
      await store.insights.record([toHit({ kind: 'intent', view: 'a'.repeat(16), path: '/', width: 1280, intent: 'tel' }, visitor, at)]);
    }
    await store.db.insertInto('insightDaily').values({ day: dayOf(NOW - 400 * DAY), dimension: 'total', key: '', visitors: 1, visits: 1, pageviews: 1, bounces: 1, durationMs: 0, enquiries: 0, signups: 0 }).execute();
    const upkeep = startInsightUpkeep(store, { rawDays: 30, rollupDays: 396 }, 60_000, () => NOW);
    await upkeep.first;
    // Every day from the oldest visit to yesterday has its rollup, zeros for the days without a visit.
    expect(await days(store, 'insightDaily')).toEqual(Array.from({ length: 31 }, (_, i) => dayOf(NOW - (31 - i) * DAY)));
    const total = (day: number) => store.db.selectFrom('insightDaily').select('visits').where('dimension', '=', 'total').where('day', '=', dayOf(NOW - day * DAY)).executeTakeFirstOrThrow();
    expect([await total(31), await total(30), await total(1)]).toEqual([{ visits: 1 }, { visits: 0 }, { visits: 1 }]);
    expect(await days(store, 'insightVisits')).toEqual([dayOf(NOW - DAY), dayOf(NOW)]);
    // Intents and form steps are raw rows too.
    expect((await store.db.selectFrom('insightActions').select('at').orderBy('at').execute()).map((row) => Number(row.at))).toEqual([NOW - DAY]);
    // Next hour: nothing new to roll up or delete.
    expect(await store.insights.unrolledDays(NOW + 60 * 60_000)).toEqual([]);
    await upkeep.stop();
  });

  it('never makes again a rollup already past its period, when rollups are kept shorter than raw rows', async () => {
    const store = await openStore(database);
    await visit(store, 'old', NOW - 20 * DAY);
    await visit(store, 'recent', NOW - 2 * DAY);
    const upkeep = startInsightUpkeep(store, { rawDays: 30, rollupDays: 7 }, 60_000, () => NOW);
    await upkeep.first;
    expect(await days(store, 'insightDaily')).toEqual(Array.from({ length: 7 }, (_, i) => dayOf(NOW - (7 - i) * DAY)));
    await upkeep.run();
    expect(await days(store, 'insightDaily')).toHaveLength(7);
    await upkeep.stop();
  });

  it('logs a failure of the insights as its own line, and tries again at the next pass', async () => {
    const lines: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const store = await openStore(database);
    jest.spyOn(store.insights, 'unrolledDays').mockRejectedValue(new Error('disk full'));
    const upkeep = startInsightUpkeep(store, undefined, 60_000, () => NOW);
    await upkeep.first;
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'error', event: 'insights.retention', error: 'disk full' })]);
    lines.length = 0;
    await upkeep.stop();
  });
});
