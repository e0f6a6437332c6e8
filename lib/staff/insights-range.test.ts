import { insightsCopy } from '@/content/staff-insights';
import { insightsRangeSchema, MAX_RANGE_DAYS, rangeParams, readInsightsRange } from './insights-range';

const TODAY = '2026-11-26';
const read = (search: string) => readInsightsRange(new URLSearchParams(search), TODAY);
const { errors } = insightsCopy;

describe('the insights period', () => {
  it('is the last 30 days, today included, unless the address says otherwise', () => {
    expect(read('')).toEqual({ ok: true, range: { from: '2026-10-28', to: TODAY }, fields: { choice: '30', from: '2026-10-28', to: TODAY } });
    expect(read('range=7')).toMatchObject({ ok: true, range: { from: '2026-11-20', to: TODAY } });
    expect(read('range=90')).toMatchObject({ ok: true, range: { from: '2026-08-29', to: TODAY } });
  });

  it('reads custom dates only when Period says so, or when no period is named', () => {
    expect(read('range=custom&from=2026-11-01&to=2026-11-10')).toEqual({ ok: true, range: { from: '2026-11-01', to: '2026-11-10' }, fields: { choice: 'custom', from: '2026-11-01', to: '2026-11-10' } });
    expect(read('from=2026-11-01&to=2026-11-01')).toMatchObject({ ok: true, range: { from: '2026-11-01', to: '2026-11-01' } });
    // The form sends the dates it showed whichever period is chosen.
    expect(read('range=7&from=2026-01-01&to=2026-01-31')).toMatchObject({ ok: true, range: { from: '2026-11-20', to: TODAY }, fields: { choice: '7' } });
    expect(read('range=30&from=&to=')).toMatchObject({ ok: true, fields: { choice: '30' } });
    expect(read('range=90&from=soon&to=')).toMatchObject({ ok: true, fields: { choice: '90', from: '2026-08-29' } });
  });

  it('refuses a bad period with words that say what to do, keeping what was typed', () => {
    expect(read('range=365')).toEqual({ ok: false, error: errors.choice, fields: { choice: '30', from: '', to: '' } });
    expect(read('range=custom&from=2026-11-01')).toMatchObject({ ok: false, error: errors.missing, fields: { choice: 'custom', from: '2026-11-01', to: '' } });
    expect(read('range=custom&from=2026-02-30&to=2026-03-02')).toMatchObject({ ok: false, error: errors.day });
    expect(read('range=custom&from=yesterday&to=2026-03-02')).toMatchObject({ ok: false, error: errors.day });
    expect(read('range=custom&from=2026-11-10&to=2026-11-01')).toMatchObject({ ok: false, error: errors.order });
    expect(read('range=custom&from=2026-11-01&to=2026-11-27')).toMatchObject({ ok: false, error: errors.future(TODAY) });
  });

  it('covers at most 400 days', () => {
    expect(read('range=custom&from=2025-10-23&to=2026-11-26')).toMatchObject({ ok: true, range: { from: '2025-10-23' } });
    expect(read('range=custom&from=2025-10-22&to=2026-11-26')).toMatchObject({ ok: false, error: errors.tooLong(MAX_RANGE_DAYS) });
  });

  it('shares one schema with anything else that reads the form', () => {
    expect(insightsRangeSchema.safeParse({ range: 'custom', from: ' 2026-11-01 ', to: '2026-11-02' }).data).toEqual({ range: 'custom', from: '2026-11-01', to: '2026-11-02' });
    expect(rangeParams({ from: '2026-11-01', to: '2026-11-07' }).toString()).toBe('range=custom&from=2026-11-01&to=2026-11-07');
  });
});
