/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import type { ClientFamilies } from '@/lib/analytics/clients';
import { addTo, emptyHistogram, p75 } from '@/lib/analytics/histogram';
import type { Store } from '@/lib/db/store';
import type { Beacon, PageviewBeacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { databases, openStore } from '@/testing/stores';
import { DEPLOY_THRESHOLDS, deployReport, funnelReport, insightsReport, intentReport, lostReasons, outcomeTable, planFor, speedConversion, type DayRange } from '.';

const MINUTE = 60_000;
const DAY = '2026-11-24';
const T = Date.parse(`${DAY}T09:00:00Z`);
const RANGE: DayRange = { from: DAY, to: DAY };
const NOW = Date.parse(`${DAY}T18:00:00Z`);
const IPHONE: ClientFamilies = { browser: 'Safari', os: 'iOS' };
const WINDOWS: ClientFamilies = { browser: 'Edge', os: 'Windows' };

let views = 0;
const nextView = () => (views += 1).toString(16).padStart(16, '0');

/** A page view of `visitor`, its view id returned so the page's clicks and vitals can name it. */
async function land(store: Store, visitor: string, at: number, beacon: Omit<PageviewBeacon, 'kind' | 'view'>, client = IPHONE): Promise<string> {
  const view = nextView();
  await store.insights.record([toHit({ kind: 'pageview', view, ...beacon }, visitor, at, client)]);
  return view;
}
const send = (store: Store, visitor: string, at: number, beacon: Beacon) => store.insights.record([toHit(beacon, visitor, at)]);

let keys = 0;
/** An enquiry from `visitor`'s visit, as the pipeline stores it, with the outcome the team later marked. */
async function enquiry(store: Store, visitor: string, at: number, mark?: Parameters<Store['inbox']['setOutcome']>[1]) {
  const { row } = await store.enquiries.insert(
    { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: `key-journey-${(keys += 1)}`, alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor, now: at })) },
    at,
  );
  if (mark) await store.inbox.setOutcome(row.ref, mark, 'staff-ana', at + MINUTE);
  return row.ref;
}

/**
 * A day of three campaign visits as the walk-through has them: one phones from the contact page, one starts the
 * contact form, is refused on a field and gives up, one sends an enquiry later won; and a direct visit on Windows.
 */
