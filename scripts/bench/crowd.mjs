// npm run bench -- crowd: a crowd of visitors through the nginx recipe on one host, at rising rates, this build beside
// the previous release. Each visitor asks for one page (the home page 30%, /blog 20%, one of the articles 50%), then
// sends that page's two beacons (its page view and its Web Vitals) to POST /api/insights, and one visitor in a hundred
// sends an enquiry (POST /api/v1/contact-us). Visitors arrive at a fixed rate whatever the server does (an open loop,
// as a crowd does: a slow answer never slows the arrivals), from 1,024 addresses of 127.0.0.0/8 so that nginx's and
// Node's limits per address see a crowd, not one client. Times are from each request's planned start to its body's
// last byte, so waiting to be sent counts (no coordinated omission).
//
// Per release and rate, for --seconds each: per kind of request, answers a second, p50 and p99, 5xx, 429s and
// failures (no answer within 10 s, or a broken connection); Node's peak resident memory (VmRSS, sampled every 250 ms)
// and whether it was still up; then, after every rate, the enquiries sent, answered with a reference and found in the
// store. Node runs as `npm start` runs it (--max-old-space-size=384, HEAP_LIMIT_MB's default), with
// TRUST_PROXY=loopback behind the release's own nginx recipe (its scripts/nginx.sh, all cores' workers).
//
// The previous release (the commit before the pages that show articles were cached again) is built once into
// ${TMPDIR:-/tmp}/quillmark-crowd-<commit> (git archive, node_modules linked to this checkout's, npm run build) and
// reused from then on; --no-previous leaves it out. This build is .next/standalone as it stands (--build runs
// `npm run build` first; without one the bench says so and exits 1).
//
// Before the crowd, each page alone under wrk (64 connections, --wrk-seconds 10 a page, br and gzip accepted): the
// prerendered /contact-us, then /, /blog and an article, each one's rate beside the prerendered page's.
//
// Flags: --rates 50,200,800 (visitors a second), --seconds 60, --wrk-seconds 10, --no-previous, --build, --skip-build (accepted, changes
// nothing). Ports 3901-3904. Writes bench-reports/<UTC time>-crowd/ (CROWD.md, benchmarks.json) and prints the table.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { exited } from './insights.mjs';
import { previousBuild, refuseTakenPorts, serve, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const RATES = String(option('rates', '50,200,800')).split(',').map(Number);
const SECONDS = Number(option('seconds', 60));
const PREVIOUS = '53454ab';
const PREVIOUS_DIR = path.join(tmpdir(), `quillmark-crowd-${PREVIOUS}`);
const WITH_PREVIOUS = !argv.includes('--no-previous');
const PORTS = { current: { node: 3901, nginx: 3902 }, previous: { node: 3903, nginx: 3904 } };
const ADDRESSES = Array.from({ length: 1024 }, (_, i) => `127.${10 + (i >> 8)}.${i & 255}.1`);
const TIMEOUT_MS = 10_000;
/** Past this many requests waiting for an answer, a visitor is not sent and counted as such: the generator's own bound. */
const MAX_IN_FLIGHT = 4_000;
const ENQUIRY_EVERY = 100;
const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const REPORTS = process.env.BENCH_REPORTS_DIR || 'bench-reports';
const WRK_SECONDS = Number(option('wrk-seconds', 10));
const KINDS = ['home', 'blog', 'article', 'beacon', 'enquiry'];

if (!RATES.length || RATES.some((rate) => !Number.isInteger(rate) || rate < 1 || rate > 5_000)) throw new Error('--rates must be whole numbers from 1 to 5000, comma-separated');
if (!Number.isInteger(SECONDS) || SECONDS < 5) throw new Error('--seconds must be a whole number, at least 5');

const started = Date.now();
const step = (text) => console.log(`[crowd ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
delete process.env.DATABASE_URL;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const nginxPrefixes = [];
const stopNginx = () => {
  for (const { dir, prefix } of nginxPrefixes.splice(0)) execFileSync('bash', [path.join(dir, 'scripts/nginx.sh'), 'stop', prefix], { stdio: 'ignore' });
};
process.on('exit', () => {
  stopNginx();
  stopAll();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** A release's server as `npm start` runs it, behind that release's own nginx recipe; returns what the crowd needs. */
async function startRelease(name, dir) {
  const ports = PORTS[name];
  const origin = `http://127.0.0.1:${ports.nginx}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-crowd-${name}-`));
  const child = serve('node', ['--max-old-space-size=384', path.join(dir, '.next/standalone/server.js')], {
    env: { HOSTNAME: '127.0.0.1', PORT: String(ports.node), DATA_DIR: dataDir, SITE_URL: origin, TRUST_PROXY: 'loopback', API_BASE_URL: '' },
  });
  await waitFor(`http://127.0.0.1:${ports.node}/api/health`);
  const prefix = execFileSync('bash', [path.join(dir, 'scripts/nginx.sh'), 'start', '--port', String(ports.nginx), '--upstream', String(ports.node), '--root', dir, '--workers', 'auto'], { encoding: 'utf8' }).trim().split('\n').pop();
  nginxPrefixes.push({ dir, prefix });
  await waitFor(`${origin}/`);
  const blog = await (await fetch(`${origin}/blog`)).text();
  const articles = [...new Set([...blog.matchAll(/href="(\/blog\/(?!authors\/)[a-z0-9-]+)"/g)].map((match) => match[1]))];
  if (articles.length < 3) throw new Error(`${name}: /blog links ${articles.length} articles`);
  return { name, dir, origin, dataDir, child, articles };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8, maxFreeSockets: 8 });

