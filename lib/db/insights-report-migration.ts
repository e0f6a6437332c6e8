import { sql, type Kysely, type Migration } from 'kysely';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists and thresholds, which move on.

/** What audit_events.action accepts from this migration on: the 21 before it, and an export of the insights page. */
export const CHECKED_AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'view-enquiry',
  'export',
  'triage',
  'note',
  'assign',
  'erase',
  'not-spam',
  'retry',
  'unsubscribe',
  'invite',
  'remove-staff',
  'revoke-sessions',
  'role',
  'set-password',
  'two-factor',
  'revoke-passkey',
  'add-passkey',
  'two-factor-challenge',
  'export-insights',
] as const;

const CONSTRAINT = 'audit_events_action_check';

const actionCheck = () => sql`action in (${sql.join(CHECKED_AUDIT_ACTIONS.map((action) => sql.lit(action)))})`;

/** The audit actions migration gave the CHECK this name on every database, so it is dropped by name. */
async function replaceOnPostgres(db: Kysely<unknown>) {
  await db.schema.alterTable('audit_events').dropConstraint(CONSTRAINT).execute();
  await db.schema.alterTable('audit_events').addCheckConstraint(CONSTRAINT, actionCheck()).execute();
}

/** SQLite cannot alter a CHECK: the table is rebuilt with every row and id (it has no foreign keys). */
async function rebuildOnSqlite(trx: Kysely<unknown>) {
  await trx.schema
    .createTable('audit_events_next')
    .addColumn('id', sql`${generatedKey('sqlite')}`)
    .addColumn('at', time('sqlite'), (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addCheckConstraint(CONSTRAINT, actionCheck())
    .execute();
  await sql`insert into audit_events_next (id, at, actor_id, actor_email, action, subject, detail, ip) select id, at, actor_id, actor_email, action, subject, detail, ip from audit_events`.execute(trx);
  // Dropping the table drops its index and its trigger; both are made again below as staff-migration.ts made them.
  await trx.schema.dropTable('audit_events').execute();
  await trx.schema.alterTable('audit_events_next').renameTo('audit_events').execute();
  await trx.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
  await sql`create trigger audit_events_append_only before update on audit_events begin select raise(abort, ${sql.lit('the audit trail is append-only')}); end`.execute(trx);
}

/**
 * The vitals rows with a poor LCP or INP (THRESHOLDS' bounds today), and every column the worst-elements query reads
 * from them, so it reads this index alone rather than each of the range's vitals rows (insights-worst.ts, whose WHERE
 * must hold these terms as written for SQLite to use it). The payload's limits (a path of 300 characters, selectors
 * of 200) keep an entry within PostgreSQL's B-tree row size.
 */
async function poorVitalsIndex(db: Kysely<unknown>) {
  await db.schema
    .createIndex('insight_events_poor')
    .on('insight_events')
    .columns(['kind', 'at', 'path', 'lcp', 'inp', 'lcp_element', 'inp_target', 'inp_phases'])
    .where(sql<boolean>`kind = 'vitals' and (lcp > 4000 or inp > 500)`)
    .execute();
}

/**
 * The insights report's own audit action, 'export-insights', and an index for its worst-elements query. On SQLite
 * both come in one transaction (Kysely runs PostgreSQL's migrations in one already).
 */
export function insightsReport(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await replaceOnPostgres(db);
        await poorVitalsIndex(db);
        return;
      }
      await db.transaction().execute(async (trx) => {
        await rebuildOnSqlite(trx);
        await poorVitalsIndex(trx);
      });
    },
  };
}
