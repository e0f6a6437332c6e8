// How rows leave the store for people to open: CSV safe in a spreadsheet, JSON safe in a terminal. The operator's CLI
// and the staff area's export share these, so both carry the same guards.

// What JSON.stringify leaves raw that a terminal or viewer obeys: DEL and C1 (\x9b is an 8-bit CSI), the bidi marks,
// embeddings, overrides and isolates, and the line and paragraph separators.
const UNSAFE_IN_JSON = /[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON with those characters as \u escapes: still the same strings once parsed, unlike the CSV, which drops them. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// Terminal escapes (CSI, OSC, 7- or 8-bit) whole, then any other C0 control but tab and newline, DEL, C1, and bidi overrides.
const ESCAPES = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?/g;
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/** Text as a terminal or a spreadsheet should show it: no escapes, no controls but tab and newline, no bidi overrides. */
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

/** One row, every cell quoted and cleaned, with its CRLF: what a streamed table writes line by line. */
export function csvLine(values: unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

/** A header row and one line per row, every cell quoted and cleaned, CRLF between lines. */
export function csvTable(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((values) => values.map(cell).join(',')).join('\r\n');
}
