import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// The staff area's tables. Better Auth's own (staff_users … staff_rate_limits) are written here as its version
// 1.7.25 creates them (its getMigrations, which needs nothing once this has run: lib/staff/auth.test.ts), with
// its camelCase column names and its types: ISO text dates and 0/1 booleans on SQLite, timestamptz and boolean on
// PostgreSQL. Our own tables keep our conventions: snake_case, epoch milliseconds.

// A shipped migration is a literal of what it created: the runtime's lists live in schema.ts.
const SHIPPED_TRIAGE_STATES = ['new', 'read', 'replied', 'closed'];

const SHIPPED_AUDIT_ACTIONS = [
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
];

const listed = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

async function betterAuthTables(db: Kysely<unknown>, dialect: Dialect) {
  const pg = dialect === 'postgres';
  const bool = pg ? 'boolean' : 'integer';
  const date = pg ? 'timestamptz' : 'date';
  // PostgreSQL's tables carry the defaults Better Auth gives them there; SQLite's none.
  const now = (column: ColumnDefinitionBuilder) => (pg ? column.defaultTo(sql`CURRENT_TIMESTAMP`) : column);
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => now(c.notNull()))
    .addColumn('updatedAt', date, (c) => now(c.notNull()))
    .addColumn('twoFactorEnabled', bool)
    .addColumn('role', 'text')
    .addColumn('banned', bool)
    .addColumn('banReason', 'text')
    .addColumn('banExpires', date)
    .execute();
  const owner = 'userId';
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => now(c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn(owner, 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('impersonatedBy', 'text')
    .execute();
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn(owner, 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => now(c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_verifications')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => now(c.notNull()))
    .addColumn('updatedAt', date, (c) => now(c.notNull()))
    .execute();
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('name', 'text')
    .addColumn('publicKey', 'text', (c) => c.notNull())
    .addColumn(owner, 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('credentialID', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    .addColumn('deviceType', 'text', (c) => c.notNull())
    .addColumn('backedUp', bool, (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('createdAt', date)
    .addColumn('aaguid', 'text')
    .execute();
  await db.schema
    .createTable('staff_two_factors')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn(owner, 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', date)
    .execute();
  await db.schema
    .createTable('staff_rate_limits')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();
  for (const [table, column] of [
    ['staff_sessions', 'userId'],
    ['staff_accounts', 'userId'],
    ['staff_verifications', 'identifier'],
    ['staff_passkeys', 'userId'],
    ['staff_passkeys', 'credentialID'],
    ['staff_two_factors', 'secret'],
    ['staff_two_factors', 'userId'],
  ] as const)
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
}

/** An UPDATE of the audit trail fails in the database itself, whatever code asks for it. */
async function appendOnly(db: Kysely<unknown>, dialect: Dialect) {
  const message = sql.lit('the audit trail is append-only');
  if (dialect === 'postgres') {
    await sql`create function audit_events_refuse_update() returns trigger language plpgsql as $$ begin raise exception ${message}; end $$`.execute(db);
    await sql`create trigger audit_events_append_only before update on audit_events for each row execute function audit_events_refuse_update()`.execute(db);
  } else {
    await sql`create trigger audit_events_append_only before update on audit_events begin select raise(abort, ${message}); end`.execute(db);
  }
}

/**
 * The staff area: Better Auth's accounts, invites to register a first passkey, the inbox's triage state and notes
 * on each enquiry, and the audit trail.
 */
export function staffArea(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await betterAuthTables(db, dialect);
      await db.schema
        .createTable('staff_invites')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text', (c) => c.notNull())
        .addColumn('created_at', time(dialect), (c) => c.notNull())
        .addColumn('expires_at', time(dialect), (c) => c.notNull())
        .addColumn('used_at', time(dialect))
        .execute();
      await db.schema.alterTable('enquiries').addColumn('triage', 'text', (c) => c.notNull().defaultTo('new').check(listed('triage', SHIPPED_TRIAGE_STATES))).execute();
      await db.schema.alterTable('enquiries').addColumn('assignee_id', 'text').execute();
      await db.schema.createIndex('enquiries_triage').on('enquiries').columns(['triage', 'created_at']).execute();
      await db.schema
        .createTable('enquiry_notes')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('ref', 'text', (c) => c.notNull().references('enquiries.ref').onDelete('cascade'))
        .addColumn('author_id', 'text')
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', time(dialect), (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiry_notes_ref').on('enquiry_notes').column('ref').execute();
      await db.schema
        .createTable('audit_events')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('at', time(dialect), (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull().check(listed('action', SHIPPED_AUDIT_ACTIONS)))
        .addColumn('subject', 'text')
        .addColumn('detail', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
      await appendOnly(db, dialect);
    },
  };
}
