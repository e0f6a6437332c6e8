import type { Kysely } from 'kysely';
import { CURRENCIES, type Currency } from '@/lib/db/enquiries/outcomes-schema';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { weekBefore, type LondonWeek } from '@/lib/digest-schedule';
import { DEPLOY_THRESHOLDS, INTENT_KINDS, insightsReport, type ConversionMetric, type DayRange, type Deploy, type IntentKind, type InsightsReport, type OutcomeRow } from '../report';

// Last week against the week before, from the insights report: what the digest mail and its staff page both show.

export interface Compared {
  now: number;
  before: number;
}

export interface SiteSpeed {
  metric: ConversionMetric;
  /** The p75 of the week's loads on every page (histogram.ts); undefined below MIN_P75_SAMPLES. */
  now: number | undefined;
  before: number | undefined;
}

/** A page on a device whose p75 worsened past DEPLOY_THRESHOLDS' ratio and amount from one week to the next. */
export interface SlowerRoute {
  path: string;
  device: InsightDevice;
  metric: ConversionMetric;
  before: number;
  after: number;
}

export interface WeeklyDigest {
  week: LondonWeek;
  /**
   * The UTC days read for the London week: the same dates. The report counts UTC days, so in summer (BST) the week
   * read runs from 01:00 on London's Monday to 01:00 on the Monday after, an hour later than London's own week.
   */
  range: DayRange;
  previous: DayRange;
  visits: Compared;
  enquiries: Compared;
  qualified: Compared;
  won: Compared;
  /** Minor units per currency won either week, in CURRENCIES' order: amounts in different currencies are never added. */
  wonValue: { currency: Currency; now: number; before: number }[];
  /** The three best by enquiries won, then enquiries. */
  channels: OutcomeRow[];
  campaigns: OutcomeRow[];
  intents: Record<IntentKind, Compared>;
  /** Visits that made any contact intent. */
  intentVisits: Compared;
  speed: SiteSpeed[];
  slower: SlowerRoute[];
  deploys: Deploy[];
  regressions: InsightsReport['regressions'];
}

const TOP = 3;
const METRICS: readonly ConversionMetric[] = ['lcp', 'inp'];
const daysOf = (week: LondonWeek): DayRange => ({ from: week.monday, to: week.sunday });

/** Best first: enquiries won, then enquiries, then visits; the key settles a tie so the order never wavers. */
const best = (rows: OutcomeRow[]) => [...rows].sort((a, b) => b.won - a.won || b.enquiries - a.enquiries || b.visits - a.visits || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, TOP);

const sum = (rows: OutcomeRow[], pick: (row: OutcomeRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

function slowerRoutes(now: InsightsReport, before: InsightsReport): SlowerRoute[] {
  const found: SlowerRoute[] = [];
  for (const route of now.speed.routes) {
    const earlier = before.speed.routes.find((other) => other.path === route.path && other.device === route.device);
    for (const metric of METRICS) {
      const [was, is] = [earlier?.metrics[metric].p75, route.metrics[metric].p75];
      if (was === undefined || is === undefined) continue;
      const { ratio, ms } = DEPLOY_THRESHOLDS[metric];
      if (is >= was * ratio && is - was >= ms) found.push({ path: route.path, device: route.device, metric, before: was, after: is });
    }
  }
  return found.sort((a, b) => b.after - b.before - (a.after - a.before)).slice(0, TOP);
}

/** The digest of a London week, as of `now` (which the deploys' conversion check reads up to). */
export async function weeklyDigest(db: Kysely<Database>, week: LondonWeek, now: number): Promise<WeeklyDigest> {
  // Every row of every table: the best three are chosen here by another order, and the totals summed from them all.
  const options = { now, limit: Number.POSITIVE_INFINITY };
  const [current, earlier] = await Promise.all([insightsReport(db, daysOf(week), options), insightsReport(db, daysOf(weekBefore(week)), options)]);
  const compared = (pick: (report: InsightsReport) => number): Compared => ({ now: pick(current), before: pick(earlier) });
  const outcomes = (pick: (row: OutcomeRow) => number) => compared((report) => sum(report.outcomes.channel, pick));
  const value = (report: InsightsReport, currency: Currency) => sum(report.outcomes.channel, (row) => row.wonValue[currency] ?? 0);
  return {
    week,
    range: current.range,
    previous: earlier.range,
    visits: compared((report) => report.totals.visits),
    enquiries: compared((report) => report.totals.enquiries),
    qualified: outcomes((row) => row.qualified),
    won: outcomes((row) => row.won),
    wonValue: CURRENCIES.map((currency) => ({ currency, now: value(current, currency), before: value(earlier, currency) })).filter((row) => row.now > 0 || row.before > 0),
    channels: best(current.outcomes.channel),
    campaigns: best(current.outcomes.campaign.filter((row) => row.key !== '')),
    intents: Object.fromEntries(INTENT_KINDS.map((kind) => [kind, compared((report) => report.intents.total.clicks[kind])])) as Record<IntentKind, Compared>,
    intentVisits: compared((report) => report.intents.total.visits),
    speed: METRICS.map((metric) => ({ metric, now: current.speed.site.p75[metric], before: earlier.speed.site.p75[metric] })),
    slower: slowerRoutes(current, earlier),
    deploys: current.deploys,
    regressions: current.regressions,
  };
}
