// npm run bench -- --budget: the pages' budget against a bare Next.js page built from the same node_modules and
// measured in the same run, in a few minutes. For the bare page and each route, in rounds with targets
// alternating: Lighthouse mobile with simulated throttling (what PageSpeed Insights shows), Lighthouse with
// DevTools throttling (slow 4G and 4x CPU applied for real), and a Playwright load under the same throttling that
// reads when React has hydrated, and an unthrottled load that reads how long after the document the first paint
// came; then the document's gzip bytes and the first-load JavaScript. On /blog and any article among the routes, the
// LCP must come with the first paint under real throttling (report.mjs: isFirstPaintLcpRoute). Prints one table
// of medians and the budget's verdict per route, and exits 1 when a route is outside it. Timings stay out of the
// test suite: they flake on shared machines, so this is a tool a developer runs, not a test.
//
//   npm run bench -- --budget [--skip-build] [--runs 3] [--routes /,/contact-us]
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './chromium.mjs';
import { documentParts } from './document-parts.mjs';
import { firstLoadJs } from './js-bytes.mjs';
import { auditOnce, launch } from './lighthouse.mjs';
import { hydrationRun, lighthouseDevtools } from './real-throttling.mjs';
import { FIRST_PAINT_SLACK_MS, isFirstPaintLcpRoute } from './report.mjs';
import { startSideBySide, stopAll } from './servers.mjs';

/** The five routes issue 33 names; any others with --routes (an article: --routes /blog,/blog/from-bootcamp-to-first-developer-job). */
export const BUDGET_ROUTES = ['/', '/contact-us', '/services/web-development', '/studyabroad', '/blog'];

/** The budget, each line against the bare page's median in the same run. */
export const BUDGET = [
  { figure: 'simPerf', rule: 'simulated performance within 2 points of the bare page', holds: (site, bare) => site >= bare - 2 },
  { figure: 'devPerf', rule: 'devtools performance within 2 points of the bare page', holds: (site, bare) => site >= bare - 2 },
  { figure: 'simLcp', rule: 'simulated LCP at most 1.25x the bare page', holds: (site, bare) => site <= bare * 1.25 },
  { figure: 'devLcp', rule: 'devtools LCP at most 1.25x the bare page', holds: (site, bare) => site <= bare * 1.25 },
  { figure: 'simTbt', rule: 'simulated TBT at most the bare page + 100 ms', holds: (site, bare) => site <= bare + 100 },
  { figure: 'paint', rule: 'unthrottled first paint at most the bare page + 60 ms after the document', holds: (site, bare) => site <= bare + 60 },
  { figure: 'hydrated', rule: 'hydrated at most the bare page + 500 ms', holds: (site, bare) => site <= bare + 500 },
  { figure: 'docKb', rule: 'document at most 20 kB gzip', holds: (site) => site <= 20 },
  { figure: 'jsKb', rule: 'first-load JS at most the bare page + 30 kB gzip', holds: (site, bare) => site <= bare + 30 },
  { figure: 'cls', rule: 'CLS 0', holds: (site) => site === 0 },
  // The blog index and the articles only (report.mjs): their covers were a phone's LCP, a round trip after the words.
  // Unthrottled, on loopback, a picture is in before the first frame: only real throttling tells the two apart.
  { figure: 'devLcpLate', rule: `LCP with the first paint: devtools LCP at most FCP + ${FIRST_PAINT_SLACK_MS} ms`, holds: (site) => site <= FIRST_PAINT_SLACK_MS, only: isFirstPaintLcpRoute },
];

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Which budget lines a route misses, given its medians and the bare page's; a line with `only` holds for its routes alone. */
export function verdict(site, bare, route) {
  return BUDGET.filter(({ only }) => !only || only(route)).filter(({ figure, holds }) => site[figure] === null || bare[figure] === null || !holds(site[figure], bare[figure]));
}

/**
 * One cold load without throttling at a phone's viewport: how long after the document's last byte the first
 * contentful paint came (what `npm run bench -- trace` breaks down by event).
 */
async function paintAfterDocument(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // A page may fire load before its first frame is painted: wait for the paint, not the event.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime - performance.getEntriesByType('navigation')[0].responseEnd);
  } finally {
    await context.close();
  }
}

/**
 * The document as a browser gets it from Node, gzipped at level 9, in kB; and what it would be without the second
 * copy of its CSS that Next writes into the flight data (scripts/bench/document-parts.mjs), which no page can drop.
 */
async function documentKb(url) {
  const parts = documentParts(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text());
  return { docKb: parts.gzip / 1024, docOwnKb: parts.gzipWithoutFlightCss / 1024 };
}

