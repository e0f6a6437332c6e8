import { sql, type Kysely, type Selectable } from 'kysely';
import type { Lease } from '../rows';
import type { Dialect } from './connect';
import type { Database } from './schema';

// Where SQLite and PostgreSQL must differ in a query, and nowhere else: the outboxes' claim, a table's generated
// key and the time column's type.

/** The two outboxes: enquiries waiting for the upstream and mails waiting for SMTP, each row with a lease. */
type Outbox = 'enquiries' | 'mails';

/**
 * Leases the queued row of `table` that is due soonest and leased by no one, and returns it; undefined when none
 * is due. SQLite has one writer at a time, so the claim is already exclusive; on PostgreSQL several instances
 * claim at once, and each skips the rows another has locked instead of waiting for them or taking the same one.
 */
export async function claimDue<T extends Outbox>(db: Kysely<Database>, dialect: Dialect, table: T, lease: Lease, now: number): Promise<Selectable<Database[T]> | undefined> {
  const outbox: Outbox = table;
  const due = db
    .selectFrom(outbox)
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(1);
  const row = await db
    .updateTable(outbox)
    .set({ lease_until: lease.until, lease_token: lease.token })
    .where('id', '=', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** A table's generated key: an identity column on PostgreSQL, SQLite's rowid alias. */
export const generatedKey = (dialect: Dialect) => (dialect === 'postgres' ? sql`bigint generated always as identity primary key` : sql`integer primary key`);

/** Milliseconds since the epoch: bigint on PostgreSQL (past int4), integer (up to 8 bytes) on SQLite. */
export const time = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');
