import type { InsightDevice, InsightDimension } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { databases, openStore } from '@/testing/stores';

// For the report's tests: a week in which the first five days are rolled up, the sixth has raw rows but no rollup yet
// (the job has not run), and the seventh is today, and the week before.

export const NOW = Date.UTC(2026, 10, 26, 15, 0);
export const TODAY = '2026-11-26';
export const WEEK = { from: '2026-11-20', to: TODAY };
export const MINUTE = 60_000;
export const at = (day: string, hour: number, minute = 0) => Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 + minute * 60_000;

const counts = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0, enquiries: 0, signups: 0 };
async function rollup(store: Store, day: string, dimension: InsightDimension, key: string, numbers: Partial<typeof counts>) {
  await store.db.insertInto('insightDaily').values({ day, dimension, key, ...counts, ...numbers }).execute();
}

export interface Visit {
  day: string;
  visitor: string;
  startedAt: number;
  views: string[];
  referrerHost?: string;
  utmSource?: string;
  utmCampaign?: string;
  device?: InsightDevice;
  enquiries?: number;
  signups?: number;
  /** When the last page view came; a minute after the last by default. */
  lastAt?: number;
}

export async function visit(store: Store, { day, visitor, startedAt, views, device = 'desktop', enquiries = 0, signups = 0, lastAt, ...source }: Visit): Promise<number> {
  const { id } = await store.db
    .insertInto('insightVisits')
    .values({
      day,
      visitor,
      startedAt,
      lastAt: lastAt ?? startedAt + (views.length - 1) * 60_000,
      entryPath: views[0]!,
      exitPath: views.at(-1)!,
      pages: views.length,
      referrerHost: source.referrerHost ?? null,
      utmSource: source.utmSource ?? null,
      utmCampaign: source.utmCampaign ?? null,
      device,
      enquiries,
      signups,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, path] of views.entries()) {
    await store.db.insertInto('insightEvents').values({ at: startedAt + index * 60_000, visitId: Number(id), kind: 'pageview', view: `${visitor}-${index}`, path, device }).execute();
  }
  return Number(id);
}

export interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
  lcpElement?: string;
  inpTarget?: string;
  inpPhases?: string;
  /** The visit the page view was in; none by default (the worst elements read the raw rows by time alone). */
  visitId?: number;
}

/** Each vitals row its own page view: one page view counts one set (insight_events_vitals_view). */
let views = 0;

export async function vitals(store: Store, when: number, path: string, values: Vitals, device: InsightDevice = 'mobile') {
  views += 1;
  await store.db
    .insertInto('insightEvents')
    .values({
      at: when,
      visitId: values.visitId ?? 0,
      kind: 'vitals',
      view: `v-${when}-${views}`,
      path,
      device,
      lcp: values.lcp ?? null,
      inp: values.inp ?? null,
      cls: values.cls ?? null,
      lcpElement: values.lcpElement ?? null,
      inpTarget: values.inpTarget ?? null,
      inpPhases: values.inpPhases ?? null,
    })
    .execute();
}

/** The week and the one before it, each part where the store would hold it. */
export async function seeded(database: (typeof databases)[number]): Promise<Store> {
  const store = await openStore(database);
  await store.ready();
  // Rolled up: the 20th and the 22nd (the 21st and 23rd-24th had nobody), and two days of the week before.
  await rollup(store, '2026-11-20', 'total', '', { visitors: 40, visits: 50, pageviews: 90, bounces: 20, enquiries: 2, signups: 1 });
  await rollup(store, '2026-11-20', 'page', '/', { visits: 30, pageviews: 35, enquiries: 2 });
  await rollup(store, '2026-11-20', 'page', '/contact-us', { visits: 12, pageviews: 14, enquiries: 2 });
  await rollup(store, '2026-11-20', 'referrer', '', { visits: 30, pageviews: 50, enquiries: 1 });
  await rollup(store, '2026-11-20', 'referrer', 'www.google.com', { visits: 20, pageviews: 40, enquiries: 1 });
  await rollup(store, '2026-11-20', 'device', 'desktop', { visits: 50, pageviews: 90, enquiries: 2 });
  await rollup(store, '2026-11-22', 'total', '', { visitors: 9, visits: 10, pageviews: 10, bounces: 10 });
  await rollup(store, '2026-11-22', 'page', '/', { visits: 10, pageviews: 10 });
  for (const day of ['2026-11-21', '2026-11-23', '2026-11-24']) await rollup(store, day, 'total', '', {});
  await rollup(store, '2026-11-15', 'total', '', { visitors: 30, visits: 40, pageviews: 60, bounces: 30, enquiries: 1 });
  await rollup(store, '2026-11-18', 'total', '', { visitors: 5, visits: 5, pageviews: 5, bounces: 5 });
  // A rollup the job left half done for the 25th: without its total row the day is counted from the raw rows.
  await rollup(store, '2026-11-25', 'page', '/', { visits: 999, pageviews: 999 });

  // The 25th, raw only: one visitor twice, one bounce from Google.
  await visit(store, { day: '2026-11-25', visitor: 'k25a', startedAt: at('2026-11-25', 9), views: ['/', '/services', '/contact-us'], enquiries: 1, referrerHost: 'www.google.com' });
  await visit(store, { day: '2026-11-25', visitor: 'k25a', startedAt: at('2026-11-25', 14), views: ['/blog'] });
  await visit(store, { day: '2026-11-25', visitor: 'k25b', startedAt: at('2026-11-25', 23, 50), views: ['/', '/'], device: 'mobile', lastAt: at('2026-11-26', 0, 5) });
  // Today.
  await visit(store, { day: TODAY, visitor: 'k26a', startedAt: at(TODAY, 8), views: ['/', '/contact-us'], enquiries: 1, signups: 1, utmSource: 'newsletter', utmCampaign: 'winter' });
  await visit(store, { day: TODAY, visitor: 'k26b', startedAt: at(TODAY, 14, 40), views: ['/blog'], device: 'mobile', referrerHost: 'www.google.com' });
  await visit(store, { day: TODAY, visitor: 'k26b', startedAt: at(TODAY, 14, 50), views: ['/blog/a', '/blog/b'], device: 'mobile', lastAt: at(TODAY, 14, 45) + 10 * 60_000 });
  await visit(store, { day: TODAY, visitor: 'k26c', startedAt: at(TODAY, 14, 10), views: ['/'], lastAt: at(TODAY, 14, 29) });
  // Raw rows of a rolled-up day are not counted twice.
  await visit(store, { day: '2026-11-22', visitor: 'k22', startedAt: at('2026-11-22', 10), views: ['/'] });
  return store;
}
