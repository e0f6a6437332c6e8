import { weekFrom } from '@/lib/digest-schedule';
import type { WeeklyDigest } from './digest';
import { digestText, money } from './sections';

// The digest's words from its numbers: amounts per currency, changes in words, speed and regressions, a visitor's
// names cleaned of what would hide or reorder them.

const none = { now: 0, before: 0 };
const digest = (parts: Partial<WeeklyDigest>): WeeklyDigest => ({
  week: weekFrom('2026-03-23'),
  range: { from: '2026-03-23', to: '2026-03-29' },
  previous: { from: '2026-03-16', to: '2026-03-22' },
  visits: none,
  enquiries: none,
  qualified: none,
  won: none,
  wonValue: [],
  channels: [],
  campaigns: [],
  intents: { tel: none, mailto: none, whatsapp: none, cta: none },
  intentVisits: none,
  speed: [
    { metric: 'lcp', now: undefined, before: undefined },
    { metric: 'inp', now: undefined, before: undefined },
  ],
  slower: [],
  deploys: [],
  regressions: [],
  ...parts,
});
const lines = (from: WeeklyDigest, id: string) => digestText(from).sections.find((section) => section.id === id)!.lines;

describe('the digest in words', () => {
  it('writes minor units in their currency, with a code where the fonts have no sign', () => {
    expect([money('GBP', 1_250_000), money('USD', 5), money('EUR', 99_900), money('INR', 100_000)]).toEqual(['£12,500.00', '$0.05', '€999.00', 'INR 1,000.00']);
  });

  it('says each change against the week before, and whether it is good news', () => {
    const [visits, enquiries, qualified, won, value] = lines(digest({ visits: { now: 1234, before: 1100 }, enquiries: { now: 4, before: 8 }, qualified: { now: 2, before: 2 }, won: { now: 1, before: 0 } }), 'glance');
    expect(visits).toEqual({ label: 'Visits', value: '1,234', detail: 'Up 12.2% on 1,100 the week before', tone: 'better' });
    expect(enquiries).toEqual({ label: 'Enquiries', value: '4', detail: 'Down 50% on 8 the week before', tone: 'worse' });
    expect(qualified).toMatchObject({ detail: 'No change on 2 the week before', tone: 'flat' });
    expect(won).toMatchObject({ detail: 'None the week before' });
    expect(value).toEqual({ label: 'Won value', value: '—', detail: 'Nothing won with a value either week.', tone: 'flat' });
  });

  it('tells the site’s speed against the week before, slower as bad news, and the pages that got much slower', () => {
    const [lcp, inp, route] = lines(
      digest({
        speed: [
          { metric: 'lcp', now: 2310, before: 2100 },
          { metric: 'inp', now: 180, before: undefined },
        ],
        slower: [{ path: '/contact-us\u202E', device: 'mobile', metric: 'lcp', before: 2900, after: 4600 }],
      }),
      'speed',
    );
    expect(lcp).toEqual({ label: 'LCP, the site', value: '2.31 s', detail: 'Slower by 210 ms than 2.10 s the week before', tone: 'worse' });
    expect(inp).toEqual({ label: 'INP, the site', value: '180 ms', detail: 'Too few loads the week before', tone: 'flat' });
    expect(route).toEqual({ label: '/contact-us on mobile: LCP', value: '4.60 s', detail: '2.90 s the week before', tone: 'worse' });
  });

  it('names each deploy and each regression after one, or says there was none', () => {
    expect(lines(digest({}), 'deploys').map((line) => `${line.label}: ${line.value}`)).toEqual(['Deploys: 0', 'Regressions: None']);
    const firstAt = Date.parse('2026-03-25T13:05:00Z');
    const [deploys, speed, conversion] = lines(
      digest({
        deploys: [{ build: '202603251300-abc1234', firstAt }],
        regressions: [
          { build: '202603251300-abc1234', firstAt, kind: 'speed', metric: 'inp', path: '/services', before: 120, after: 340, samplesBefore: 80, samplesAfter: 90 },
          { build: '202603251300-abc1234', firstAt, kind: 'conversion', before: 0.04, after: 0.015, visitsBefore: 900, visitsAfter: 400 },
        ],
      }),
      'deploys',
    );
    expect(deploys).toMatchObject({ value: '1', detail: '202603251300-abc1234' });
    expect(speed).toEqual({ label: '202603251300-abc1234, first seen 25 March 2026 at 13:05 London time', value: 'INP p75 on /services', detail: '120 ms before the deploy, 340 ms after', tone: 'worse' });
    expect(conversion).toMatchObject({ value: 'Enquiries per visit', detail: '4% before the deploy, 1.5% after' });
  });

  it('orders the best channels’ values by currency and names a channel it does not know', () => {
    const row = { key: '', visits: 3, enquiries: 2, qualified: 1, won: 1, wonValue: { INR: 100_000, GBP: 50_000 }, conversion: 1 / 3 };
    expect(lines(digest({ channels: [row] }), 'channels')).toEqual([{ label: 'Not known', value: '2 enquiries, 1 won', detail: '3 visits, 1 qualified, £500.00, INR 1,000.00 won', tone: 'flat' }]);
    expect(digestText(digest({})).sections.find((section) => section.id === 'campaigns')).toMatchObject({ lines: [], empty: 'No visit came in on a campaign link this week.' });
  });
});
