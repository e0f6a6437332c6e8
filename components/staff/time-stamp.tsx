// The team works on London time, whatever the server's zone: every time is shown there, with the instant in ISO.

const ZONE = 'Europe/London';
const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const timeOnly = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const dayOnly = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const relative = new Intl.RelativeTimeFormat('en-GB', { style: 'narrow', numeric: 'auto' });

/** Today's date in London as YYYY-MM-DD. */
export const londonDay = (ms: number) => dayKey.format(ms);

/** "08:14" today, "24 Nov 2026, 08:14" before. */
export function londonClock(ms: number, now = Date.now()): string {
  return londonDay(ms) === londonDay(now) ? timeOnly.format(ms) : dateTime.format(ms);
}

/** "12 min ago", "3 hr ago", "2 days ago". */
export function timeAgo(ms: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - ms) / 60_000));
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

interface TimeStampProps {
  ms: number;
  /** Only the day, for dates that carry no time worth reading. */
  dayOnly?: boolean;
}

export function TimeStamp({ ms, dayOnly: onlyDay = false }: TimeStampProps) {
  return <time dateTime={new Date(ms).toISOString()}>{onlyDay ? dayOnly.format(ms) : dateTime.format(ms)}</time>;
}
