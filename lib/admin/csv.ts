// How rows leave the store for people to open: CSV safe in a spreadsheet, JSON safe in a terminal. The operator's CLI
// and the staff area's export share these, so both carry the same guards.
import { HIDDEN, visibleProse } from '@/lib/visible-text';

const escaped = (char: string) => [...Array(char.length).keys()].map((unit) => `\\u${char.charCodeAt(unit).toString(16).padStart(4, '0')}`).join('');

/**
 * JSON with every hidden character (lib/visible-text.ts) JSON.stringify leaves raw as \u escapes (DEL and C1, where
 * \x9b is an 8-bit CSI, bidi controls, separators, zero-widths): still the same strings once parsed, unlike the CSV.
 */
export function safeJson(value: unknown): string {
  // The only raw newlines are the indentation's: a string's own are escaped already.
  return JSON.stringify(value, null, 2).replace(HIDDEN, (char) => (char === '\n' ? char : escaped(char)));
}

// Terminal escapes (CSI, OSC, 7- or 8-bit) whole, before the hidden characters, so no escape's tail is left to print.
const ESCAPES = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?/g;

/** Text as a terminal or a spreadsheet should show it: no escapes, nothing hidden but its lines and tabs (free text's rule). */
export function cleanText(text: string): string {
  return visibleProse(text.replace(ESCAPES, ''));
}

function cell(value: unknown): string {
  const raw = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(';') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = cleanText(raw);
  // Quote always; neutralise spreadsheet formulas, but leave +91 and other plain numbers alone.
  const safe = /^[=@\t]|^[+-](?![\d\s]*$)/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One row, every cell quoted and cleaned, with its CRLF: what a streamed table writes line by line. */
export function csvLine(values: unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

/** A header row and one line per row, every cell quoted and cleaned, CRLF between lines. */
export function csvTable(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((values) => values.map(cell).join(',')).join('\r\n');
}
