// Page loads under real throttling: the slow 4G link and the 4x CPU slowdown applied in Chromium, as a visitor's
// phone would feel them, rather than simulated afterwards from an unthrottled trace. Two views of each load:
// Lighthouse with throttlingMethod 'devtools' (FCP, LCP as Lighthouse reports them), and a Playwright load under
// the same CDP throttling that also reads when the app router first commits, i.e. when the page hydrates: until
// then the menu button does nothing and a form submits as plain HTML.
//
//   node scripts/bench/real-throttling.mjs --targets a=http://127.0.0.1:3401,b=http://127.0.0.1:3402 \
//     --routes /,/contact-us --runs 5 [--fixed bare] [--out file.json]
// Targets are measured in alternation (a, b, a, b …) within each route and round, so a slow spell of the machine
// touches both alike. A --fixed target (the bare page) has one page, measured in every route's turn.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchBrowser } from './chromium.mjs';
import { launch } from './lighthouse.mjs';

/** Lighthouse's own mobile slow 4G, as DevTools applies it (latency per request, kbit/s). */
export const SLOW_4G = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };
export const CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** One Lighthouse mobile run with DevTools throttling; performance only. */
export async function lighthouseDevtools(port, url) {
  const settings = {
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
    throttling: { rttMs: 150, throughputKbps: 1638.4, ...SLOW_4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    disableFullPageScreenshot: true,
  };
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings });
    const fcp = lhr.audits['first-contentful-paint']?.numericValue;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null;
    if (!lhr.runtimeError && typeof lcp === 'number') return { fcp, lcp, lcpElement, performance: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    if (attempt >= 3) throw new Error(`lighthouse devtools ${url}: ${lhr.runtimeError?.code ?? 'no LCP'}`);
  }
}

// Records when the app router first commits (it marks the history entry it owns) and the LCP entries as they come.
const OBSERVE = `(() => {
  const t = setInterval(() => { if (history.state && history.state.__NA) { window.__hydratedAt = performance.now(); clearInterval(t); } }, 10);
  window.__lcp = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** One load in a fresh context under the same throttling, on Lighthouse's mobile screen. */
export async function hydrationRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: 60_000, polling: 100 });
    const { fcp, lcp, hydrated } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: window.__lcp,
      hydrated: window.__hydratedAt,
    }));
    return { fcp, lcp, hydrated, deadWindow: fcp === null ? null : hydrated - fcp };
  } finally {
    await context.close();
  }
}

/** Every target on every route, `runs` rounds, alternating targets; medians per target and route. */
export async function measure(targets, routes, runs, { fixed = [], hydration = true, log = console.log } = {}) {
  const chrome = await launch();
  const browser = hydration && await launchBrowser();
  const raw = {};
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const route of routes) {
        for (const [name, origin] of targets) {
          const url = fixed.includes(name) ? origin : origin + route;
          const lh = await lighthouseDevtools(chrome.port, url);
          const pw = browser ? await hydrationRun(browser, url) : {};
          ((raw[name] ??= {})[route] ??= []).push({ lighthouse: lh, load: pw });
          const seen = browser ? ` | load FCP ${Math.round(pw.fcp)} LCP ${Math.round(pw.lcp)} hydrated ${Math.round(pw.hydrated)} (+${Math.round(pw.deadWindow)})` : '';
          log(`real throttling ${round + 1}/${runs} ${name} ${route}: LH FCP ${Math.round(lh.fcp)} LCP ${Math.round(lh.lcp)}${seen}`);
        }
      }
    }
  } finally {
    if (browser) await browser.close();
    await chrome.kill();
  }
  const summary = {};
  for (const [name, byRoute] of Object.entries(raw)) {
    for (const [route, list] of Object.entries(byRoute)) {
      (summary[name] ??= {})[route] = {
        lighthouseFcp: median(list.map((run) => run.lighthouse.fcp)),
        lighthouseLcp: median(list.map((run) => run.lighthouse.lcp)),
        // 0 when the largest paint is the first: each run's own difference, then the median.
        lcpAfterFcp: median(list.map((run) => run.lighthouse.lcp - run.lighthouse.fcp)),
        loadFcp: median(list.map((run) => run.load.fcp)),
        loadLcp: median(list.map((run) => run.load.lcp)),
        hydrated: median(list.map((run) => run.load.hydrated)),
        deadWindow: median(list.map((run) => run.load.deadWindow)),
        lcpRuns: list.map((run) => Math.round(run.lighthouse.lcp)),
        lcpElement: list.at(-1).lighthouse.lcpElement,
      };
    }
  }
  return { summary, raw };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
  const targets = option('targets', '').split(',').filter(Boolean).map((pair) => pair.split('='));
  const routes = option('routes', '/').split(',');
  const result = await measure(targets, routes, Number(option('runs', 5)), { fixed: option('fixed', '').split(',') });
  const cell = (value) => (Array.isArray(value) ? value.join(' ') : typeof value === 'number' ? Math.round(value) : value);
  console.table(Object.entries(result.summary).flatMap(([name, byRoute]) => Object.entries(byRoute).map(([route, figures]) => ({ target: name, route, ...Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, cell(value)])) }))));
  if (option('out')) writeFileSync(option('out'), JSON.stringify(result, null, 2));
  process.exit(0);
}
