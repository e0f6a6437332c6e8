import { sql, type Kysely, type Selectable } from 'kysely';
import { CHUNK } from '@/lib/db/paging';
import type { Currency, Database, EnquiriesTable, LostReason, MailKind, MailStatus, Outcome, OutcomeMark, TriageState } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { inBox, ITEM_COLUMNS, toItem, type InboxItem } from './inbox-views';
import { InboxWalks } from './inbox-walks';

export { parsePayload, type InboxBox, type InboxCursor, type InboxFilter, type InboxItem, type InboxPage } from './inbox-views';
export type { HandedOnItem, InboxSpan } from './inbox-walks';

export interface MailSummary {
  kind: MailKind;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface Note {
  id: number;
  authorId: string | null;
  authorName: string;
  body: string;
  createdAt: number;
}

export interface EnquiryDetail extends InboxItem {
  mails: MailSummary[];
  notes: Note[];
  updatedAt: number;
  nextAttemptAt: number | null;
}

/** What became of an enquiry: its mark, and who made it when (null while open). */
export interface OutcomeState {
  outcome: Outcome;
  valueMinor: number | null;
  currency: Currency | null;
  reason: LostReason | null;
  at: number | null;
  by: string | null;
}

const OUTCOME_COLUMNS = ['outcome', 'outcomeValue', 'outcomeCurrency', 'outcomeReason', 'outcomeAt', 'outcomeBy'] as const;

function toOutcomeState(row: Pick<Selectable<EnquiriesTable>, (typeof OUTCOME_COLUMNS)[number]>): OutcomeState {
  return { outcome: row.outcome ?? 'open', valueMinor: row.outcomeValue, currency: row.outcomeCurrency, reason: row.outcomeReason, at: row.outcomeAt, by: row.outcomeBy };
}

export interface Badges {
  new: number;
  spam: number;
  failed: number;
}

/** The staff inbox over the enquiries: its views (inbox-views.ts) and walks (inbox-walks.ts), and triage, assignees, notes and counts. */
export class Inbox extends InboxWalks {
  async badges(): Promise<Badges> {
    await this.ready();
    const row = await this.db
      .selectFrom('enquiries')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere((inner) => inBox(inner, 'new')).as('new'),
        eb.fn.countAll<number>().filterWhere((inner) => inBox(inner, 'spam')).as('spam'),
        eb.fn.countAll<number>().filterWhere((inner) => inBox(inner, 'failed')).as('failed'),
      ])
      .executeTakeFirstOrThrow();
    return { new: Number(row.new), spam: Number(row.spam), failed: Number(row.failed) };
  }

  /** An enquiry with its mails and notes, oldest of each first. */
  async detail(ref: string): Promise<EnquiryDetail | undefined> {
    await this.ready();
    const row = await this.db
      .selectFrom('enquiries')
      .select([...ITEM_COLUMNS, 'updatedAt', 'nextAttemptAt'])
      .where('ref', '=', ref)
      .executeTakeFirst();
    if (!row) return undefined;
    const mails = await this.db
      .selectFrom('mails')
      .select(['kind', 'recipient', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'updatedAt'])
      .where('ref', '=', ref)
      .orderBy('id')
      .execute();
    const notes = await this.db.selectFrom('enquiryNotes').select(['id', 'authorId', 'authorName', 'body', 'createdAt']).where('ref', '=', ref).orderBy('id').execute();
    return { ...toItem(row), updatedAt: row.updatedAt, nextAttemptAt: row.nextAttemptAt, mails, notes };
  }

  /** Opening a new enquiry marks it read; any other state is the staff member's choice and stays. */
  async markRead(ref: string, now = Date.now()): Promise<boolean> {
    await this.ready();
    const result = await this.db
      .updateTable('enquiries')
      .set({ triage: 'read', updatedAt: now })
      .where('ref', '=', ref)
      .where('triage', '=', 'new')
      .where('status', '!=', 'spam')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Moves a selection to a triage state; spam stays out of the workflow until a staff member releases it (not-spam). */
  async setTriage(refs: string[], triage: TriageState, now = Date.now()): Promise<number> {
    await this.ready();
    const unique = [...new Set(refs)];
    let changed = 0;
    for (let start = 0; start < unique.length; start += CHUNK) {
      const result = await this.db
        .updateTable('enquiries')
        .set({ triage, updatedAt: now })
        .where('ref', 'in', unique.slice(start, start + CHUNK))
        .where('triage', '!=', triage)
        .where('status', '!=', 'spam')
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  }

  /** Gives an enquiry to a staff member (null: to no one); true when the enquiry exists. */
  async assign(ref: string, assigneeId: string | null, now = Date.now()): Promise<boolean> {
    await this.ready();
    const result = await this.db.updateTable('enquiries').set({ assigneeId, updatedAt: now }).where('ref', '=', ref).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Marks what became of an enquiry, replacing any mark before (a won value and currency, a lost reason: only the
   * mark's own are kept). Spam is never a lead to mark. The mark it replaced, or undefined when there is no such enquiry.
   */
  async setOutcome(ref: string, mark: OutcomeMark, by: string | null, now = Date.now()): Promise<{ before: OutcomeState } | undefined> {
    await this.ready();
    // Inside a command's transaction (Store.inTransaction), in it; else in one of its own.
    const inOne = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work));
    return inOne(async (trx) => {
      const row = await trx.selectFrom('enquiries').select(OUTCOME_COLUMNS).where('ref', '=', ref).where('status', '!=', 'spam').executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('enquiries')
        .set({
          outcome: mark.outcome === 'open' ? null : mark.outcome,
          outcomeValue: mark.outcome === 'won' ? mark.valueMinor : null,
          outcomeCurrency: mark.outcome === 'won' ? mark.currency : null,
          outcomeReason: mark.outcome === 'lost' ? mark.reason : null,
          outcomeAt: mark.outcome === 'open' ? null : now,
          outcomeBy: mark.outcome === 'open' ? null : by,
          updatedAt: now,
        })
        .where('ref', '=', ref)
        .execute();
      return { before: toOutcomeState(row) };
    });
  }

  /** An enquiry's outcome as the page shows it. */
  async outcomeOf(ref: string): Promise<OutcomeState | undefined> {
    await this.ready();
    const row = await this.db.selectFrom('enquiries').select(OUTCOME_COLUMNS).where('ref', '=', ref).executeTakeFirst();
    return row ? toOutcomeState(row) : undefined;
  }

  /**
   * Adds a note, in one statement that finds the enquiry too: one erased meanwhile gets no note (and no foreign key
   * error), and the answer is undefined.
   */
  async addNote(ref: string, note: { authorId: string | null; authorName: string; body: string }, now = Date.now()): Promise<Note | undefined> {
    await this.ready();
    // Typed casts, so PostgreSQL knows each parameter's type in a SELECT list.
    return this.db
      .insertInto('enquiryNotes')
      .columns(['ref', 'authorId', 'authorName', 'body', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('enquiries')
          .select((inner) => [
            'ref',
            inner.cast<string | null>(inner.val(note.authorId), 'text').as('authorId'),
            inner.cast<string>(inner.val(note.authorName), 'text').as('authorName'),
            inner.cast<string>(inner.val(note.body), 'text').as('body'),
            inner.cast<number>(inner.val(now), 'bigint').as('createdAt'),
          ])
          .where('ref', '=', ref),
      )
      .returning(['id', 'authorId', 'authorName', 'body', 'createdAt'])
      .executeTakeFirst();
  }

  /** Enquiries (not spam) per UTC day and endpoint over the last `days` days, today included; only days with any. */
  async perDay(days: number, now = Date.now()): Promise<{ day: string; endpoint: string; count: number }[]> {
    await this.ready();
    const span = Math.trunc(days);
    if (!(span >= 1)) return [];
    const start = (Math.floor(now / DAY_MS) - span + 1) * DAY_MS;
    // Whole days since the first one: the same integer arithmetic on both databases, and the date made here.
    const day = sql<number>`(${sql.ref('createdAt')} - ${sql.lit(start)}) / ${sql.lit(DAY_MS)}`;
    const rows = await this.db
      .selectFrom('enquiries')
      .select((eb) => [day.as('day'), 'endpoint', eb.fn.countAll<number>().as('count')])
      .where('status', '!=', 'spam')
      .where('createdAt', '>=', start)
      .where('createdAt', '<', start + span * DAY_MS)
      .groupBy([day, 'endpoint'])
      .orderBy('day')
      .orderBy('endpoint')
      .execute();
    return rows.map((row) => ({ day: new Date(start + Number(row.day) * DAY_MS).toISOString().slice(0, 10), endpoint: row.endpoint, count: Number(row.count) }));
  }
}
