// How the enquiries CLI writes rows out: JSON with each payload under its own key, CSV safe to open in a spreadsheet.
import type { ListedRow } from '@/lib/admin/store-admin';
import type { Subscription } from '@/lib/db/subscriptions';

const isoTime = (ms: number) => new Date(ms).toISOString();

// What JSON.stringify leaves raw that a terminal or viewer obeys: DEL and C1 (\x9b is an 8-bit CSI), the bidi marks,
// embeddings, overrides and isolates, and the line and paragraph separators.
const UNSAFE_IN_JSON = /[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON with those characters as \u escapes: still the same strings once parsed, unlike the CSV, which drops them. */
function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** One object per enquiry; the payload nested, so a field named "ref" or "status" cannot pose as ours. */
export function toJson(rows: ListedRow[]): string {
  return safeJson(rows.map(({ ref, endpoint, status, createdAt, payload }) => ({ ref, endpoint, status, created_at: isoTime(createdAt), fields: payload })));
}

// Terminal escapes (CSI, OSC, 7- or 8-bit) whole, then any other C0 control but tab and newline, DEL, C1, and bidi overrides.
const ESCAPES = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?/g;
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

export function cleanText(text: string): string {
  return text.replace(ESCAPES, '').replaceAll('\r\n', '\n').replace(CONTROLS, '');
}

function cell(value: unknown): string {
  const raw = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(';') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = cleanText(raw);
  // Quote always; neutralise spreadsheet formulas, but leave +91 and other plain numbers alone.
  const safe = /^[=@\t]|^[+-](?![\d\s]*$)/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A header row and one line per row, every cell quoted and cleaned, CRLF between lines. */
export function csvTable(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((values) => values.map(cell).join(',')).join('\r\n');
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
