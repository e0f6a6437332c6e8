import { sql, type Kysely, type Migration } from 'kysely';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists (schema.ts), which move on.

const DEVICES = ['mobile', 'tablet', 'desktop'];
const EVENT_KINDS = ['pageview', 'vitals'];
const DIMENSIONS = ['total', 'page', 'entry', 'referrer', 'source', 'campaign', 'device'];
const METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'];

const oneOf = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * First-party insights: the salt of each day (the only way to a visitor key, deleted after two days), visits and
 * their page views and Web Vitals (raw, kept INSIGHTS_RETENTION_DAYS), the daily rollups kept for the privacy
 * policy's period, and the visit each enquiry or sign-up came in (kept as long as the enquiry).
 */
export function insights(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insight_salts')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('salt', 'text', (column) => column.notNull())
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('insight_visits')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('started_at', time(dialect), (column) => column.notNull())
        .addColumn('last_at', time(dialect), (column) => column.notNull())
        .addColumn('entry_path', 'text', (column) => column.notNull())
        .addColumn('exit_path', 'text', (column) => column.notNull())
        .addColumn('pages', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('referrer_host', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('utm_term', 'text')
        .addColumn('utm_content', 'text')
        .addColumn('device', 'text', (column) => column.notNull().check(oneOf('device', DEVICES)))
        .addColumn('enquiries', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('signups', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('insight_visits_visitor').on('insight_visits').columns(['visitor', 'last_at']).execute();
      await db.schema.createIndex('insight_visits_started').on('insight_visits').column('started_at').execute();
      await db.schema
        .createTable('insight_events')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('at', time(dialect), (column) => column.notNull())
        .addColumn('visit_id', time(dialect), (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull().check(oneOf('kind', EVENT_KINDS)))
        .addColumn('view', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull().check(oneOf('device', DEVICES)))
        .addColumn('lcp', 'real')
        .addColumn('inp', 'real')
        .addColumn('cls', 'real')
        .addColumn('fcp', 'real')
        .addColumn('ttfb', 'real')
        .addColumn('lcp_element', 'text')
        .addColumn('inp_target', 'text')
        .addColumn('inp_phases', 'text')
        .execute();
      await db.schema.createIndex('insight_events_at').on('insight_events').columns(['kind', 'at']).execute();
      await db.schema.createIndex('insight_events_visit').on('insight_events').column('visit_id').execute();
      await db.schema
        .createTable('insight_daily')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('dimension', 'text', (column) => column.notNull().check(oneOf('dimension', DIMENSIONS)))
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('visitors', 'integer', (column) => column.notNull())
        .addColumn('visits', 'integer', (column) => column.notNull())
        .addColumn('pageviews', 'integer', (column) => column.notNull())
        .addColumn('bounces', 'integer', (column) => column.notNull())
        .addColumn('duration_ms', time(dialect), (column) => column.notNull())
        .addColumn('enquiries', 'integer', (column) => column.notNull())
        .addColumn('signups', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('insight_daily_pk', ['day', 'dimension', 'key'])
        .execute();
      await db.schema
        .createTable('insight_speed_daily')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull().check(oneOf('device', DEVICES)))
        .addColumn('metric', 'text', (column) => column.notNull().check(oneOf('metric', METRICS)))
        .addColumn('good', 'integer', (column) => column.notNull())
        .addColumn('needs_improvement', 'integer', (column) => column.notNull())
        .addColumn('poor', 'integer', (column) => column.notNull())
        .addColumn('histogram', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('insight_speed_daily_pk', ['day', 'path', 'device', 'metric'])
        .execute();
      await db.schema
        .createTable('lead_sources')
        .addColumn('ref', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull().check(oneOf('kind', ['enquiry', 'signup'])))
        .addColumn('landed_at', time(dialect), (column) => column.notNull())
        .addColumn('entry_path', 'text', (column) => column.notNull())
        .addColumn('referrer_host', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('utm_term', 'text')
        .addColumn('utm_content', 'text')
        .addColumn('pages_before', 'integer', (column) => column.notNull())
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_sources_campaign').on('lead_sources').columns(['utm_source', 'utm_campaign']).execute();
    },
  };
}
