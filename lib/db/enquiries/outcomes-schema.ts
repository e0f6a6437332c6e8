// What became of an enquiry, as the team marks it in the inbox. The lists are the runtime's (the migration holds no
// CHECK of them): an outcome, a lost one's reason, a won one's currency. Null in the table is "open".

export const OUTCOMES = ['open', 'qualified', 'won', 'lost', 'not-a-lead'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const LOST_REASONS = ['price', 'timing', 'chose-another', 'no-response', 'not-a-fit', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The currencies the company quotes in: its offices' (Manchester, Dallas, Bangalore and Hyderabad) and the euro. */
export const CURRENCIES = ['GBP', 'USD', 'EUR', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An outcome as the store keeps it: a won one's value in minor units (pence, cents, paise). */
export type OutcomeMark =
  | { outcome: 'open' | 'qualified' | 'not-a-lead' }
  | { outcome: 'won'; valueMinor: number; currency: Currency }
  | { outcome: 'lost'; reason: LostReason };
