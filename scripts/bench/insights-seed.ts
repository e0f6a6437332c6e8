// The insights page's budget: a store filled as a busy site's would be, and the report's queries timed on it.
//   npx tsx --conditions=react-server scripts/bench/insights-seed.ts seed [--days 90] [--views 20000] [--raw-days 0] [--replace]
//   npx tsx --conditions=react-server scripts/bench/insights-seed.ts measure [--runs 7]
// seed: `--days` finished days in the rollups (insight_daily, insight_speed_daily) at about `--views` page views a day,
// then a whole day's raw visits, page views and vitals for today (the worst case, late in the day). `--raw-days N`
// keeps the raw rows of the last N finished days as well (the retention keeps 30), which only the worst-elements
// query reads. It refuses a store that already holds insights unless --replace, which deletes them first.
// measure: the report (lib/insights/report/index.ts) for the last 7, 30 and 90 days, each part alone for 90, in ms.
// The store is PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite: point DATA_DIR at a scratch folder.
import { performance } from 'node:perf_hooks';
import type { Insertable } from 'kysely';
import { addTo, emptyHistogram } from '@/lib/analytics/histogram';
import { storedText } from '@/lib/analytics/stored-histogram';
import { bandOf } from '@/lib/analytics/vitals';
import { config } from '@/lib/config';
import { dayOf } from '@/lib/db/insights/insight-salts';
import { INSIGHT_METRICS, type Database, type InsightDimension } from '@/lib/db/schema';
import { Store, storeFile, storeTarget } from '@/lib/db/store';
import { addDays } from '@/lib/insights/report';
import { DAY_MS } from '@/lib/time-units';
import { measure } from './insights-measure';
import { campaigns, deviceWeights, devices, elements, paths, pathWeights, pick, random, referrers, sources, spread, targets, vital, zipf } from './insights-site';

const USAGE = 'Usage: tsx --conditions=react-server scripts/bench/insights-seed.ts seed [--days 90] [--views 20000] [--raw-days 0] [--replace] | measure [--runs 7]';
const BATCH = 1_000;

const [command, ...rest] = process.argv.slice(2);
const flags = new Map<string, string>();
for (let index = 0; index < rest.length; index += 1) {
  const name = rest[index]!;
  if (name === '--replace') flags.set('replace', '1');
  else if (['--days', '--views', '--raw-days', '--runs'].includes(name) && /^\d+$/.test(rest[index + 1] ?? '')) flags.set(name.slice(2), rest[(index += 1)]!);
  else fail(`Unexpected argument ${name}\n${USAGE}`);
}
const number = (name: string, fallback: number) => Number(flags.get(name) ?? fallback);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const store = new Store(storeTarget(config), { checkpoints: false });
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : storeFile(config.DATA_DIR);

async function insertAll<T extends 'insightDaily' | 'insightSpeedDaily' | 'insightConversionDaily' | 'insightEvents'>(table: T, rows: Insertable<Database[T]>[]) {
  for (let index = 0; index < rows.length; index += BATCH) await store.db.insertInto(table).values(rows.slice(index, index + BATCH)).execute();
}

