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

/** Backups (npm run backup): the newest copy of each of the last 7 days and of each of the last 4 weeks is kept. */
export const BACKUP_DAILY_COPIES: number = 7;
export const BACKUP_WEEKLY_COPIES: number = 4;
/** No copy outlives this many days, so what is erased from the store is gone from every backup within it (the privacy policy says so). */
export const BACKUP_MAX_DAYS: number = Math.max(BACKUP_DAILY_COPIES, BACKUP_WEEKLY_COPIES * 7);
