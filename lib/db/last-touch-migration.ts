import { sql, type Kysely, type Migration } from 'kysely';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/** The first touch's columns and the last touch's beside each, as both tables name them. */
const TOUCH_COLUMNS = [
  ['referrer_host', 'last_referrer_host'],
  ['utm_source', 'last_utm_source'],
  ['utm_medium', 'last_utm_medium'],
  ['utm_campaign', 'last_utm_campaign'],
  ['utm_term', 'last_utm_term'],
  ['utm_content', 'last_utm_content'],
  ['channel', 'last_channel'],
] as const;

/** The rollups' first-touch dimensions and the last-touch ones that count visits by their last touch. */
const ROLLED_DIMENSIONS = [
  ['channel', 'lastChannel'],
  ['source', 'lastSource'],
  ['campaign', 'lastCampaign'],
] as const;

/**
 * The last touch beside the first: the referrer and utm_ tags (and their channel) of the latest page view of a visit
 * that came from another site or a tagged link, and when, on each visit and each lead's copy of its visit. Every visit
 * and lead this release finds is given its first touch as its last, at its start: a mid-visit campaign was never kept
 * before. The days already rolled up count their visits by last touch as by first, for the same reason.
 */
export function lastTouch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['insight_visits', 'lead_sources']) {
        for (const [, last] of TOUCH_COLUMNS) await db.schema.alterTable(table).addColumn(last, 'text').execute();
        await db.schema.alterTable(table).addColumn('last_touch_at', time(dialect)).execute();
      }
      const copied = sql.join(TOUCH_COLUMNS.map(([first, last]) => sql`${sql.ref(last)} = ${sql.ref(first)}`));
      await sql`update insight_visits set ${copied}, last_touch_at = started_at`.execute(db);
      await sql`update lead_sources set ${copied}, last_touch_at = landed_at`.execute(db);
      for (const [first, last] of ROLLED_DIMENSIONS) {
        await sql`insert into insight_daily (day, dimension, key, visitors, visits, pageviews, bounces, duration_ms, enquiries, signups)
          select day, ${last}, key, visitors, visits, pageviews, bounces, duration_ms, enquiries, signups from insight_daily where dimension = ${first}`.execute(db);
      }
    },
  };
}