/** One finished day's rollup rows, as the rollup job would write them. */
async function rollupDay(day: string, views: number) {
  const visits = Math.round(views / 2.4);
  const visitors = Math.round(visits * 0.86);
  const bounces = Math.round(visits * 0.46);
  const enquiries = Math.round(visits * 0.008);
  const signups = Math.round(visits * 0.003);
  const row = (dimension: InsightDimension, key: string, share: number) => ({
    day,
    dimension,
    key,
    visitors: Math.round(visitors * share),
    visits: Math.round(visits * share),
    pageviews: Math.round(views * share),
    bounces: Math.round(bounces * share),
    durationMs: Math.round(visits * share * 95_000),
    enquiries: Math.round(enquiries * share),
    signups: Math.round(signups * share),
  });
  const shares = (weights: readonly number[]) => spread(1_000_000, weights).map((part) => part / 1_000_000);
  const rows = [row('total', '', 1)];
  const dimension = (name: Parameters<typeof row>[0], keys: readonly string[], weights: readonly number[]) => shares(weights).forEach((share, index) => rows.push(row(name, keys[index]!, share)));
  dimension('page', paths, pathWeights);
  dimension('entry', paths, pathWeights);
  dimension('referrer', referrers, [30, 25, ...zipf(referrers.length - 2)]);
  dimension('source', sources, [80, ...zipf(sources.length - 1)]);
  dimension('campaign', campaigns, [85, ...zipf(campaigns.length - 1)]);
  dimension('device', devices, deviceWeights);
  dimension('exit', paths, pathWeights);
  dimension('channel', ['search', 'direct', 'social', 'referral', 'paid', 'email'], [40, 30, 12, 8, 6, 4]);
  dimension('browser', ['Chrome', 'Safari', 'Samsung Internet', 'Edge', 'Firefox', 'Other'], [55, 30, 6, 5, 3, 1]);
  dimension('os', ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Other'], [45, 30, 15, 8, 1, 1]);
  await insertAll('insightDaily', rows);

  const speed = [];
  const conversion: Insertable<Database['insightConversionDaily']>[] = [];
  const pathViews = spread(views, pathWeights);
  for (const [pathIndex, route] of paths.entries()) {
    const perDevice = spread(pathViews[pathIndex]!, deviceWeights);
    for (const [deviceIndex, device] of devices.entries()) {
      const count = perDevice[deviceIndex]!;
      if (count === 0) continue;
      for (const metric of INSIGHT_METRICS) {
        const histogram = emptyHistogram();
        const bands = { good: 0, needsImprovement: 0, poor: 0 };
        // INP needs an interaction: about six loads in ten have one.
        const measured = metric === 'inp' ? Math.round(count * 0.6) : count;
        for (let index = 0; index < measured; index += 1) {
          const value = vital(metric, device);
          addTo(histogram, metric, value);
          bands[bandOf(metric, value)] += 1;
        }
        speed.push({ day, path: route, device, metric, ...bands, buckets: storedText(histogram) });
        // Conversion by band: each measured load its visit's landing page, 0.8% of them sending an enquiry.
        if (metric === 'lcp' || metric === 'inp') {
          for (const band of ['good', 'needsImprovement', 'poor'] as const) if (bands[band] > 0) conversion.push({ day, path: route, device, metric, band, visits: bands[band], converted: Math.round(bands[band] * 0.008) });
        }
      }
    }
  }
  await insertAll('insightSpeedDaily', speed);
  await insertAll('insightConversionDaily', conversion);
}

/** One day's raw visits, page views and vitals, from its start to `until`. */
async function rawDay(day: string, views: number, until: number) {
  const start = Date.parse(`${day}T00:00:00Z`);
  const span = Math.max(60_000, until - start);
  let made = 0;
  let visitorIndex = 0;
  while (made < views) {
    const batch = [];
    const pages: string[][] = [];
    for (let index = 0; index < 500 && made < views; index += 1) {
      const count = random() < 0.46 ? 1 : 2 + Math.floor(random() * 4);
      const route = Array.from({ length: count }, () => pick(paths, pathWeights));
      const startedAt = start + Math.floor(random() * span);
      const device = pick(devices, deviceWeights);
      // Some visitors come back the same day.
      visitorIndex += random() < 0.86 ? 1 : 0;
      batch.push({
        day,
        visitor: `bench-${day}-${visitorIndex}`,
        startedAt,
        lastAt: Math.min(until, startedAt + (count - 1) * 45_000),
        entryPath: route[0]!,
        exitPath: route.at(-1)!,
        pages: count,
        referrerHost: pick(referrers, [30, 25, ...zipf(referrers.length - 2)]) || null,
        utmSource: pick(sources, [80, ...zipf(sources.length - 1)]) || null,
        utmCampaign: pick(campaigns, [85, ...zipf(campaigns.length - 1)]) || null,
        device,
        enquiries: random() < 0.008 ? 1 : 0,
        signups: random() < 0.003 ? 1 : 0,
      });
      pages.push(route);
      made += count;
    }
    const ids = await store.db.insertInto('insightVisits').values(batch).returning('id').execute();
    const events = [];
    for (const [index, visit] of batch.entries()) {
      const visitId = Number(ids[index]!.id);
      for (const [viewIndex, route] of pages[index]!.entries()) {
        const at = Math.min(until, visit.startedAt + viewIndex * 45_000);
        const view = `${visitId.toString(16)}${viewIndex}`;
        events.push({ at, visitId, kind: 'pageview' as const, view, path: route, device: visit.device });
        const inp = random() < 0.6 ? vital('inp', visit.device) : null;
        events.push({
          at: Math.min(until, at + 20_000),
          visitId,
          kind: 'vitals' as const,
          view,
          path: route,
          device: visit.device,
          lcp: vital('lcp', visit.device),
          inp,
          cls: vital('cls', visit.device),
          fcp: vital('fcp', visit.device),
          ttfb: vital('ttfb', visit.device),
          lcpElement: pick(elements, zipf(elements.length)),
          inpTarget: inp === null ? null : pick(targets, zipf(targets.length)),
          inpPhases: inp === null ? null : JSON.stringify({ inputDelay: inp * 0.2, processing: inp * 0.5, presentation: inp * 0.3 }),
        });
      }
    }
    await insertAll('insightEvents', events);
  }
}

async function seed() {
  const days = number('days', 90);
  const views = number('views', 20_000);
  const rawDays = Math.min(number('raw-days', 0), days);
  const now = Date.now();
  const today = dayOf(now);
  const held = await store.db.selectFrom('insightDaily').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow();
  const raw = await store.db.selectFrom('insightVisits').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow();
  if (Number(held.rows) + Number(raw.rows) > 0) {
    if (!flags.has('replace')) fail(`${where} already holds insights: run again with --replace to delete them first.`);
    for (const table of ['insightEvents', 'insightVisits', 'insightDaily', 'insightSpeedDaily', 'insightConversionDaily'] as const) await store.db.deleteFrom(table).execute();
  }
  const started = performance.now();
  for (let back = days; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const dayViews = Math.round(views * (0.9 + random() * 0.2));
    await rollupDay(day, dayViews);
    if (back <= rawDays) await rawDay(day, dayViews, Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1);
    if (back % 10 === 0) console.log(`${days - back + 1} of ${days} days`);
  }
  // Today: a whole day's page views, the worst case (just before midnight), whatever the hour, up to now.
  await rawDay(today, views, now);
  const [events, visits] = await Promise.all([
    store.db.selectFrom('insightEvents').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow(),
    store.db.selectFrom('insightVisits').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow(),
  ]);
  console.log(`Seeded ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${days} rolled-up days of ~${views} page views (${paths.length} routes), ${rawDays} of them with raw rows too, and today's raw rows; ${visits.rows} visits and ${events.rows} raw events in all.`);
}

async function main() {
  await store.ready();
  if (command === 'seed') await seed();
  else if (command === 'measure') await measure(store, where, number('runs', 7));
  else fail(USAGE);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => store.close());
