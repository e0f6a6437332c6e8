import type { Generated } from 'kysely';

// The staff area's tables: triage states, the audit trail and its actions, notes and invitations (schema.ts gathers them).

/** What the app offers today; the database's CHECKs are the migrations' own literals (audit-actions-migration.ts). */
export const TRIAGE_STATES = ['new', 'read', 'replied', 'closed'] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

/** Every action the audit trail takes: a new one is one line here (AuditTrail.append refuses any other; no migration). */
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
  // An article put on the site now, or for a time; taken off; a draft or unpublished one moved to the bin; a former
  // revision saved again.
  'article-publish',
  'article-schedule',
  'article-cancel-schedule',
  'article-unpublish',
  'article-delete',
  'article-restore',
  // An article taken back out of the bin, and one deleted from it for good before its 30 days.
  'article-unbin',
  'article-purge',
  // An uploaded picture deleted by an admin.
  'article-picture-delete',
  // An author's page made, changed, or given to the staff member who keeps it.
  'author-page',
  // What became of an enquiry: open, qualified, won (its value), lost (its reason), not a lead.
  'outcome',
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
