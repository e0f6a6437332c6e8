import type { Generated } from 'kysely';
import type { InsightMetric } from '@/lib/analytics/vitals';

/**
 * The enquiry store's tables, one typing for SQLite and PostgreSQL. Columns are snake_case in the database and
 * camelCase here: Kysely's CamelCasePlugin (connect.ts) maps the names both ways. Times are milliseconds since the epoch
 * (bigint on PostgreSQL); payloads and answers are JSON text, so both databases hold the same bytes.
 */
/** stored: no upstream to deliver to; spam: the honeypot was filled; refused: the upstream said no for good. */
export type EnquiryStatus = 'stored' | 'queued' | 'delivered' | 'refused' | 'spam' | 'failed';

export interface EnquiriesTable {
  id: Generated<number>;
  ref: string;
  endpoint: string;
  payload: string;
  status: EnquiryStatus;
  attempts: Generated<number>;
  lastError: string | null;
  idempotencyKey: string;
  answerStatus: number | null;
  answerBody: string | null;
  nextAttemptAt: number | null;
  leaseUntil: number | null;
  leaseToken: string | null;
  createdAt: number;
  updatedAt: number;
  /** Where the team is with it, apart from its delivery: new, read, replied, closed. */
  triage: Generated<TriageState>;
  /** The staff member (staff_users.id) looking after it. */
  assigneeId: Generated<string | null>;
}

/** What the app offers today; the database's CHECKs are the migrations' own literals (audit-actions-migration.ts). */
export const TRIAGE_STATES = ['new', 'read', 'replied', 'closed'] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

/** A new action needs a migration that widens the CHECK on audit_events.action, or its rows are refused. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'view-enquiry',
  'export',
  // A table of the insights page as CSV.
  'export-insights',
  'triage',
  'note',
  'assign',
  'erase',
  'not-spam',
  'retry',
  'unsubscribe',
  'invite',
  'remove-staff',
  'revoke-sessions',
  'role',
  'set-password',
  'two-factor',
  // A staff member's passkey, revoked by its owner or by an admin.
  'revoke-passkey',
  // A passkey registered through an invite.
  'add-passkey',
  // A right password whose TOTP code is still to come: no session yet, so not a sign-in.
  'two-factor-challenge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A staff member's note on an enquiry; erased with it. */
export interface EnquiryNotesTable {
  id: Generated<number>;
  ref: string;
  authorId: string | null;
  authorName: string;
  body: string;
  createdAt: number;
}

/** Append-only (a trigger refuses UPDATE): who did what in the staff area, and when. */
export interface AuditEventsTable {
  id: Generated<number>;
  at: number;
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  /** A reference, an address, a staff member's id. */
  subject: string | null;
  /** JSON: a filter, a count, a state. */
  detail: string | null;
  ip: string | null;
}

/** One invitation to register a passkey: only a hash of its token is kept. */
export interface StaffInvitesTable {
  id: Generated<number>;
  userId: string;
  tokenHash: string;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface HealthTable {
  id: number;
  checkedAt: number;
}

/** What was erased and when, never whose. */
export interface ErasuresTable {
  id: Generated<number>;
  at: number;
  reason: 'retention' | 'request';
  count: number;
}

/** The shared rate limiter's counters, on PostgreSQL only (rate-limiter-flexible writes them itself). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export type MailKind = 'team' | 'receipt' | 'confirm';
/** held: composed without SMTP configured, kept to be read, never sent. */
export type MailStatus = 'held' | 'queued' | 'sent' | 'failed';

/** One message, composed in full when its enquiry is stored; the outbox sends it as it is. */
export interface MailsTable {
  id: Generated<number>;
  /** Derived from the reference and the kind: a retry carries the same one, and a mail is never queued twice. */
  messageId: string;
  ref: string;
  kind: MailKind;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON of further headers we set ourselves (List-Unsubscribe), never a visitor's words. */
  headers: Generated<string>;
  status: MailStatus;
  attempts: Generated<number>;
  lastError: string | null;
  nextAttemptAt: number | null;
  leaseUntil: number | null;
  leaseToken: string | null;
  createdAt: number;
  updatedAt: number;
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A newsletter subscription and its consent receipt: when, under which policy, the words shown, from which form. */
export interface SubscriptionsTable {
  id: Generated<number>;
  /** What the newsletter's links name: random, kept when the store moves to another database. */
  key: string;
  email: string;
  status: SubscriptionStatus;
  /** The enquiry that asked for it. */
  ref: string;
  source: string;
  consentText: string;
  policyVersion: string;
  requestedAt: number;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export const INSIGHT_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type InsightDevice = (typeof INSIGHT_DEVICES)[number];
export { INSIGHT_METRICS, type InsightMetric } from '@/lib/analytics/vitals';
export const INSIGHT_DIMENSIONS = ['total', 'page', 'entry', 'referrer', 'source', 'campaign', 'device'] as const;
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

/** The page views of one visitor key within 30 minutes of each other. Never an address or a user agent. */
export interface InsightVisitsTable extends VisitSource {
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

/** One day's page views of one route on one device class for one metric: Google's three bands and a histogram (JSON). */
export interface InsightSpeedDailyTable {
  day: string;
  path: string;
  device: InsightDevice;
  metric: InsightMetric;
  good: number;
  needsImprovement: number;
  poor: number;
  histogram: string;
}

/** Where an enquiry or a newsletter sign-up came from: its visit, copied when it was stored. Erased with the enquiry. */
export interface LeadSourcesTable extends VisitSource {
  ref: string;
  kind: 'enquiry' | 'signup';
  landedAt: number;
  entryPath: string;
  pagesBefore: number;
  createdAt: number;
}

export interface Database {
  enquiries: EnquiriesTable;
  health: HealthTable;
  erasures: ErasuresTable;
  rateLimits: RateLimitsTable;
  mails: MailsTable;
  subscriptions: SubscriptionsTable;
  secrets: SecretsTable;
  enquiryNotes: EnquiryNotesTable;
  auditEvents: AuditEventsTable;
  staffInvites: StaffInvitesTable;
  insightSalts: InsightSaltsTable;
  insightVisits: InsightVisitsTable;
  insightEvents: InsightEventsTable;
  insightDaily: InsightDailyTable;
  insightSpeedDaily: InsightSpeedDailyTable;
  leadSources: LeadSourcesTable;
}
