/** How long enquiries are kept: the privacy policy says it (legal.ts) and the store's sweep does it (RETENTION_DAYS' default). */
export const ENQUIRY_RETENTION_MONTHS: number = 24;

/** The same in days, a month taken as 365.25 / 12 days and rounded up: the sweep never deletes sooner than promised. */
export const ENQUIRY_RETENTION_DAYS: number = Math.ceil((ENQUIRY_RETENTION_MONTHS * 365.25) / 12);

/** How long the insights' raw visits, page views and Web Vitals are kept (INSIGHTS_RETENTION_DAYS' default). */
export const INSIGHTS_RAW_DAYS: number = 30;

/** How long the insights' daily totals are kept: the privacy policy says it, INSIGHTS_ROLLUP_DAYS' default does it. */
export const INSIGHTS_ROLLUP_MONTHS: number = 13;
export const INSIGHTS_ROLLUP_DAYS: number = Math.ceil((INSIGHTS_ROLLUP_MONTHS * 365.25) / 12);

/** How long the random salt of a day is kept: its own day and the next, so a visit can cross midnight. */
export const INSIGHTS_SALT_DAYS: number = 2;
