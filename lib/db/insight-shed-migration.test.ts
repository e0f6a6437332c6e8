/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';

// An upgrade from the release before beacons were shed under load: its insights stay as they were, and the days'
// shed counts start empty, add up across writers, and go with the rollups.

const PREVIOUS = '2026-11-29-speed-conversion';
const DAY = 86_400_000;
const NOW = Date.parse('2026-12-05T12:00:00Z');

function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    await connection.db.insertInto('insightDeploys').values({ build: 'build-before', firstAt: 1_000 }).execute();
  });
}

describe.each(databases)('beacons shed under load, upgrading on %s', (database) => {
  it('keeps the insights held, counts shed beacons per day from none, and sweeps them with the rollups', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    expect(await store.db.selectFrom('insightDeploys').selectAll().execute()).toEqual([{ build: 'build-before', firstAt: 1_000 }]);
    expect(await store.db.selectFrom('insightShed').selectAll().execute()).toEqual([]);

    await store.insights.countShed(new Map([['2026-12-05', 3], ['2025-10-01', 2]]));
    await store.insights.countShed(new Map([['2026-12-05', 4]]));
    const counts = await store.db.selectFrom('insightShed').selectAll().orderBy('day').execute();
    expect(counts.map((row) => [row.day, Number(row.beacons)])).toEqual([
      ['2025-10-01', 2],
      ['2026-12-05', 7],
    ]);

    await store.insights.sweep(NOW, 30, 396);
    expect((await store.db.selectFrom('insightShed').select('day').execute()).map((row) => row.day)).toEqual(['2026-12-05']);
    expect(NOW - Date.parse('2025-10-01') > 396 * DAY).toBe(true);
    await store.close();
  });
});
