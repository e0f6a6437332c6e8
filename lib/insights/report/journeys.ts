import { sql, type Kysely } from 'kysely';
import { bandOf, MIN_P75_SAMPLES, type Band } from '@/lib/analytics/vitals';
import type { Currency } from '@/lib/db/outcomes-schema';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { DAY_MS, dayStart, rate, type DayRange, type Plan } from './days';
import { leadsWhere, visitsWhere } from './filters';
import { topTables } from './traffic';

// Which visits become work, and what is lost on the way: the leads' outcomes by where they came from, the contact
// intents, each form's funnel, conversion by speed, and the deploys. Visits and their actions are read from the raw
// rows (kept INSIGHTS_RETENTION_DAYS); the leads and their outcomes from lead_sources and enquiries, kept as long as
// the enquiry, so the outcome table reaches as far back as the leads do.

const bounds = (range: DayRange) => ({ from: dayStart(range.from), to: dayStart(range.to) + DAY_MS });
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------------------------
// Outcomes

export const OUTCOME_DIMENSIONS = ['channel', 'source', 'campaign', 'entry'] as const;
export type OutcomeDimension = (typeof OUTCOME_DIMENSIONS)[number];

/** lead_sources' column for each dimension, as SQL names it. */
const LEAD_COLUMNS = { channel: 'channel', source: 'utm_source', campaign: 'utm_campaign', entry: 'entry_path' } as const satisfies Record<OutcomeDimension, string>;

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

/** Per value of the dimension: visits (rollups or raw, as the plan says) beside the enquiries that came in the range. */
export async function outcomeTable(db: Kysely<Database>, plan: Plan, dimension: OutcomeDimension): Promise<OutcomeRow[]> {
  const { from, to } = bounds(plan.range);
  const column = sql.raw(`ls.${LEAD_COLUMNS[dimension]}`);
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
    topTables(db, plan, [dimension]),
  ]);
  const rows = new Map<string, OutcomeRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, visits: 0, enquiries: 0, qualified: 0, won: 0, wonValue: {}, conversion: null }));
    return found;
  };
  for (const visit of visits[dimension]) row(visit.key).visits = visit.visits;
  for (const lead of leads) Object.assign(row(lead.key), { enquiries: Number(lead.enquiries), qualified: Number(lead.qualified), won: Number(lead.won) });
  for (const { key, currency, value } of values) row(key).wonValue[currency] = Number(value);
  const table = [...rows.values()].map((found) => ({ ...found, conversion: rate(found.won, found.visits) }));
  return table.sort((a, b) => b.won - a.won || b.qualified - a.qualified || b.enquiries - a.enquiries || b.visits - a.visits || compare(a.key, b.key));
}

// ---------------------------------------------------------------------------------------------------------------
// Contact intents

export const INTENT_KINDS = ['tel', 'mailto', 'whatsapp', 'cta'] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/** One page, channel or campaign: clicks of each kind, and the visits that made any. */
export interface IntentRow {
  key: string;
  clicks: Record<IntentKind, number>;
  visits: number;
}

export interface IntentReport {
  total: IntentRow;
  byPage: IntentRow[];
  byChannel: IntentRow[];
  byCampaign: IntentRow[];
}

const noClicks = (): Record<IntentKind, number> => ({ tel: 0, mailto: 0, whatsapp: 0, cta: 0 });

