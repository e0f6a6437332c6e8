import { majorUnits, minorUnits, readOutcomeForm } from './outcome-form';

describe('the outcome form', () => {
  it('reads amounts as people type them, in minor units', () => {
    expect(['12500', '12,500', '12 500', '12500.5', '12,500.50', '0.01'].map(minorUnits)).toEqual([1_250_000, 1_250_000, 1_250_000, 1_250_050, 1_250_050, 1]);
  });

  it('writes minor units back as the exact amount, for the CSV', () => {
    expect([1, 50, 100, 1_250_050, 10_000_000_000].map(majorUnits)).toEqual(['0.01', '0.50', '1.00', '12500.50', '100000000.00']);
    // Round trips, with no float in between.
    for (const minor of [1, 99, 1_234_567, 9_999_999_999]) expect(minorUnits(majorUnits(minor))).toBe(minor);
  });

  it('refuses what is not an amount, nothing, and past a hundred million', () => {
    for (const text of ['', '0', '-5', '12.345', '1e6', '12,50', 'ten', '100000000.01', '£500']) expect({ text, minor: minorUnits(text) }).toEqual({ text, minor: undefined });
  });

  it('needs a value and a currency for won, a reason for lost, and ignores the others’ fields', () => {
    expect(readOutcomeForm({ outcome: 'won', value: '8,000', currency: 'GBP', reason: 'price' })).toEqual({ ok: true, mark: { outcome: 'won', valueMinor: 800_000, currency: 'GBP' } });
    expect(readOutcomeForm({ outcome: 'won', value: '8,000', currency: 'XYZ' })).toEqual({ ok: false, error: 'value' });
    expect(readOutcomeForm({ outcome: 'won', value: '' , currency: 'GBP' })).toEqual({ ok: false, error: 'value' });
    expect(readOutcomeForm({ outcome: 'lost', reason: 'timing', value: '5' })).toEqual({ ok: true, mark: { outcome: 'lost', reason: 'timing' } });
    expect(readOutcomeForm({ outcome: 'lost', reason: 'because' })).toEqual({ ok: false, error: 'reason' });
    expect(readOutcomeForm({ outcome: 'qualified', value: '5', reason: 'price' })).toEqual({ ok: true, mark: { outcome: 'qualified' } });
    expect(readOutcomeForm({ outcome: 'closed' })).toEqual({ ok: false, error: 'invalid' });
  });
});
