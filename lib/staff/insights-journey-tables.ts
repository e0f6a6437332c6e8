import type { Kysely } from 'kysely';
import { CURRENCIES } from '@/lib/db/enquiries/outcomes-schema';
import type { Database } from '@/lib/db/schema';
import { FUNNEL_STEPS, funnelReport, INTENT_KINDS, intentReport, OUTCOME_DIMENSIONS, outcomeTable, speedConversion, type Credit, type IntentRow, type OutcomeDimension, type Plan, type StepCounts } from '@/lib/insights/report';

// The insights page's tables of what visits became (issue 56) as CSV: outcomes, contact intents, the forms' funnels and
// conversion by speed, every row. Keys are the visitors' words in places (campaigns, paths): csvLine guards them.

export const JOURNEY_TABLES = ['outcomes', 'intents', 'funnels', 'speed-conversion'] as const;
export type JourneyTable = (typeof JOURNEY_TABLES)[number];

export interface CsvTable {
  header: string[];
  rows: unknown[][];
}

export const fraction = (value: number | null) => (value === null ? '' : Number(value.toFixed(4)));
/** Minor units as the currency's major ones (12500.5), blank where nothing was won in it. */
const major = (minor: number | undefined) => (minor === undefined ? '' : Number((minor / 100).toFixed(2)));
const intentLine = (grouping: string, row: IntentRow) => [grouping, row.key, row.visits, ...INTENT_KINDS.map((kind) => row.clicks[kind])];
const stepLine = (form: string, grouping: string, key: string, steps: StepCounts) => [form, grouping, key, ...FUNNEL_STEPS.map((step) => steps[step])];

/** A dimension's name in the outcomes' file: one credited to the last touch says so (the entry page is always the first's). */
const creditedName = (dimension: OutcomeDimension, credit: Credit) => (credit === 'last' && dimension !== 'entry' ? `last_touch_${dimension}` : dimension);

/** One of the tables, over the plan's days and filter; the outcomes credited to the touch asked for. */
export async function journeyTable(db: Kysely<Database>, plan: Plan, table: JourneyTable, credit: Credit = 'first'): Promise<CsvTable> {
  if (table === 'outcomes') {
    const tables = await Promise.all(OUTCOME_DIMENSIONS.map((dimension) => outcomeTable(db, plan, dimension, undefined, credit)));
    return {
      header: ['dimension', 'key', 'visits', 'enquiries', 'qualified', 'won', ...CURRENCIES.map((currency) => `won_value_${currency.toLowerCase()}`), 'visit_to_won_rate'],
      rows: OUTCOME_DIMENSIONS.flatMap((dimension, index) =>
        tables[index]!.map((row) => [creditedName(dimension, credit), row.key, row.visits, row.enquiries, row.qualified, row.won, ...CURRENCIES.map((currency) => major(row.wonValue[currency])), fraction(row.conversion)]),
      ),
    };
  }
  if (table === 'intents') {
    const intents = await intentReport(db, plan);
    return {
      header: ['grouping', 'key', 'visits', ...INTENT_KINDS],
      rows: [intentLine('total', intents.total), ...intents.byPage.map((row) => intentLine('page', row)), ...intents.byChannel.map((row) => intentLine('channel', row)), ...intents.byCampaign.map((row) => intentLine('campaign', row))],
    };
  }
  if (table === 'funnels') {
    const funnels = await funnelReport(db, plan);
    return {
      header: ['form', 'grouping', 'key', ...FUNNEL_STEPS],
      rows: funnels.flatMap((funnel) => [
        stepLine(funnel.form, 'all', '', funnel.steps),
        ...funnel.byChannel.map((row) => stepLine(funnel.form, 'channel', row.key, row.steps)),
        ...funnel.byDevice.map((row) => stepLine(funnel.form, 'device', row.key, row.steps)),
      ]),
    };
  }
  const rows = await speedConversion(db, plan);
  return {
    header: ['path', 'device', 'metric', 'band', 'visits', 'converted', 'conversion_rate'],
    rows: rows.map((row) => [row.path, row.device, row.metric, row.band, row.visits, row.converted, fraction(row.conversion)]),
  };
}
