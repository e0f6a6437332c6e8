// npm run bench: builds once, then measures side by side in one run: the site on Next's own server (Node alone),
// the same through the nginx recipe, a bare Next.js page, and nginx serving one static file. Lighthouse (mobile,
// median of 3; more presets with --presets), Lighthouse with real (DevTools) throttling, first-load JS, and wrk
// load on pages and the enquiry endpoint, the latter also on a second instance that keeps its enquiries in a
// throwaway PostgreSQL (scripts/postgres.sh).
// Writes its report to bench-reports/ (git-ignored), never to docs/: bench-reports/<UTC time>/BENCHMARKS.md and
// benchmarks.json, copied to bench-reports/latest/ (BENCH_REPORTS_DIR moves the folder, e.g. for a CI artifact).
// docs/BENCHMARKS.md is a hand-kept summary, updated when a change moves a figure.
// Flags: --skip-build, --runs N, --routes /a,/b, --presets mobile,mobile-calibrated,desktop,
//   --budget           the budget check alone (scripts/bench/budget.mjs): five routes beside the bare page,
//                      simulated and devtools, hydration, document and JS; exits 1 when one is outside it;
//   --only enquiries   the enquiry load alone (SQLite, PostgreSQL, through nginx) in under a minute with
//                      --skip-build: no Lighthouse, no page loads; prints its table and writes
//                      bench-reports/<UTC time>-enquiries/, leaving latest/ as it is, since a partial run must
//                      not replace the full report.
//   --only insights    POST /api/insights alone (scripts/bench/insights.mjs) in about two minutes with
//                      --skip-build: accepted page views a second on SQLite and PostgreSQL, 204s against rows
//                      (after the load and across a SIGTERM), pages beside a flood, the path in-process;
//                      writes bench-reports/<UTC time>-insights/, leaving latest/ as it is.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BARE_DIR, writeBareApp } from './bare.mjs';
import { measureInsights } from './insights.mjs';
import { firstLoadJs } from './js-bytes.mjs';
import { auditOnce, calibratedSlowdown, launch, summarize } from './lighthouse.mjs';
import { loadEnquiries, loadGet } from './load.mjs';
import { measure } from './real-throttling.mjs';
import { enquiryStoresTable, insightsTables, renderReport } from './report.mjs';
import { serve, startPostgres, startRecipe, startStaticNginx, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
if (flag('budget')) {
  // The budget alone, on its five routes, in a few minutes (scripts/bench/budget.mjs).
  const { budgetCheck } = await import('./budget.mjs');
  process.exit(await budgetCheck(argv));
}
const RUNS = Number(option('runs', 3));
const PRESETS = option('presets', 'mobile').split(',');
const ONLY = option('only', '');
if (ONLY && !['enquiries', 'insights'].includes(ONLY)) throw new Error(`--only ${ONLY}: only "enquiries" and "insights" are known`);
const pagesToo = !ONLY;
const [SITE_PORT, BARE_PORT, NGINX_PORT, STATIC_PORT, PG_SITE_PORT] = [3401, 3402, 3403, 3404, 3405];
/** --only insights's PostgreSQL: beside its instances' ports (insights.mjs), clear of the other modes'. */
const INSIGHTS_PG_PORT = 3510;
/** Lighthouse through nginx: one route of each kind, beside the same routes on Node alone. */
const THROUGH_NGINX = ['/', '/services', '/services/software-development', '/contact-us', '/blog', '/about-us'];
const started = Date.now();
const REPORTS = process.env.BENCH_REPORTS_DIR || 'bench-reports';
const machineOf = () => ({ cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version });
const step = (text) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

step('checking tools: Debian Chromium, wrk and nginx');
execSync('bash scripts/ensure-deps.sh --bench', { stdio: 'inherit' });

if (!flag('skip-build')) {
  step('building the site (npm run build)');
  execSync('npm run build', { stdio: 'ignore', env });
}
if (ONLY === 'insights') await insightsOnly();
const siteEnv = { HOSTNAME: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
serve('node', ['.next/standalone/server.js'], { env: { ...siteEnv, PORT: String(SITE_PORT), DATA_DIR: dataDir } });
// Started first, so a machine without PostgreSQL fails here rather than after the Lighthouse runs.
step('starting a throwaway PostgreSQL (scripts/postgres.sh: fsync off) and a second instance of the site on it');
const databaseUrl = startPostgres();
const pgDataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-pg-'));
serve('node', ['.next/standalone/server.js'], { env: { ...siteEnv, PORT: String(PG_SITE_PORT), DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl } });
const site = `http://127.0.0.1:${SITE_PORT}`;
const pgSite = `http://127.0.0.1:${PG_SITE_PORT}`;
const bare = `http://127.0.0.1:${BARE_PORT}`;
if (pagesToo) {
  step('building the bare Next.js page from the same node_modules');
  writeBareApp();
  execSync('npx next build --webpack', { cwd: BARE_DIR, stdio: 'ignore', env });
  // Next's bin under node, not npx: npx runs it as a grandchild that outlives the SIGTERM sent at the end.
  serve(process.execPath, [path.resolve('node_modules/.bin/next'), 'start', '-p', String(BARE_PORT), '-H', '127.0.0.1'], { cwd: BARE_DIR });
}
// Readiness writes to the store: both stores are open (PostgreSQL's schema made) before any load.
await Promise.all([waitFor(`${site}/api/health/ready`), waitFor(`${pgSite}/api/health/ready`), pagesToo && waitFor(bare)]);
const proxied = startRecipe(NGINX_PORT, SITE_PORT);
await waitFor(`${proxied}/api/health`);
const report = {
  date: new Date().toISOString(),
  machine: machineOf(),
  runs: RUNS,
  presets: PRESETS,
  lighthouse: {},
  load: {},
};
if (pagesToo) await measurePages();

/** Lighthouse, real throttling, first-load JS and the page loads: all but the enquiry endpoint. */
async function measurePages() {
  const homeHtml = Buffer.from(await (await fetch(`${site}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const staticFile = startStaticNginx(STATIC_PORT, homeHtml);
  await waitFor(staticFile);
  step('the site on Node and through nginx, the bare page and the static nginx are up');

  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const allRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const routes = option('routes', '') ? option('routes', '').split(',') : allRoutes;
  const nginxRoutes = THROUGH_NGINX.filter((route) => routes.includes(route));

  // Warm every route once so the first Lighthouse run is not a cold start (and nginx holds the pages it caches).
  for (const url of [...routes.map((route) => site + route), ...nginxRoutes.map((route) => proxied + route), bare]) await fetch(url);

  const chrome = await launch();

  // Runs are taken in rounds, every target once per round, rather than a target's runs back to back: a slow spell
  // of this shared machine then touches one run of several targets, which their medians discard. Lighthouse
  // measures the machine's benchmarkIndex in the bare page's runs only (the first sets the calibrated slowdown).
  const targets = [['bare', bare], ...routes.map((route) => [route, site + route]), ...nginxRoutes.map((route) => [`nginx ${route}`, proxied + route])];
  const runs = Object.fromEntries(targets.map(([name]) => [name, Object.fromEntries(PRESETS.map((preset) => [preset, []]))]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const [name, url] of targets) {
      for (const preset of PRESETS) {
        runs[name][preset].push(await auditOnce(chrome.port, url, preset, { slowdown: report.calibratedSlowdown, benchmark: name === 'bare' }));
        if (report.benchmarkIndex === undefined) {
          report.benchmarkIndex = runs.bare[PRESETS[0]][0].result.benchmarkIndex;
          report.calibratedSlowdown = calibratedSlowdown(report.benchmarkIndex);
          step(`benchmarkIndex ${report.benchmarkIndex} (the bare page's first run) → calibrated CPU slowdown ${report.calibratedSlowdown}x`);
        }
      }
      const { result } = runs[name][PRESETS[0]].at(-1);
      step(`lighthouse round ${round + 1}/${RUNS} ${name}: ${PRESETS[0]} ${result.performance}/${result.accessibility}/${result.bestPractices}/${result.seo}, LCP ${Math.round(result.lcp)} ms`);
    }
  }
  report.benchmarkIndexRuns = Object.values(runs.bare).flatMap((presetRuns) => presetRuns.map((run) => run.result.benchmarkIndex));
  report.calibrationHeld = report.benchmarkIndexRuns.every((index) => calibratedSlowdown(index) === report.calibratedSlowdown);
  for (const [name] of targets) report.lighthouse[name] = Object.fromEntries(PRESETS.map((preset) => [preset, summarize(runs[name][preset])]));
  await chrome.kill();

  step('real throttling: Lighthouse with DevTools throttling (slow 4G, 4x CPU applied in Chromium), every route beside the bare page');
  report.realThrottling = (await measure([['site', site], ['bare', bare]], routes, RUNS, { fixed: ['bare'], hydration: false, log: step })).summary;

  step('first-load JavaScript per route');
  const onNode = targets.filter(([name]) => !name.startsWith('nginx '));
  const js = await firstLoadJs(onNode.map(([, url]) => url));
  report.firstLoadJs = Object.fromEntries(onNode.map(([name, url]) => [name, js[url].bytes]));
  report.firstLoadScripts = Object.fromEntries(onNode.map(([name, url]) => [name, js[url].scripts]));

  step('load: pages on Node alone, through nginx, the bare page and nginx serving a static file (wrk, 6 s each)');
  Object.assign(report.load, {
    node: { home: loadGet(`${site}/`), service: loadGet(`${site}/services/software-development`) },
    bare: loadGet(bare),
    nginx: { home: loadGet(`${proxied}/`), service: loadGet(`${proxied}/services/software-development`) },
    staticFile: loadGet(staticFile),
  });
}

/** Of `refs`, how many have a row with status 'stored', and how many rows the store holds in all. */
function lookUpInSqlite(refs) {
  const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
  const isStored = db.prepare("SELECT 1 FROM enquiries WHERE ref = ? AND status = 'stored'");
  const found = refs.filter((ref) => isStored.get(ref)).length;
  const rows = db.prepare('SELECT COUNT(*) AS count FROM enquiries').get().count;
  db.close();
  return { found, rows };
}

async function lookUpInPostgres(refs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await client.query("SELECT COUNT(*)::int AS count FROM enquiries WHERE ref = ANY($1::text[]) AND status = 'stored'", [refs]);
    const all = await client.query('SELECT COUNT(*)::int AS count FROM enquiries');
    return { found: stored.rows[0].count, rows: all.rows[0].count };
  } finally {
    await client.end();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** wrk's distinct enquiries against one origin; every reference answered 201 is looked up in the store. */
async function enquiryLoad(origin, name, lookUp) {
  const rowsBefore = (await lookUp([])).rows;
  const { refs, ...result } = loadEnquiries(`${origin}/api/v1/contact-us`, path.join(dataDir, `answered-refs-${name}.txt`));
  // A request in flight when wrk stops is still stored, its answer never read: counted once it has landed.
  await settle();
  const { found, rows } = await lookUp(refs);
  const answered201 = result.statuses[201] ?? 0;
  const missing = refs.length - found;
  return { ...result, answered201, refsChecked: refs.length, missing, rowsAdded: rows - rowsBefore, rowsInStore: rows, nothingLost: missing === 0 && refs.length === answered201 };
}
// A fresh process answers its first seconds of POSTs while V8 still compiles the route (and, on PostgreSQL, while
// the pool opens its connections): four runs on fresh instances, SQLite's and PostgreSQL's in turn, gave 252, 404,
// 487, 805 requests/s on SQLite and 146, 244, 529, 620 on PostgreSQL. So both take an unmeasured load first.
step('load: warming POST /api/v1/contact-us on both stores (wrk, 4 s each, not measured)');
loadEnquiries(`${site}/api/v1/contact-us`, path.join(dataDir, 'warm-up-refs-sqlite.txt'), { seconds: 4 });
loadEnquiries(`${pgSite}/api/v1/contact-us`, path.join(dataDir, 'warm-up-refs-postgres.txt'), { seconds: 4 });
await settle();
// PostgreSQL right after SQLite, both on Node alone, so one slow spell of this shared machine is less likely to
// fall on one of them only; the nginx run after both, as it adds to the SQLite store.
step('load: POST /api/v1/contact-us in embedded mode, on Node alone on SQLite, then on PostgreSQL, then through nginx (wrk, 6 s each)');
const node = await enquiryLoad(site, 'node', lookUpInSqlite);
const postgres = await enquiryLoad(pgSite, 'postgres', lookUpInPostgres);
const nginx = await enquiryLoad(proxied, 'nginx', lookUpInSqlite);
report.load.enquiries = { node, postgres, nginx, storedRows: nginx.rowsInStore };
for (const [name, result] of Object.entries({ node, postgres, nginx })) {
  step(`enquiries ${name}: ${result.requestsPerSecond} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.answered201} answered 201, ${result.refsChecked - result.missing} of their references found stored, ${result.rowsAdded} rows added`);
}
// Instances of its own (TRUST_PROXY set, ports 3501-3504), on the same throwaway PostgreSQL.
if (!ONLY) report.load.insights = await measureInsights({ databaseUrl, step });

stopAll();
if (!pagesToo) {
  const table = enquiryStoresTable(report.load.enquiries);
  const through = `Through nginx, on SQLite: ${nginx.requestsPerSecond} requests/s, p99 ${nginx.p99} ms, ${nginx.refsChecked - nginx.missing} of ${nginx.answered201} answered references stored.`;
  console.log(`\n${table}\n`);
  writePartial('enquiries', report, `# Enquiry endpoint, ${report.date}\n\n${table}\n\n${through}\n`);
}
report.durationSeconds = Math.round((Date.now() - started) / 1000);
const folder = path.join(REPORTS, stampOf(report.date));
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'benchmarks.json'), JSON.stringify(report, null, 2));
writeFileSync(path.join(folder, 'BENCHMARKS.md'), renderReport(report));
const latest = path.join(REPORTS, 'latest');
rmSync(latest, { recursive: true, force: true });
cpSync(folder, latest, { recursive: true });
step(`done in ${report.durationSeconds} s → ${folder}/ (also ${latest}/); docs/BENCHMARKS.md is updated by hand`);
process.exit(0);

/** One folder per run, named by its UTC start time (colons left out, for every file system). */
function stampOf(date) {
  return date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
}

/** A partial run's folder (<UTC time>-<mode>): its JSON and its one page; latest/ is left to the full runs. */
function writePartial(mode, partial, markdown) {
  const folder = path.join(REPORTS, `${stampOf(partial.date)}-${mode}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'benchmarks.json'), JSON.stringify(partial, null, 2));
  writeFileSync(path.join(folder, `${mode.toUpperCase()}.md`), markdown);
  step(`done in ${Math.round((Date.now() - started) / 1000)} s → ${folder}/ (latest/ left as it is)`);
  process.exit(0);
}

/** --only insights: its own PostgreSQL and instances, none of the other modes' servers. */
async function insightsOnly() {
  step(`starting a throwaway PostgreSQL on port ${INSIGHTS_PG_PORT} (scripts/postgres.sh: fsync off)`);
  const partial = { date: new Date().toISOString(), machine: machineOf(), load: {} };
  partial.load.insights = await measureInsights({ databaseUrl: startPostgres(INSIGHTS_PG_PORT), step });
  stopAll();
  const tables = insightsTables(partial.load.insights);
  console.log(`\n${tables}\n`);
  writePartial('insights', partial, `# Insights endpoint, ${partial.date}\n\n${partial.machine.cpus} × ${partial.machine.model}, Node ${partial.machine.node}.\n\n${tables}\n`);
}
