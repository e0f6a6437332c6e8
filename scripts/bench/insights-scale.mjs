// npm run bench -- insights-scale: how far one host takes the insights ingest. On one throwaway PostgreSQL
// (scripts/postgres.sh, fsync off), one and then two production server processes (the standalone build, started as
// `npm start` starts it: --max-old-space-size=384, TRUST_PROXY=loopback) behind one nginx recipe (scripts/nginx.sh,
// two --upstream for two). For each: beacons flooded through nginx and, at the same time, / and /contact-us asked
// through nginx at a visitor's pace (a probe: 10 connections, 200 ms between pages, so at most 50 a second);
// beacons accepted (204) a second, their p50 and p99, the pages' p95 quiet, under the flood and quiet again; the
// same pages asked of the first Node process directly (what a page nginx has not cached meets) under a second,
// shorter flood; every 204 counted against the rows in PostgreSQL once the writers have drained; the CPU of the
// server processes, nginx and PostgreSQL (from /proc, whole process trees, all threads) and each server process's
// peak resident memory (VmHWM). Each case has a database of its own in the one cluster, and fresh processes.
// Each process count runs with two address pools: 3,000 (the insights bench's: each address sends a beacon every
// few seconds, so most extend a visit the writer knows) and 20,000 (nearly every beacon a visitor not seen before).
//
// What differs from production, and why: behind the recipe every request reaches nginx from 127.0.0.1, so nginx's
// beacon limit (120 a minute per address, burst 60) would refuse nearly all of a flood from wrk, one address. The
// bench adds two lines to the rendered config, ahead of the recipe's includes:
//   set_real_ip_from 127.0.0.1;  real_ip_header X-Forwarded-For;
// so nginx takes the client address from wrk's X-Forwarded-For (each address far below the limit), as the recipe's
// own comment says to do behind a CDN. Its limit zones, the X-Forwarded-For it sends to Node, its cache and
// everything else are the recipe's as rendered by scripts/nginx.sh: plain HTTP (no TLS), upstream keepalive 16
// (production: 32), --workers (default auto: one a core, as Debian's nginx.conf). A warm-up checks in nginx's access
// log that the beacons were logged from wrk's addresses, and fails otherwise.
//
// Flags: --seconds N (20: the flood beside the pages through nginx), --addresses 3000,20000, --connections N (16 a
// server process: wrk's connections are N times the processes), --processes 1,2, --workers auto|N; --skip-build is
// accepted and changes nothing: the current build is measured, never rebuilt. Ports 3520-3522 and 3525 (PostgreSQL).
// About 4.5 minutes. Writes bench-reports/<UTC time>-insights-scale/ (benchmarks.json and INSIGHTS-SCALE.md).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { exited, postgresCounter, ready } from './insights.mjs';
import { loadBeacons, loadPages } from './load.mjs';
import { freshDatabase, pgQuery, refuseTakenPorts, serve, startPostgres, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const SECONDS = Number(option('seconds', 20));
const ADDRESSES = option('addresses', '3000,20000').split(',').map(Number);
const CONNECTIONS = Number(option('connections', 16));
const PROCESSES = option('processes', '1,2').split(',').map(Number);
const WORKERS = option('workers', 'auto');
const PORTS = { nginx: 3520, servers: [3521, 3522], postgres: 3525 };
const PAGES = ['/', '/contact-us'];
/**
 * The pages are a probe, not a second flood: each of 10 connections asks for a page, waits for it, then pauses
 * 200 ms (wrk's delay()), so at most 50 pages a second. Without the pause, pages nginx has cached came back at
 * 26,000-41,000 a second and took more of the two cores than the beacons did.
 */
const PROBE = { connections: 10, pauseMs: 200 };
/** The second flood, beside pages asked of Node directly: long enough for a few seconds of pages in its middle. */
const NODE_FLOOD_SECONDS = 10;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const REPORTS = process.env.BENCH_REPORTS_DIR || 'bench-reports';
/** Ahead of the recipe's includes: nginx reads the client from wrk's X-Forwarded-For, trusted from loopback only. */
const REAL_IP = '    # insights-scale only: each beacon from the client wrk names, as behind a CDN.\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;\n';

if (!Number.isInteger(SECONDS) || SECONDS < 10) throw new Error('--seconds must be a whole number, at least 10');
if (!ADDRESSES.every((n) => Number.isInteger(n) && n >= 1 && n <= 65_536)) throw new Error('--addresses takes numbers 1-65536 (wrk.lua makes 10.x.y.1)');
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) throw new Error('--connections must be a whole number');
if (!PROCESSES.every((n) => n === 1 || n === 2)) throw new Error('--processes takes 1, 2 or 1,2');

