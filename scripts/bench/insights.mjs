// The insights endpoint (POST /api/insights) under load, for npm run bench (--only insights, and in the full run):
// accepted page views a second and their latency on SQLite and on PostgreSQL, every 204 counted against the rows
// stored (after the load, and across a SIGTERM sent mid-flood), public pages' p95 beside a flood of beacons from
// one address and from many, and the same path in-process without Next's server (insights-inprocess.ts: the
// writer's store alone, and the route's own work), to tell the store's capacity from the HTTP path's.
// Instances of its own, started with TRUST_PROXY=loopback as behind the nginx recipe, so X-Forwarded-For names the
// client: the load comes from thousands of addresses, each far below 120 beacons a minute, as a busy site's
// visitors would; on ports of its own (3501-3504), so it can run beside the other modes'.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadBeacons, loadGet, loadPages } from './load.mjs';
import { serve, waitFor } from './servers.mjs';

export const INSIGHTS_PORTS = { sqlite: 3501, postgres: 3502, sigtermSqlite: 3503, sigtermPostgres: 3504 };
/** The budgets the figures are set against; reported as met or missed, never asserted. */
export const INSIGHTS_TARGETS = { sqlitePerSecond: 5000, postgresPerSecond: 2000, p99Ms: 50, isolationRatio: 1.1 };
/** Distinct client addresses: at 5,000 beacons/s over the ~25 s an instance is loaded, under 45 a minute each. */
const ADDRESSES = 3000;
/** An address of its own for the one-address flood, outside the many's range. */
const FLOOD_ADDRESS = 60_000;
/** Enough to keep Node's one thread busy; more would only queue, adding to the latency without adding events. */
const CONNECTIONS = 16;
const PAGES = ['/', '/contact-us'];
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance of the build, trusting X-Forwarded-For from loopback (lib/http/client-address.ts). */
function startInstance(port, { dataDir, databaseUrl }) {
  const env = { HOSTNAME: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  return { child: serve('node', ['.next/standalone/server.js'], { env }), origin: `http://127.0.0.1:${port}` };
}

/** Ready once its store is open; an instance that exits first (no build, a bad setting) fails at once, not in a minute. */
export function ready(instance) {
  const died = exited(instance.child).then(({ code, signal }) => {
    throw new Error(`${instance.origin} exited (${code ?? signal}) before it was ready`);
  });
  return Promise.race([waitFor(`${instance.origin}/api/health/ready`), died]);
}

/** Page views of one load run (its view ids start with `tag`) in the SQLite file. */
function sqliteCounter(dataDir) {
  return async (tag) => {
    const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
    try {
      return db.prepare("SELECT COUNT(*) AS count FROM insight_events WHERE kind = 'pageview' AND substr(view, 1, 8) = ?").get(tag).count;
    } finally {
      db.close();
    }
  };
}

export function postgresCounter(databaseUrl) {
  return async (tag) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query("SELECT COUNT(*)::int AS count FROM insight_events WHERE kind = 'pageview' AND substr(view, 1, 8) = $1", [tag])).rows[0].count;
    } finally {
      await client.end();
    }
  };
}

/**
 * The rows of a run once the writer has flushed (every 250 ms, so within a second; a second more for a store that is
 * behind). More rows than 204s is expected: a beacon in flight when wrk stops is stored, its answer never read.
 */
async function storedOnce(count, tag, accepted) {
  let stored = 0;
  for (let waited = 0; waited <= 2000; waited += 250) {
    await delay(250);
    stored = await count(tag);
    if (stored >= accepted) break;
  }
  return stored;
}

/** A load's figures with the rows it left: lost is a 204 with no row, which the writer's queue limit would cause. */
async function checked(load, count) {
  const stored = await storedOnce(count, load.tag, load.accepted);
  const acceptedPerSecond = Math.round(load.accepted / load.seconds);
  return { ...load, acceptedPerSecond, stored, lost: Math.max(0, load.accepted - stored), unanswered: Math.max(0, stored - load.accepted) };
}

/**
 * CPU time of one process and of the whole machine between start and stop (from /proc): the server's share of the
 * two cores, and its CPU seconds, which the other work on this shared machine does not inflate as much as wall time.
 */
function cpuSampler(pid) {
  const processTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const machineTicks = () => {
    const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return times.reduce((sum, value) => sum + value, 0) - times[3] - times[4];
  };
  const began = { at: Date.now(), server: processTicks(), machine: machineTicks() };
  return () => {
    const seconds = (Date.now() - began.at) / 1000;
    const server = processTicks() - began.server;
    const cores = (ticks) => Math.round((ticks / CLOCK_TICKS / seconds) * 100) / 100;
    return { serverCpuSeconds: server / CLOCK_TICKS, serverCores: cores(server), machineCores: cores(machineTicks() - began.machine) };
  };
}

