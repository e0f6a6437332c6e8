/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { valueOf } from '@/lib/analytics/histogram';
import { readStored } from '@/lib/analytics/stored-histogram';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';

// An upgrade from the release that kept each rolled-up day's histogram as JSON objects by bucket, read by a
// hand-written scanner: each becomes `[[bucket, count, largest], ...]` as the report read it (a bucket without its
// largest value standing for its upper edge, a key past the last bucket counted in it, anything else left out), the
// old columns go, and what it wrote passes the schema the report reads it through.

const PREVIOUS = '2026-12-05-uploads-in-use';

const speedRow = (day: string, device: string, metric: string, histogram: string, maxima: string | null) => ({ day, path: '/', device, metric, good: 1, needsImprovement: 2, poor: 3, histogram, maxima });

function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    await connection.db
      .insertInto('insightSpeedDaily')
      .values([
        speedRow('2026-11-20', 'mobile', 'lcp', '{"160":2,"155":3}', '{"155":1850}'),
        speedRow('2026-11-20', 'desktop', 'cls', '{"0":4,"300":1,"400":2}', '{"0":0,"300":5,"400":9}'),
        // Rolled up before the maxima were kept, with what a hand-edited row might hold.
        speedRow('2026-11-21', 'tablet', 'inp', '{"x":1,"12":-1,"13":1.5,"14":2,"1234567":1}', null),
        speedRow('2026-11-21', 'mobile', 'lcp', 'not json', '[1]'),
      ] as never)
      .execute();
  });
}

describe.each(databases)('histograms in a typed column, upgrading on %s', (database) => {
  it('turns each stored histogram into its buckets and drops the JSON objects', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    const speed = await store.db.selectFrom('insightSpeedDaily').selectAll().orderBy('day').orderBy('device').execute();
    expect(Object.keys(speed[0]!).sort()).toEqual(['buckets', 'day', 'device', 'good', 'metric', 'needsImprovement', 'path', 'poor']);
    expect(speed.map((row) => [row.day, row.device, row.metric, row.good, row.needsImprovement, row.poor, readStored(row.buckets)])).toEqual([
      [
        '2026-11-20',
        'desktop',
        'cls',
        1,
        2,
        3,
        [
          { bucket: 0, count: 4, largest: 0 },
          { bucket: 255, count: 3, largest: 9 },
        ],
      ],
      [
        '2026-11-20',
        'mobile',
        'lcp',
        1,
        2,
        3,
        [
          { bucket: 155, count: 3, largest: 1850 },
          { bucket: 160, count: 2, largest: valueOf('lcp', 160) },
        ],
      ],
      // A histogram that was not one keeps its bands and counts nothing.
      ['2026-11-21', 'mobile', 'lcp', 1, 2, 3, []],
      ['2026-11-21', 'tablet', 'inp', 1, 2, 3, [{ bucket: 14, count: 2, largest: valueOf('inp', 14) }]],
    ]);
    await store.close();
  });
});