/** One request from `from`: resolves with its status (0 for no answer) once the body has ended or failed. */
function send(origin, from, method, pathname, headers, body) {
  return new Promise((resolve) => {
    const request = http.request(`${origin}${pathname}`, { method, agent, localAddress: from, headers: { 'user-agent': AGENT, 'accept-encoding': 'br, gzip', ...headers }, timeout: TIMEOUT_MS }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const percentile = (sorted, q) => (sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : 0);
const hex = (bytes) => Array.from({ length: bytes }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join('');

function residentMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** `rate` visitors a second for SECONDS against `release`; the counts and times per kind, memory, and the enquiries sent. */
async function crowd(release, rate, enquiries) {
  const stats = Object.fromEntries(KINDS.map((kind) => [kind, { times: [], status: {}, failed: 0 }]));
  let inFlight = 0;
  let notSent = 0;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMb(release.child.pid))), 250);
  const record = (kind, planned, status) => {
    const entry = stats[kind];
    entry.times.push(performance.now() - planned);
    if (status === 0) entry.failed += 1;
    else entry.status[status] = (entry.status[status] ?? 0) + 1;
  };
  const timed = async (kind, planned, ...request) => {
    inFlight += 1;
    const status = await send(release.origin, ...request);
    inFlight -= 1;
    record(kind, planned, status);
    return status;
  };
  const visitor = async (index, planned) => {
    const from = ADDRESSES[index % ADDRESSES.length];
    const roll = Math.random();
    const [kind, pathname] = roll < 0.3 ? ['home', '/'] : roll < 0.5 ? ['blog', '/blog'] : ['article', release.articles[index % release.articles.length]];
    await timed(kind, planned, from, 'GET', pathname, { accept: 'text/html' });
    const view = hex(8);
    const beacon = { 'content-type': 'text/plain;charset=UTF-8', origin: release.origin, referer: `${release.origin}${pathname}` };
    await Promise.all([
      timed('beacon', performance.now(), from, 'POST', '/api/insights', beacon, JSON.stringify({ kind: 'pageview', view, path: pathname, width: 390 })),
      timed('beacon', performance.now(), from, 'POST', '/api/insights', beacon, JSON.stringify({ kind: 'vitals', view, path: pathname, width: 390, lcp: 1800, fcp: 900, ttfb: 120, cls: 0.01 })),
    ]);
    if (index % ENQUIRY_EVERY === ENQUIRY_EVERY - 1) {
      const email = `crowd-${release.name}-${enquiries.sent.length}@crowd.example`;
      enquiries.sent.push(email);
      const body = JSON.stringify({ first_name: 'Crowd', last_name: 'Visitor', company_name: 'Load Test Ltd', mobile_no: '7700900456', mobile_country_code: '+44', email_address: email, message: 'We read your article and would like to talk about a project.', subscribe: [] });
      const status = await timed('enquiry', performance.now(), from, 'POST', '/api/v1/contact-us', { 'content-type': 'application/json', origin: release.origin }, body);
      if (status >= 200 && status < 300) enquiries.answered += 1;
    }
  };

  const began = performance.now();
  const total = rate * SECONDS;
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const planned = began + (index * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 1) await delay(wait);
    if (inFlight >= MAX_IN_FLIGHT) {
      notSent += 1;
      continue;
    }
    pending.push(visitor(index, planned));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  const elapsed = (performance.now() - began) / 1000;
  const up = release.child.exitCode === null && release.child.signalCode === null && (await fetch(`http://127.0.0.1:${PORTS[release.name].node}/api/health`).then((response) => response.ok, () => false));
  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const { times, status, failed } = stats[kind];
      const sorted = times.sort((a, b) => a - b);
      const count = (test) => Object.entries(status).reduce((sum, [code, n]) => sum + (test(Number(code)) ? n : 0), 0);
      return [kind, { requests: times.length, perSecond: Math.round(times.length / elapsed), p50: Math.round(percentile(sorted, 0.5)), p99: Math.round(percentile(sorted, 0.99)), ok: count((code) => code < 400), tooMany: count((code) => code === 429), serverErrors: count((code) => code >= 500), failed }];
    }),
  );
  return { release: release.name, rate, seconds: Math.round(elapsed), notSent, peakRssMb: Math.round(peakRss), up, kinds };
}

/**
 * Each page alone under wrk (64 connections, --wrk-seconds each) before the crowd: a prerendered page (/contact-us),
 * then the pages that show articles; answers a second, p99 and answers that were not 2xx or 3xx, each page's rate
 * beside the prerendered one's. Asked as a browser asks (br, gzip), from one address, which no limit applies to.
 */