/** The contact intents of the range's visits, by the page they were made on, the visit's channel and its campaign. */
export async function intentReport(db: Kysely<Database>, plan: Plan): Promise<IntentReport> {
  const { from, to } = bounds(plan.range);
  const { rows } = await sql<{ name: string; path: string; channel: string | null; campaign: string | null; visit: number | string }>`
    select a.name, a.path, v.channel, v.utm_campaign as campaign, a.visit_id as visit
    from insight_actions a join insight_visits v on v.id = a.visit_id
    where a.kind = 'intent' and a.at >= ${from} and a.at < ${to} and ${visitsWhere(plan.filter, 'v')}`.execute(db.withoutPlugins());
  const grouped = (keyOf: (row: (typeof rows)[number]) => string) => {
    const groups = new Map<string, { row: IntentRow; visits: Set<string> }>();
    for (const click of rows) {
      if (!(INTENT_KINDS as readonly string[]).includes(click.name)) continue;
      const key = keyOf(click);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { row: { key, clicks: noClicks(), visits: 0 }, visits: new Set() }));
      group.row.clicks[click.name as IntentKind] += 1;
      group.visits.add(String(click.visit));
    }
    return [...groups.values()].map(({ row, visits }) => ({ ...row, visits: visits.size })).sort((a, b) => b.visits - a.visits || compare(a.key, b.key));
  };
  return {
    total: grouped(() => '')[0] ?? { key: '', clicks: noClicks(), visits: 0 },
    byPage: grouped((row) => row.path),
    byChannel: grouped((row) => row.channel ?? ''),
    byCampaign: grouped((row) => row.campaign ?? ''),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The enquiry funnel

/** The page's steps, then the server's answers; the page's own 'invalid' and the server's are one step. */
export const FUNNEL_STEPS = ['view', 'start', 'submit', 'accepted', 'invalid', 'spam', 'limited'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Visits that reached each step of a form (a visit counts once a step, however often it tried). */
export type StepCounts = Record<FunnelStep, number>;

export interface FormFunnel {
  form: string;
  steps: StepCounts;
  byChannel: { key: string; steps: StepCounts }[];
  byDevice: { key: InsightDevice; steps: StepCounts }[];
  /** The fields whose refusal was the last the form saw of a visit, most often first. */
  endingFields: { field: string; visits: number }[];
}

const noSteps = (): StepCounts => ({ view: 0, start: 0, submit: 0, accepted: 0, invalid: 0, spam: 0, limited: 0 });

interface FormActionRow {
  form: string;
  step: string;
  field: string | null;
  at: number | string;
  visit: number | string;
  channel: string | null;
  device: InsightDevice;
}

/** Each form's funnel over the range's visits, overall, per channel and per device, and the fields that ended visits. */
export async function funnelReport(db: Kysely<Database>, plan: Plan): Promise<FormFunnel[]> {
  const { from, to } = bounds(plan.range);
  const { rows } = await sql<FormActionRow>`
    select a.name as form, a.step, a.field, a.at, a.visit_id as visit, v.channel, v.device
    from insight_actions a join insight_visits v on v.id = a.visit_id
    where a.kind = 'form' and a.at >= ${from} and a.at < ${to} and ${visitsWhere(plan.filter, 'v')}
    order by a.at, a.id`.execute(db.withoutPlugins());
  const forms = new Map<string, { seen: Map<string, Set<string>>; last: Map<string, FormActionRow> }>();
  for (const row of rows) {
    if (!(FUNNEL_STEPS as readonly string[]).includes(row.step)) continue;
    let form = forms.get(row.form);
    if (!form) forms.set(row.form, (form = { seen: new Map(), last: new Map() }));
    const visit = String(row.visit);
    // Step by visit: the set of steps each visit reached.
    let steps = form.seen.get(visit);
    if (!steps) form.seen.set(visit, (steps = new Set()));
    steps.add(row.step);
    form.last.set(visit, row);
  }
  return [...forms.entries()]
    .map(([name, { seen, last }]) => {
      const overall = noSteps();
      const byChannel = new Map<string, StepCounts>();
      const byDevice = new Map<InsightDevice, StepCounts>();
      const ending = new Map<string, number>();
      for (const [visit, steps] of seen) {
        const final = last.get(visit)!;
        const channel = final.channel ?? '';
        if (!byChannel.has(channel)) byChannel.set(channel, noSteps());
        if (!byDevice.has(final.device)) byDevice.set(final.device, noSteps());
        for (const step of steps) {
          overall[step as FunnelStep] += 1;
          byChannel.get(channel)![step as FunnelStep] += 1;
          byDevice.get(final.device)![step as FunnelStep] += 1;
        }
        if (final.step === 'invalid' && final.field) ending.set(final.field, (ending.get(final.field) ?? 0) + 1);
      }
      const bySize = <K extends string>(map: Map<K, StepCounts>) => [...map].map(([key, steps]) => ({ key, steps })).sort((a, b) => b.steps.view + b.steps.start - (a.steps.view + a.steps.start) || compare(a.key, b.key));
      return {
        form: name,
        steps: overall,
        byChannel: bySize(byChannel),
        byDevice: bySize(byDevice),
        endingFields: [...ending].map(([field, visits]) => ({ field, visits })).sort((a, b) => b.visits - a.visits || compare(a.field, b.field)),
      };
    })
    .sort((a, b) => b.steps.view - a.steps.view || compare(a.form, b.form));
}

// ---------------------------------------------------------------------------------------------------------------
// Speed against conversion

export const CONVERSION_METRICS = ['lcp', 'inp'] as const;
export type ConversionMetric = (typeof CONVERSION_METRICS)[number];

/** The visits whose page load fell in one band of one metric, on one route and device, and how many sent an enquiry. */
export interface SpeedConversionRow {
  path: string;
  device: InsightDevice;
  metric: ConversionMetric;
  band: Band;
  visits: number;
  converted: number;
  conversion: number | null;
}

/**
 * Conversion by LCP and INP band, per route (the page the vitals were measured on: the landing page) and device, from
 * the range's visits that sent vitals. A visit that sent vitals for two page loads counts in each of their bands.
 */
export async function speedConversion(db: Kysely<Database>, plan: Plan): Promise<SpeedConversionRow[]> {
  const { from, to } = bounds(plan.range);
  const { rows } = await sql<{ path: string; device: InsightDevice; lcp: number | null; inp: number | null; visit: number | string; enquiries: number | string }>`
    select e.path, e.device, e.lcp, e.inp, v.id as visit, v.enquiries
    from insight_visits v join insight_events e on e.visit_id = v.id
    where v.started_at >= ${from} and v.started_at < ${to} and e.kind = 'vitals' and e.at >= ${from} and ${visitsWhere(plan.filter, 'v')}`.execute(db.withoutPlugins());
  const cells = new Map<string, { row: SpeedConversionRow; visits: Set<string>; converted: Set<string> }>();
  for (const row of rows) {
    for (const metric of CONVERSION_METRICS) {
      const value = row[metric];
      if (value === null) continue;
      const band = bandOf(metric, Number(value));
      const key = `${row.path}\n${row.device}\n${metric}\n${band}`;
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = { row: { path: row.path, device: row.device, metric, band, visits: 0, converted: 0, conversion: null }, visits: new Set(), converted: new Set() }));
      cell.visits.add(String(row.visit));
      if (Number(row.enquiries) > 0) cell.converted.add(String(row.visit));
    }
  }
  const order: Band[] = ['good', 'needsImprovement', 'poor'];
  return [...cells.values()]
    .map(({ row, visits, converted }) => ({ ...row, visits: visits.size, converted: converted.size, conversion: rate(converted.size, visits.size) }))
    .sort((a, b) => compare(a.path, b.path) || compare(a.device, b.device) || compare(a.metric, b.metric) || order.indexOf(a.band) - order.indexOf(b.band));
}

