import type { Generated } from 'kysely';

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
}
