import type { Selectable } from 'kysely';
import type { Currency, EnquiriesTable, LeadSourcesTable, LostReason, Outcome } from '@/lib/db/schema';
import { InboxViews, ITEM_COLUMNS, parsePayload, toItem, type InboxCursor, type InboxFilter, type InboxItem } from './inbox-views';

// Walks over a whole view, a page at a time with a turn of the event loop between pages: what an export streams.

/** A view read once for its payloads alone: their fields, how many rows, and the first and last row. */
export interface InboxSpan {
  fields: Set<string>;
  rows: number;
  first: InboxCursor | undefined;
  last: InboxCursor | undefined;
}

/**
 * An enquiry as it is handed on to finance or a CRM: its row, what became of it (a won one's value in minor units)
 * and the visit it came in, from its lead source (null when none was matched, or for enquiries from before).
 */
export interface HandedOnItem extends InboxItem {
  outcome: Outcome;
  valueMinor: number | null;
  currency: Currency | null;
  lostReason: LostReason | null;
  channel: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  entryPath: string | null;
}

/** Rows per statement when a whole view is walked: few enough that a page's work between two turns stays short. */
const WALK_PAGE = 200;
/** SQLite answers without giving up the event loop: a walk lets other requests in between its pages. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const HANDED_ON_COLUMNS = [
  'enquiries.outcome',
  'enquiries.outcomeValue',
  'enquiries.outcomeCurrency',
  'enquiries.outcomeReason',
  'leadSources.channel',
  'leadSources.utmSource',
  'leadSources.utmMedium',
  'leadSources.utmCampaign',
  'leadSources.entryPath',
] as const;

/** A walked row as the left join reads it: the enquiry's outcome columns, and its lead source's, null without one. */
type HandedOnRow = Parameters<typeof toItem>[0] &
  Pick<Selectable<EnquiriesTable>, 'outcome' | 'outcomeValue' | 'outcomeCurrency' | 'outcomeReason'> & { [Column in 'channel' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'entryPath']: LeadSourcesTable[Column] | null };

function toHandedOn(row: HandedOnRow): HandedOnItem {
  return {
    ...toItem(row),
    outcome: row.outcome ?? 'open',
    valueMinor: row.outcomeValue === null ? null : Number(row.outcomeValue),
    currency: row.outcomeCurrency,
    lostReason: row.outcomeReason,
    channel: row.channel,
    source: row.utmSource,
    medium: row.utmMedium,
    campaign: row.utmCampaign,
    entryPath: row.entryPath,
  };
}

/** The inbox's views (inbox-views.ts) and the walks an export makes over one. */
export class InboxWalks extends InboxViews {
  /**
   * The first `max` rows of a view, read a page at a time for their payloads alone: the fields a CSV's header
   * needs before its first row, without holding the rows.
   */
  async span(filter: InboxFilter, max = 10_000, size = WALK_PAGE): Promise<InboxSpan> {
    await this.ready();
    const span: InboxSpan = { fields: new Set(), rows: 0, first: undefined, last: undefined };
    while (span.rows < max) {
      if (span.last) await nextTurn();
      const limit = Math.min(size, max - span.rows);
      const rows = await this.window(filter, { after: span.last }).select(['enquiries.id', 'enquiries.createdAt', 'enquiries.payload']).limit(limit).execute();
      for (const row of rows) for (const field of Object.keys(parsePayload(row.payload))) span.fields.add(field);
      const last = rows.at(-1);
      if (!last) break;
      span.first ??= { createdAt: rows[0]!.createdAt, id: rows[0]!.id };
      span.last = { createdAt: last.createdAt, id: last.id };
      span.rows += rows.length;
      if (rows.length < limit) break;
    }
    return span;
  }

  /**
   * A view's rows, newest first, a page at a time, up to `max`, each with what became of it and where it came from:
   * what the CSV export streams, one page in memory.
   * Given a span, only the rows between its first and last (none if it found none), so rows that arrive meanwhile
   * stay out and the rows are the ones whose fields it read.
   */
  async *pages(filter: InboxFilter, { max = 10_000, size = WALK_PAGE, within }: { max?: number; size?: number; within?: InboxSpan } = {}): AsyncGenerator<HandedOnItem[]> {
    if (within && !within.first) return;
    await this.ready();
    let after: InboxCursor | undefined;
    let read = 0;
    while (read < max) {
      if (after) await nextTurn();
      const limit = Math.min(size, max - read);
      const rows = await this.window(filter, { from: within?.first, after, through: within?.last })
        .leftJoin('leadSources', 'leadSources.ref', 'enquiries.ref')
        .select([...ITEM_COLUMNS.map((column) => `enquiries.${column}` as const), 'enquiries.id', ...HANDED_ON_COLUMNS])
        .limit(limit)
        .execute();
      const last = rows.at(-1);
      if (!last) return;
      read += rows.length;
      after = { createdAt: last.createdAt, id: last.id };
      yield rows.map(toHandedOn);
      if (rows.length < limit) return;
    }
  }
}
