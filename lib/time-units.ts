// Durations in milliseconds, the unit every store and clock here counts in. A day is 24 hours: for London's days,
// which are 23 or 25 hours at the clock changes, use lib/london-time.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