const started = Date.now();
const step = (text) => console.log(`[insights-scale ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nginxPrefixes = [];
const scratch = [];
const execFileAsync = promisify(execFile);

function cleanup() {
  for (const prefix of nginxPrefixes.splice(0)) {
    try {
      execFileSync('bash', ['scripts/nginx.sh', 'stop', prefix], { stdio: 'ignore' });
    } catch (error) {
      console.error(`insights-scale: stopping nginx in ${prefix} failed: ${error.message}`);
    }
  }
  stopAll();
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** wrk.lua's page mode with a pause before each request: written to a scratch folder, wrk.lua itself unchanged. */
function pacedScript() {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-insights-scale-wrk-'));
  scratch.push(folder);
  const file = path.join(folder, 'paced.lua');
  writeFileSync(file, `dofile(${JSON.stringify(path.resolve('scripts/bench/wrk.lua'))})\nfunction delay() return ${PROBE.pauseMs} end\n`);
  return file;
}
let paced;

/** / and /contact-us in turn at the probe's pace for `seconds`: their latency, as load.mjs sums it up. */
async function probePages(origin, seconds) {
  paced ??= pacedScript();
  const args = ['-t1', `-c${PROBE.connections}`, `-d${seconds}s`, '-s', paced, origin];
  const { stdout } = await execFileAsync('wrk', args, { encoding: 'utf8', env: { ...process.env, BENCH_MODE: 'page', BENCH_PATHS: PAGES.join(',') } });
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH-JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const result = JSON.parse(line.slice('BENCH-JSON '.length));
  const round = (ms) => Math.round(ms * 10) / 10;
  return { requestsPerSecond: Math.round(result.requests / result.seconds), p50: round(result.p50), p95: round(result.p95), p99: round(result.p99), total: result.requests, statuses: result.statuses, errors: result.errors };
}

/** One server process as `npm start` runs it (scripts/start.sh), trusting the recipe's X-Forwarded-For. */
function startServer(port, { dataDir, databaseUrl }) {
  const env = { HOSTNAME: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' };
  const heap = `--max-old-space-size=${process.env.HEAP_LIMIT_MB || 384}`;
  return { child: serve('node', [heap, '.next/standalone/server.js'], { env }), origin: `http://127.0.0.1:${port}`, port };
}

async function stopServers(servers) {
  for (const { child } of servers) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.all(servers.map(({ child }) => Promise.race([exited(child), delay(15_000)])));
}

const nginxBin = () => execFileSync('bash', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], { encoding: 'utf8' }).trim();

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The recipe through scripts/nginx.sh, then restarted with the two real_ip lines added to its rendered config (the
 * script has no option for them); returns its origin, its prefix and its master's pid.
 */
async function startNginx(port, upstreams) {
  const args = ['scripts/nginx.sh', 'start', '--port', String(port), '--workers', WORKERS, ...upstreams.flatMap((upstream) => ['--upstream', String(upstream)])];
  const prefix = execFileSync('bash', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  nginxPrefixes.push(prefix);
  const conf = path.join(prefix, 'nginx.conf');
  const pidFile = path.join(prefix, 'nginx.pid');
  const anchor = '    include quillmark/http.conf;\n';
  const rendered = readFileSync(conf, 'utf8');
  if (!rendered.includes(anchor)) throw new Error(`${conf} has no "include quillmark/http.conf;" line to put real_ip before`);
  writeFileSync(conf, rendered.replace(anchor, REAL_IP + anchor));
  const nginx = (...more) => execFileSync(nginxBin(), ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs', 'error.log'), ...more], { stdio: ['ignore', 'ignore', 'inherit'] });
  nginx('-t', '-q');
  const first = Number(readFileSync(pidFile, 'utf8'));
  nginx('-s', 'stop');
  for (let waited = 0; alive(first) && waited < 10_000; waited += 100) await delay(100);
  if (alive(first)) throw new Error(`nginx ${first} did not stop`);
  nginx();
  const masterPid = Number(readFileSync(pidFile, 'utf8'));
  return { origin: `http://127.0.0.1:${port}`, prefix, masterPid };
}

function stopNginx({ prefix }) {
  execFileSync('bash', ['scripts/nginx.sh', 'stop', prefix], { stdio: 'ignore' });
  nginxPrefixes.splice(nginxPrefixes.indexOf(prefix), 1);
}

/** The client address nginx logged for the newest beacon: a 10.x.y.1 of wrk's when real_ip is in effect. */
function loggedClient({ prefix }) {
  const lines = readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8').trimEnd().split('\n');
  const beacon = lines.findLast((line) => line.includes('POST /api/insights'));
  return beacon?.split(' ')[0];
}

/** Every process's parent, CPU ticks (user + system) and its reaped children's (cutime + cstime), from /proc. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      table.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) });
    } catch {
      // gone between the listing and the read
    }
  }
  return table;
}

/** `roots` and every process under them in `table`. */
function treeOf(table, roots) {
  const tree = new Set(roots.filter((pid) => table.has(pid)));
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, { ppid }] of table) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return tree;
}

