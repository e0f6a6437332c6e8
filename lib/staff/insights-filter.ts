import { FILTER_KEYS, filterParams, hasFilter, readFilter, type Credit, type FilterKey, type InsightFilter } from '@/lib/insights/report';
import { param, type SearchParams } from './inbox-filter';
import { rangeParams, type RangeAsked } from './insights-range';

// The insights page's filters, from the same address as its period: the page, its links and the CSV export read them
// one way (lib/insights/report/filters.ts), and every link that keeps the period keeps them too.

/** A value the address gave that no filter took; undefined when the key was given more than once. */
export interface IgnoredFilter {
  key: FilterKey;
  value: string | undefined;
}

export interface FilterAsked {
  /** Undefined when nothing is filtered, so the report reads its rollups. */
  filter: InsightFilter | undefined;
  ignored: IgnoredFilter[];
}

/** Repeated parameters stay arrays, so readFilter can refuse them rather than take the first. */
function asRecord(params: SearchParams): Record<string, string | string[] | undefined> {
  if (!(params instanceof URLSearchParams)) return params;
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => {
    const all = params.getAll(key);
    return all.length === 0 ? [] : [[key, all.length === 1 ? all[0] : all]];
  }));
}

export function readInsightsFilter(params: SearchParams): FilterAsked {
  const record = asRecord(params);
  const { filter, ignored } = readFilter(record);
  return {
    filter: hasFilter(filter) ? filter : undefined,
    ignored: ignored.map((key) => {
      const raw = record[key];
      return { key, value: Array.isArray(raw) ? undefined : raw };
    }),
  };
}

/** The period as the address asked it (a preset stays a preset, so the view moves with the clock); nothing after an error. */
export function periodParams(asked: RangeAsked): URLSearchParams {
  if (!asked.ok) return new URLSearchParams();
  return asked.fields.choice === 'custom' ? rangeParams(asked.range) : new URLSearchParams({ range: asked.fields.choice });
}

/** The touch the outcome tables credit: `credit=last`, else the first, as the page always read them. */
export function readInsightsCredit(params: SearchParams): Credit {
  return param(params, 'credit') === 'last' ? 'last' : 'first';
}

/** The period's parameters with the credit, so every link that keeps the period keeps it too; the first is not written. */
export function withCredit(period: URLSearchParams, credit: Credit): URLSearchParams {
  const params = new URLSearchParams(period);
  params.delete('credit');
  if (credit === 'last') params.set('credit', credit);
  return params;
}

/** `/staff/insights` for a period and a filter, and a table's order if given (lib/staff/table-sort.ts). */
export function insightsHref(period: URLSearchParams, filter: InsightFilter | undefined, sort?: string): string {
  const params = new URLSearchParams(period);
  for (const [key, value] of filterParams(filter ?? {})) params.append(key, value);
  if (sort) params.set('sort', sort);
  const search = params.toString();
  return search ? `/staff/insights?${search}` : '/staff/insights';
}

/** Where the page's "Right now" card asks again, with the page's filter (the period does not change who is here now). */
export function liveHref(filter: InsightFilter | undefined): string {
  const search = new URLSearchParams(filterParams(filter ?? {})).toString();
  return search ? `/api/staff/insights/live?${search}` : '/api/staff/insights/live';
}

/** The filter less one key, undefined when that was its last. */
export function withoutKey(filter: InsightFilter, key: FilterKey): InsightFilter | undefined {
  const rest = Object.fromEntries(Object.entries(filter).filter(([name]) => name !== key)) as InsightFilter;
  return hasFilter(rest) ? rest : undefined;
}
