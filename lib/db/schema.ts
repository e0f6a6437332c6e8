import type { Generated } from 'kysely';

/**
 * The enquiry store's tables, one typing for SQLite and PostgreSQL. Times are milliseconds since the epoch
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
  last_error: string | null;
  idempotency_key: string;
  answer_status: number | null;
  answer_body: string | null;
  next_attempt_at: number | null;
  lease_until: number | null;
  lease_token: string | null;
  created_at: number;
  updated_at: number;
}

export interface HealthTable {
  id: number;
  checked_at: number;
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
  message_id: string;
  ref: string;
  kind: MailKind;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  /** JSON of further headers we set ourselves (List-Unsubscribe), never a visitor's words. */
  headers: Generated<string>;
  status: MailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number | null;
  lease_until: number | null;
  lease_token: string | null;
  created_at: number;
  updated_at: number;
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
  consent_text: string;
  policy_version: string;
  requested_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export interface Database {
  enquiries: EnquiriesTable;
  health: HealthTable;
  erasures: ErasuresTable;
  rate_limits: RateLimitsTable;
  mails: MailsTable;
  subscriptions: SubscriptionsTable;
  secrets: SecretsTable;
}