/** Accepted beacons a second on one instance: a warm-up first (V8 compiles the route, the pool opens), then the measured run. */
async function throughput(instance, count, seconds) {
  await loadBeacons(instance.origin, { connections: CONNECTIONS, seconds: 3, addresses: ADDRESSES });
  await delay(500);
  const cpu = cpuSampler(instance.child.pid);
  const load = await loadBeacons(instance.origin, { connections: CONNECTIONS, seconds, addresses: ADDRESSES });
  const used = cpu();
  return { ...(await checked(load, count)), cpu: used, cpuMsPerRequest: perRequest(used, load.total) };
}

const perRequest = (cpu, requests) => Math.round((cpu.serverCpuSeconds * 1000 * 1000) / requests) / 1000;

/**
 * Next's own cost of a route handler, for comparison: GET /api/health answers a constant, so its server CPU a
 * request is the floor every POST /api/insights pays before the beacon's own work.
 */
function routeFloor(instance, seconds) {
  loadGet(`${instance.origin}/api/health`, { connections: CONNECTIONS, seconds: 2 });
  const cpu = cpuSampler(instance.child.pid);
  const load = loadGet(`${instance.origin}/api/health`, { connections: CONNECTIONS, seconds });
  const used = cpu();
  return { ...load, cpu: used, cpuMsPerRequest: perRequest(used, load.total) };
}

/** Pages' latency while `flood` runs beside them (started a second before, so the pages meet it at full rate). */
async function pagesBeside(instance, flood) {
  const cpu = cpuSampler(instance.child.pid);
  const flooding = flood?.();
  if (flooding) await delay(1000);
  const pages = await loadPages(instance.origin, PAGES);
  const floodResult = flooding ? await flooding : undefined;
  return { pages, flood: floodResult, cpu: cpu() };
}

/**
 * Public pages' p95 alone, then beside a flood from one address (refused 429 after its 120) and from many
 * (accepted): Node's one thread serves both, so only the flood's cost per request decides how far the pages slow.
 */
async function isolation(instance) {
  await loadPages(instance.origin, PAGES, { seconds: 2 });
  const flood = (addresses, firstAddress) => () => loadBeacons(instance.origin, { connections: CONNECTIONS, seconds: 7, addresses, firstAddress });
  const alone = await pagesBeside(instance);
  const oneAddress = await pagesBeside(instance, flood(1, FLOOD_ADDRESS));
  const manyAddresses = await pagesBeside(instance, flood(ADDRESSES, 0));
  const aloneAgain = await pagesBeside(instance);
  const p95Alone = (alone.pages.p95 + aloneAgain.pages.p95) / 2;
  return {
    alone,
    oneAddress,
    manyAddresses,
    aloneAgain,
    p95Alone: Math.round(p95Alone * 10) / 10,
    ratioOneAddress: Math.round((oneAddress.pages.p95 / p95Alone) * 100) / 100,
    ratioManyAddresses: Math.round((manyAddresses.pages.p95 / p95Alone) * 100) / 100,
  };
}

export const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve({ code: child.exitCode, signal: child.signalCode }) : child.once('exit', (code, signal) => resolve({ code, signal }))));

/** Its own instances stopped by itself and waited for, so their scratch folders can go (stopAll is the fallback). */
async function stop(instances) {
  for (const { child } of instances) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.all(instances.map(({ child }) => Promise.race([exited(child), delay(15_000)])));
}

/**
 * A fresh instance flooded, sent SIGTERM mid-flood, waited for: every 204 the client counted must have its row
 * (each beacon's write is held by after(), which Next's server awaits before it exits).
 */
async function sigtermCase(port, store) {
  const count = store.databaseUrl ? postgresCounter(store.databaseUrl) : sqliteCounter(store.dataDir);
  const instance = startInstance(port, store);
  await ready(instance);
  // Warmed first, so the signal meets the route at its full rate, with the writer's queue as full as it gets.
  await loadBeacons(instance.origin, { connections: CONNECTIONS, seconds: 2, addresses: ADDRESSES });
  const exit = exited(instance.child);
  const flooding = loadBeacons(instance.origin, { connections: CONNECTIONS, seconds: 5, addresses: ADDRESSES });
  await delay(2500);
  const signalledAt = Date.now();
  instance.child.kill('SIGTERM');
  const { code, signal } = await Promise.race([exit, delay(20_000).then(() => ({ code: 'still running after 20 s' }))]);
  const exitMs = Date.now() - signalledAt;
  const load = await flooding;
  const stored = await count(load.tag);
  return { ...load, stored, lost: Math.max(0, load.accepted - stored), unanswered: Math.max(0, stored - load.accepted), exitCode: code ?? signal, exitMs };
}

/**
 * insights-inprocess.ts in a process of its own: `record` the writer's store alone, `route` receiveBeacon with its
 * limiter, salts and writer; both without Next's server, on a scratch SQLite or on the PostgreSQL.
 */