async function seeded(database: (typeof databases)[number]) {
  const store = await openStore(database);
  const campaign = { referrer: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'social', campaign: 'visa-2027' } };
  const caller = await land(store, 'caller', T, { path: '/contact-us', width: 390, ...campaign });
  await send(store, 'caller', T + MINUTE, { kind: 'intent', view: caller, path: '/contact-us', width: 390, intent: 'tel' });
  await send(store, 'caller', T + 2 * MINUTE, { kind: 'intent', view: caller, path: '/contact-us', width: 390, intent: 'tel' });

  const quitter = await land(store, 'quitter', T + 10 * MINUTE, { path: '/contact-us', width: 390, ...campaign });
  for (const step of ['view', 'start', 'submit'] as const) await send(store, 'quitter', T + 11 * MINUTE, { kind: 'form', view: quitter, path: '/contact-us', width: 390, form: 'contact', step });
  await store.leadSources.noteAnswer({ view: quitter, form: 'contact', answer: 'invalid', field: 'phone_number', now: T + 12 * MINUTE });

  const winner = await land(store, 'winner', T + 20 * MINUTE, { path: '/services', width: 390, ...campaign });
  const contact = await land(store, 'winner', T + 21 * MINUTE, { path: '/contact-us', width: 390 });
  await send(store, 'winner', T + 21 * MINUTE, { kind: 'intent', view: winner, path: '/services', width: 390, intent: 'cta', target: '/contact-us' });
  for (const step of ['view', 'start', 'submit'] as const) await send(store, 'winner', T + 22 * MINUTE, { kind: 'form', view: contact, path: '/contact-us', width: 390, form: 'contact', step });
  await store.leadSources.noteAnswer({ view: contact, form: 'contact', answer: 'invalid', field: 'email_address', now: T + 23 * MINUTE });
  await store.leadSources.noteAnswer({ view: contact, form: 'contact', answer: 'accepted', now: T + 24 * MINUTE });
  const won = await enquiry(store, 'winner', T + 24 * MINUTE, { outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' });

  const direct = await land(store, 'direct', T + 30 * MINUTE, { path: '/', width: 1440 }, WINDOWS);
  await send(store, 'direct', T + 31 * MINUTE, { kind: 'vitals', view: direct, path: '/', width: 1440, lcp: 1200, inp: 80 });
  await send(store, 'winner', T + 25 * MINUTE, { kind: 'vitals', view: winner, path: '/services', width: 390, lcp: 4600, inp: 150 });
  const lost = await enquiry(store, 'direct', T + 32 * MINUTE, { outcome: 'lost', reason: 'price' });
  return { store, won, lost };
}

describe.each(databases)('which visits become work, on %s', (database) => {
  it('shows per channel and campaign the visits, the enquiries and what became of them', async () => {
    const { store } = await seeded(database);
    const plan = planFor(RANGE, [DAY]);
    expect(await outcomeTable(store.db, plan, 'channel')).toEqual([
      { key: 'social', visits: 3, enquiries: 1, qualified: 1, won: 1, wonValue: { GBP: 1_250_000 }, conversion: 1 / 3 },
      { key: 'direct', visits: 1, enquiries: 1, qualified: 0, won: 0, wonValue: {}, conversion: 0 },
    ]);
    expect((await outcomeTable(store.db, plan, 'campaign')).map((row) => [row.key, row.visits, row.won])).toEqual([
      ['visa-2027', 3, 1],
      ['', 1, 0],
    ]);
    expect((await outcomeTable(store.db, plan, 'entry')).find((row) => row.key === '/services')).toMatchObject({ visits: 1, enquiries: 1, won: 1 });
  });

  it('says why work was lost: every lost enquiry of the range, a visit or not, most given reason first', async () => {
    const { store } = await seeded(database);
    // Two more lost on timing, one of them sent with no visit recorded (declined counting), and one outside the range.
    await enquiry(store, 'caller', T + 40 * MINUTE, { outcome: 'lost', reason: 'timing' });
    const { row } = await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Bo' }, status: 'stored', idempotencyKey: 'key-no-visit' }, T + 50 * MINUTE);
    await store.inbox.setOutcome(row.ref, { outcome: 'lost', reason: 'timing' }, 'staff-ana', T + 51 * MINUTE);
    await enquiry(store, 'caller', T - 2 * 24 * 60 * MINUTE, { outcome: 'lost', reason: 'price' });
    const plan = planFor(RANGE, [DAY]);
    expect(await lostReasons(store.db, plan)).toEqual([
      { reason: 'timing', lost: 2, share: 2 / 3 },
      { reason: 'price', lost: 1, share: 1 / 3 },
    ]);
    // Filtered by a source, only the lost whose visit came from it.
    expect(await lostReasons(store.db, planFor(RANGE, [DAY], { channel: 'direct' }))).toEqual([{ reason: 'price', lost: 1, share: 1 }]);
    const report = await insightsReport(store.db, RANGE, { now: NOW });
    expect(report.lost.map((row) => row.reason)).toEqual(['timing', 'price']);
    // The headline's work: the range's enquiries with a visit (not the one without, nor the one of two days before).
    expect([report.work, report.previousWork]).toEqual([
      { enquiries: 3, qualified: 1, won: 1, wonValue: { GBP: 1_250_000 } },
      { enquiries: 0, qualified: 0, won: 0, wonValue: {} },
    ]);
  });

  it('counts contact intents per page, channel and campaign, and each visit once', async () => {
    const { store } = await seeded(database);
    const intents = await intentReport(store.db, planFor(RANGE, [DAY]));
    expect(intents.total).toEqual({ key: '', clicks: { tel: 2, mailto: 0, whatsapp: 0, cta: 1 }, visits: 2 });
    expect(intents.byPage).toEqual([
      { key: '/contact-us', clicks: { tel: 2, mailto: 0, whatsapp: 0, cta: 0 }, visits: 1 },
      { key: '/services', clicks: { tel: 0, mailto: 0, whatsapp: 0, cta: 1 }, visits: 1 },
    ]);
    expect(intents.byCampaign.map((row) => [row.key, row.visits])).toEqual([['visa-2027', 2]]);
  });

  it('follows each form from shown to the server’s answer, and names the field that ended a visit', async () => {
    const { store } = await seeded(database);
    const [contact] = await funnelReport(store.db, planFor(RANGE, [DAY]));
    expect(contact).toMatchObject({ form: 'contact', steps: { view: 2, start: 2, submit: 2, accepted: 1, invalid: 2, spam: 0, limited: 0 } });
    // The winner was refused on the e-mail first, then sent it: only the phone number ended a visit.
    expect(contact!.endingFields).toEqual([{ field: 'phone_number', visits: 1 }]);
    expect(contact!.byDevice).toEqual([{ key: 'mobile', steps: expect.objectContaining({ view: 2, accepted: 1 }) }]);
    expect(contact!.byChannel.map((row) => row.key)).toEqual(['social']);
  });

  it('names the field that ended a visit whatever order its refusal and its submit arrived in', async () => {
    const store = await openStore(database);
    const view = await land(store, 'hasty', T, { path: '/bootcamp', width: 390 });
    // The page's refusal can reach the server before the submit sent with it.
    await send(store, 'hasty', T + MINUTE, { kind: 'form', view, path: '/bootcamp', width: 390, form: 'bootcamp', step: 'invalid', field: 'mobile_no' });
    await send(store, 'hasty', T + MINUTE + 1, { kind: 'form', view, path: '/bootcamp', width: 390, form: 'bootcamp', step: 'submit' });
    const [bootcamp] = await funnelReport(store.db, planFor(RANGE, [DAY]));
    expect(bootcamp).toMatchObject({ form: 'bootcamp', steps: { submit: 1, invalid: 1, accepted: 0 }, endingFields: [{ field: 'mobile_no', visits: 1 }] });
  });

  it('sets conversion beside the speed bands of the page loads that sent vitals', async () => {
    const { store } = await seeded(database);
    const rows = await speedConversion(store.db, planFor(RANGE, [DAY]));
    expect(rows).toEqual([
      { path: '/', device: 'desktop', metric: 'inp', band: 'good', visits: 1, converted: 1, conversion: 1 },
      { path: '/', device: 'desktop', metric: 'lcp', band: 'good', visits: 1, converted: 1, conversion: 1 },
      { path: '/services', device: 'mobile', metric: 'inp', band: 'good', visits: 1, converted: 1, conversion: 1 },
      { path: '/services', device: 'mobile', metric: 'lcp', band: 'poor', visits: 1, converted: 1, conversion: 1 },
    ]);
  });

  it('combines filters across every report, the outcome among them', async () => {
    const { store } = await seeded(database);
    const mobileSocial = await insightsReport(store.db, RANGE, { now: NOW, filter: { channel: 'social', device: 'mobile' } });
    expect(mobileSocial.totals).toMatchObject({ visits: 3, enquiries: 1 });
    expect(mobileSocial.top.browser).toEqual([expect.objectContaining({ key: 'Safari', visits: 3 })]);
    expect(mobileSocial.outcomes.channel.map((row) => row.key)).toEqual(['social']);
    const won = await insightsReport(store.db, RANGE, { now: NOW, filter: { outcome: 'won' } });
    expect(won.totals.visits).toBe(1);
    expect(won.intents.total.clicks.cta).toBe(1);
    expect(won.funnels[0]!.steps.accepted).toBe(1);
    const nobody = await insightsReport(store.db, RANGE, { now: NOW, filter: { channel: 'email' } });
    expect(nobody.totals.visits).toBe(0);
    expect(nobody.outcomes.channel).toEqual([]);
  });

  it('marks deploys and says when one made a route slower, with samples enough on both sides', async () => {
    const store = await openStore(database);
    const loads = async (build: string, at: number, lcp: number, count: number) => {
      // Each build's first start on the servers (lib/boot.ts): its deploy marker.
      await store.insights.noteDeploy(build, at + 1);
      for (let i = 0; i < count; i++) {
        const view = await land(store, `${build}-${i}`, at + i, { path: '/', width: 390 });
        await send(store, `${build}-${i}`, at + i + 1, { kind: 'vitals', view, path: '/', width: 390, lcp, build });
      }
    };
    await loads('build-1', T - 3 * 60 * MINUTE, 1800, DEPLOY_THRESHOLDS.minSamples);
    await loads('build-2', T, 2400, DEPLOY_THRESHOLDS.minSamples);
    const report = await deployReport(store.db, RANGE, NOW);
    expect(report.deploys.map((deploy) => deploy.build)).toEqual(['build-1', 'build-2']);
    expect(report.regressions).toEqual([{ build: 'build-2', firstAt: T + 1, kind: 'speed', metric: 'lcp', path: '/', before: 1800, after: 2400, samplesBefore: 20, samplesAfter: 20 }]);
    // One page load short on one side, nothing is said.
    await store.db.deleteFrom('insightEvents').where('build', '=', 'build-2').where('at', '=', T + 1).execute();
    expect((await deployReport(store.db, RANGE, NOW)).regressions).toEqual([]);
  });

  it('reads a deploy’s p75 as the speed table does: the largest value in the 75th percentile’s bucket', async () => {
    const store = await openStore(database);
    const loads = async (build: string, at: number, values: number[]) => {
      await store.insights.noteDeploy(build, at + 1);
      for (const [i, lcp] of values.entries()) {
        const view = await land(store, `${build}-${i}`, at + i, { path: '/', width: 390 });
        await send(store, `${build}-${i}`, at + i + 1, { kind: 'vitals', view, path: '/', width: 390, lcp, build });
      }
    };
    const after = [...Array(14).fill(1500), 2400, 2450, ...Array(4).fill(5000)];
    await loads('build-1', T - 3 * 60 * MINUTE, Array(20).fill(1800));
    await loads('build-2', T, after);
    // The 15th of 20 is 2400, which the sorted raw values gave before; 2450 shares its 5% bucket, and the speed table,
    // the trend and the digest all read that bucket's largest value.
    expect(p75(after.reduce((histogram, value) => addTo(histogram, 'lcp', value), emptyHistogram()))).toBe(2450);
    expect((await deployReport(store.db, RANGE, NOW)).regressions).toEqual([{ build: 'build-2', firstAt: T + 1, kind: 'speed', metric: 'lcp', path: '/', before: 1800, after: 2450, samplesBefore: 20, samplesAfter: 20 }]);
  });
});
