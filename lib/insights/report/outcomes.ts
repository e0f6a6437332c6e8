import { sql, type Kysely } from 'kysely';
import { LOST_REASONS, type Currency, type LostReason } from '@/lib/db/enquiries/outcomes-schema';
import type { Database } from '@/lib/db/schema';
import { boundsOf, byKey, rate, type Plan } from './days';
import { leadsWhere } from './filters';
import { topTables, type CountedDimension, type TopRow } from './traffic';

// Which visits become work: the leads of the range by where their visit came from, and what the team marked them.
// The leads and their outcomes are read from lead_sources and enquiries, kept as long as the enquiry, so the table
// reaches as far back as the leads do; the visits beside them from the rollups, or the raw visits when filtered.

export const OUTCOME_DIMENSIONS = ['channel', 'source', 'campaign', 'entry'] as const;
export type OutcomeDimension = (typeof OUTCOME_DIMENSIONS)[number];

/**
 * Which touch a lead is credited to: its visit's first (where it came from) or its last (the latest other site or
 * tagged link before the enquiry, say the newsletter that brought someone back). The entry page is the first touch's.
 */
export const CREDITS = ['first', 'last'] as const;
export type Credit = (typeof CREDITS)[number];

/** lead_sources' column for each dimension, as SQL names it, and the visits' dimension beside it, per credit. */
const LEAD_COLUMNS = {
  first: { channel: 'channel', source: 'utm_source', campaign: 'utm_campaign', entry: 'entry_path' },
  last: { channel: 'last_channel', source: 'last_utm_source', campaign: 'last_utm_campaign', entry: 'entry_path' },
} as const satisfies Record<Credit, Record<OutcomeDimension, string>>;
const VISIT_DIMENSIONS = {
  first: { channel: 'channel', source: 'source', campaign: 'campaign', entry: 'entry' },
  last: { channel: 'lastChannel', source: 'lastSource', campaign: 'lastCampaign', entry: 'entry' },
} as const satisfies Record<Credit, Record<OutcomeDimension, CountedDimension>>;

/** The visits' dimension an outcome table of this credit counts its visits by (the report reads them once for all). */
export const visitDimension = (dimension: OutcomeDimension, credit: Credit = 'first') => VISIT_DIMENSIONS[credit][dimension];

/** One value of a dimension: its visits, the enquiries they brought and what became of them. Key '' is none. */
export interface OutcomeRow {
  key: string;
  visits: number;
  enquiries: number;
  /** Marked qualified or won: a won enquiry was qualified on its way. */
  qualified: number;
  won: number;
  /** Won value in minor units, per currency: values in different currencies are never added. */
  wonValue: Partial<Record<Currency, number>>;
  /** Won enquiries per visit; null without visits (the leads outlive the visits: see the page's note). */
  conversion: number | null;
}

interface LeadRow {
  key: string;
  enquiries: number | string;
  qualified: number | string;
  won: number | string;
}

/**
 * Per value of the dimension: visits (rollups or raw, as the plan says) beside the enquiries that came in the range,
 * each credited to its first or its last touch, its visits counted by the same touch. `counted` is that visits'
 * dimension's whole table when the caller has it already (the report does), so it is not read twice.
 */
