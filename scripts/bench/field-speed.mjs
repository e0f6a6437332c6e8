// What the insights' Speed view would show for two builds after the same real visits: serves this checkout's build
// and another's (--compare DIR), each on a store of its own, and visits every budget route on both, targets
// alternating, as a phone (a real phone's user agent, 412 px, no throttling, nothing cached), each visit ended by
// hiding the page so that web-vitals sends its beacon. Then reads from each store the vitals the Speed view is
// drawn from (insight_events of kind "vitals") and prints p75 of FCP, LCP and TTFB per route, nearest rank.
//
//   node scripts/bench/field-speed.mjs --compare ../other-checkout [--visits 8] [--routes /,/blog]
import path from 'node:path';
import Database from 'better-sqlite3';
import { BUDGET_ROUTES } from './budget.mjs';
import { launchBrowser } from './chromium.mjs';
import { refuseTakenPorts, serveBuild, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const ROUTES = option('routes', '') ? option('routes', '').split(',') : BUDGET_ROUTES;
const VISITS = Number(option('visits', 8));
const COMPARE = option('compare', '');
if (!COMPARE) throw new Error('--compare DIR: the other checkout, already built');
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const builds = [
  { name: 'this build', dir: path.resolve('.'), port: 3451 },
  { name: path.basename(path.resolve(COMPARE)), dir: path.resolve(COMPARE), port: 3452 },
];
await refuseTakenPorts(builds.map((build) => build.port));
for (const build of builds) build.data = serveBuild(build.dir, build.port, { SITE_URL: `http://127.0.0.1:${build.port}` }).dataDir;
await Promise.all(builds.map((build) => waitFor(`http://127.0.0.1:${build.port}/`)));

const browser = await launchBrowser();
try {
  for (let visit = 0; visit < VISITS; visit += 1) {
    for (const route of ROUTES) {
      for (const build of builds) {
        const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        // The page view goes after load and an idle moment; the vitals when the page is left.
        const viewed = page.waitForResponse((response) => response.url().endsWith('/api/insights') && response.status() === 204, { timeout: 15_000 });
        await page.goto(`http://127.0.0.1:${build.port}${route}`, { waitUntil: 'load' });
        await viewed;
        // The vitals go when the page is hidden. A headless tab is never hidden, so the page is told it is, as
        // switching tabs would tell it; the library's own send path then runs. The count per route shows they came.
        const vitals = page.waitForResponse((response) => response.url().endsWith('/api/insights') && response.status() === 204, { timeout: 15_000 });
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        await vitals;
        await context.close();
      }
    }
    console.log(`[field-speed] round ${visit + 1} of ${VISITS}`);
  }
} finally {
  await browser.close();
}
// The ingest writer batches every 250 ms; give it a moment before reading.
await new Promise((resolve) => setTimeout(resolve, 1_500));

const p75 = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.ceil(sorted.length * 0.75) - 1] : null;
};
console.log(`\np75 of the vitals each store received, ms (${VISITS} visits per route and build)\n`);
console.log(`| route | ${builds.flatMap((build) => [`${build.name} FCP`, `${build.name} LCP`, `${build.name} TTFB`, `${build.name} n`]).join(' | ')} |`);
console.log(`|---|${builds.flatMap(() => ['---:', '---:', '---:', '---:']).join('|')}|`);
const stores = builds.map((build) => new Database(path.join(build.data, 'enquiries.sqlite'), { readonly: true }));
for (const route of ROUTES) {
  const cells = stores.flatMap((store) => {
    const rows = store.prepare("select fcp, lcp, ttfb from insight_events where kind = 'vitals' and path = ?").all(route);
    return [p75(rows.map((row) => row.fcp)), p75(rows.map((row) => row.lcp)), p75(rows.map((row) => row.ttfb)), rows.length].map((value) => (value === null ? 'n/a' : String(Math.round(value))));
  });
  console.log(`| ${route} | ${cells.join(' | ')} |`);
}
for (const store of stores) store.close();
process.exit(0);
