import { insightsCopy } from '@/content/staff-insights';
import type { SpeedMetric } from '@/lib/insights/report';

// How the insights page writes its numbers: en-GB, UTC days, a dash for nothing.

const dayShort = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayLong = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** "24 Nov" */
export const shortDay = (day: string) => dayShort.format(ms(day));
/** "24 Nov 2026" */
export const longDay = (day: string) => dayLong.format(ms(day));
/** "14:05", UTC */
export const utcClock = (at: number) => clock.format(at);

export const whole = (value: number) => Math.round(value).toLocaleString('en-GB');

/** A fraction as a percentage, one decimal: "12.3%"; a dash when there was nothing to take it of. */
export const percent = (fraction: number | null | undefined) => (fraction === null || fraction === undefined ? insightsCopy.nothing : `${(fraction * 100).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`);

/** A share of a total as a whole percentage: "72%". */
export const share = (part: number, total: number) => (total > 0 ? `${Math.round((part / total) * 100)}%` : insightsCopy.nothing);

/** Milliseconds as people read them: "180 ms", "2.31 s". */
export const duration = (value: number) => (value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`);

/** A vital in its unit: LCP and INP as durations, CLS as a plain number. */
export const vital = (metric: SpeedMetric, value: number | undefined) =>
  value === undefined ? insightsCopy.nothing : metric === 'cls' ? value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 3 }) : duration(value);