function machineTicks() {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return times.reduce((sum, value) => sum + value, 0) - times[3] - times[4];
}

/**
 * CPU of each group of process trees between now and the call it returns, in cores (of the 2) and CPU seconds: a
 * process born in between counts from 0; one that ended in between counts through its root's reaped children's
 * time, when the root waited for it (Node for its wrk runs; PostgreSQL's backends and nginx's workers live on).
 */
function cpuSampler(groups) {
  const before = processTable();
  const began = { at: Date.now(), machine: machineTicks() };
  return () => {
    const after = processTable();
    const seconds = (Date.now() - began.at) / 1000;
    const cores = (ticks) => Math.round((ticks / CLOCK_TICKS / seconds) * 100) / 100;
    const used = { seconds: Math.round(seconds * 10) / 10, machineCores: cores(machineTicks() - began.machine) };
    // A process counts in the first group whose tree holds it: the bench's tree holds the servers it spawned too.
    const claimed = new Set();
    for (const [name, roots] of Object.entries(groups)) {
      let ticks = 0;
      for (const pid of treeOf(after, roots)) {
        if (claimed.has(pid)) continue;
        claimed.add(pid);
        ticks += after.get(pid).ticks - (before.get(pid)?.ticks ?? 0);
      }
      // Children that ended in between (each wrk run) are gone from /proc: their time is in their parent's.
      for (const root of roots) if (after.has(root) && before.has(root)) ticks += after.get(root).reaped - before.get(root).reaped;
      used[name] = { cores: cores(ticks), cpuSeconds: Math.round((ticks / CLOCK_TICKS) * 100) / 100 };
    }
    return used;
  };
}

/** Resident memory now (VmRSS) or at its peak since the process started (VmHWM), in MB. */
function residentMb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith(`${field}:`));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** The postmaster's pid of the cluster scripts/postgres.sh started on `port` (its state file names its folder). */
function postmasterPid(port) {
  const dir = readFileSync(path.join(process.env.TMPDIR || '/tmp', `quillmark-postgres-${port}.dir`), 'utf8').trim();
  return Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}



/** The rows of a flood once the writers have drained: at least its 204s and the same count twice, or 20 s. */
async function drained(count, tag, accepted) {
  let stored = 0;
  let previous = -1;
  for (let waited = 0; waited < 20_000; waited += 500) {
    await delay(500);
    stored = await count(tag);
    if (stored >= accepted && stored === previous) break;
    previous = stored;
  }
  return stored;
}

const rowsOf = (load, stored) => ({ stored, lost: Math.max(0, load.accepted - stored), unanswered: Math.max(0, stored - load.accepted) });

async function cacheStatus(origin) {
  const statuses = {};
  for (const page of PAGES) statuses[page] = (await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } })).headers.get('x-cache-status');
  return statuses;
}