// ---------------------------------------------------------------------------------------------------------------
// Deploys

/**
 * When a deploy counts as a regression. A route's p75 must worsen by both the ratio and the amount, each side with at
 * least MIN_P75_SAMPLES page loads; the enquiry conversion must fall by the ratio with at least `minVisits` visits in
 * the week before the deploy and in the days since (up to a week).
 */
export const DEPLOY_THRESHOLDS = {
  lcp: { ratio: 1.2, ms: 250 },
  inp: { ratio: 1.2, ms: 50 },
  conversion: { ratio: 0.75, minVisits: 200 },
  minSamples: MIN_P75_SAMPLES,
} as const;

export interface Deploy {
  build: string;
  /** The first page load that named it. */
  firstAt: number;
}

export type Regression =
  | { build: string; firstAt: number; kind: 'speed'; metric: ConversionMetric; path: string; before: number; after: number; samplesBefore: number; samplesAfter: number }
  | { build: string; firstAt: number; kind: 'conversion'; before: number; after: number; visitsBefore: number; visitsAfter: number };

/** The nearest-rank 75th percentile. */
const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

/** The deploys first seen in the range, and every regression past DEPLOY_THRESHOLDS of those and of the one before. */
export async function deployReport(db: Kysely<Database>, range: DayRange, now = Date.now()): Promise<{ deploys: Deploy[]; regressions: Regression[] }> {
  const { from, to } = bounds(range);
  const all = (await db.selectFrom('insightDeploys').select(['build', 'firstAt']).orderBy('firstAt').execute()).map((row) => ({ build: row.build, firstAt: Number(row.firstAt) }));
  const deploys = all.filter((deploy) => deploy.firstAt >= from && deploy.firstAt < to);
  const regressions: Regression[] = [];
  for (const deploy of deploys) {
    const before = all[all.indexOf(deploy) - 1];
    if (before) regressions.push(...(await speedRegressions(db, before, deploy)));
    const conversion = await conversionRegression(db, deploy, now);
    if (conversion) regressions.push(conversion);
  }
  return { deploys, regressions };
}

