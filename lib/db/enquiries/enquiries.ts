import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from '@/lib/db/connect';
import { claimDue, newLease, queueState, recordLeased, type Lease } from '@/lib/db/leases';
import { CHUNK } from '@/lib/db/paging';
import type { Database, EnquiriesTable, EnquiryStatus } from '@/lib/db/schema';
import { logEvent } from '@/lib/log';
import { newRef } from './reference';

export type { EnquiryStatus } from '@/lib/db/schema';

export interface AttemptOutcome {
  status: 'delivered' | 'refused' | 'queued' | 'failed';
  error?: string;
  nextAttemptAt?: number;
  /** False when the attempt never reached a real answer that counts (a redirect: our configuration's fault). */
  counted?: boolean;
}

/** The answer a request got, kept so a repeat of its idempotency key gets the same one. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** An enquiry as the code reads it: its columns (not its lease), the payload parsed, and the saved answer. */
/** The staff's columns: what the team made of an enquiry, none of the pipeline's business. */
type StaffColumns = 'triage' | 'assigneeId' | 'outcome' | 'outcomeValue' | 'outcomeCurrency' | 'outcomeReason' | 'outcomeAt' | 'outcomeBy';

export type EnquiryRow = Omit<Selectable<EnquiriesTable>, 'id' | 'payload' | 'answerStatus' | 'answerBody' | 'leaseUntil' | 'leaseToken' | StaffColumns> & {
  payload: Record<string, unknown>;
  answer: Answer | null;
};

export interface NewEnquiry {
  endpoint: string;
  payload: Record<string, unknown>;
  status: EnquiryStatus;
  idempotencyKey: string;
  /** A queued row is leased to the request delivering it, so the outbox leaves it alone meanwhile. */
  lease?: Lease | undefined;
  /** The answer, when it is known before any delivery: stored with the row in one write. */
  answer?: ((ref: string) => Answer) | undefined;
  /** What is written in the same transaction as a new row (its mails, a subscription); never for a repeated key. */
  alongside?: ((into: Transaction<Database>, ref: string) => Promise<void>) | undefined;
}

/** Throws on a row whose stored JSON is damaged; claimNext marks such a row failed. */
export function toEnquiry({ id, leaseUntil, leaseToken, payload, answerStatus, answerBody, triage, assigneeId, outcome, outcomeValue, outcomeCurrency, outcomeReason, outcomeAt, outcomeBy, ...columns }: Selectable<EnquiriesTable>): EnquiryRow {
  const answer = answerStatus === null ? null : { status: answerStatus, body: JSON.parse(answerBody ?? '{}') as Record<string, unknown> };
  return { ...columns, payload: JSON.parse(payload) as Record<string, unknown>, answer };
}

const MAX_REF_DRAWS = 8;

