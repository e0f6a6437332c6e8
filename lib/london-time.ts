// Times as the company reads them, in London (GMT or BST), while the stores keep UTC milliseconds: the staff area's
// schedule field and the inbox's days alike.

const ZONE = 'Europe/London';
const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const shown = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** London's offset from UTC at an instant, in milliseconds (0 in winter, an hour in summer). */
export function londonOffset(at: number): number {
  const values = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(values.year!, values.month! - 1, values.day!, values.hour!, values.minute!, values.second!) - Math.floor(at / 1000) * 1000;
}

/**
 * A `datetime-local` value (to the minute, or the second) read as London time, in UTC milliseconds; undefined for text that is not one. A time the
 * clocks skip in spring is read as the instant after the jump; one they repeat in autumn, as the first of the two.
 */
export function fromLondon(local: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as [number, number, number, number, number, number?];
  if (second > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls an impossible month or day over (2027-13-01 would be 1 January 2028): such a date is refused.
  if (Number.isNaN(wall) || month < 1 || month > 12 || new Date(wall).getUTCMonth() !== month - 1 || new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  const before = londonOffset(wall - DAY_MS);
  const candidates = [before, londonOffset(wall + DAY_MS)].map((offset) => wall - offset).filter((at) => toLondonInput(at) === local.slice(0, 16));
  return candidates.length ? Math.min(...candidates) : wall - before;
}

const DAY_MS = 86_400_000;

/** An instant as a `datetime-local` value in London time. */
export function toLondonInput(at: number): string {
  const values = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${values.year}-${values.month}-${values.day}T${values.hour}:${values.minute}`;
}

/** An instant as people read it: "28 November 2026 at 14:05 London time". */
export const formatLondon = (at: number) => `${shown.format(new Date(at)).replace(', ', ' at ')} London time`;
