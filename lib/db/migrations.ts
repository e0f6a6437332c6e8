import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { articleBin } from './article-bin-migration';
import { articleSeo } from './article-seo-migration';
import { articles } from './articles-migration';
import { auditActions } from './audit-actions-migration';
import { authorPages } from './author-pages-migration';
import { generatedKey, time } from './columns';
import type { Connection, Dialect } from './connect';
import { firstPublished } from './first-published-migration';
import { insightShed } from './insight-shed-migration';
import { insights } from './insights-migration';
import { insightsReport } from './insights-report-migration';
import { journeys } from './journeys-migration';
import { lastTouch } from './last-touch-migration';
import { leadMatch } from './lead-match-migration';
import { openAuditActions } from './open-audit-actions-migration';
import { outcomes } from './outcomes-migration';
import { pictureUses } from './picture-uses-migration';
import { renderedArticles } from './rendered-articles-migration';
import { revisionKinds } from './revision-kinds-migration';
import { scheduledUpdates } from './scheduled-updates-migration';
import type { Database } from './schema';
import { speedConversion } from './speed-conversion-migration';
import { staffArea } from './staff-migration';
import { vitalsBuckets } from './vitals-buckets-migration';
import { vitalsOnce } from './vitals-once-migration';

// Kysely's own version table; on PostgreSQL its migrator holds an advisory lock, so instances starting together
// migrate one after another. SQLite files from before (PRAGMA user_version 1-3, legacy-migrations.ts) already hold
// these tables: every step here creates only what is missing.

const STATUSES = ['stored', 'queued', 'delivered', 'refused', 'spam', 'failed'];

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('enquiries')
        .ifNotExists()
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('ref', 'text', (column) => column.notNull().unique())
        .addColumn('endpoint', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().check(sql`status in (${sql.join(STATUSES.map((status) => sql.lit(status)))})`))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
        .addColumn('answer_status', 'integer')
        .addColumn('answer_body', 'text')
        .addColumn('next_attempt_at', time(dialect))
        .addColumn('lease_until', time(dialect))
        .addColumn('lease_token', 'text')
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .addColumn('updated_at', time(dialect), (column) => column.notNull())
        .execute();
      await db.schema.createIndex('enquiries_due').ifNotExists().on('enquiries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('enquiries_created').ifNotExists().on('enquiries').column('created_at').execute();
      await db.schema
        .createTable('health')
        .ifNotExists()
        .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
        .addColumn('checked_at', time(dialect), (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('erasures')
        .ifNotExists()
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('at', time(dialect), (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull().check(sql`reason in ('retention', 'request')`))
        .addColumn('count', 'integer', (column) => column.notNull())
        .execute();
    },
  };
}

/**
 * The shared rate limiter's counters (rate-limiter-flexible's RateLimiterPostgres, told the table exists). Only
 * PostgreSQL holds them: on one host the counters live in the process's memory.
 */
function rateLimits(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('rate_limits')
        .ifNotExists()
        .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
        .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
  };
}

/**
 * Mail to the team and the visitor, queued in the enquiry's own transaction and sent by the outbox; and the
 * newsletter's subscriptions with what each person agreed to. A secret for the newsletter's links lives with the
 * data, so every host signs and checks them alike.
 */
function mail(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mails')
        .ifNotExists()
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('message_id', 'text', (column) => column.notNull().unique())
        .addColumn('ref', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('team', 'receipt', 'confirm')`))
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text', (column) => column.notNull())
        .addColumn('headers', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('held', 'queued', 'sent', 'failed')`))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', time(dialect))
        .addColumn('lease_until', time(dialect))
        .addColumn('lease_token', 'text')
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .addColumn('updated_at', time(dialect), (column) => column.notNull())
        .execute();
      await db.schema.createIndex('mails_due').ifNotExists().on('mails').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('mails_recipient').ifNotExists().on('mails').columns(['recipient', 'kind', 'created_at']).execute();
      await db.schema.createIndex('mails_ref').ifNotExists().on('mails').column('ref').execute();
      await db.schema
        .createTable('subscriptions')
        .ifNotExists()
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('key', 'text', (column) => column.notNull().unique())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
        .addColumn('ref', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('consent_text', 'text', (column) => column.notNull())
        .addColumn('policy_version', 'text', (column) => column.notNull())
        .addColumn('requested_at', time(dialect), (column) => column.notNull())
        .addColumn('confirmed_at', time(dialect))
        .addColumn('unsubscribed_at', time(dialect))
        .execute();
      await db.schema
        .createTable('secrets')
        .ifNotExists()
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
    },
  };
}

/** Every migration by name, run in the names' order; a test may stop at one to build an older database. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '2026-11-24-enquiries': initial(dialect),
    '2026-11-24-rate-limits': rateLimits(dialect),
    '2026-11-24-mail': mail(dialect),
    '2026-11-25-staff-area': staffArea(dialect),
    '2026-11-26-audit-actions': auditActions(dialect),
    '2026-11-26-insights': insights(dialect),
    '2026-11-27-insights-report': insightsReport(dialect),
    // Runs by name after insights-report: Kysely orders migrations by name.
    '2026-11-27-open-audit-actions': openAuditActions(dialect),
    '2026-11-27-vitals-once': vitalsOnce(),
    // Named to run after vitals-once: Kysely orders migrations by name.
    '2026-11-27-where-leads-matched': leadMatch(),
    '2026-11-28-articles': articles(dialect),
    '2026-11-28-outcomes': outcomes(dialect),
    '2026-11-29-journeys': journeys(dialect),
    '2026-11-29-speed-conversion': speedConversion(),
    '2026-12-05-insight-shed': insightShed(),
    '2026-12-05-rendered-articles': renderedArticles(),
    '2026-12-05-scheduled-updates': scheduledUpdates(dialect),
    // Named to run after scheduled-updates: Kysely orders migrations by name.
    '2026-12-05-uploads-in-use': pictureUses(dialect),
    // Named to run after uploads-in-use: Kysely orders migrations by name.
    '2026-12-05-vitals-buckets': vitalsBuckets(),
    '2026-12-06-first-published': firstPublished(dialect),
    // Named to run after first-published: Kysely orders migrations by name.
    '2026-12-06-revision-kinds': revisionKinds(),
    // Named to run after revision-kinds: Kysely orders migrations by name.
    '2026-12-06-trashed-articles': articleBin(dialect),
    // Named to run after trashed-articles: Kysely orders migrations by name.
    '2026-12-06-written-for-search': articleSeo(),
    '2026-12-07-author-pages': authorPages(dialect),
    // Named to run after author-pages: Kysely orders migrations by name.
    '2026-12-07-last-touch': lastTouch(dialect),
  };
}

/** Brings the database to the current schema; safe when several instances call it at the same moment. */
export async function migrateToLatest({ db, dialect }: Connection): Promise<void> {
  const migrator = new Migrator({
    // The migrations name columns as SQL does (snake_case); the camelCase mapping is for the repositories' queries.
    db: db.withoutPlugins() as Kysely<Database>,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