/** The enquiries table: each enquiry with its idempotency key and first answer, and its place in the delivery outbox. */
export class Enquiries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly ready: () => Promise<void>,
    private readonly makeRef: (now: Date) => string = newRef,
  ) {}

  /**
   * Inserts one row, or returns the row that already holds this idempotency key. A reference drawn twice (30
   * random bits a day: likely once in some 40,000 enquiries on one day) is drawn again, never an error.
   */
  async insert(enquiry: NewEnquiry, now = Date.now()): Promise<{ row: EnquiryRow; created: boolean }> {
    await this.ready();
    const nextAttemptAt = enquiry.status === 'queued' ? now : null;
    for (let draw = 1; draw <= MAX_REF_DRAWS; draw += 1) {
      const ref = this.makeRef(new Date(now));
      const answer = enquiry.answer?.(ref) ?? null;
      // Either unique column may conflict: the key (a repeat, answered with the row that holds it) or the ref (drawn again).
      const write = async (into: Kysely<Database>) => {
        const inserted = await into
          .insertInto('enquiries')
          .values({
            ref,
            endpoint: enquiry.endpoint,
            payload: JSON.stringify(enquiry.payload),
            status: enquiry.status,
            idempotencyKey: enquiry.idempotencyKey,
            answerStatus: answer?.status ?? null,
            answerBody: answer ? JSON.stringify(answer.body) : null,
            nextAttemptAt: nextAttemptAt,
            leaseUntil: enquiry.lease?.until ?? null,
            leaseToken: enquiry.lease?.token ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
        if (created && enquiry.alongside) await enquiry.alongside(into as Transaction<Database>, ref);
        return created;
      };
      // With anything alongside, one transaction: the enquiry is never stored without its mails.
      const created = enquiry.alongside ? await this.db.transaction().execute(write) : await write(this.db);
      if (created) {
        const { endpoint, payload, status, idempotencyKey } = enquiry;
        return { row: { ref, endpoint, payload, status, attempts: 0, lastError: null, idempotencyKey, answer, nextAttemptAt, createdAt: now, updatedAt: now }, created: true };
      }
      const existing = await this.findByKey(enquiry.idempotencyKey);
      if (existing) return { row: existing, created: false };
    }
    throw new Error(`Every one of ${MAX_REF_DRAWS} references drawn was already taken`);
  }

  async findByKey(key: string): Promise<EnquiryRow | undefined> {
    await this.ready();
    const raw = await this.db.selectFrom('enquiries').selectAll().where('idempotencyKey', '=', key).executeTakeFirst();
    return raw && toEnquiry(raw);
  }

  async find(ref: string): Promise<EnquiryRow | undefined> {
    await this.ready();
    const raw = await this.db.selectFrom('enquiries').selectAll().where('ref', '=', ref).executeTakeFirst();
    return raw && toEnquiry(raw);
  }

  async saveAnswer(ref: string, answer: Answer, now = Date.now()): Promise<void> {
    await this.ready();
    await this.db.updateTable('enquiries').set({ answerStatus: answer.status, answerBody: JSON.stringify(answer.body), updatedAt: now }).where('ref', '=', ref).execute();
  }

  /** Records one delivery attempt and where the row goes next; false when the lease was lost (recordLeased). */
  async recordAttempt(ref: string, lease: Lease, outcome: AttemptOutcome, now = Date.now()): Promise<boolean> {
    await this.ready();
    return recordLeased(this.db, 'enquiries', { ref }, lease, outcome, now);
  }

  /**
   * Leases the next due row for the time of one attempt, in one statement: on PostgreSQL several instances claim
   * at once and each gets a different row. A row that cannot be read (its JSON damaged) is marked failed with the
   * reason and passed over, so it never holds up the rows behind it.
   */
  async claimNext(now: number, leaseMs: number): Promise<{ row: EnquiryRow; lease: Lease } | undefined> {
    await this.ready();
    for (;;) {
      const lease = newLease(now, leaseMs);
      const raw = await claimDue(this.db, this.dialect, 'enquiries', lease, now);
      if (!raw) return undefined;
      try {
        return { row: toEnquiry(raw), lease };
      } catch (error) {
        const reason = `unreadable row: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
        await this.db
          .updateTable('enquiries')
          .set({ status: 'failed', lastError: reason, leaseUntil: null, leaseToken: null, updatedAt: now })
          .where('id', '=', raw.id)
          .where('leaseToken', '=', lease.token)
          .execute();
        logEvent('enquiry.unreadable', { ref: raw.ref, error: reason }, 'error');
      }
    }
  }

  /** The delivery outbox at a glance: how many rows wait and since when, and how many gave up. */
  async state(): Promise<{ queued: number; failed: number; oldestQueuedAt: number | null }> {
    await this.ready();
    const { queued, failed, oldestQueuedAt } = await queueState(this.db, 'enquiries');
    return { queued, failed, oldestQueuedAt };
  }

  /** Deletes the enquiries received before the cutoff with their sources, a few hundred per write, and records how many, never whose. */
  async purgeBefore(cutoff: number, now = Date.now()): Promise<number> {
    await this.ready();
    let total = 0;
    for (;;) {
      // Where each came from (lead_sources) goes in the same transaction as the enquiry.
      const deleted = await this.db.transaction().execute(async (trx) => {
        const chunk = await trx.selectFrom('enquiries').select(['id', 'ref']).where('createdAt', '<', cutoff).limit(CHUNK).execute();
        if (chunk.length === 0) return 0;
        await trx.deleteFrom('leadSources').where('ref', 'in', chunk.map((row) => row.ref)).execute();
        return Number((await trx.deleteFrom('enquiries').where('id', 'in', chunk.map((row) => row.id)).executeTakeFirst()).numDeletedRows);
      });
      if (deleted === 0) break;
      total += deleted;
    }
    // Mails are kept as long as their enquiries; subscriptions (with their consent) until the person leaves.
    await this.db.deleteFrom('mails').where('createdAt', '<', cutoff).execute();
    if (total > 0) await this.db.insertInto('erasures').values({ at: now, reason: 'retention', count: total }).execute();
    return total;
  }
}