/** One case: `processes` server processes on a database of their own, behind one nginx, beacons from `addresses`. */
async function scaleCase(processes, addresses, clusterUrl, pgPid) {
  const databaseUrl = await freshDatabase(clusterUrl, `quillmark_scale_${processes}_${addresses}`);
  const label = `${processes} process${processes > 1 ? 'es' : ''}, ${addresses} addresses`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-insights-scale-'));
  const count = postgresCounter(databaseUrl);
  const loadBefore = loadavg()[0];
  const servers = [];
  // One after the other: the first makes the schema, the second finds it.
  for (const port of PORTS.servers.slice(0, processes)) {
    const server = startServer(port, { dataDir, databaseUrl });
    await ready(server);
    servers.push(server);
  }
  const rssAtStart = servers.map(({ child }) => residentMb(child.pid, 'VmRSS'));
  const nginx = await startNginx(PORTS.nginx, servers.map(({ port }) => port));
  await waitFor(`${nginx.origin}/api/health/ready`);
  const connections = CONNECTIONS * processes;
  const node = servers[0].origin;

  step(`${label}: warming up (beacons 3 s, pages through nginx and from Node 2 s each)`);
  const warm = await loadBeacons(nginx.origin, { connections, seconds: 3, addresses });
  const client = loggedClient(nginx);
  if (!client?.startsWith('10.')) throw new Error(`nginx logged beacons from ${client}, not from wrk's X-Forwarded-For: real_ip is not in effect`);
  await loadPages(nginx.origin, PAGES, { seconds: 2 });
  await loadPages(node, PAGES, { seconds: 2 });
  const cache = await cacheStatus(nginx.origin);

  step(`${label}: pages quiet, through nginx then from Node (5 s each)`);
  const quietBefore = { nginx: await probePages(nginx.origin, 5), node: await probePages(node, 5) };

  step(`${label}: beacons through nginx for ${SECONDS} s (${connections} connections, ${addresses} addresses), pages through nginx beside it`);
  // The bench's own tree, less the servers, is itself and its wrk processes; what the machine did beyond the four
  // groups is other work on this shared machine.
  const sample = cpuSampler({ servers: servers.map(({ child }) => child.pid), nginx: [nginx.masterPid], postgres: [pgPid], wrk: [process.pid] });
  const flooding = loadBeacons(nginx.origin, { connections, seconds: SECONDS, addresses });
  await delay(2000);
  const pagesNginx = await probePages(nginx.origin, SECONDS - 5);
  const flood = await flooding;
  const cpu = sample();
  cpu.otherCores = Math.round((cpu.machineCores - cpu.servers.cores - cpu.nginx.cores - cpu.postgres.cores - cpu.wrk.cores) * 100) / 100;

  step(`${label}: beacons through nginx for ${NODE_FLOOD_SECONDS} s, pages from Node beside it`);
  const nodeFlooding = loadBeacons(nginx.origin, { connections, seconds: NODE_FLOOD_SECONDS, addresses });
  await delay(2000);
  const pagesNode = await probePages(node, NODE_FLOOD_SECONDS - 4);
  const nodeFlood = await nodeFlooding;

  step(`${label}: pages quiet again (after 2 s), then the rows counted`);
  await delay(2000);
  const quietAfter = { nginx: await probePages(nginx.origin, 5), node: await probePages(node, 5) };
  const rows = { flood: rowsOf(flood, await drained(count, flood.tag, flood.accepted)), nodeFlood: rowsOf(nodeFlood, await drained(count, nodeFlood.tag, nodeFlood.accepted)) };
  const rssPeak = servers.map(({ child }) => residentMb(child.pid, 'VmHWM'));
  const loadAfter = loadavg()[0];
  await stopServers(servers);
  stopNginx(nginx);
  rmSync(dataDir, { recursive: true, force: true });

  const result = {
    processes,
    connections,
    addresses,
    seconds: SECONDS,
    warmUp: { accepted: warm.accepted, statuses: warm.statuses },
    nginxClient: client,
    cache,
    beacons: { acceptedPerSecond: Math.round(flood.accepted / flood.seconds), ...flood, ...rows.flood, nodeCpuMsPerBeacon: Math.round((cpu.servers.cpuSeconds * 1e6) / flood.total) / 1000 },
    nodeFlood: { acceptedPerSecond: Math.round(nodeFlood.accepted / nodeFlood.seconds), ...nodeFlood, ...rows.nodeFlood },
    pages: {
      nginx: { quietBefore: quietBefore.nginx, flood: pagesNginx, quietAfter: quietAfter.nginx },
      node: { quietBefore: quietBefore.node, flood: pagesNode, quietAfter: quietAfter.node },
    },
    cpu,
    rssMb: { atStart: rssAtStart, peak: rssPeak },
    loadAverage: { before: loadBefore, after: loadAfter },
  };
  const b = result.beacons;
  step(
    `${label}: ${b.acceptedPerSecond} beacons accepted/s, p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.accepted} answered 204 (${b.non2xx} other), ${b.stored} stored, ${b.lost} lost; ` +
      `pages p95 through nginx ${quietBefore.nginx.p95} → ${pagesNginx.p95} → ${quietAfter.nginx.p95} ms, from Node ${quietBefore.node.p95} → ${pagesNode.p95} → ${quietAfter.node.p95} ms (quiet, flood, quiet again); ` +
      `CPU: servers ${cpu.servers.cores}, nginx ${cpu.nginx.cores}, PostgreSQL ${cpu.postgres.cores}, wrk ${cpu.wrk.cores}, other work ${cpu.otherCores}, machine ${cpu.machineCores} cores; RSS ${rssAtStart.join('/')} → ${rssPeak.join('/')} MB`,
  );
  return result;
}

