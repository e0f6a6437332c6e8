import { sql, type Kysely, type Migration } from 'kysely';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists (channels, families, steps), which move on.

/** insights-migration.ts left PostgreSQL's inline CHECK with its default name. */
const DIMENSION_CHECK = 'insight_daily_dimension_check';

/** SQLite cannot drop a CHECK: insight_daily is rebuilt with every row, as insights-migration.ts made it but for that one CHECK. */
async function rebuildDailyOnSqlite(trx: Kysely<unknown>) {
  await trx.schema
    .createTable('insight_daily_next')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('dimension', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addColumn('visits', 'integer', (column) => column.notNull())
    .addColumn('pageviews', 'integer', (column) => column.notNull())
    .addColumn('bounces', 'integer', (column) => column.notNull())
    .addColumn('duration_ms', time('sqlite'), (column) => column.notNull())
    .addColumn('enquiries', 'integer', (column) => column.notNull())
    .addColumn('signups', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_daily_pk', ['day', 'dimension', 'key'])
    .execute();
  await sql`insert into insight_daily_next select day, dimension, key, visitors, visits, pageviews, bounces, duration_ms, enquiries, signups from insight_daily`.execute(trx);
  await trx.schema.dropTable('insight_daily').execute();
  await trx.schema.alterTable('insight_daily_next').renameTo('insight_daily').execute();
}

/**
 * What the insights need to know which visits become work (issue 56):
 * - an index on the page views' ids, which a lead and a form's answer look their visit up by;
 * - each visit's channel, browser family and operating-system family, read at ingest (never the user agent);
 * - the build that served each page load its vitals came from, and when each build was first seen serving;
 * - each visit's actions: contact intents (a tel:, mailto: or WhatsApp link, a call to action) and the enquiry forms'
 *   steps, the server's answer among them;
 * - a lead's visit id, channel, device and families, copied with its source (they outlive the visit);
 * - insight_daily without its CHECK on the dimension, so a new dimension (channel, browser, os, exit) needs no migration;
 * - the weekly digest: the weeks it was queued for (once, whichever host gets there first) and who turned it off.
 */
export function journeys(dialect: Dialect): Migration {
  const stamp = time(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        for (const column of ['channel', 'browser', 'os']) await trx.schema.alterTable('insight_visits').addColumn(column, 'text').execute();
        await trx.schema.alterTable('insight_events').addColumn('build', 'text').execute();
        // A lead, and now a form's answer, find their visit by the page view their form named: one lookup each.
        await trx.schema.createIndex('insight_events_view').on('insight_events').column('view').execute();
        await trx.schema.alterTable('lead_sources').addColumn('visit_id', stamp).execute();
        for (const column of ['channel', 'device', 'browser', 'os']) await trx.schema.alterTable('lead_sources').addColumn(column, 'text').execute();
        await trx.schema
          .createTable('insight_actions')
          .addColumn('id', sql`${generatedKey(dialect)}`)
          .addColumn('at', stamp, (column) => column.notNull())
          .addColumn('visit_id', stamp, (column) => column.notNull())
          .addColumn('view', 'text', (column) => column.notNull())
          .addColumn('path', 'text', (column) => column.notNull())
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('name', 'text', (column) => column.notNull())
          .addColumn('step', 'text', (column) => column.notNull())
          .addColumn('field', 'text')
          .execute();
        await trx.schema.createIndex('insight_actions_visit').on('insight_actions').columns(['visit_id', 'at']).execute();
        await trx.schema.createIndex('insight_actions_at').on('insight_actions').column('at').execute();
        await trx.schema
          .createTable('insight_deploys')
          .addColumn('build', 'text', (column) => column.primaryKey())
          .addColumn('first_at', stamp, (column) => column.notNull())
          .execute();
        await trx.schema
          .createTable('insight_digests')
          .addColumn('week', 'text', (column) => column.primaryKey())
          .addColumn('queued_at', stamp, (column) => column.notNull())
          .addColumn('recipients', 'integer', (column) => column.notNull())
          .execute();
        await trx.schema
          .createTable('digest_optouts')
          .addColumn('user_id', 'text', (column) => column.primaryKey())
          .addColumn('at', stamp, (column) => column.notNull())
          .execute();
        if (dialect === 'postgres') await trx.schema.alterTable('insight_daily').dropConstraint(DIMENSION_CHECK).execute();
        else await rebuildDailyOnSqlite(trx);
      };
      // Kysely runs PostgreSQL's migrations in a transaction already; SQLite's rebuild needs one of its own.
      if (dialect === 'postgres') await work(db);
      else await db.transaction().execute(work);
    },
  };
}
