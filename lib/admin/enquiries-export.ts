// How the enquiries CLI (lib/enquiries/cli.ts) writes rows out: JSON with each payload under its own key, CSV safe to
// open in a spreadsheet.
import type { Subscription } from '@/lib/db/newsletter/subscriptions';
import { csvTable, safeJson } from './csv';
import type { ListedRow } from './store-admin';

// The CLI's other commands print a visitor's words through the same cleaning.
export { cleanText } from './csv';

const isoTime = (ms: number) => new Date(ms).toISOString();

/** One object per enquiry; the payload nested, so a field named "ref" or "status" cannot pose as ours. */
export function toJson(rows: ListedRow[]): string {
  return safeJson(rows.map(({ ref, endpoint, status, createdAt, payload }) => ({ ref, endpoint, status, created_at: isoTime(createdAt), fields: payload })));
}

export function toCsv(rows: ListedRow[]): string {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row.payload)))];
  return csvTable(
    ['ref', 'endpoint', 'status', 'created_at', ...fields],
    rows.map((row) => [row.ref, row.endpoint, row.status, isoTime(row.createdAt), ...fields.map((field) => row.payload[field])]),
  );
}

const SUBSCRIBER_COLUMNS = ['email', 'status', 'requested_at', 'confirmed_at', 'unsubscribed_at', 'source', 'policy_version', 'consent_text', 'ref'] as const;
type SubscriberRecord = Record<(typeof SUBSCRIBER_COLUMNS)[number], string | null>;

/** A subscription as exported: its consent receipt, times in ISO 8601, null where it never happened; not its link key. */
function subscriberRecord(row: Subscription): SubscriberRecord {
  const at = (ms: number | null) => (ms === null ? null : isoTime(ms));
  return {
    email: row.email,
    status: row.status,
    requested_at: at(row.requestedAt),
    confirmed_at: at(row.confirmedAt),
    unsubscribed_at: at(row.unsubscribedAt),
    source: row.source,
    policy_version: row.policyVersion,
    consent_text: row.consentText,
    ref: row.ref,
  };
}

export const subscribersJson = (rows: Subscription[]): string => safeJson(rows.map(subscriberRecord));

export function subscribersCsv(rows: Subscription[]): string {
  return csvTable([...SUBSCRIBER_COLUMNS], rows.map((row) => SUBSCRIBER_COLUMNS.map((column) => subscriberRecord(row)[column])));
}
