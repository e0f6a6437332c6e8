import type { Generated } from 'kysely';
import type { InsightMetric } from '@/lib/analytics/vitals';

// The insights' tables: salts, visits, raw events, the daily rollups and the lead sources (schema.ts gathers them).

export const INSIGHT_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type InsightDevice = (typeof INSIGHT_DEVICES)[number];
export { INSIGHT_METRICS, type InsightMetric } from '@/lib/analytics/vitals';
/**
 * The rollups' dimensions: a new one is one word here (journeys-migration.ts took the CHECK away). The last* ones count
 * visits by their last touch (LastTouch), for the outcomes credited to it.
 */
export const INSIGHT_DIMENSIONS = ['total', 'page', 'entry', 'exit', 'referrer', 'channel', 'source', 'campaign', 'lastChannel', 'lastSource', 'lastCampaign', 'device', 'browser', 'os'] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** The random salt of one UTC day ('2026-11-27'): the visitor keys of that day are keyed hashes with it. Deleted after two days. */
export interface InsightSaltsTable {
  day: string;
  salt: string;
  createdAt: number;
}

/** Where a visit came from: the referring site's host and the landing URL's utm_ parameters. */
export interface VisitSource {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/**
 * The latest page view of a visit that came from another site or a tagged link (a campaign that brought someone back),
 * as VisitSource has it, with its channel and time; the visit's first touch when none came since. The store writes it
 * with every visit and lead; null only in a row written by hand.
 */
export interface LastTouch {
  lastReferrerHost: string | null;
  lastUtmSource: string | null;
  lastUtmMedium: string | null;
  lastUtmCampaign: string | null;
  lastUtmTerm: string | null;
  lastUtmContent: string | null;
  lastChannel: string | null;
  lastTouchAt: number | null;
}

/** The page views of one visitor key within 30 minutes of each other. Never an address or a user agent. */
export interface InsightVisitsTable extends VisitSource, LastTouch {
  id: Generated<number>;
  day: string;
  visitor: string;
  startedAt: number;
  lastAt: number;
  entryPath: string;
  exitPath: string;
  pages: Generated<number>;
  device: InsightDevice;
  enquiries: Generated<number>;
  signups: Generated<number>;
  /** lib/analytics/channels.ts's group of the referrer and utm_medium, at ingest; null for visits from before. */
  channel: string | null;
  /** The browser's and operating system's family from the user agent (lib/analytics/clients.ts); the agent is never kept. */
  browser: string | null;
  os: string | null;
}

/** One page view, or the final Web Vitals of one (same view id), with their attribution. Raw: kept INSIGHTS_RETENTION_DAYS. */
export interface InsightEventsTable {
  id: Generated<number>;
  at: number;
  visitId: number;
  kind: 'pageview' | 'vitals';
  /** The page load's random id, made by the script in memory: joins a page view to its vitals. */
  view: string;
  /** The route (the path of a page the site has), or '(not found)'. */
  path: string;
  device: InsightDevice;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  fcp: number | null;
  ttfb: number | null;
  lcpElement: string | null;
  inpTarget: string | null;
  /** JSON: the INP interaction's input delay, processing and presentation, in ms. */
  inpPhases: string | null;
  /** The build that served the page, as its vitals beacon said (BUILD_ID, next.config.ts); null before builds were sent. */
  build: string | null;
}

/** One finished day's visits per route, device, metric and speed band, and those that sent an enquiry. */
export interface InsightConversionDailyTable {
  day: string;
  path: string;
  device: InsightDevice;
  metric: 'lcp' | 'inp';
  band: 'good' | 'needsImprovement' | 'poor';
  visits: number;
  converted: number;
}

/** What a visit did besides viewing pages: a contact intent, or a step of an enquiry form (lib/insights/actions.ts). */
export interface InsightActionsTable {
  id: Generated<number>;
  at: number;
  visitId: number;
  view: string;
  path: string;
  kind: 'intent' | 'form';
  /** An intent's kind (tel, mailto, whatsapp, cta); a form's endpoint. */
  name: string;
  /** An intent's target ('' or the form page a call to action leads to); a form's step or the server's answer. */
  step: string;
  /** The first field a refused enquiry named. */
  field: string | null;
}

/** When each build was first seen serving: the deploy markers. */
export interface InsightDeploysTable {
  build: string;
  firstAt: number;
}

/** The beacons shed on one UTC day under load (never queued, never counted as views); each host adds its own. */
export interface InsightShedTable {
  day: string;
  beacons: number;
}

/** The weeks the digest was queued for, so each host's upkeep queues it once. */
export interface InsightDigestsTable {
  week: string;
  queuedAt: number;
  recipients: number;
}

/** The staff who turned the weekly digest off. */
export interface DigestOptoutsTable {
  userId: string;
  at: number;
}

/** One day's numbers for one value of one dimension ('total' has the key ''), rolled up once the day is over. */
export interface InsightDailyTable {
  day: string;
  dimension: InsightDimension;
  key: string;
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  durationMs: number;
  enquiries: number;
  signups: number;
}

/** One day's page views of one route on one device class for one metric: Google's three bands and a histogram. */
export interface InsightSpeedDailyTable {
  day: string;
  path: string;
  device: InsightDevice;
  metric: InsightMetric;
  good: number;
  needsImprovement: number;
  poor: number;
  /**
   * JSON `[[bucket, count, largest], ...]`, written and read only by lib/analytics/stored-histogram.ts. Days rolled up
   * before each bucket's largest value was kept have their buckets' upper edges.
   */
  buckets: string;
}

/** Where an enquiry or a newsletter sign-up came from: its visit, copied when it was stored. Erased with the enquiry. */
export interface LeadSourcesTable extends VisitSource, LastTouch {
  ref: string;
  kind: 'enquiry' | 'signup';
  landedAt: number;
  entryPath: string;
  pagesBefore: number;
  createdAt: number;
  /** 'view': the page view its form named; 'key': its sender's visitor key (no script). Null for leads from before. */
  matchedBy: 'view' | 'key' | null;
  /** Its visit, while the visit is kept; and the visit's channel, device and families, kept with the lead. Null from before. */
  visitId: number | null;
  channel: string | null;
  device: InsightDevice | null;
  browser: string | null;
  os: string | null;
}
