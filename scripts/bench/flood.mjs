// npm run bench -- flood: the crowd the issue measured. One production server process (the standalone build, started
// as `npm start` starts it: --max-old-space-size=HEAP_LIMIT_MB, 384 by default; TRUST_PROXY=loopback) on a fresh
// SQLite store, sent --beacons page-view beacons (100,000), each from an address of its own (X-Forwarded-For,
// 10.0.0.0/8), paced to end in --seconds (120) over --connections (16) kept-alive connections, as a phone's Chrome
// sends them. Beside them, contact enquiries one after another from addresses of their own. Prints the server's
// resident memory (sampled every 200 ms, and its VmHWM), the beacons accepted (204), shed (503) and otherwise
// answered, the enquiries sent, answered 201 and stored, the shed count the staff page reads, and whether the
// process stayed up. Never builds: the current .next/standalone is measured (--skip-build is accepted and changes
// nothing). About three minutes; on a 2-core machine the client takes part of a core beside the server.
//
// Flags: --beacons N, --seconds N, --connections N, --heap MB (the server's HEAP_LIMIT_MB), --port N (3530),
// --node-args "..." (more flags for the server's node: --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=DIR, --heap-prof),
// --snapshot-at N,M (SIGUSR2 to the server as beacon N is sent), --env K=V (more settings for the server,
// repeatable), --keep (the data folder is left and named). Exits 1 when the process died,
// resident memory passed 512 MB or an enquiry answered 201 was not stored.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const options = (name) => argv.flatMap((value, index) => (argv[index - 1] === `--${name}` ? [value] : []));
const BEACONS = Number(option('beacons', 100_000));
const SECONDS = Number(option('seconds', 120));
const CONNECTIONS = Number(option('connections', 16));
const HEAP_MB = Number(option('heap', process.env.HEAP_LIMIT_MB || 384));
const PORT = Number(option('port', 3530));
const NODE_ARGS = (option('node-args', '') ?? '').split(/\s+/).filter(Boolean);
const EXTRA_ENV = Object.fromEntries(options('env').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
const KEEP = argv.includes('--keep');
/** Beacons sent at which the server is sent SIGUSR2: with --node-args --heapsnapshot-signal=SIGUSR2, a heap snapshot each. */
const SNAPSHOT_AT = new Set((option('snapshot-at', '') ?? '').split(',').filter(Boolean).map(Number));
/** What the issue asks resident memory to stay under. */
const RSS_LIMIT_MB = 512;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PAGES = ['/', '/contact-us', '/services', '/about-us', '/blog'];

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const origin = `http://127.0.0.1:${PORT}`;
const log = (line) => console.log(`[flood ${new Date().toISOString().slice(11, 19)}] ${line}`);

if (!existsSync('.next/standalone/server.js')) {
  console.error('.next/standalone/server.js is missing: npm run build first (this tool never builds)');
  process.exit(1);
}
if (await fetch(`${origin}/`).then(() => true, () => false)) {
  console.error(`port ${PORT} is taken: stop what listens there first, or pass --port`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-flood-'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOSTNAME: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, TRUST_PROXY: 'loopback', API_BASE_URL: '', SITE_URL: origin, ...EXTRA_ENV };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, ...NODE_ARGS, '.next/standalone/server.js'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
let stderr = '';
server.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
let exit;
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve((exit = { code, signal, at: Date.now() }))));
const up = () => exit === undefined;

const memory = (field) => {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
let peakRss = 0;
const samples = [];
const sampler = setInterval(() => {
  const rss = memory('VmRSS');
  if (rss === 0) return;
  peakRss = Math.max(peakRss, rss, memory('VmHWM'));
  samples.push(rss);
}, 200);

for (let waited = 0; !(await fetch(`${origin}/api/health/ready`).then((response) => response.ok, () => false)); waited += 200) {
  if (!up() || waited > 60_000) {
    console.error(`the server never became ready:\n${stderr}`);
    process.exit(1);
  }
  await delay(200);
}
const startRss = memory('VmRSS');
log(`server ${server.pid} ready on ${origin}, heap limit ${HEAP_MB} MB, ${startRss.toFixed(0)} MB resident; ${BEACONS} beacons from as many addresses over ${SECONDS} s, ${CONNECTIONS} connections`);

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const tag = Math.floor(Math.random() * 0xffffffff).toString(16).padStart(8, '0');
/** Address n of 10.0.0.0/8: a client of its own for each beacon. */
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function beacon(n) {
  const body = JSON.stringify({ kind: 'pageview', view: `${tag}${n.toString(16).padStart(8, '0')}`, path: PAGES[n % PAGES.length], width: 412, referrer: 'www.google.com', utm: { source: 'bench' } });
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = request(`${origin}/api/insights`, { method: 'POST', agent, timeout: 30_000, headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), origin, 'user-agent': PHONE, 'x-forwarded-for': address(n) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.end(body);
  });
}

const statuses = {};
const latencies = { 204: [], 503: [] };
let next = 0;
const began = Date.now();
async function worker() {
  while (next < BEACONS && up()) {
    const n = next++;
    if (SNAPSHOT_AT.has(n)) server.kill('SIGUSR2');
    const due = began + (n * SECONDS * 1000) / BEACONS;
    if (due > Date.now()) await delay(due - Date.now());
    const { status, ms } = await beacon(n);
    statuses[status] = (statuses[status] ?? 0) + 1;
    latencies[status]?.push(ms);
  }
}

let flooding = true;
const enquiries = { sent: 0, answered: 0, statuses: {}, slowestMs: 0 };
async function enquire() {
  for (let n = 0; flooding || enquiries.sent < 3; n += 1) {
    if (!up()) return;
    const started = Date.now();
    enquiries.sent += 1;
    const status = await fetch(`${origin}/api/v1/contact-us`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `172.16.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ first_name: 'Priya', last_name: 'Raman', company_name: 'Harbour Analytics', mobile_no: '7700900456', mobile_country_code: '+44', email_address: `visitor${n}@flood.test`, message: 'We would like a quote for moving our reporting to the cloud.', subscribe: [] }),
      signal: AbortSignal.timeout(30_000),
    }).then((response) => response.status, () => 0);
    enquiries.statuses[status] = (enquiries.statuses[status] ?? 0) + 1;
    if (status === 201) enquiries.answered += 1;
    enquiries.slowestMs = Math.max(enquiries.slowestMs, Date.now() - started);
    await delay(250);
  }
}

const progress = setInterval(() => log(`${next} sent, ${JSON.stringify(statuses)}, ${memory('VmRSS').toFixed(0)} MB resident (peak ${peakRss.toFixed(0)})`), 10_000);
const enquiring = enquire();
await Promise.all(Array.from({ length: CONNECTIONS }, worker));
const floodSeconds = (Date.now() - began) / 1000;
flooding = false;
await enquiring;
clearInterval(progress);
agent.destroy();
await delay(2000);
const stayedUp = up() && (await fetch(`${origin}/api/health`).then((response) => response.ok, () => false));
const pageAfter = await fetch(`${origin}/contact-us`).then((response) => response.status, () => 0);
clearInterval(sampler);
peakRss = Math.max(peakRss, memory('VmHWM'));

const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
const stored = db.prepare("select count(*) as count from enquiries where payload like '%@flood.test%'").get().count;
const pageviews = db.prepare("select count(*) as count from insight_events where kind = 'pageview' and substr(view, 1, 8) = ?").get(tag).count;
const hasShed = db.prepare("select count(*) as count from sqlite_master where name = 'insight_shed'").get().count > 0;
const shedStored = hasShed ? db.prepare('select coalesce(sum(beacons), 0) as count from insight_shed').get().count : null;
db.close();

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};
const summary = {
  heapLimitMb: HEAP_MB,
  beacons: BEACONS,
  sent: next,
  floodSeconds: Math.round(floodSeconds * 10) / 10,
  statuses,
  accepted: statuses[204] ?? 0,
  shed: statuses[503] ?? 0,
  unanswered: statuses[0] ?? 0,
  acceptedP99Ms: percentile(latencies[204], 99),
  shedP99Ms: percentile(latencies[503], 99),
  pageviewsStored: pageviews,
  shedCounted: shedStored,
  enquiries: { ...enquiries, stored },
  rssStartMb: Math.round(startRss),
  rssPeakMb: Math.round(peakRss),
  stayedUp,
  contactPageAfter: pageAfter,
  exit: exit ?? null,
};
log(`flood over in ${summary.floodSeconds} s: ${summary.accepted} accepted (204), ${summary.shed} shed (503), ${summary.unanswered} unanswered, other ${JSON.stringify(statuses)}; p99 ${summary.acceptedP99Ms} ms accepted, ${summary.shedP99Ms} ms shed`);
log(`store: ${pageviews} page views of this run, ${shedStored ?? 'no'} beacons counted as shed`);
log(`enquiries: ${enquiries.sent} sent, ${enquiries.answered} answered 201, ${stored} stored, slowest ${enquiries.slowestMs} ms; ${JSON.stringify(enquiries.statuses)}`);
log(`resident: ${summary.rssStartMb} MB at start, ${summary.rssPeakMb} MB at the peak (limit ${RSS_LIMIT_MB}); process ${stayedUp ? 'stayed up' : `DIED (${JSON.stringify(exit)})`}`);
if (!stayedUp) console.error(stderr.slice(-3000));
console.log(`FLOOD-JSON ${JSON.stringify(summary)}`);

if (up()) {
  server.kill('SIGTERM');
  await Promise.race([exited, delay(15_000)]);
  if (up()) server.kill('SIGKILL');
}
if (KEEP) log(`data kept in ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });
process.exit(stayedUp && peakRss < RSS_LIMIT_MB && stored >= enquiries.answered ? 0 : 1);
