import { sql, type Kysely, type Migration } from 'kysely';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's list (schema.ts), which moves on.

/**
 * What audit_events.action accepts from this migration on: the 18 before it; a passkey revoked or added; a password
 * accepted while its TOTP code is still to come.
 */
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
] as const;

const CONSTRAINT = 'audit_events_action_check';

const actionCheck = () => sql`action in (${sql.join(CHECKED_AUDIT_ACTIONS.map((action) => sql.lit(action)))})`;

/** PostgreSQL named the old CHECK itself, so it is looked up rather than guessed; the new one has our name. */
async function replaceOnPostgres(db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string }>`
    select con.conname as name
    from pg_constraint con
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.conrelid = 'audit_events'::regclass and con.contype = 'c' and att.attname = 'action'
  `.execute(db);
  for (const { name } of rows) await db.schema.alterTable('audit_events').dropConstraint(name).execute();
  await db.schema.alterTable('audit_events').addCheckConstraint(CONSTRAINT, actionCheck()).execute();
}

/** SQLite cannot alter a CHECK: the table is rebuilt with every row and id, in one transaction (it has no foreign keys). */
async function rebuildOnSqlite(db: Kysely<unknown>) {
  await db.transaction().execute(async (trx) => {
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
  });
}

/**
 * The audit trail's CHECK on its action, made the literal list above. Databases created before 'set-password' and
 * 'two-factor' were added to the staff area's migration still carry its older list; this brings every one alike.
 */
export function auditActions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await replaceOnPostgres(db);
      else await rebuildOnSqlite(db);
    },
  };
}
