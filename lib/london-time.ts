import { tz, TZDate } from '@date-fns/tz';
import { addDays, format, isValid, parse, startOfISOWeek } from 'date-fns';
import { HOUR_MS, MINUTE_MS } from '@/lib/time-units';

// Times as the company reads them, in London (GMT or BST), while the stores keep UTC milliseconds: the one place that
// knows the zone, for the staff area's fields and labels, the inbox's days and the digest's weeks alike.

const LONDON = 'Europe/London';
const inLondon = () => ({ in: tz(LONDON) });
const at = (ms: number) => new TZDate(ms, LONDON);

const DAY = 'yyyy-MM-dd';
const INPUT = "yyyy-MM-dd'T'HH:mm";
const ISO_WEEK = "RRRR-'W'II";

/** The London day of an instant, as YYYY-MM-DD. */
export const londonDay = (ms: number) => format(at(ms), DAY);

/** The instant a London day (YYYY-MM-DD) begins. */
export const londonDayStart = (day: string) => +parse(day, DAY, 0, inLondon());

/** A day (YYYY-MM-DD) so many calendar days later (or earlier), whatever the clocks do between. */
export const plusDays = (day: string, days: number) => format(addDays(parse(day, DAY, 0, inLondon()), days), DAY);

// Month names are the platform's en-GB ("Sept", not date-fns's "Sep"), and keep date-fns's locale out of the editor's bundle.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'short', year: 'numeric' });
const dayMonthYearTime = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longDayTime = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "24 Nov 2026": only the day. */
export const londonDate = (ms: number) => dayMonthYear.format(ms);

/** "24 Nov 2026, 08:14". */
export const londonDateTime = (ms: number) => dayMonthYearTime.format(ms);

/** "08:14" today, "24 Nov 2026, 08:14" before. */
export function londonClock(ms: number, now = Date.now()): string {
  return londonDay(ms) === londonDay(now) ? format(at(ms), 'HH:mm') : londonDateTime(ms);
}

/** "28 November 2026 at 14:05". */
export const londonLong = (ms: number) => longDayTime.format(ms).replace(', ', ' at ');

/** An instant as people read it: "28 November 2026 at 14:05 London time". */
export const formatLondon = (ms: number) => `${londonLong(ms)} London time`;

const relative = new Intl.RelativeTimeFormat('en-GB', { style: 'narrow', numeric: 'auto' });

/** "12 min ago", "3 hr ago", "2 days ago". */
export function timeAgo(ms: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - ms) / MINUTE_MS));
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

/** An instant as a `datetime-local` value in London time. */
export const toLondonInput = (ms: number) => format(at(ms), INPUT);

/**
 * A `datetime-local` value (to the minute, or the second) read as London time, in UTC milliseconds; undefined for text that is not one. A time the
 * clocks skip in spring is read as the instant after the jump; one they repeat in autumn, as the first of the two.
 */
export function fromLondon(local: string): number | undefined {
  // The shape first: date-fns would also take one-digit months and days.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(local)) return undefined;
  // date-fns refuses a month or a day the calendar has not (2027-02-29) rather than rolling it over; a skipped time
  // comes out as the instant after the jump, a repeated one as the second of the two.
  const read = parse(local, local.length > 16 ? `${INPUT}:ss` : INPUT, 0, inLondon());
  if (!isValid(read)) return undefined;
  // London repeats one hour in autumn: when the hour before reads the same, it is the first of the two.
  const first = +read - HOUR_MS;
  return toLondonInput(first) === local.slice(0, 16) ? first : +read;
}

/** The ISO week (`2026-W13`) a day (YYYY-MM-DD) falls in: the week belongs to the year of its Thursday. */
export const isoWeekOf = (day: string) => format(parse(day, DAY, 0, inLondon()), ISO_WEEK);

/** The Monday (YYYY-MM-DD) of an ISO week from its name; undefined for anything else. */
export function isoWeekMonday(name: string): string | undefined {
  const match = /^(\d{4})-W\d{2}$/.exec(name);
  // Weeks the site could have counted: years before 1970 or past 9998 make dates ISO strings cannot hold.
  if (!match || Number(match[1]) < 1970 || Number(match[1]) > 9998) return undefined;
  const monday = parse(name, ISO_WEEK, 0, inLondon());
  // A 53rd week the year has not would roll into the next year's first: the name must come back as it went in.
  return isValid(monday) && format(monday, ISO_WEEK) === name ? format(monday, DAY) : undefined;
}

/** The Monday (YYYY-MM-DD) of the London week an instant falls in. */
export const londonMonday = (ms: number) => format(startOfISOWeek(at(ms)), DAY);
