import type { Generated } from 'kysely';
import type { ArticleAuthorsTable, ArticlePictureFilesTable, ArticlePicturesTable, ArticlePictureUsesTable, ArticleRedirectsTable, ArticleRevisionsTable, ArticlesTable } from '@/lib/db/articles/articles-schema';
import type { Currency, LostReason, Outcome } from '@/lib/db/enquiries/outcomes-schema';
import type { DigestOptoutsTable, InsightActionsTable, InsightConversionDailyTable, InsightDailyTable, InsightDeploysTable, InsightDigestsTable, InsightEventsTable, InsightSaltsTable, InsightShedTable, InsightSpeedDailyTable, InsightVisitsTable, LeadSourcesTable } from '@/lib/db/insights/insights-schema';
import type { AuditEventsTable, EnquiryNotesTable, StaffInvitesTable, TriageState } from '@/lib/db/staff/staff-schema';

export * from '@/lib/db/articles/articles-schema';
export * from '@/lib/db/insights/insights-schema';
export * from '@/lib/db/enquiries/outcomes-schema';
export * from '@/lib/db/staff/staff-schema';

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
  /** What became of it (outcomes-schema.ts): null while open. */
  outcome: Generated<Exclude<Outcome, 'open'> | null>;
  /** A won one's value, in minor units of its currency. */
  outcomeValue: Generated<number | null>;
  outcomeCurrency: Generated<Currency | null>;
  outcomeReason: Generated<LostReason | null>;
  outcomeAt: Generated<number | null>;
  /** The staff member (staff_users.id) who marked it. */
  outcomeBy: Generated<string | null>;
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
  insightActions: InsightActionsTable;
  insightConversionDaily: InsightConversionDailyTable;
  insightDeploys: InsightDeploysTable;
  insightShed: InsightShedTable;
  insightDigests: InsightDigestsTable;
  digestOptouts: DigestOptoutsTable;
  articles: ArticlesTable;
  articleAuthors: ArticleAuthorsTable;
  articleRevisions: ArticleRevisionsTable;
  articleRedirects: ArticleRedirectsTable;
  articlePictures: ArticlePicturesTable;
  articlePictureFiles: ArticlePictureFilesTable;
  articlePictureUses: ArticlePictureUsesTable;
}
