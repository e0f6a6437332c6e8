// npm run bench -- trace: why a route's first frame comes later than the bare Next.js page's, from Chromium traces
// rather than scores. Unthrottled loads at a phone's viewport (412 px), each in a fresh context (nothing cached),
// the bare page and each route alternating, RUNS rounds; each load is traced through CDP (Tracing.start with the
// timeline, blink, loading and v8 categories) and broken down from the document's last byte (responseEnd) to the
// first contentful paint by scripts/bench/trace-breakdown.mjs. Prints the medians per line and target, the
// requests still open in that window, and writes every load's breakdown (and with --keep, its trace) to
// bench-reports/<UTC time>-trace/.
//
//   npm run bench -- trace [--skip-build] [--routes /,/contact-us] [--runs 10] [--keep] [--compare DIR]
// --compare DIR also serves DIR's build (another checkout, already built), named "DIR-name /route".
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGET_ROUTES } from './budget.mjs';
import { launchBrowser } from './chromium.mjs';
import { startSideBySide, stopAll } from './servers.mjs';
import { breakdown } from './trace-breakdown.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const ROUTES = option('routes', '') ? option('routes', '').split(',') : BUDGET_ROUTES;
const RUNS = Number(option('runs', 10));
const COMPARE = option('compare', '');
const CATEGORIES = ['-*', 'toplevel', 'mojom', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'blink.user_timing', 'loading', 'v8', 'v8.execute', 'disabled-by-default-lighthouse', '__metadata'];

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const { site, bare, compare } = await startSideBySide({ ports: [3431, 3432, 3433], compare: COMPARE, skipBuild: argv.includes('--skip-build') });

const compareName = path.basename(path.resolve(COMPARE || '.'));
const targets = [['bare', `${bare}/`], ...ROUTES.flatMap((route) => [[route, site + route], ...(COMPARE ? [[`${compareName} ${route}`, compare + route]] : [])])];
const out = path.join('bench-reports', `${new Date().toISOString().replace(/[:.]/g, '-')}-trace`);
mkdirSync(out, { recursive: true });

/** One cold, unthrottled load of `url`, traced from before the navigation until a moment after the load event. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // The origin's renderer is started by a plain file first: a renderer that starts during the traced navigation
    // is traced from a moment too late (its navigationStart is missing now and then). A visitor's browser keeps a
    // spare renderer ready too; nothing this file loads is used by the page.
    await page.goto(new URL('/robots.txt', url).href);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return { responseEnd: navigation.responseEnd, url: location.href, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime };
    });
    await cdp.send('Tracing.end');
    await complete;
    return { events, ...breakdown(events, { responseEnd: timing.responseEnd, documentUrl: timing.url, pageFcp: timing.fcp }) };
  } finally {
    await context.close();
  }
}

const browser = await launchBrowser();
const results = Object.fromEntries(targets.map(([name]) => [name, []]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, url] of targets) {
      // A trace without the navigation's start (rare since the warm-up above) is loaded again.
      let traced;
      for (let attempt = 1; !traced; attempt += 1) {
        traced = await tracedLoad(browser, url).catch((error) => {
          if (attempt === 5) throw error;
          console.log(`[trace] ${name} run ${run + 1}: ${error.message}, loading again`);
        });
      }
      const { events, ...load } = traced;
      results[name].push(load);
      if (argv.includes('--keep')) writeFileSync(path.join(out, `${name.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`), JSON.stringify({ traceEvents: events }));
      console.log(`[trace] ${name} run ${run + 1}: first paint ${load.paintAfterResponse.toFixed(0)} ms after responseEnd`);
    }
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(out, 'trace.json'), JSON.stringify(results, null, 2));

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const names = targets.map(([name]) => name);
const format = (value) => (value === null ? '' : value.toFixed(1));
const lines = [...new Set(names.flatMap((name) => results[name].flatMap((load) => Object.keys(load.lines))))];
const total = (line) => names.reduce((sum, name) => sum + (median(results[name].map((load) => load.lines[line] ?? 0)) ?? 0), 0);
lines.sort((a, b) => total(b) - total(a));
console.log(`\nUnthrottled, 412 px, cold; median of ${RUNS} loads, ms\n`);
console.log(`| figure | ${names.join(' | ')} |`);
console.log(`|---|${names.map(() => '---:').join('|')}|`);
for (const key of ['responseEnd', 'fcp', 'paintAfterResponse']) {
  const label = { responseEnd: 'responseEnd', fcp: 'first contentful paint', paintAfterResponse: '**first paint − responseEnd**' }[key];
  console.log(`| ${label} | ${names.map((name) => format(median(results[name].map((load) => load[key])))).join(' | ')} |`);
}
for (const line of lines) {
  if (total(line) < 0.5) continue;
  console.log(`| ${line} | ${names.map((name) => format(median(results[name].map((load) => load.lines[line] ?? 0)))).join(' | ')} |`);
}
for (const line of Object.keys(results[names[0]][0].offMain)) {
  console.log(`| ${line} | ${names.map((name) => format(median(results[name].map((load) => load.offMain[line])))).join(' | ')} |`);
}
console.log('\nRequests open between responseEnd and the first paint (first load of each target), ms from responseEnd:\n');
for (const name of names) {
  const requests = results[name][0].requests;
  console.log(`${name}: ${requests.map((request) => `${request.name} [${request.renderBlocking ?? '?'}] ${request.start.toFixed(0)}→${request.end === null ? 'open' : request.end.toFixed(0)}`).join('; ') || 'none'}`);
}
console.log(`\nwritten to ${out}/trace.json`);
process.exit(0);
