import { visibleLine } from '@/lib/visible-text';

// What a client sends can reach the audit trail (a passkey's id, an address, a search): each string is kept short,
// and free of what could hide or reorder text when the trail is read (lib/visible-text.ts: the single-line rule).

/** At most this many UTF-16 units per stored string, the ellipsis included. */
export const AUDIT_TEXT_MAX = 256;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The text without hidden characters, cut to `max` units with '…' at the end when cut, never inside a pair. */
export function cleanAuditText(text: string, max = AUDIT_TEXT_MAX): string {
  const clean = visibleLine(text);
  if (clean.length <= max) return clean;
  const end = isHighSurrogate(clean.charCodeAt(max - 2)) ? max - 2 : max - 1;
  return `${clean.slice(0, end)}…`;
}

/** A JSON value with every string in it cleaned, object keys too, at any depth. */
export function cleanAuditJson(value: unknown): unknown {
  if (typeof value === 'string') return cleanAuditText(value);
  if (Array.isArray(value)) return value.map(cleanAuditJson);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [cleanAuditText(key), cleanAuditJson(inner)]));
  return value;
}

/** An entry's detail as the JSON text stored: first made plain JSON (dates as text), then cleaned. */
export function cleanAuditDetail(detail: Record<string, unknown>): string {
  return JSON.stringify(cleanAuditJson(JSON.parse(JSON.stringify(detail))));
}
