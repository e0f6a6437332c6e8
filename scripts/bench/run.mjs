// npm run bench: builds once, then measures side by side in one run: the site on Next's own server (Node alone),
// the same through the nginx recipe, a bare Next.js page, and nginx serving one static file. Lighthouse (mobile,
// median of 3; more presets with --presets), Lighthouse with real (DevTools) throttling, first-load JS, and wrk
// load on pages and the enquiry endpoint. Writes docs/BENCHMARKS.md and docs/benchmarks.json.
// Flags: --skip-build, --runs N, --routes /a,/b, --presets mobile,mobile-calibrated,desktop
import Database from 'better-sqlite3';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { BARE_DIR, writeBareApp } from './bare.mjs';
import { firstLoadJs } from './js-bytes.mjs';
import { auditOnce, calibratedSlowdown, launch, summarize } from './lighthouse.mjs';
import { loadEnquiries, loadGet } from './load.mjs';
import { measure } from './real-throttling.mjs';
import { renderReport } from './report.mjs';
import { serve, startRecipe, startStaticNginx, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const PRESETS = option('presets', 'mobile').split(',');
const [SITE_PORT, BARE_PORT, NGINX_PORT, STATIC_PORT] = [3401, 3402, 3403, 3404];
/** Lighthouse through nginx: one route of each kind, beside the same routes on Node alone. */
const THROUGH_NGINX = ['/', '/services', '/services/software-development', '/contact-us', '/blog', '/about-us'];
const started = Date.now();
const step = (text) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

step('checking tools: Debian Chromium, wrk and nginx');
execSync('bash scripts/ensure-deps.sh --bench', { stdio: 'inherit' });

if (!flag('skip-build')) {
  step('building the site (npm run build)');
  execSync('npm run build', { stdio: 'ignore', env });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
serve('node', ['.next/standalone/server.js'], { env: { PORT: String(SITE_PORT), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' } });
step('building the bare Next.js page from the same node_modules');
writeBareApp();
execSync('npx next build', { cwd: BARE_DIR, stdio: 'ignore', env });
// Next's bin under node, not npx: npx runs it as a grandchild that outlives the SIGTERM sent at the end.
serve(process.execPath, [path.resolve('node_modules/.bin/next'), 'start', '-p', String(BARE_PORT), '-H', '127.0.0.1'], { cwd: BARE_DIR });
const site = `http://127.0.0.1:${SITE_PORT}`;
const bare = `http://127.0.0.1:${BARE_PORT}`;
await Promise.all([waitFor(`${site}/api/health`), waitFor(bare)]);
const proxied = startRecipe(NGINX_PORT, SITE_PORT);
const homeHtml = Buffer.from(await (await fetch(`${site}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
const staticFile = startStaticNginx(STATIC_PORT, homeHtml);
await Promise.all([waitFor(`${proxied}/api/health`), waitFor(staticFile)]);
step('the site on Node and through nginx, the bare page and the static nginx are up');

const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
const allRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const routes = option('routes', '') ? option('routes', '').split(',') : allRoutes;
const nginxRoutes = THROUGH_NGINX.filter((route) => routes.includes(route));

// Warm every route once so the first Lighthouse run is not a cold start (and nginx holds the pages it caches).
for (const url of [...routes.map((route) => site + route), ...nginxRoutes.map((route) => proxied + route), bare]) await fetch(url);

const chrome = await launch();
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  runs: RUNS,
  presets: PRESETS,
  lighthouse: {},
};

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
report.load = {
  node: { home: loadGet(`${site}/`), service: loadGet(`${site}/services/software-development`) },
  bare: loadGet(bare),
  nginx: { home: loadGet(`${proxied}/`), service: loadGet(`${proxied}/services/software-development`) },
  staticFile: loadGet(staticFile),
};

/** wrk's distinct enquiries against one origin; every reference answered 201 is looked up in the store. */
function enquiryLoad(origin, name) {
  const { refs, ...result } = loadEnquiries(`${origin}/api/v1/contact-us`, path.join(dataDir, `answered-refs-${name}.txt`));
  const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
  const isStored = db.prepare("SELECT 1 FROM enquiries WHERE ref = ? AND status = 'stored'");
  const missing = refs.filter((ref) => !isStored.get(ref));
  db.close();
  const answered201 = result.statuses[201] ?? 0;
  return { ...result, answered201, refsChecked: refs.length, missing: missing.length, nothingLost: missing.length === 0 && refs.length === answered201 };
}
step('load: POST /api/v1/contact-us in embedded mode, on Node alone and through nginx (wrk, 6 s each)');
report.load.enquiries = { node: enquiryLoad(site, 'node'), nginx: enquiryLoad(proxied, 'nginx') };
await new Promise((resolve) => setTimeout(resolve, 500));
const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
report.load.enquiries.storedRows = db.prepare('SELECT COUNT(*) AS count FROM enquiries').get().count;
db.close();
for (const [name, result] of Object.entries(report.load.enquiries)) if (typeof result === 'object') step(`enquiries ${name}: ${result.answered201} answered 201, ${result.refsChecked - result.missing} of their references found in the store`);

stopAll();
report.durationSeconds = Math.round((Date.now() - started) / 1000);
mkdirSync('docs', { recursive: true });
writeFileSync('docs/benchmarks.json', JSON.stringify(report, null, 2));
const findings = existsSync('docs/bench-findings.md') ? readFileSync('docs/bench-findings.md', 'utf8') : '';
writeFileSync('docs/BENCHMARKS.md', `${renderReport(report)}\n${findings}`);
step(`done in ${report.durationSeconds} s → docs/BENCHMARKS.md, docs/benchmarks.json`);
process.exit(0);