function wrkPages(release) {
  const pages = ['/contact-us', '/', '/blog', release.articles[0]];
  const rows = pages.map((page) => {
    const out = execFileSync('wrk', ['-t2', '-c64', `-d${WRK_SECONDS}s`, '--latency', '-H', 'accept-encoding: br, gzip', '-H', 'accept: text/html', `${release.origin}${page}`], { encoding: 'utf8' });
    const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
    const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN;
    const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) + [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((sum, match) => sum + Number(match[2]), 0);
    return { page, perSecond: Math.round(perSecond), p99Ms: Math.round(p99Ms * 10) / 10, errors };
  });
  const base = rows[0].perSecond || 1;
  return rows.map((row) => ({ release: release.name, ...row, ofPrerendered: Math.round((row.perSecond / base) * 1000) / 10 }));
}

/** How many of `emails` the release's store holds, read from its SQLite file. */
function stored(release, emails) {
  const db = new Database(path.join(release.dataDir, 'enquiries.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT payload FROM enquiries').all();
    const found = new Set(rows.map((row) => /"email_address":"([^"]+)"/.exec(row.payload)?.[1]));
    return emails.filter((email) => found.has(email)).length;
  } finally {
    db.close();
  }
}

function table(results) {
  const lines = ['| release | visitors/s | kind | answers/s | p50 ms | p99 ms | 5xx | 429 | failed | Node RSS peak | up |', '|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const result of results)
    for (const kind of KINDS) {
      const row = result.kinds[kind];
      lines.push(`| ${result.release} | ${result.rate} | ${kind} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.serverErrors} | ${row.tooMany} | ${row.failed} | ${kind === 'home' ? `${result.peakRssMb} MB` : ''} | ${kind === 'home' ? (result.up ? 'yes' : '**no**') : ''} |`);
    }
  return lines.join('\n');
}

async function main() {
  if (argv.includes('--build')) execSync('npm run build', { stdio: 'inherit', env });
  if (!existsSync('.next/standalone/server.js')) {
    console.error('No build: run npm run build first (or pass --build).');
    process.exit(1);
  }
  if (WITH_PREVIOUS) previousBuild(PREVIOUS, PREVIOUS_DIR, step);
  await refuseTakenPorts(Object.values(PORTS).flatMap((ports) => [ports.node, ports.nginx]));
  const releases = [['current', '.'], ...(WITH_PREVIOUS ? [['previous', PREVIOUS_DIR]] : [])];
  const results = [];
  const enquiryTotals = [];
  const alone = [];
  for (const [name, dir] of releases) {
    step(`${name}: starting Node and its nginx recipe`);
    const release = await startRelease(name, path.resolve(dir));
    step(`${name}: each page alone under wrk, ${WRK_SECONDS} s a page`);
    alone.push(...wrkPages(release));
    const enquiries = { sent: [], answered: 0 };
    for (const rate of RATES) {
      step(`${name}: ${rate} visitors a second for ${SECONDS} s`);
      const result = await crowd(release, rate, enquiries);
      results.push(result);
      step(`${name} at ${rate}/s: ${KINDS.map((kind) => `${kind} ${result.kinds[kind].perSecond}/s p99 ${result.kinds[kind].p99} ms`).join(', ')}; RSS peak ${result.peakRssMb} MB; ${result.up ? 'up' : 'DOWN'}`);
      if (!result.up) break;
      await delay(5_000);
    }
    await delay(3_000);
    enquiryTotals.push({ release: name, sent: enquiries.sent.length, answered: enquiries.answered, stored: stored(release, enquiries.sent) });
    stopNginx();
    stopAll();
    await exited(release.child);
  }
  const report = { date: new Date().toISOString(), cpus: cpus().length, loadavg: loadavg(), seconds: SECONDS, rates: RATES, previous: PREVIOUS, alone, results, enquiries: enquiryTotals };
  const markdown = [
    `# A crowd through the nginx recipe (${report.date})`,
    '',
    `${report.cpus} cores, load average at the end ${report.loadavg.map((value) => value.toFixed(2)).join(' ')}. Each visitor: one page, two beacons, an enquiry in ${ENQUIRY_EVERY}. ${SECONDS} s a rate.`,
    '',
    '| release | page alone (wrk, 64 connections) | answers/s | of the prerendered page\'s | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...alone.map((row) => `| ${row.release} | ${row.page} | ${row.perSecond} | ${row.ofPrerendered} % | ${row.p99Ms} | ${row.errors} |`),
    '',
    table(results),
    '',
    '| release | enquiries sent | answered with a reference | stored |',
    '|---|---|---|---|',
    ...enquiryTotals.map((row) => `| ${row.release} | ${row.sent} | ${row.answered} | ${row.stored} |`),
  ].join('\n');
  const folder = path.join(REPORTS, `${report.date.replace(/[:.]/g, '-')}-crowd`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'CROWD.md'), `${markdown}\n`);
  writeFileSync(path.join(folder, 'benchmarks.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${markdown}\n\nWritten to ${folder}`);
}

await main();