export async function budgetCheck(argv) {
  const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
  const routes = option('routes', '') ? option('routes', '').split(',') : BUDGET_ROUTES;
  const runs = Number(option('runs', 3));
  const log = (text) => console.log(`[budget] ${text}`);
  process.on('exit', stopAll);
  execSync('bash scripts/ensure-deps.sh --bench', { stdio: 'inherit' });
  const { site, bare } = await startSideBySide({ ports: [3421, 3422], skipBuild: argv.includes('--skip-build'), log });
  const targets = [['bare', bare], ...routes.map((route) => [route, site + route])];
  for (const [, url] of targets) await fetch(url);

  const chrome = await launch();
  const browser = await launchBrowser();
  const raw = Object.fromEntries(targets.map(([name]) => [name, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [name, url] of targets) {
        const { result: simulated } = await auditOnce(chrome.port, url, 'mobile', { benchmark: false });
        const devtools = await lighthouseDevtools(chrome.port, url);
        const load = await hydrationRun(browser, url);
        const paint = await paintAfterDocument(browser, url);
        // How much later than the first paint the largest came, in this run: 0 when the largest paint is the first.
        const after = (later, first) => (typeof later === 'number' && typeof first === 'number' ? later - first : null);
        const simLcpLate = after(simulated.observedLcp, simulated.observedFcp);
        const devLcpLate = after(devtools.lcp, devtools.fcp);
        raw[name].push({ simPerf: simulated.performance, simLcp: simulated.lcp, simLcpLate, simTbt: simulated.tbt, cls: simulated.cls, devPerf: devtools.performance, devLcp: devtools.lcp, devLcpLate, hydrated: load.hydrated, paint, simLcpElement: simulated.lcpElement, devLcpElement: devtools.lcpElement });
        log(`round ${round + 1}/${runs} ${name}: simulated ${simulated.performance} (LCP ${Math.round(simulated.lcp)}, +${Math.round(simLcpLate ?? NaN)} after FCP unthrottled, TBT ${Math.round(simulated.tbt)}), devtools ${devtools.performance} (LCP ${Math.round(devtools.lcp)}, +${Math.round(devLcpLate ?? NaN)} after FCP, ${devtools.lcpElement}), hydrated ${Math.round(load.hydrated)} ms, unthrottled paint ${Math.round(paint)} ms after the document`);
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
  }
  const js = await firstLoadJs(targets.map(([, url]) => url));
  const medians = {};
  for (const [name, url] of targets) {
    const keys = Object.keys(raw[name][0]).filter((key) => !key.endsWith('Element'));
    medians[name] = Object.fromEntries(keys.map((key) => [key, median(raw[name].map((row) => row[key]))]));
    medians[name].devLcpElement = raw[name].at(-1).devLcpElement;
    Object.assign(medians[name], await documentKb(url));
    medians[name].jsKb = js[url].bytes / 1024;
  }

  const columns = [
    ['simPerf', 'sim. perf', 0],
    ['simLcp', 'sim. LCP ms', 0],
    ['simTbt', 'sim. TBT ms', 0],
    ['devPerf', 'devtools perf', 0],
    ['devLcp', 'devtools LCP ms', 0],
    ['devLcpLate', 'devtools LCP − FCP ms', 0],
    ['simLcpLate', 'unthrottled LCP − FCP ms', 0],
    ['hydrated', 'hydrated ms', 0],
    ['paint', 'paint after doc ms', 0],
    ['docKb', 'document kB gzip', 1],
    ['docOwnKb', 'without the flight\'s CSS', 1],
    ['jsKb', 'first-load JS kB', 1],
    ['cls', 'CLS', 3],
  ];
  const misses = Object.fromEntries(routes.map((route) => [route, verdict(medians[route], medians.bare, route)]));
  const lines = [
    `Median of ${runs} per target, targets alternating; ratios are to the bare page in this run.`,
    '',
    `| target | ${columns.map(([, label]) => label).join(' | ')} | budget |`,
    `|---|${columns.map(() => '---').join('|')}|---|`,
    ...targets.map(([name]) => {
      const cells = columns.map(([key, , digits]) => (medians[name][key] === null ? 'n/a' : medians[name][key].toFixed(digits)));
      const status = name === 'bare' ? '' : misses[name].length ? `misses ${misses[name].map(({ figure }) => figure).join(', ')}` : 'within';
      return `| ${name} | ${cells.join(' | ')} | ${status} |`;
    }),
  ];
  lines.push('', `The LCP element under real throttling (last round): ${targets.map(([name]) => `${name} \`${medians[name].devLcpElement ?? '—'}\``).join(', ')}.`);
  console.log(`\n${lines.join('\n')}\n`);
  for (const [route, missed] of Object.entries(misses)) for (const { rule } of missed) console.log(`outside the budget: ${route}: ${rule}`);
  const out = path.join('bench-reports', `${new Date().toISOString().replace(/[:.]/g, '-')}-budget`);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'budget.json'), JSON.stringify({ runs, medians, raw, misses: Object.fromEntries(Object.entries(misses).map(([route, missed]) => [route, missed.map(({ rule }) => rule)])) }, null, 2));
  writeFileSync(path.join(out, 'BUDGET.md'), `${lines.join('\n')}\n`);
  const failed = Object.values(misses).filter((missed) => missed.length).length;
  console.log(failed ? `budget: ${failed} of ${routes.length} routes outside it (${out})` : `budget: all ${routes.length} routes within it (${out})`);
  return failed ? 1 : 0;
}
