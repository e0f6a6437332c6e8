import { insightsCopy } from '@/content/staff-insights';
import { CURRENCIES, type Currency } from '@/lib/db/enquiries/outcomes-schema';
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
/** The UTC day of a moment: "2026-11-24". */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** "24 Nov 2026, 14:05" (UTC) */
export const dayAndClock = (at: number) => `${longDay(utcDay(at))}, ${utcClock(at)}`;

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

/** A visit's length as people say it: "45 s", "3 min 5 s", "1 h 2 min"; a dash for none. */
export function visitLength(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return insightsCopy.nothing;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${Math.floor(minutes / 60)} h`;
}

// The rupee's sign is not in the subset fonts (content/staff-inbox.ts's currencyNames leave it out too): INR by its code.
const currencyFormats = new Map(CURRENCIES.map((currency) => [currency, new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: currency === 'INR' ? 'code' : 'symbol' })]));

/** An amount kept in minor units, in its currency: "£12,500.00", "US$900.00", "INR 40,000.00". */
export const money = (minor: number, currency: Currency) => currencyFormats.get(currency)!.format(minor / 100);
