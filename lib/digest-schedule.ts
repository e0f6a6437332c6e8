import { fromLondon, isoWeekMonday, isoWeekOf, londonMonday, plusDays } from './london-time';

// When the weekly digest goes, and which week it tells: London weeks, Monday to Sunday, named by their ISO week.

export const DIGEST_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** INSIGHTS_DIGEST read: the London weekday (1 Monday … 7 Sunday) and time it goes, or off. */
export type DigestSchedule = { weekday: number; hour: number; minute: number } | 'off';

export const DEFAULT_DIGEST = 'mon 08:00';
const SETTING = /^(mon|tue|wed|thu|fri|sat|sun)\s+(\d{1,2}):(\d{2})$/;

/** `mon 08:00` (any weekday, a 24-hour London time) or `off`; otherwise what is wrong with it. */
export function parseDigestSchedule(text: string): { schedule: DigestSchedule } | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === 'off') return { schedule: 'off' };
  const match = SETTING.exec(value);
  const [hour, minute] = match ? [Number(match[2]), Number(match[3])] : [NaN, NaN];
  if (!match || !(hour <= 23) || !(minute <= 59)) return { error: `"${text}" is not a weekday and a London time, e.g. mon 08:00 (mon to sun, 00:00 to 23:59), or off` };
  return { schedule: { weekday: DIGEST_WEEKDAYS.indexOf(match[1] as (typeof DIGEST_WEEKDAYS)[number]) + 1, hour, minute } };
}

/** A London week: its ISO name (`2026-W13`) and its Monday and Sunday as dates. */
export interface LondonWeek {
  week: string;
  monday: string;
  sunday: string;
}

/** The week that starts on this Monday. */
export const weekFrom = (monday: string): LondonWeek => ({ week: isoWeekOf(monday), monday, sunday: plusDays(monday, 6) });

/** A week from its ISO name; undefined for anything else. */
export function weekNamed(name: string): LondonWeek | undefined {
  const monday = isoWeekMonday(name.trim());
  return monday === undefined ? undefined : weekFrom(monday);
}

/** The London week this instant falls in, still going. */
export const thisWeek = (now: number): LondonWeek => weekFrom(londonMonday(now));

/** The last London week that has ended by this instant. */
export const lastFinishedWeek = (now: number): LondonWeek => weekFrom(plusDays(londonMonday(now), -7));

/**
 * The week whose digest is due at this instant: the week that ended, once this week's weekday and time (London) have
 * come; undefined before then, and when the digest is off. A digest missed on its day (every host down) is still due
 * later that week, never after the next week has begun.
 */
export function dueWeek(schedule: DigestSchedule, now: number): LondonWeek | undefined {
  if (schedule === 'off') return undefined;
  const monday = londonMonday(now);
  const time = `${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}`;
  const goesAt = fromLondon(`${plusDays(monday, schedule.weekday - 1)}T${time}`)!;
  return now >= goesAt ? weekFrom(plusDays(monday, -7)) : undefined;
}

/** The week before. */
export const weekBefore = (week: LondonWeek): LondonWeek => weekFrom(plusDays(week.monday, -7));
/** The week after. */
export const weekAfter = (week: LondonWeek): LondonWeek => weekFrom(plusDays(week.monday, 7));