export async function outcomeTable(db: Kysely<Database>, plan: Plan, dimension: OutcomeDimension, counted?: readonly TopRow[], credit: Credit = 'first'): Promise<OutcomeRow[]> {
  const { from, to } = boundsOf(plan.range);
  const column = sql.raw(`ls.${LEAD_COLUMNS[credit][dimension]}`);
  const where = sql`ls.kind = 'enquiry' and e.status <> 'spam' and ls.created_at >= ${from} and ls.created_at < ${to} and ${leadsWhere(plan.filter, 'ls', 'e')}`;
  const raw = db.withoutPlugins();
  const [{ rows: leads }, { rows: values }, visits] = await Promise.all([
    sql<LeadRow>`select coalesce(${column}, '') as key, count(*) as enquiries,
        sum(case when e.outcome in ('qualified', 'won') then 1 else 0 end) as qualified,
        sum(case when e.outcome = 'won' then 1 else 0 end) as won
      from lead_sources ls join enquiries e on e.ref = ls.ref where ${where} group by coalesce(${column}, '')`.execute(raw),
    sql<{ key: string; currency: Currency; value: number | string }>`select coalesce(${column}, '') as key, e.outcome_currency as currency, sum(e.outcome_value) as value
      from lead_sources ls join enquiries e on e.ref = ls.ref where ${where} and e.outcome = 'won' and e.outcome_value is not null
      group by coalesce(${column}, ''), e.outcome_currency`.execute(raw),
    counted ?? topTables(db, plan, [visitDimension(dimension, credit)]).then((tables) => Object.values(tables)[0]!),
  ]);
  const rows = new Map<string, OutcomeRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, visits: 0, enquiries: 0, qualified: 0, won: 0, wonValue: {}, conversion: null }));
    return found;
  };
  for (const visit of visits) row(visit.key).visits = visit.visits;
  for (const lead of leads) Object.assign(row(lead.key), { enquiries: Number(lead.enquiries), qualified: Number(lead.qualified), won: Number(lead.won) });
  for (const { key, currency, value } of values) row(key).wonValue[currency] = Number(value);
  const table = [...rows.values()].map((found) => ({ ...found, conversion: rate(found.won, found.visits) }));
  return table.sort((a, b) => b.won - a.won || b.qualified - a.qualified || b.enquiries - a.enquiries || b.visits - a.visits || byKey(a.key, b.key));
}

/** One reason the team gave for work lost, and its part of all lost in the range. */
export interface LostReasonRow {
  reason: LostReason;
  lost: number;
  share: number;
}

/**
 * Why the enquiries sent in the range that the team marked lost were lost, most given first. Every enquiry counts,
 * joined to its visit's source only when there is one: a filter on the source keeps those whose source matches.
 */
export async function lostReasons(db: Kysely<Database>, plan: Plan): Promise<LostReasonRow[]> {
  const { from, to } = boundsOf(plan.range);
  const { rows } = await sql<{ reason: LostReason | null; lost: number | string }>`
    select e.outcome_reason as reason, count(*) as lost
    from enquiries e left join lead_sources ls on ls.ref = e.ref and ls.kind = 'enquiry'
    where e.status <> 'spam' and e.outcome = 'lost' and e.created_at >= ${from} and e.created_at < ${to} and ${leadsWhere(plan.filter, 'ls', 'e')}
    group by e.outcome_reason`.execute(db.withoutPlugins());
  // A lost one is stored with its reason; one without (only a hand edit makes it) is counted as another reason.
  const counts = new Map<LostReason, number>();
  for (const row of rows) counts.set(row.reason ?? 'other', (counts.get(row.reason ?? 'other') ?? 0) + Number(row.lost));
  const total = [...counts.values()].reduce((sum, lost) => sum + lost, 0);
  return [...counts]
    .map(([reason, lost]) => ({ reason, lost, share: lost / total }))
    .sort((a, b) => b.lost - a.lost || LOST_REASONS.indexOf(a.reason) - LOST_REASONS.indexOf(b.reason));
}

/** The range's enquiries with a recorded visit and what became of them, added up: the headline's work. */
export interface WorkTotals {
  enquiries: number;
  qualified: number;
  won: number;
  /** Won value in minor units, per currency: never added across currencies. */
  wonValue: Partial<Record<Currency, number>>;
}

/**
 * The work of the range added up from one outcome table's rows (every one of them): each lead has exactly one key in a
 * dimension, '' when none, so any dimension's rows add up to the whole.
 */
export function workTotals(rows: readonly OutcomeRow[]): WorkTotals {
  const total: WorkTotals = { enquiries: 0, qualified: 0, won: 0, wonValue: {} };
  for (const row of rows) {
    total.enquiries += row.enquiries;
    total.qualified += row.qualified;
    total.won += row.won;
    for (const [currency, value] of Object.entries(row.wonValue) as [Currency, number][]) total.wonValue[currency] = (total.wonValue[currency] ?? 0) + value;
  }
  return total;
}
