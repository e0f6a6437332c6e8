import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '@/lib/db/connect';
import { pageBounds } from '@/lib/db/paging';
import type { Database, EnquiryStatus, Outcome, TriageState } from '@/lib/db/schema';

// The inbox's views: which enquiries a box, a form, a search and a span of days show, a page or a walk at a time.

/**
 * inbox: everything but spam; new, read, replied, closed: that triage state, spam left out; spam: the honeypot's
 * catches; failed: a delivery given up on, or any of its mails.
 */
export type InboxBox = 'inbox' | 'new' | 'read' | 'replied' | 'closed' | 'spam' | 'failed';

/** Which enquiries a view shows: from inclusive, to exclusive, both epoch milliseconds. */
export interface InboxFilter {
  box?: InboxBox;
  /** Checked against the known endpoints by the caller: the repository only filters. */
  endpoint?: string;
  q?: string;
  from?: number;
  to?: number;
  /** The utm_source and utm_campaign of the visit it came in (lead_sources), matched exactly. */
  source?: string;
  campaign?: string;
  /** What became of it: 'open' is those not marked (null in the table). */
  outcome?: Outcome;
}

export interface InboxItem {
  ref: string;
  endpoint: string;
  status: EnquiryStatus;
  triage: TriageState;
  assigneeId: string | null;
  payload: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
}

/** A row's place in a view's order, newest first: its time, then its id. */
export interface InboxCursor {
  createdAt: number;
  id: number;
}

const MAX_QUERY = 200;
/** The payload's fields a search looks in, besides the reference: names, address, company and message. */
const SEARCHED_FIELDS = ['first_name', 'last_name', 'email_address', 'company_name', 'message'] as const;
export const ITEM_COLUMNS = ['ref', 'endpoint', 'status', 'triage', 'assigneeId', 'payload', 'createdAt', 'attempts', 'lastError'] as const;

/** A stored payload as an object; one that cannot be read (only a hand edit makes one) is shown empty rather than failing the list. */
export function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type Where = ExpressionBuilder<Database, 'enquiries'>;

/**
 * A payload field's value, for a search. SQLite reads only a payload that is valid JSON; PostgreSQL 15 has no cast
 * that fails softly (16's IS JSON has), so there a payload damaged by hand fails the search rather than the list.
 */
function payloadField(dialect: Dialect, field: (typeof SEARCHED_FIELDS)[number]) {
  const payload = sql.ref('enquiries.payload');
  return dialect === 'postgres' ? sql`(${payload}::jsonb ->> ${sql.lit(field)})` : sql`json_extract(case when json_valid(${payload}) then ${payload} end, ${sql.lit(`$.${field}`)})`;
}

/**
 * The search: a case-insensitive substring of the reference or a searched field, with % and _ taken literally.
 * SQLite's LIKE folds the case of ASCII letters only, so there "É" and "é" differ; PostgreSQL's ILIKE folds all.
 */
function searchFor(eb: Where, dialect: Dialect, q: string): Expression<SqlBool> {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const matches = (value: Expression<unknown>) => sql<SqlBool>`${value} ${like} ${pattern} escape '\\'`;
  return eb.or([matches(sql.ref('enquiries.ref')), ...SEARCHED_FIELDS.map((field) => matches(payloadField(dialect, field)))]);
}

/** A box's rows, as badges count them too. */
export function inBox(eb: Where, box: InboxBox): Expression<SqlBool> {
  switch (box) {
    case 'inbox':
      return eb('enquiries.status', '!=', 'spam');
    case 'spam':
      return eb('enquiries.status', '=', 'spam');
    case 'failed':
      return eb.or([eb('enquiries.status', '=', 'failed'), eb('enquiries.ref', 'in', eb.selectFrom('mails').select('mails.ref').where('mails.status', '=', 'failed'))]);
    default:
      return eb.and([eb('enquiries.triage', '=', box), eb('enquiries.status', '!=', 'spam')]);
  }
}

