import { insightsHref, periodParams, readInsightsCredit, readInsightsFilter, withCredit, withoutKey } from './insights-filter';
import { readInsightsRange } from './insights-range';
import { insightsCsvHref } from './insights-tables';

const TODAY = '2026-11-26';

describe('the insights filters in the address', () => {
  it('reads each filter the same way from a page’s parameters and from a request’s', () => {
    const asked = { channel: 'social', campaign: ' autumn ', device: 'mobile', outcome: 'won', source: '' };
    expect(readInsightsFilter(asked)).toEqual({ filter: { channel: 'social', campaign: 'autumn', device: 'mobile', outcome: 'won' }, ignored: [] });
    expect(readInsightsFilter(new URLSearchParams(asked))).toEqual(readInsightsFilter(asked));
    // Nothing asked is no filter at all, so the report reads its rollups.
    expect(readInsightsFilter({ range: '7', source: '' })).toEqual({ filter: undefined, ignored: [] });
  });

  it('names what it cannot apply, with the value it was given: out of a list, repeated, or too long', () => {
    const long = 'x'.repeat(301);
    const asked = new URLSearchParams([
      ['device', 'phablet'],
      ['channel', 'social'],
      ['channel', 'email'],
      ['campaign', long],
      ['browser', 'Safari'],
      ['outcome', 'maybe'],
    ]);
    expect(readInsightsFilter(asked)).toEqual({
      filter: { browser: 'Safari' },
      ignored: [
        { key: 'channel', value: undefined },
        { key: 'campaign', value: long },
        { key: 'device', value: 'phablet' },
        { key: 'outcome', value: 'maybe' },
      ],
    });
    expect(readInsightsFilter({ channel: ['social', 'email'] }).ignored).toEqual([{ key: 'channel', value: undefined }]);
  });

  it('keeps the period as it was asked and the filter in every link, in one order', () => {
    const preset = periodParams(readInsightsRange({ range: '7' }, TODAY));
    expect(insightsHref(preset, { outcome: 'won', channel: 'search' })).toBe('/staff/insights?range=7&channel=search&outcome=won');
    expect(insightsHref(preset, undefined)).toBe('/staff/insights?range=7');
    const custom = periodParams(readInsightsRange({ range: 'custom', from: '2026-11-01', to: '2026-11-07' }, TODAY));
    expect(insightsHref(custom, { campaign: 'a&b=c' })).toBe('/staff/insights?range=custom&from=2026-11-01&to=2026-11-07&campaign=a%26b%3Dc');
    // After a bad period the page shows the default one, and so do its links.
    expect(insightsHref(periodParams(readInsightsRange({ range: '365' }, TODAY)), undefined)).toBe('/staff/insights');
    expect(insightsCsvHref('outcomes', { from: '2026-11-01', to: '2026-11-07' }, { entry: '/contact-us', device: 'mobile' })).toBe(
      '/api/staff/export/insights?table=outcomes&range=custom&from=2026-11-01&to=2026-11-07&device=mobile&entry=%2Fcontact-us',
    );
    expect(insightsCsvHref('daily', { from: '2026-11-01', to: '2026-11-07' })).toBe('/api/staff/export/insights?table=daily&range=custom&from=2026-11-01&to=2026-11-07');
  });

  it('reads the credit, keeps the last touch in every link that keeps the period, and in the outcomes’ CSV alone', () => {
    expect(readInsightsCredit({ credit: 'last' })).toBe('last');
    expect(readInsightsCredit(new URLSearchParams('credit=last'))).toBe('last');
    for (const other of [{}, { credit: 'first' }, { credit: 'latest' }]) expect(readInsightsCredit(other)).toBe('first');
    const preset = withCredit(periodParams(readInsightsRange({ range: '7' }, TODAY)), 'last');
    expect(insightsHref(preset, { channel: 'search' }, 'insights-outcomes-campaign.4.desc')).toBe('/staff/insights?range=7&credit=last&channel=search&sort=insights-outcomes-campaign.4.desc');
    expect(insightsHref(withCredit(preset, 'first'), undefined)).toBe('/staff/insights?range=7');
    const week = { from: '2026-11-01', to: '2026-11-07' };
    expect(insightsCsvHref('outcomes', week, undefined, 'last')).toBe('/api/staff/export/insights?table=outcomes&range=custom&from=2026-11-01&to=2026-11-07&credit=last');
    expect(insightsCsvHref('channels', week, undefined, 'last')).toBe('/api/staff/export/insights?table=channels&range=custom&from=2026-11-01&to=2026-11-07');
  });

  it('takes one filter away, and the filter with it when that was the last', () => {
    expect(withoutKey({ channel: 'social', device: 'mobile' }, 'channel')).toEqual({ device: 'mobile' });
    expect(withoutKey({ channel: 'social' }, 'channel')).toBeUndefined();
  });
});
