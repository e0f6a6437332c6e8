/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { valueOf } from '@/lib/analytics/histogram';
import { databases, olderRelease, openStore, type DatabaseName } from './test-stores';

// An upgrade from the release that kept each rolled-up day's histogram as JSON text: each becomes rows of
// insight_speed_buckets as the report read it (a bucket without its largest value standing for its upper edge, a key
// past the last bucket counted in it, anything else left out), and the JSON columns go.

const PREVIOUS = '2026-12-05-uploads-in-use';

const speedRow = (day: string, path: string, device: string, metric: string, histogram: string, maxima: string | null) => ({ day, path, device, metric, good: 1, needsImprovement: 2, poor: 3, histogram, maxima });

function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    await connection.db
      .insertInto('insightSpeedDaily')
      .values([
        speedRow('2026-11-20', '/', 'mobile', 'lcp', '{"155":3,"160":2}', '{"155":1850}'),
        speedRow('2026-11-20', '/blog', 'desktop', 'cls', '{"0":4,"300":1,"400":2}', '{"0":0,"300":5,"400":9}'),
        // Rolled up before the maxima were kept, with what a hand-edited row might hold.
        speedRow('2026-11-21', '/', 'tablet', 'inp', '{"x":1,"12":-1,"13":1.5,"14":2,"1234567":1}', null),
        speedRow('2026-11-21', '/', 'mobile', 'lcp', 'not json', '[1]'),
      ] as never)
      .execute();
  });
}

describe.each(databases)('histograms as rows, upgrading on %s', (database) => {
  it('turns each stored histogram into its buckets and drops the JSON columns', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    const buckets = await store.db.selectFrom('insightSpeedBuckets').selectAll().orderBy('day').orderBy('path').orderBy('metric').orderBy('bucket').execute();
    expect(buckets.map(({ day, path, metric, bucket, count, largest }) => [day, path, metric, bucket, count, largest])).toEqual([
      ['2026-11-20', '/', 'lcp', 155, 3, 1850],
      ['2026-11-20', '/', 'lcp', 160, 2, valueOf('lcp', 160)],
      ['2026-11-20', '/blog', 'cls', 0, 4, 0],
      ['2026-11-20', '/blog', 'cls', 255, 3, 9],
      ['2026-11-21', '/', 'inp', 14, 2, valueOf('inp', 14)],
    ]);
    // The bands stay; a row whose histogram was not one keeps them with no buckets.
    const speed = await store.db.selectFrom('insightSpeedDaily').selectAll().orderBy('day').orderBy('device').execute();
    expect(speed).toHaveLength(4);
    expect(Object.keys(speed[0]!).sort()).toEqual(['day', 'device', 'good', 'metric', 'needsImprovement', 'path', 'poor']);
    expect(speed.at(-1)).toEqual({ day: '2026-11-21', path: '/', device: 'tablet', metric: 'inp', good: 1, needsImprovement: 2, poor: 3 });
    await store.close();
  });

  it('refuses a bucket out of range, a count of none and a negative largest value', async () => {
    const store = await openStore(database);
    await store.ready();
    const bucket = (bucket: number, count: number, largest: number) => store.db.insertInto('insightSpeedBuckets').values({ day: '2026-11-20', path: '/', device: 'mobile', metric: 'lcp', bucket, count, largest }).execute();
    await expect(bucket(255, 1, 1)).resolves.toBeDefined();
    for (const [at, count, largest] of [[256, 1, 1], [-1, 1, 1], [1, 0, 1], [2, 1, -1]] as const) await expect(bucket(at, count, largest)).rejects.toHaveProperty('message', expect.stringMatching(/check/i));
  });
});
