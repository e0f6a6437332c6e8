import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from '@/lib/db/connect';
import { claimDue, newLease, queueState, recordLeased, type Lease } from '@/lib/db/leases';
import type { Database, MailKind, MailStatus, MailsTable } from '@/lib/db/schema';

/** A message composed in full when its enquiry is stored; the outbox sends it as it is. */
export interface NewMail {
  /** The enquiry it belongs to. */
  ref: string;
  kind: MailKind;
  messageId: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Headers of our own making (List-Unsubscribe), never a visitor's words. */
  headers: Record<string, string>;
}

/** A queued mail as stored: what was composed, and what became of it. */
export interface MailRow extends NewMail {
  id: number;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

export interface MailOutcome {
  status: 'sent' | 'queued' | 'failed';
  error?: string;
  nextAttemptAt?: number;
}

type Queryable = Kysely<Database> | Transaction<Database>;
export const toMail = ({ nextAttemptAt, leaseUntil, leaseToken, updatedAt, headers, ...columns }: Selectable<MailsTable>): MailRow => ({
  ...columns,
  headers: JSON.parse(headers) as Record<string, string>,
});

/**
 * The mail queue beside the enquiries, in the same database: mails are queued in the enquiry's own transaction, so
 * a stored enquiry always has its mails, and sent by the same outbox, with leases, backoff and a bound.
 */
export class Mails {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly ready: () => Promise<void>,
  ) {}

  /** Queues (or, without SMTP, holds) each mail once: a Message-ID already there is left as it is. */
  async queue(into: Queryable, mails: NewMail[], status: 'queued' | 'held', now: number): Promise<void> {
    if (mails.length === 0) return;
    await into
      .insertInto('mails')
      .values(
        mails.map((mail) => ({
          messageId: mail.messageId,
          ref: mail.ref,
          kind: mail.kind,
          recipient: mail.recipient,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: JSON.stringify(mail.headers),
          status,
          nextAttemptAt: status === 'queued' ? now : null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflict((conflict) => conflict.column('messageId').doNothing())
      .execute();
  }

  /** How many mails of a kind went to this address since a time: the cap on what a form can send one person. */
  async countSince(into: Queryable, recipient: string, kind: MailKind, since: number): Promise<number> {
    const row = await into
      .selectFrom('mails')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('recipient', '=', recipient)
      .where('kind', '=', kind)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async claimNext(now: number, leaseMs: number): Promise<{ mail: MailRow; lease: Lease } | undefined> {
    await this.ready();
    const lease = newLease(now, leaseMs);
    const raw = await claimDue(this.db, this.dialect, 'mails', lease, now);
    return raw && { mail: toMail(raw), lease };
  }

  /** Records one sending attempt, if this lease still holds the mail. */
  async record(id: number, lease: Lease, outcome: MailOutcome, now = Date.now()): Promise<boolean> {
    await this.ready();
    return recordLeased(this.db, 'mails', { id }, lease, outcome, now);
  }

  async state(): Promise<{ queued: number; failed: number; held: number }> {
    await this.ready();
    const { queued, failed, held } = await queueState(this.db, 'mails');
    return { queued, failed, held };
  }
}
