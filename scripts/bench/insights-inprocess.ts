// The insights path in-process, without Next's server, to tell apart where a beacon's time goes:
//   record  the writer's store alone: `store.insights.record` in the writer's batches (lib/insights/ingest.ts);
//   route   the route's own work: receiveBeacon (lib/insights/receive.ts) on a Request made here, with the real
//           limiter, salts and batching writer (insightServices), every beacon then written.
//   npx tsx --conditions=react-server scripts/bench/insights-inprocess.ts record|route [--events 40000] [--visitors 3000]
// The store is PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite: point DATA_DIR at a scratch
// folder. `route` needs TRUST_PROXY (e.g. loopback), as the bench's instances have, so each beacon's
// X-Forwarded-For is its client. Prints one line, INPROCESS-JSON {...}; npm run bench -- --only insights runs both.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { services } from '@/lib/container';
import { storeFile, type Store } from '@/lib/db/store';
import { BATCH_SIZE, toHit } from '@/lib/insights/ingest';

const USAGE = 'Usage: tsx --conditions=react-server scripts/bench/insights-inprocess.ts record|route [--events 40000] [--visitors 3000]';
const mode = process.argv[2];
const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const EVENTS = option('events', 40_000);
const VISITORS = option('visitors', 3_000);
const PAGES = ['/', '/contact-us', '/services', '/about-us', '/blog', '/no-such-page'];
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// The server's own store (the container's: checkpointer and all), so SQLite's figures include its checkpoints.
const { store, config } = services();

const beacon = (tag: string, n: number) => ({ kind: 'pageview' as const, view: `${tag}${n.toString(16).padStart(8, '0')}`, path: PAGES[n % PAGES.length]!, width: 412, referrer: 'www.google.com', utm: { source: 'bench' } });

/** `count` page views as the route hands them to the writer: the visitors in turn (as the HTTP load's addresses). */
function hits(tag: string, count: number) {
  const at = Date.now();
  return Array.from({ length: count }, (_, n) => toHit(beacon(tag, n), `bench-visitor-${n % VISITORS}`, at + n));
}

/** Records in the writer's batch size one after the other; on SQLite each batch holds the thread for its wall time. */
async function record(all: ReturnType<typeof hits>) {
  const batches: number[] = [];
  for (let start = 0; start < all.length; start += BATCH_SIZE) {
    const began = performance.now();
    await store.insights.record(all.slice(start, start + BATCH_SIZE));
    batches.push(performance.now() - began);
  }
  return batches.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

async function stored(tag: string): Promise<number> {
  const { count } = await store.db
    .selectFrom('insightEvents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'pageview')
    .where('view', 'like', `${tag}%`)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Wall and CPU time of `work`; CPU is this process's alone (on PostgreSQL most of the writing is the server's). */
async function timed<T>(work: () => Promise<T>) {
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { result, seconds: (performance.now() - began) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

async function measureRecord() {
  // A first pass the JIT and the caches warm on, its visitors then known as they are to a running server.
  await record(hits(randomBytes(4).toString('hex'), 5 * BATCH_SIZE));
  const tag = randomBytes(4).toString('hex');
  const all = hits(tag, EVENTS);
  const { result: batches, seconds, cpuSeconds } = await timed(() => record(all));
  return { batchP50: round(percentile(batches, 50)), batchP99: round(percentile(batches, 99)), batchMax: round(batches.at(-1) ?? 0), seconds, cpuSeconds, tag };
}

/** receiveBeacon on `count` beacons from the visitors' addresses in turn, then every write waited for. */
async function beacons(tag: string, count: number, statuses: Map<number, number>) {
  const { receiveBeacon } = await import('@/lib/insights/receive');
  const { insightServices } = await import('@/lib/insights/runtime');
  const services = insightServices();
  const origin = new URL(config.SITE_URL).origin;
  const writes: Promise<void>[] = [];
  for (let n = 0; n < count; n += 1) {
    const headers = { 'content-type': 'text/plain;charset=UTF-8', origin, 'user-agent': PHONE, 'x-forwarded-for': `10.${(n % VISITORS) >> 8}.${(n % VISITORS) & 255}.1` };
    const request = new Request(`${origin}/api/insights`, { method: 'POST', headers, body: JSON.stringify(beacon(tag, n)) });
    const response = await receiveBeacon(request, { ...services, keep: (written) => void writes.push(written) });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    // Each beacon in a turn of its own, as requests arrive by I/O: in one chain of promises the writer's drain would
    // take the few beacons queued while it writes as a batch each (five on average here), which a server never sees.
    await new Promise(setImmediate);
  }
  await Promise.all(writes);
}

async function measureRoute() {
  if (config.TRUST_PROXY.kind === 'none') throw new Error('route: set TRUST_PROXY (e.g. loopback), or every beacon is one client and the limit refuses all but 120');
  // The warm-up's addresses are the measured run's too: 2,000 + 40,000 over 3,000 addresses is 14 each, under the 120.
  await beacons(randomBytes(4).toString('hex'), 2_000, new Map());
  const tag = randomBytes(4).toString('hex');
  const statuses = new Map<number, number>();
  const { seconds, cpuSeconds } = await timed(() => beacons(tag, EVENTS, statuses));
  return { statuses: Object.fromEntries(statuses), accepted: statuses.get(204) ?? 0, seconds, cpuSeconds, tag };
}

async function main() {
  if (mode !== 'record' && mode !== 'route') throw new Error(USAGE);
  await store.ready();
  const { tag, seconds, cpuSeconds, ...figures } = mode === 'record' ? await measureRecord() : await measureRoute();
  const result = {
    mode,
    store: store.dialect,
    where: config.DATABASE_URL ? 'DATABASE_URL' : storeFile(config.DATA_DIR),
    events: EVENTS,
    stored: await stored(tag),
    seconds: round(seconds, 3),
    eventsPerSecond: Math.round(EVENTS / seconds),
    cpuMsPerEvent: round((cpuSeconds * 1000) / EVENTS, 3),
    ...figures,
  };
  console.log(`INPROCESS-JSON ${JSON.stringify(result)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => (store as Store).close());