function inProcess(mode, events, { dataDir, databaseUrl }) {
  // An empty DATABASE_URL is refused by the config: left out for SQLite.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const args = ['--conditions=react-server', 'scripts/bench/insights-inprocess.ts', mode, '--events', String(events), '--visitors', String(ADDRESSES)];
  const output = execFileSync(path.resolve('node_modules/.bin/tsx'), args, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = output.split('\n').find((text) => text.startsWith('INPROCESS-JSON '));
  if (!line) throw new Error(`insights-inprocess.ts ${mode} printed no summary:\n${output}`);
  return JSON.parse(line.slice('INPROCESS-JSON '.length));
}

/** Every insights figure; `databaseUrl` is a running PostgreSQL (startPostgres), `step` the bench's progress line. */
export async function measureInsights({ databaseUrl, step, seconds = 8 }) {
  const scratched = [];
  const scratch = (name) => scratched[scratched.push(mkdtempSync(path.join(tmpdir(), `bench-insights-${name}-`))) - 1];
  const sqliteStore = { dataDir: scratch('sqlite') };
  const postgresStore = { dataDir: scratch('postgres'), databaseUrl };
  const countSqlite = sqliteCounter(sqliteStore.dataDir);
  const countPostgres = postgresCounter(databaseUrl);
  const sqlite = startInstance(INSIGHTS_PORTS.sqlite, sqliteStore);
  const postgres = startInstance(INSIGHTS_PORTS.postgres, postgresStore);
  await Promise.all([ready(sqlite), ready(postgres)]);

  step(`insights: POST /api/insights on SQLite, then on PostgreSQL (wrk, ${CONNECTIONS} connections, ${ADDRESSES} client addresses, 3 s warm-up + ${seconds} s each)`);
  const stores = { sqlite: await throughput(sqlite, countSqlite, seconds), postgres: await throughput(postgres, countPostgres, seconds) };
  for (const [name, r] of Object.entries(stores)) {
    step(`insights ${name}: ${r.acceptedPerSecond} accepted/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.accepted} answered 204, ${r.stored} stored, ${r.lost} lost; server ${r.cpu.serverCores} cores of ${r.cpu.machineCores} busy, ${r.cpuMsPerRequest} ms CPU a request`);
  }
  step('insights: GET /api/health on the SQLite instance, the route-handler floor (wrk, 5 s)');
  const floor = routeFloor(sqlite, 5);
  step(`insights floor: ${floor.requestsPerSecond} requests/s, p99 ${floor.p99} ms; server ${floor.cpu.serverCores} cores, ${floor.cpuMsPerRequest} ms CPU a request`);

  step(`insights: ${PAGES.join(' and ')} p95 alone, beside a flood from one address, from ${ADDRESSES}, alone again (SQLite instance)`);
  const flood = await isolation(sqlite);
  step(`insights isolation: page p95 ${flood.p95Alone} ms alone, ${flood.oneAddress.pages.p95} ms beside one address (${flood.ratioOneAddress}x), ${flood.manyAddresses.pages.p95} ms beside many (${flood.ratioManyAddresses}x)`);
  await stop([sqlite, postgres]);

  step('insights: SIGTERM mid-flood on a fresh instance, SQLite then PostgreSQL; every 204 counted against the rows');
  const sigterm = {
    sqlite: await sigtermCase(INSIGHTS_PORTS.sigtermSqlite, { dataDir: scratch('sigterm-sqlite') }),
    postgres: await sigtermCase(INSIGHTS_PORTS.sigtermPostgres, { dataDir: scratch('sigterm-postgres'), databaseUrl }),
  };
  for (const [name, r] of Object.entries(sigterm)) {
    step(`insights SIGTERM ${name}: ${r.accepted} answered 204, ${r.stored} stored, ${r.lost} lost; exited ${r.exitCode} ${r.exitMs} ms after the signal`);
  }

  step("insights: in-process, without Next's server (scripts/bench/insights-inprocess.ts): the store alone, 40,000 page views in batches of 500, then the route's own work on 10,000 beacons");
  const inprocess = {
    record: { sqlite: inProcess('record', 40_000, { dataDir: scratch('record') }), postgres: inProcess('record', 40_000, { dataDir: scratch('record-pg'), databaseUrl }) },
    route: { sqlite: inProcess('route', 10_000, { dataDir: scratch('route') }), postgres: inProcess('route', 10_000, { dataDir: scratch('route-pg'), databaseUrl }) },
  };
  for (const [mode, stores] of Object.entries(inprocess)) {
    for (const [name, r] of Object.entries(stores)) {
      step(`insights in-process ${mode} ${name}: ${r.eventsPerSecond} events/s, ${r.cpuMsPerEvent} ms CPU an event${mode === 'record' ? `, a batch of 500 p50 ${r.batchP50} ms, p99 ${r.batchP99} ms` : ''}; ${r.stored} of ${r.events} stored`);
    }
  }
  for (const folder of scratched) rmSync(folder, { recursive: true, force: true });
  return { targets: INSIGHTS_TARGETS, stores, floor, isolation: flood, sigterm, inprocess };
}
