import { sql, type Kysely } from 'kysely';
import { addTo, emptyHistogram, quantile } from '@/lib/analytics/histogram';
import { THRESHOLDS } from '@/lib/analytics/vitals';
import type { Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { dayStart, type DayRange } from './days';
import { hasFilter, visitsWhere, type InsightFilter } from './filters';

// The elements behind the poor Core Web Vitals: from the raw vitals rows alone, which keep the LCP element and the
// INP target (the rollups do not).

export interface InpPhases {
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** An element that was the LCP, or an interaction's target, in loads rated poor. */
export interface WorstRow {
  selector: string;
  poor: number;
  /** Of every poor load of the metric in the range, this element's part. */
  share: number;
  /** The route it was poor on most often. */
  path: string;
  /** The p75 of its poor values, read as every p75 is (histogram.ts), from one value up: a row is one element's. */
  p75: number;
  /** INP only: the mean of each phase over its poor interactions that reported them. */
  phases: InpPhases | null;
}

function parsePhases(text: string | null): InpPhases | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const phases = { inputDelay: Number(parsed.inputDelay), processing: Number(parsed.processing), presentation: Number(parsed.presentation) };
    return Object.values(phases).every(Number.isFinite) ? phases : null;
  } catch {
    return null;
  }
}

interface Tally {
  poor: number;
  paths: Map<string, number>;
  values: number[];
  phases: InpPhases & { count: number };
}

function worstOf(metric: 'lcp' | 'inp', tallies: Map<string, Tally>, total: number, limit: number): WorstRow[] {
  return [...tallies.entries()]
    .sort(([a, x], [b, y]) => y.poor - x.poor || (a < b ? -1 : 1))
    .slice(0, limit)
    .map(([selector, tally]) => {
      const { count, inputDelay, processing, presentation } = tally.phases;
      return {
        selector,
        poor: tally.poor,
        share: tally.poor / total,
        path: [...tally.paths.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]![0],
        p75: quantile(tally.values.reduce((histogram, value) => addTo(histogram, metric, value), emptyHistogram()), 0.75)!,
        phases: metric === 'inp' && count > 0 ? { inputDelay: inputDelay / count, processing: processing / count, presentation: presentation / count } : null,
      };
    });
}

/** A poor vitals row: a metric's columns are null unless it was the poor one (or both were). */
interface PoorRow {
  path: string;
  lcp: number | null;
  inp: number | null;
  lcp_element: string | null;
  inp_target: string | null;
  inp_phases: string | null;
}

const lcpIsPoor = sql`lcp > ${sql.lit(THRESHOLDS.lcp.poor)}`;
const inpIsPoor = sql`inp > ${sql.lit(THRESHOLDS.inp.poor)}`;

/**
 * The elements most often poor for LCP and INP in the range, from the raw vitals rows (kept 30 days only): one pass
 * over the index of the poor vitals (insight_events_poor, whose WHERE this one repeats as written so SQLite uses it),
 * each row bringing back only the metric it was poor in.
 */
export async function worstVitals(db: Kysely<Database>, range: DayRange, limit = 10, filter?: InsightFilter): Promise<{ lcp: WorstRow[]; inp: WorstRow[] }> {
  // Filtered, only the visits the filter keeps: a condition on each row's visit, which the index still serves first.
  const kept = hasFilter(filter) ? sql`and visit_id in (select v.id from insight_visits v where v.started_at >= ${dayStart(range.from) - DAY_MS} and ${visitsWhere(filter, 'v')})` : sql``;
  const { rows } = await sql<PoorRow>`
    select path,
      case when ${lcpIsPoor} then lcp end as lcp, case when ${lcpIsPoor} then lcp_element end as lcp_element,
      case when ${inpIsPoor} then inp end as inp, case when ${inpIsPoor} then inp_target end as inp_target,
      case when ${inpIsPoor} then inp_phases end as inp_phases
    from insight_events
    where kind = 'vitals' and at >= ${dayStart(range.from)} and at < ${dayStart(range.to) + DAY_MS} and (${lcpIsPoor} or ${inpIsPoor}) ${kept}`.execute(db.withoutPlugins());
  const lcp = new Map<string, Tally>();
  const inp = new Map<string, Tally>();
  let poorLcp = 0;
  let poorInp = 0;
  const count = (tallies: Map<string, Tally>, selector: string | null, path: string, value: number, phases: InpPhases | null) => {
    const name = selector?.trim();
    if (!name) return;
    let tally = tallies.get(name);
    if (!tally) tallies.set(name, (tally = { poor: 0, paths: new Map(), values: [], phases: { count: 0, inputDelay: 0, processing: 0, presentation: 0 } }));
    tally.poor += 1;
    tally.paths.set(path, (tally.paths.get(path) ?? 0) + 1);
    tally.values.push(value);
    if (phases) {
      tally.phases.count += 1;
      tally.phases.inputDelay += phases.inputDelay;
      tally.phases.processing += phases.processing;
      tally.phases.presentation += phases.presentation;
    }
  };
  for (const row of rows) {
    if (row.lcp !== null) {
      poorLcp += 1;
      count(lcp, row.lcp_element, row.path, Number(row.lcp), null);
    }
    if (row.inp !== null) {
      poorInp += 1;
      count(inp, row.inp_target, row.path, Number(row.inp), parsePhases(row.inp_phases));
    }
  }
  return { lcp: worstOf('lcp', lcp, poorLcp, limit), inp: worstOf('inp', inp, poorInp, limit) };
}