/** Reads the views; lib/db/enquiries/inbox.ts adds what the staff do to an enquiry. */
export class InboxViews {
  constructor(
    protected readonly db: Kysely<Database>,
    protected readonly dialect: Dialect,
    protected readonly ready: () => Promise<void>,
  ) {}

  protected matching({ box = 'inbox', endpoint, q, from, to, source, campaign, outcome }: InboxFilter) {
    const query = q?.trim().slice(0, MAX_QUERY) ?? '';
    const cameFrom = (eb: Where, column: 'leadSources.utmSource' | 'leadSources.utmCampaign', value: string) =>
      eb('enquiries.ref', 'in', eb.selectFrom('leadSources').select('leadSources.ref').where(column, '=', value));
    return (eb: Where) =>
      eb.and([
        inBox(eb, box),
        ...(endpoint === undefined ? [] : [eb('enquiries.endpoint', '=', endpoint)]),
        ...(source === undefined ? [] : [cameFrom(eb, 'leadSources.utmSource', source)]),
        ...(campaign === undefined ? [] : [cameFrom(eb, 'leadSources.utmCampaign', campaign)]),
        ...(outcome === undefined ? [] : [outcome === 'open' ? eb('enquiries.outcome', 'is', null) : eb('enquiries.outcome', '=', outcome)]),
        ...(from === undefined ? [] : [eb('enquiries.createdAt', '>=', from)]),
        ...(to === undefined ? [] : [eb('enquiries.createdAt', '<', to)]),
        ...(query === '' ? [] : [searchFor(eb, this.dialect, query)]),
      ]);
  }

  private rows(filter: InboxFilter) {
    return this.db.selectFrom('enquiries').select(ITEM_COLUMNS).where(this.matching(filter)).orderBy('createdAt', 'desc').orderBy('id', 'desc');
  }

  /** One page of a view, newest first, and how many the whole view holds. */
  async list(filter: InboxFilter, page?: { limit?: number; offset?: number }): Promise<InboxPage> {
    await this.ready();
    const { limit, offset } = pageBounds(page);
    const rows = await this.rows(filter).limit(limit).offset(offset).execute();
    const { total } = await this.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(this.matching(filter))
      .executeTakeFirstOrThrow();
    return { items: rows.map(toItem), total: Number(total) };
  }

  /** Every row of a view, newest first, up to `max`. */
  async all(filter: InboxFilter, max = 10_000): Promise<InboxItem[]> {
    await this.ready();
    return (await this.rows(filter).limit(max).execute()).map(toItem);
  }

  /**
   * A view's rows in its order, from `from` (inclusive; the start when absent) to `through` (inclusive), after
   * `after` (exclusive): the keyset a walk pages on, so each page costs the same however deep it is.
   */
  protected window(filter: InboxFilter, { from, after, through }: { from?: InboxCursor | undefined; after?: InboxCursor | undefined; through?: InboxCursor | undefined }) {
    const at = (eb: Where, op: '<' | '<=' | '>=', cursor: InboxCursor) => eb(eb.refTuple('enquiries.createdAt', 'enquiries.id'), op, eb.tuple(cursor.createdAt, cursor.id));
    return this.db
      .selectFrom('enquiries')
      .where(this.matching(filter))
      .$if(from !== undefined, (query) => query.where((eb) => at(eb, '<=', from!)))
      .$if(after !== undefined, (query) => query.where((eb) => at(eb, '<', after!)))
      .$if(through !== undefined, (query) => query.where((eb) => at(eb, '>=', through!)))
      .orderBy('enquiries.createdAt', 'desc')
      .orderBy('enquiries.id', 'desc');
  }
}

export function toItem(row: Omit<InboxItem, 'payload'> & { payload: string }): InboxItem {
  const { ref, endpoint, status, triage, assigneeId, createdAt, attempts, lastError } = row;
  return { ref, endpoint, status, triage, assigneeId, payload: parsePayload(row.payload), createdAt, attempts, lastError };
}
