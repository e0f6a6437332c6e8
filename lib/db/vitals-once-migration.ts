import { sql, type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * One set of Web Vitals per page view, and each bucket's largest value beside a rolled-up histogram.
 *
 * A vitals beacon sent again (replayed, or forged with the view id of one already counted) was a second set of the
 * same page view. The repeats already stored are deleted, the first of each view kept; a partial unique index then
 * keeps it so on every host. insight_speed_daily.maxima is JSON by bucket, as the histogram beside it; null for the
 * days rolled up before, whose buckets stand for their upper edges.
 */
export function vitalsOnce(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`delete from insight_events where kind = 'vitals' and id not in (select min(id) from insight_events where kind = 'vitals' group by view)`.execute(db);
      await sql`create unique index insight_events_vitals_view on insight_events (view) where kind = 'vitals'`.execute(db);
      await db.schema.alterTable('insight_speed_daily').addColumn('maxima', 'text').execute();
    },
  };
}
