/** How long enquiries are kept: the privacy policy says it (legal.ts) and the store's sweep does it (RETENTION_DAYS' default). */
export const ENQUIRY_RETENTION_MONTHS: number = 24;

/** The same in days, a month taken as 365.25 / 12 days and rounded up: the sweep never deletes sooner than promised. */
export const ENQUIRY_RETENTION_DAYS: number = Math.ceil((ENQUIRY_RETENTION_MONTHS * 365.25) / 12);
