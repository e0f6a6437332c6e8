import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { CHANNELS } from '@/lib/analytics/channels';
import { BROWSERS } from '@/lib/analytics/clients';
import { OUTCOMES } from '@/lib/db/enquiries/outcomes-schema';
import { INSIGHT_DEVICES } from '@/lib/db/schema';

// The filters every report takes, combined with AND, read from and written to the page's address so a colleague opens
// the same view. A filtered report counts from the raw visits (kept INSIGHTS_RETENTION_DAYS): the rollups hold one
// dimension at a time and cannot be combined.

export const FILTER_KEYS = ['channel', 'source', 'campaign', 'device', 'browser', 'entry', 'outcome'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type InsightFilter = Partial<Record<FilterKey, string>>;

/** The values a key may take, where they are a fixed list; the others take any text a visit could hold. */
const CHOICES: Partial<Record<FilterKey, readonly string[]>> = { channel: CHANNELS, device: INSIGHT_DEVICES, browser: BROWSERS, outcome: OUTCOMES };
/** As long as the payload lets a utm_ value or a path be (lib/insights/payload.ts). */
const MAX_LENGTH = 300;

export const hasFilter = (filter: InsightFilter | undefined): filter is InsightFilter => filter !== undefined && Object.keys(filter).length > 0;

/**
 * The filter of an address's query. Values out of a fixed list, empty, repeated or too long are left out and named
 * in `ignored`, so the page can say what it did not apply rather than show a view nobody asked for.
 */
export function readFilter(params: Record<string, string | string[] | undefined>): { filter: InsightFilter; ignored: FilterKey[] } {
  const filter: InsightFilter = {};
  const ignored: FilterKey[] = [];
  for (const key of FILTER_KEYS) {
    const raw = params[key];
    if (raw === undefined || raw === '') continue;
    const value = Array.isArray(raw) ? undefined : raw.trim();
    const choices = CHOICES[key];
    if (!value || value.length > MAX_LENGTH || (choices && !choices.includes(value))) ignored.push(key);
    else filter[key] = value;
  }
  return { filter, ignored };
}

/** The filter as query parameters, in FILTER_KEYS' order. */
export function filterParams(filter: InsightFilter): [FilterKey, string][] {
  return FILTER_KEYS.flatMap((key) => (filter[key] === undefined ? [] : [[key, filter[key]] as [FilterKey, string]]));
}

/** A visit's column for each key but the outcome, in SQL's own names (the filter runs with and without Kysely's camelCase plugin). */
const VISIT_COLUMNS = { channel: 'channel', source: 'utm_source', campaign: 'utm_campaign', device: 'device', browser: 'browser', entry: 'entry_path' } as const;

/**
 * The visits the filter keeps, as a condition on the visits table under `alias`. An outcome keeps the visits that
 * brought an enquiry with that mark ('open': one not marked yet); spam is never counted.
 */
export function visitsWhere(filter: InsightFilter | undefined, alias: string): RawBuilder<SqlBool> {
  const terms: RawBuilder<unknown>[] = [];
  for (const key of FILTER_KEYS) {
    const value = filter?.[key];
    if (value === undefined) continue;
    if (key === 'outcome') {
      const marked = value === 'open' ? sql`e.outcome is null` : sql`e.outcome = ${value}`;
      terms.push(sql`${sql.raw(alias)}.id in (select ls.visit_id from lead_sources ls join enquiries e on e.ref = ls.ref where ls.kind = 'enquiry' and ls.visit_id is not null and e.status <> 'spam' and ${marked})`);
    } else {
      terms.push(sql`${sql.raw(`${alias}.${VISIT_COLUMNS[key]}`)} = ${value}`);
    }
  }
  return terms.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(terms, sql` and `)})`;
}

/** The same filter on the leads' own copies of their visits (lead_sources under `alias`, its enquiry under `enquiry`). */
export function leadsWhere(filter: InsightFilter | undefined, alias: string, enquiry: string): RawBuilder<SqlBool> {
  const terms: RawBuilder<unknown>[] = [];
  for (const key of FILTER_KEYS) {
    const value = filter?.[key];
    if (value === undefined) continue;
    if (key === 'outcome') terms.push(value === 'open' ? sql`${sql.raw(enquiry)}.outcome is null` : sql`${sql.raw(enquiry)}.outcome = ${value}`);
    else terms.push(sql`${sql.raw(`${alias}.${VISIT_COLUMNS[key]}`)} = ${value}`);
  }
  return terms.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(terms, sql` and `)})`;
}