async function speedRegressions(db: Kysely<Database>, before: Deploy, after: Deploy): Promise<Regression[]> {
  const { rows } = await sql<{ build: string; path: string; lcp: number | null; inp: number | null }>`
    select build, path, lcp, inp from insight_events where kind = 'vitals' and build in (${before.build}, ${after.build})`.execute(db.withoutPlugins());
  const values = new Map<string, { before: number[]; after: number[] }>();
  for (const row of rows) {
    for (const metric of CONVERSION_METRICS) {
      if (row[metric] === null) continue;
      const key = `${metric}\n${row.path}`;
      let sides = values.get(key);
      if (!sides) values.set(key, (sides = { before: [], after: [] }));
      (row.build === after.build ? sides.after : sides.before).push(Number(row[metric]));
    }
  }
  const found: Regression[] = [];
  for (const [key, sides] of values) {
    const [metric, path] = key.split('\n') as [ConversionMetric, string];
    if (sides.before.length < DEPLOY_THRESHOLDS.minSamples || sides.after.length < DEPLOY_THRESHOLDS.minSamples) continue;
    const [was, now] = [p75(sides.before), p75(sides.after)];
    const { ratio, ms } = DEPLOY_THRESHOLDS[metric];
    if (now >= was * ratio && now - was >= ms) {
      found.push({ build: after.build, firstAt: after.firstAt, kind: 'speed', metric, path, before: was, after: now, samplesBefore: sides.before.length, samplesAfter: sides.after.length });
    }
  }
  return found.sort((a, b) => (a.kind === 'speed' && b.kind === 'speed' ? compare(a.metric, b.metric) || compare(a.path, b.path) : 0));
}

async function conversionRegression(db: Kysely<Database>, deploy: Deploy, now: number): Promise<Regression | undefined> {
  const week = 7 * DAY_MS;
  const side = async (start: number, end: number) => {
    const row = await db
      .selectFrom('insightVisits')
      .select((eb) => [eb.fn.countAll<number>().as('visits'), eb.fn.sum<number>('enquiries').as('enquiries')])
      .where('startedAt', '>=', start)
      .where('startedAt', '<', end)
      .executeTakeFirst();
    return { visits: Number(row?.visits ?? 0), enquiries: Number(row?.enquiries ?? 0) };
  };
  const [was, since] = await Promise.all([side(deploy.firstAt - week, deploy.firstAt), side(deploy.firstAt, Math.min(now, deploy.firstAt + week))]);
  const { ratio, minVisits } = DEPLOY_THRESHOLDS.conversion;
  if (was.visits < minVisits || since.visits < minVisits) return undefined;
  const [before, after] = [was.enquiries / was.visits, since.enquiries / since.visits];
  if (before === 0 || after > before * ratio) return undefined;
  return { build: deploy.build, firstAt: deploy.firstAt, kind: 'conversion', before, after, visitsBefore: was.visits, visitsAfter: since.visits };
}
