import { z } from 'zod';
import { CURRENCIES, LOST_REASONS, OUTCOMES, type OutcomeMark } from '@/lib/db/schema';

/** The largest value the form takes: a hundred million in any currency, far past any engagement. */
const MAX_MAJOR = 100_000_000;
/** "12,500", "12500.5", "12 500.50": digits, thousands separated by commas or spaces, at most two decimals. */
const AMOUNT = /^\d{1,3}(?:[, ]?\d{3})*(?:\.\d{1,2})?$/;

/** A typed amount in minor units (pence, cents, paise), or undefined when it is not one. */
export function minorUnits(text: string): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.replace(/[, ]/g, '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 && minor <= MAX_MAJOR * 100 ? minor : undefined;
}

/** Minor units written as the amount they are, "12500.50": exact, with no float in between, as a CSV hands it on. */
export function majorUnits(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

const form = z.object({
  outcome: z.enum(OUTCOMES),
  value: z.string().max(40).optional(),
  currency: z.string().max(8).optional(),
  reason: z.string().max(40).optional(),
});

export type OutcomeFormError = 'invalid' | 'value' | 'reason';

/**
 * The outcome form, as posted: a won enquiry needs a value and a currency, a lost one a reason from the list; what
 * the other marks post beside them (a value left typed in, a reason still chosen) is ignored.
 */
export function readOutcomeForm(input: Record<string, unknown>): { ok: true; mark: OutcomeMark } | { ok: false; error: OutcomeFormError } {
  const parsed = form.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const { outcome, value = '', currency = '', reason = '' } = parsed.data;
  if (outcome === 'won') {
    const valueMinor = minorUnits(value);
    const known = CURRENCIES.find((code) => code === currency);
    return valueMinor !== undefined && known ? { ok: true, mark: { outcome, valueMinor, currency: known } } : { ok: false, error: 'value' };
  }
  if (outcome === 'lost') {
    const known = LOST_REASONS.find((code) => code === reason);
    return known ? { ok: true, mark: { outcome, reason: known } } : { ok: false, error: 'reason' };
  }
  return { ok: true, mark: { outcome } };
}