const statusText = (statuses) =>
  Object.entries(statuses)
    .filter(([status]) => status !== '204')
    .map(([status, n]) => `${n}×${status}`)
    .join(', ') || 'none';

function table(cases) {
  const rows = cases.map((r) => {
    const b = r.beacons;
    return `| ${r.processes} | ${r.addresses.toLocaleString('en-GB')} | ${r.connections} | ${b.acceptedPerSecond.toLocaleString('en-GB')} | ${b.p50} / ${b.p99} | ${statusText(b.statuses)} | ${b.accepted.toLocaleString('en-GB')} / ${b.stored.toLocaleString('en-GB')} / ${b.lost} | ${r.pages.nginx.quietBefore.p95} → ${r.pages.nginx.flood.p95} → ${r.pages.nginx.quietAfter.p95} | ${r.pages.node.quietBefore.p95} → ${r.pages.node.flood.p95} → ${r.pages.node.quietAfter.p95} | ${r.cpu.servers.cores} / ${r.cpu.nginx.cores} / ${r.cpu.postgres.cores} / ${r.cpu.wrk.cores} / ${r.cpu.otherCores} / ${r.cpu.machineCores} | ${b.nodeCpuMsPerBeacon} | ${r.rssMb.atStart.join(', ')} → ${r.rssMb.peak.join(', ')} |`;
  });
  return [
    '| server processes | client addresses | wrk connections | beacons accepted/s | beacon p50 / p99 ms | other answers | 204s / rows / lost | pages p95 through nginx: quiet → flood → quiet (ms) | pages p95 from Node: quiet → flood → quiet (ms) | CPU cores: servers / nginx / PostgreSQL / wrk / other work / machine | server CPU ms a beacon | RSS MB at start → peak, each process |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (!existsSync('.next/standalone/server.js')) throw new Error('.next/standalone/server.js is missing: npm run build first (this tool never builds)');
execFileSync('bash', ['-c', 'command -v wrk'], { stdio: 'ignore' });
await refuseTakenPorts([PORTS.nginx, ...PORTS.servers]);
step(`a throwaway PostgreSQL on port ${PORTS.postgres} (scripts/postgres.sh: fsync and synchronous_commit off)`);
const clusterUrl = startPostgres(PORTS.postgres);
const pgPid = postmasterPid(PORTS.postgres);
const [{ server_version: postgresVersion }] = await pgQuery(clusterUrl, 'SHOW server_version');
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  postgres: postgresVersion,
  // nginx -v writes to stderr.
  nginx: execFileSync('bash', ['-c', `${nginxBin()} -v 2>&1`], { encoding: 'utf8' }).trim(),
  workers: WORKERS,
  cases: [],
};
for (const addresses of ADDRESSES) for (const processes of PROCESSES) report.cases.push(await scaleCase(processes, addresses, clusterUrl, pgPid));
cleanup();

const markdown =
  `# Insights ingest through the nginx recipe, ${report.date}\n\n` +
  `${report.machine.cpus} × ${report.machine.model}, Node ${report.machine.node}, PostgreSQL ${report.postgres} (fsync off), ${report.nginx} (workers ${WORKERS}, real_ip from wrk's X-Forwarded-For). ` +
  `Beacons for ${SECONDS} s from ${ADDRESSES.join(' and then ')} addresses; pages / and /contact-us on ${PROBE.connections} connections, each pausing ${PROBE.pauseMs} ms between pages.\n\n${table(report.cases)}\n`;
console.log(`\n${table(report.cases)}\n`);
const folder = path.join(REPORTS, `${report.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}-insights-scale`);
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'benchmarks.json'), JSON.stringify(report, null, 2));
writeFileSync(path.join(folder, 'INSIGHTS-SCALE.md'), markdown);
step(`done → ${folder}/`);
