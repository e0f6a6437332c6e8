import { sql, type AliasedRawBuilder } from 'kysely';

// What the insights count, each defined once. The writer groups page views into visits by the gap
// (lib/db/insights/insights-visits.ts), a lead finds its open visit by it (lib/db/insights/lead-sources.ts), and the days counted live
// from the visits (lib/insights/report/traffic.ts) and the days rolled up from them (lib/insights/report/rollup.ts)
// select the same expressions: lib/insights/live-and-rolled.test.ts requires the same report from both.

/** A visit is one visitor key's page views with no gap longer than this between them. */
export const VISIT_GAP_MS = 30 * 60_000;

/** The visit columns a measure reads. */
type VisitColumn = 'visitor' | 'pages' | 'startedAt' | 'lastAt' | 'enquiries' | 'signups';

/**
 * Over a group of visits: their distinct visitors, the visits, their page views, bounces (visits of one page view),
 * time from first to last page view, and the enquiries and sign-ups that came in them.
 */
const MEASURES = {
  visitors: (column) => sql<number>`count(distinct ${column('visitor')})`,
  visits: () => sql<number>`count(*)`,
  pageviews: (column) => sql<number>`sum(${column('pages')})`,
  bounces: (column) => sql<number>`sum(case when ${column('pages')} = 1 then 1 else 0 end)`,
  durationMs: (column) => sql<number>`sum(${column('lastAt')} - ${column('startedAt')})`,
  enquiries: (column) => sql<number>`sum(${column('enquiries')})`,
  signups: (column) => sql<number>`sum(${column('signups')})`,
} satisfies Record<string, (column: (name: VisitColumn) => ReturnType<typeof sql.ref>) => ReturnType<typeof sql<number>>>;

export type VisitMeasure = keyof typeof MEASURES;

/** The named measures over the visits of `table` (a table or its alias), each selected under its own name. */
export function visitMeasures<Name extends VisitMeasure>(table: string, names: readonly Name[]): AliasedRawBuilder<number, Name>[] {
  const column = (name: VisitColumn) => sql.ref(`${table}.${name}`);
  return names.map((name) => MEASURES[name](column).as(name));
}
