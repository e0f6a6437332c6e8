import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from './connect';
import type { Database } from './schema';

/** The right to record one attempt's outcome: held by whoever started the attempt, until someone else claims the row. */
export interface Lease {
  token: string;
  until: number;
}

export const newLease = (now: number, ms: number): Lease => ({ token: randomUUID(), until: now + ms });

// The outboxes' lease, claim then record, whole and for both tables; the claim is where SQLite and PostgreSQL differ.

/** The two outboxes: enquiries waiting for the upstream and mails waiting for SMTP, each row with a lease. */
export type OutboxTable = 'enquiries' | 'mails';

/**
 * Leases the queued row of `table` that is due soonest and leased by no one, and returns it; undefined when none
 * is due. SQLite has one writer at a time, so the claim is already exclusive; on PostgreSQL several instances
 * claim at once, and each skips the rows another has locked instead of waiting for them or taking the same one.
 */
export async function claimDue<T extends OutboxTable>(db: Kysely<Database>, dialect: Dialect, table: T, lease: Lease, now: number): Promise<Selectable<Database[T]> | undefined> {
  const outbox: OutboxTable = table;
  const due = db
    .selectFrom(outbox)
    .select('id')
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .orderBy('nextAttemptAt')
    .limit(1);
  const row = await db
    .updateTable(outbox)
    .set({ leaseUntil: lease.until, leaseToken: lease.token })
    .where('id', '=', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** What one attempt on an outbox row came to: its next status, and when to try again if it stays queued. */
export interface LeasedAttempt<Status extends string = string> {
  status: Status;
  error?: string | undefined;
  nextAttemptAt?: number | undefined;
  /** False when the attempt does not count towards the bound (an enquiry's redirect: our configuration's fault). */
  counted?: boolean | undefined;
}

/**
 * Records one attempt on the row of `table` with this key and releases its lease; false when the lease was lost
 * and nothing changed. Only the holder of the row's current lease may record, and only once: a late answer after
 * someone else claimed the row changes nothing.
 */
/** A queue at a glance: how many rows wait, gave up or are held, and since when the oldest has waited. */
export async function queueState(db: Kysely<Database>, table: OutboxTable): Promise<{ queued: number; failed: number; held: number; oldestQueuedAt: number | null }> {
  const queue: OutboxTable = table;
  const row = await db
    .selectFrom(queue)
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', '=', 'queued').as('queued'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'failed').as('failed'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'held').as('held'),
      eb.fn.min('createdAt').filterWhere('status', '=', 'queued').as('oldest'),
    ])
    .where('status', 'in', ['queued', 'failed', 'held'])
    .executeTakeFirstOrThrow();
  return { queued: Number(row.queued), failed: Number(row.failed), held: Number(row.held), oldestQueuedAt: row.oldest === null ? null : Number(row.oldest) };
}

export async function recordLeased<T extends OutboxTable>(
  db: Kysely<Database>,
  table: T,
  key: { id: number } | { ref: string },
  lease: Lease,
  attempt: LeasedAttempt<Database[T]['status']>,
  now: number,
): Promise<boolean> {
  const outbox: OutboxTable = table;
  const result = await db
    .updateTable(outbox)
    .set((eb) => ({
      status: attempt.status,
      attempts: eb('attempts', '+', attempt.counted === false ? 0 : 1),
      lastError: attempt.error ?? null,
      nextAttemptAt: attempt.status === 'queued' ? (attempt.nextAttemptAt ?? now) : null,
      leaseUntil: null,
      leaseToken: null,
      updatedAt: now,
    }))
    .where((eb) => ('id' in key ? eb('id', '=', key.id) : eb('ref', '=', key.ref)))
    .where('leaseToken', '=', lease.token)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
