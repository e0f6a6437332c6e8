// npm run bench -- articles: the server time of the pages that read the articles from the store on every request
// (lib/articles/live.ts), beside a bare Next.js page measured in the same run. Goal (the issue's): an article page's
// p95 at most 20 ms, on SQLite and on PostgreSQL; reported as met or missed, never asserted (exit 0 unless a server
// fails to start or answers something other than 200).
//
// One server at a time, each started on a port and a fresh store of its own, measured, then stopped, so no two
// share the 2 cores: the bare page (bare.mjs, `next start`, as the budget serves it), the current build on SQLite,
// the current build on a throwaway PostgreSQL (scripts/postgres.sh, fsync off; a database of its own), and the
// previous release, b0f6c80, whose articles were Markdown prerendered at build time (the issue's "today"). Pages: the bare
// page's /, and on the site /blog/from-bootcamp-to-first-developer-job (an article), /blog, / and
// /thank-you?form=contact (a page rendered per request before articles moved: the reference). A server's pages are
// asked in rounds, one request at a time on one keep-alive connection (node:http), each round asking every page once
// in an order that turns: --warm-up (50) rounds untimed, then --requests (400) rounds timed, each request from its
// start to the last byte of its body (as sent: gzip, not decompressed). The bare page alone gets as many warm-up
// requests as the site's four pages together (200). p50, p95 and p99 in ms, and each p95 over the bare page's p95.
//
// Then how a change reaches a second host: two current servers on one PostgreSQL database; the article's row is set
// to unpublished directly in PostgreSQL (the `pg` package: a publish needs a staff session the bench has not got),
// and the second server is asked for the article every 20 ms until it answers 404; then the row is put back and the
// same until 200. Milliseconds from the UPDATE's commit to that answer, --trials (5) times. Nothing caches a page,
// so this is one request's time, not an expiry.
//
// Side by side, per server: the sequential p95 of /, /blog, the article and /contact-us (prerendered: served from
// Next's cache), and each page's p95 over /contact-us's, against the goal of at most 2 (the issue "Holds a crowd":
// a page that shows articles costs at most twice a prerendered page's server time). Reported, never asserted.
//
// The previous release is built once into ${TMPDIR:-/tmp}/quillmark-bench-b0f6c80 (`git archive`, node_modules linked
// to this checkout's, `npm run build`) and reused from then on; --no-previous leaves it out. The current build is
// .next/standalone/server.js as it stands: without one the bench says so and exits 1; --build runs `npm run build`
// first; --skip-build is accepted and changes nothing. The bare page is built each run (the budget's way).
//
// Flags: --requests N (400), --warm-up N (50), --trials N (5), --previous SHA (b0f6c80), --no-previous, --no-visible (leaves out the second
// host's part), --build, --skip-build. Ports 3801-3806,
// PostgreSQL 3810. Writes bench-reports/<UTC time>-articles/ (ARTICLES.md and benchmarks.json) and prints the table.
// About a minute on a quiet machine; the first run builds b0f6c80 first (about 3 minutes more).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BARE_DIR, writeBareApp } from './bare.mjs';
import { exited, ready } from './insights.mjs';
import { freshDatabase, pgQuery, previousBuild, refuseTakenPorts, serve, startPostgres, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const REQUESTS = Number(option('requests', 400));
const TRIALS = Number(option('trials', 5));
const WARM_UP = Number(option('warm-up', 50));
/** The release measured beside the current build: b0f6c80 (articles prerendered from Markdown), or --previous SHA. */
const PREVIOUS = option('previous', 'b0f6c80');
const PREVIOUS_DIR = path.join(tmpdir(), `quillmark-bench-${PREVIOUS}`);
const WITH_PREVIOUS = !argv.includes('--no-previous');
const SLUG = 'from-bootcamp-to-first-developer-job';
const ARTICLE = `/blog/${SLUG}`;
const PRERENDERED = '/contact-us';
const PAGES = [ARTICLE, '/blog', '/', PRERENDERED, '/thank-you?form=contact'];
const GOAL_P95_MS = 20;
/** A page that shows articles may take at most this many times the prerendered page's p95. */
const GOAL_RATIO = 2;
const WITH_VISIBLE = !argv.includes('--no-visible');
const POLL_MS = 20;
const PORTS = { bare: 3801, sqlite: 3802, postgres: 3803, previous: 3804, hostA: 3805, hostB: 3806, cluster: 3810 };
/** As a browser asks for a document: the answer comes compressed, and its bytes are timed as sent. */
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const REPORTS = process.env.BENCH_REPORTS_DIR || 'bench-reports';
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

if (!Number.isInteger(REQUESTS) || REQUESTS < 20) throw new Error('--requests must be a whole number, at least 20');
if (!Number.isInteger(WARM_UP) || WARM_UP < 0) throw new Error('--warm-up must be a whole number');
if (!Number.isInteger(TRIALS) || TRIALS < 1) throw new Error('--trials must be a whole number, at least 1');

const started = Date.now();
const step = (text) => console.log(`[articles ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms) => Math.round(ms * 10) / 10;
// The servers inherit this process's environment (servers.mjs): the SQLite ones must not find a DATABASE_URL there.
delete process.env.DATABASE_URL;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** One GET on `agent`'s connection: status, bytes as sent, and ms from the request's start to the body's last byte. */
function get(agent, url) {
  return new Promise((resolve, reject) => {
    const began = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - began) / 1e6, status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'identity', reused: request.reusedSocket }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Nearest rank: the smallest time that `q` of the requests took at most. */
const percentile = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

/** `root` and every process under it: the server, and for `next start` the server it runs as a child of its own. */
function treeOf(root) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]));
    } catch {
      // gone between the listing and the read
    }
  }
  const tree = [root];
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, parent] of parents) {
      if (tree.includes(parent) && !tree.includes(pid)) {
        tree.push(pid);
        grown = true;
      }
    }
  }
  return tree;
}

/**
 * Nanoseconds on a CPU so far of every thread of `pids` (schedstat: exact, where /proc's stat counts 10 ms ticks),
 * so the compression and the garbage collection Node does off its main thread count too.
 */
function cpuNs(pids) {
  let sum = 0;
  for (const pid of pids) {
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) sum += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return sum;
}

/** CPU time the whole machine has spent busy so far, in ms (/proc/stat: every state but idle and iowait). */
function machineBusyMs() {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return ((times.reduce((sum, value) => sum + value, 0) - times[3] - times[4]) * 1000) / CLOCK_TICKS;
}

/**
 * `pages` measured together on one keep-alive connection, one request at a time: WARM_UP rounds, then REQUESTS timed
 * rounds, each round asking every page once, in an order that turns round by round. A server that has just started
 * keeps getting faster for a thousand requests or so (V8 optimising the code all pages share): measured one page
 * after the other, the first page measured paid for that (an article measured first on a fresh server: p95 34 ms;
 * measured after 900 other requests: 17, then 14). In rounds, every page meets the same server.
 * Beside each request's time, the server's CPU time over it (read before and after, outside the time): on a shared
 * machine the steadier figure. Work the server does after an answer's last byte falls to the next request's page.
 * Also what the machine's other work took while the timed rounds ran, in cores: the noise the figures stand in.
 */
async function measurePages(origin, pages, pids) {
  // The same warm-up on every server: the bare page, alone, is asked as often as the site's pages together.
  const warmUpRounds = Math.ceil((WARM_UP * PAGES.length) / pages.length);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = pages.map(() => []);
  const last = pages.map(() => ({ bytes: 0, encoding: '' }));
  const statuses = pages.map(() => ({}));
  const cpu = pages.map(() => 0);
  let opened = 0;
  let began;
  try {
    for (let round = 0; round < warmUpRounds + REQUESTS; round += 1) {
      if (round === warmUpRounds) began = { at: performance.now(), machine: machineBusyMs(), self: process.cpuUsage(), server: cpuNs(pids) };
      for (let turn = 0; turn < pages.length; turn += 1) {
        const index = (round + turn) % pages.length;
        const before = round < warmUpRounds ? 0 : cpuNs(pids);
        const answer = await get(agent, `${origin}${pages[index]}`);
        if (!answer.reused) opened += 1;
        if (round < warmUpRounds) continue;
        cpu[index] += cpuNs(pids) - before;
        times[index].push(answer.ms);
        statuses[index][answer.status] = (statuses[index][answer.status] ?? 0) + 1;
        last[index] = { bytes: answer.bytes, encoding: answer.encoding };
      }
    }
  } finally {
    agent.destroy();
  }
  const wallMs = performance.now() - began.at;
  const selfUsage = process.cpuUsage(began.self);
  const serverMs = (cpuNs(pids) - began.server) / 1e6;
  const otherCores = Math.max(0, machineBusyMs() - began.machine - serverMs - (selfUsage.user + selfUsage.system) / 1000) / wallMs;
  const results = pages.map((page, index) => {
    if (statuses[index][200] !== REQUESTS) throw new Error(`${origin}${page} answered ${JSON.stringify(statuses[index])}, not ${REQUESTS}×200: the figure would measure something else`);
    const sorted = [...times[index]].sort((x, y) => x - y);
    const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
    return { page, requests: REQUESTS, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), p99: round(percentile(sorted, 0.99)), mean: round(mean), min: round(sorted[0]), max: round(sorted.at(-1)), serverCpuMs: Math.round(cpu[index] / REQUESTS / 1e4) / 100, ...last[index], statuses: statuses[index], connectionsOpened: opened };
  });
  return { results, otherCores: Math.round(otherCores * 100) / 100, serverCores: Math.round((serverMs / wallMs) * 100) / 100 };
}

async function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await Promise.race([exited(child), delay(15_000)]);
}

/** A build (`dir`) on a fresh store of its own (SQLite under its DATA_DIR, or `databaseUrl`), ready once its store is. */
async function startSite(dir, port, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-articles-'));
  const serverEnv = { HOSTNAME: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const instance = { origin: `http://127.0.0.1:${port}`, child: serve('node', [path.join(path.resolve(dir), '.next/standalone/server.js')], { env: serverEnv }), dataDir };
  await ready(instance);
  return instance;
}



/** One server: started, each of its pages measured in turn, stopped. */
async function measureServer({ name, start, pages }) {
  const loadBefore = loadavg()[0];
  const server = await start();
  step(`${name}: up on ${server.origin}; ${pages.join(', ')} in rounds, ${WARM_UP * PAGES.length} requests to warm up, then ${REQUESTS} a page`);
  let measured;
  try {
    measured = await measurePages(server.origin, pages, treeOf(server.child.pid));
  } finally {
    await stop(server.child);
    if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
  const { results, otherCores, serverCores } = measured;
  for (const result of results) step(`${name} ${result.page}: p50 ${result.p50}, p95 ${result.p95}, p99 ${result.p99} ms; server CPU ${result.serverCpuMs} ms a request (${result.bytes} bytes ${result.encoding})`);
  step(`${name}: the server used ${serverCores} of a core; other work on the machine ${otherCores} cores`);
  return { name, origin: server.origin, loadAverage: { before: loadBefore, after: loadavg()[0] }, serverCores, otherCores, pages: results };
}

/** ms from `since` until `origin` answers the article with `status`, asking every POLL_MS (each ask waited for). */
async function until(agent, origin, status, since) {
  for (let polls = 1; ; polls += 1) {
    const began = performance.now();
    const answer = await get(agent, `${origin}${ARTICLE}`);
    if (answer.status === status) return { ms: round(performance.now() - since), polls };
    if (performance.now() - since > 30_000) throw new Error(`${origin}${ARTICLE} still answered ${answer.status}, not ${status}, 30 s after the change`);
    await delay(Math.max(0, POLL_MS - (performance.now() - began)));
  }
}

/** Two hosts on one database: the row changed in PostgreSQL, the second host polled until its page shows it. */
async function publishToVisible(clusterUrl) {
  const databaseUrl = await freshDatabase(clusterUrl, 'quillmark_articles_visible');
  // One after the other: the first makes the schema and the shipped articles, the second finds them.
  const first = await startSite('.', PORTS.hostA, databaseUrl);
  const second = await startSite('.', PORTS.hostB, databaseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const trials = [];
  try {
    for (const host of [first, second]) {
      const warm = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 20; i += 1) await get(warm, `${host.origin}${ARTICLE}`);
      warm.destroy();
    }
    const [row] = (await client.query('SELECT state FROM articles WHERE slug = $1', [SLUG])).rows;
    if (row?.state !== 'published') throw new Error(`${SLUG} is ${row?.state ?? 'missing'} in the fresh store, not published`);
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      await client.query("UPDATE articles SET state = 'unpublished' WHERE slug = $1", [SLUG]);
      const gone = await until(agent, second.origin, 404, performance.now());
      await client.query("UPDATE articles SET state = 'published' WHERE slug = $1", [SLUG]);
      const back = await until(agent, second.origin, 200, performance.now());
      trials.push({ unpublishedTo404: gone, republishedTo200: back });
      step(`publish to visible, trial ${trial}: unpublished → 404 on the second host in ${gone.ms} ms (${gone.polls} ask${gone.polls > 1 ? 's' : ''}), republished → 200 in ${back.ms} ms (${back.polls})`);
      await delay(200);
    }
  } finally {
    await client.query("UPDATE articles SET state = 'published' WHERE slug = $1", [SLUG]).catch(() => {});
    await client.end();
    agent.destroy();
    for (const host of [first, second]) {
      await stop(host.child);
      rmSync(host.dataDir, { recursive: true, force: true });
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const gone = trials.map((t) => t.unpublishedTo404.ms);
  const back = trials.map((t) => t.republishedTo200.ms);
  return { pollMs: POLL_MS, trials, unpublishedTo404: { median: median(gone), max: Math.max(...gone) }, republishedTo200: { median: median(back), max: Math.max(...back) } };
}

const STORE = { bare: 'bare Next.js page', sqlite: 'current, SQLite', postgres: 'current, PostgreSQL', previous: PREVIOUS === 'b0f6c80' ? `previous release (${PREVIOUS}), prerendered articles` : `${PREVIOUS}, SQLite` };

function table(report) {
  const bareP95 = report.servers.find((server) => server.key === 'bare').pages[0].p95;
  const rows = report.servers.flatMap((server) =>
    server.pages.map((result, index) => {
      const goal = server.goal && result.page === ARTICLE ? (result.p95 <= GOAL_P95_MS ? `≤ ${GOAL_P95_MS} ms: **met**` : `≤ ${GOAL_P95_MS} ms: **missed**`) : '';
      const other = index === 0 ? String(server.otherCores) : '';
      return `| ${server.name} | ${result.page} | ${result.p50} | ${result.p95} | ${result.p99} | ${(result.p95 / bareP95).toFixed(2)} | ${result.serverCpuMs} | ${(result.bytes / 1024).toFixed(1)} | ${other} | ${goal} |`;
    }),
  );
  return [
    '| server | page | p50 ms | p95 ms | p99 ms | p95 / bare p95 | server CPU ms a request | kB sent (gzip) | other work on the machine (cores) | goal (article p95) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** /, /blog, the article and /contact-us side by side, each over /contact-us, per server that serves them all. */
function ratioTable(report) {
  const shown = ['/', '/blog', ARTICLE, PRERENDERED];
  const rows = report.servers
    .filter((server) => shown.every((page) => server.pages.some((result) => result.page === page)))
    .map((server) => {
      const p95 = (page) => server.pages.find((result) => result.page === page).p95;
      const ratios = ['/', '/blog', ARTICLE].map((page) => p95(page) / p95(PRERENDERED));
      const verdict = ratios.every((ratio) => ratio <= GOAL_RATIO) ? '**met**' : '**missed**';
      return `| ${server.name} | ${shown.map((page) => p95(page)).join(' | ')} | ${ratios.map((ratio) => ratio.toFixed(2)).join(' | ')} | ≤ ${GOAL_RATIO}: ${verdict} |`;
    });
  return [
    `| server | / p95 ms | /blog p95 ms | article p95 ms | ${PRERENDERED} p95 ms (prerendered) | / ÷ ${PRERENDERED} | /blog ÷ ${PRERENDERED} | article ÷ ${PRERENDERED} | goal |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function visibleLine(visible) {
  if (!visible) return 'Publish to visible: left out (--no-visible).';
  const list = (key) => visible.trials.map((t) => t[key].ms).join(', ');
  return (
    `Publish to visible on a second host (two current servers on one PostgreSQL, the row changed in PostgreSQL, the second asked every ${visible.pollMs} ms): ` +
    `unpublished → 404 in ${visible.unpublishedTo404.median} ms median, ${visible.unpublishedTo404.max} ms at most (${list('unpublishedTo404')}); ` +
    `republished → 200 in ${visible.republishedTo200.median} ms median, ${visible.republishedTo200.max} ms at most (${list('republishedTo200')}).`
  );
}

/** The checkout's last commit and its time, or undefined outside a git checkout. */
function lastCommit() {
  try {
    const [commit, seconds] = execFileSync('git', ['log', '-1', '--format=%h %ct'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split(' ');
    return { commit, at: new Date(Number(seconds) * 1000) };
  } catch {
    return undefined;
  }
}

async function main() {
  if (argv.includes('--build')) {
    step('building the site (npm run build)');
    execSync('npm run build', { stdio: 'ignore', env });
  }
  if (!existsSync('.next/standalone/server.js')) {
    console.error('articles: .next/standalone/server.js is missing: run npm run build first, or pass --build.');
    process.exit(1);
  }
  // The build is measured as it stands; say so when the checkout's last commit is newer than it.
  const builtAt = statSync('.next/BUILD_ID').mtime;
  const head = lastCommit();
  const stale = Boolean(head && head.at > builtAt);
  if (stale) step(`note: the build (${builtAt.toISOString()}) is older than the last commit, ${head.commit} (${head.at.toISOString()}): --build measures that commit`);
  await refuseTakenPorts(Object.entries(PORTS).filter(([name]) => name !== 'cluster').map(([, port]) => port));
  if (WITH_PREVIOUS) previousBuild(PREVIOUS, PREVIOUS_DIR, step);
  step('building the bare Next.js page with the same bundler');
  writeBareApp();
  execSync('npx next build --webpack', { cwd: BARE_DIR, stdio: 'ignore', env });
  step(`a throwaway PostgreSQL on port ${PORTS.cluster} (scripts/postgres.sh: fsync and synchronous_commit off)`);
  const clusterUrl = startPostgres(PORTS.cluster);
  const [{ server_version: postgresVersion }] = await pgQuery(clusterUrl, 'SHOW server_version');
  const postgresUrl = await freshDatabase(clusterUrl, 'quillmark_articles');

  const servers = [
    {
      key: 'bare',
      pages: ['/'],
      start: async () => {
        const child = serve(process.execPath, [path.resolve('node_modules/.bin/next'), 'start', '-p', String(PORTS.bare), '-H', '127.0.0.1'], { cwd: BARE_DIR });
        const origin = `http://127.0.0.1:${PORTS.bare}`;
        await waitFor(origin);
        return { origin, child };
      },
    },
    { key: 'sqlite', goal: true, pages: PAGES, start: () => startSite('.', PORTS.sqlite) },
    { key: 'postgres', goal: true, pages: PAGES, start: () => startSite('.', PORTS.postgres, postgresUrl) },
    ...(WITH_PREVIOUS ? [{ key: 'previous', pages: PAGES, start: () => startSite(PREVIOUS_DIR, PORTS.previous) }] : []),
  ];
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    postgres: postgresVersion,
    commit: head?.commit ?? null,
    buildId: readFileSync('.next/BUILD_ID', 'utf8').trim(),
    buildMadeAt: builtAt.toISOString(),
    buildOlderThanCommit: stale,
    previous: WITH_PREVIOUS ? PREVIOUS : null,
    requests: REQUESTS,
    warmUp: WARM_UP,
    goal: { articleP95Ms: GOAL_P95_MS, on: ['current, SQLite', 'current, PostgreSQL'] },
    servers: [],
    visible: null,
  };
  for (const { key, goal, pages, start } of servers) report.servers.push({ key, goal: Boolean(goal), ...(await measureServer({ name: STORE[key], start, pages })) });
  if (WITH_VISIBLE) {
    step(`publish to visible: two current servers on one PostgreSQL database, ${TRIALS} trials`);
    report.visible = await publishToVisible(clusterUrl);
  }
  stopAll();

  const bareP95 = report.servers[0].pages[0].p95;
  for (const server of report.servers) for (const result of server.pages) result.ratioToBare = Math.round((result.p95 / bareP95) * 100) / 100;
  const markdown =
    `# Articles read from the store, ${report.date}\n\n` +
    `${report.machine.cpus} × ${report.machine.model}, Node ${report.machine.node}, PostgreSQL ${report.postgres} (fsync off). Build ${report.buildId}, made ${report.buildMadeAt}` +
    `${report.commit ? ` in a checkout at ${report.commit}${report.buildOlderThanCommit ? ' (the build is older than that commit)' : ''}` : ''}` +
    `${WITH_PREVIOUS ? `; the previous release ${PREVIOUS}` : ''}. One server at a time; its pages asked in rounds (each page once a round, the order turning), ${WARM_UP * PAGES.length} requests to warm up, then ${REQUESTS} ` +
    `timed a page, one request at a time on one keep-alive connection, each from its start to the body's last byte. ` +
    `Server CPU: every thread of the server's processes over each request. Other work: what the rest of the machine took while a server's timed rounds ran (of ${report.machine.cpus} cores).\n\n${table(report)}\n\n` +
    `Sequential p95 beside the prerendered ${PRERENDERED} (goal: each at most ${GOAL_RATIO}×):\n\n${ratioTable(report)}\n\n${visibleLine(report.visible)}\n`;
  console.log(`\n${table(report)}\n\n${ratioTable(report)}\n\n${visibleLine(report.visible)}\n`);
  const folder = path.join(REPORTS, `${report.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}-articles`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'benchmarks.json'), JSON.stringify(report, null, 2));
  writeFileSync(path.join(folder, 'ARTICLES.md'), markdown);
  step(`done → ${folder}/`);
}

try {
  await main();
} catch (error) {
  console.error(`articles: ${error.stack ?? error}`);
  process.exit(1);
}
