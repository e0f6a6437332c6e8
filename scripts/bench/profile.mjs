// npm run bench -- --profile: where a route's time goes, beside the bare Next.js page, from Lighthouse's own
// diagnostics rather than guesses. For each target, in alternation, simulated and DevTools throttling (mobile):
// main-thread work by category, the scripts that cost most (bootup-time), the LCP element and its phases
// (time to first byte, resource load delay and duration, render delay) and the network waterfall up to LCP.
//
//   node scripts/bench/profile.mjs [--skip-build] [--routes /,/contact-us] [--runs 3] [--compare DIR]
// --compare DIR also serves DIR's build (another checkout, already built) and measures its routes in the same
// rounds, named "DIR-name /route": two ways of building the site side by side, with the bare page between them.
// Prints one table per view (medians) and writes bench-reports/<UTC time>-profile/profile.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from './lighthouse.mjs';
import { CPU_SLOWDOWN, SLOW_4G } from './real-throttling.mjs';
import { startSideBySide, stopAll } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const ROUTES = option('routes', '/,/contact-us').split(',');
const RUNS = Number(option('runs', 3));
const COMPARE = option('compare', '');

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const { site, bare, compare } = await startSideBySide({ ports: [3411, 3412, 3413], compare: COMPARE, skipBuild: argv.includes('--skip-build') });

const MODES = {
  simulated: {},
  devtools: { throttlingMethod: 'devtools', throttling: { rttMs: 150, throughputKbps: 1638.4, ...SLOW_4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } },
};
const AUDITS = ['mainthread-work-breakdown', 'bootup-time', 'largest-contentful-paint-element', 'lcp-breakdown-insight', 'network-requests', 'largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint'];

/** The figures one run gives, flattened: milliseconds unless named otherwise. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const row = { performance: Math.round((lhr.categories.performance.score ?? 0) * 100), fcp: audit('first-contentful-paint')?.numericValue, lcp: audit('largest-contentful-paint')?.numericValue, tbt: audit('total-blocking-time')?.numericValue };
  for (const item of audit('mainthread-work-breakdown')?.details?.items ?? []) row[`main: ${item.groupLabel ?? item.group}`] = item.duration;
  // The document's own line holds its inline scripts, and Lighthouse's benchmark loop when it runs one.
  const scriptName = (url) => (url.startsWith('http') && new URL(url).pathname.startsWith('/_next/') ? new URL(url).pathname.split('/').pop() : url.startsWith('http') ? 'the document' : url);
  for (const item of (audit('bootup-time')?.details?.items ?? []).slice(0, 4)) row[`script: ${scriptName(item.url)}`] = item.scripting;
  const lcpNode = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  row.lcpElement = lcpNode?.selector ?? lcpNode?.nodeLabel ?? null;
  // The LCP's phases: Lighthouse 12 reports them in the LCP element audit's second table, or its insight.
  const phases = audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? audit('lcp-breakdown-insight')?.details?.items?.[0]?.items ?? [];
  for (const phase of phases) row[`lcp: ${phase.phase ?? phase.subpart ?? phase.label}`] = phase.timing ?? phase.duration;
  const requests = audit('network-requests')?.details?.items ?? [];
  const lcp = row.lcp ?? Infinity;
  const before = requests.filter((request) => (request.networkEndTime ?? 0) <= lcp + (requests[0]?.networkRequestTime ?? 0));
  row['requests before LCP'] = before.length;
  row['kB before LCP'] = before.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  row['document kB'] = (requests[0]?.transferSize ?? 0) / 1024;
  return row;
}

const median = (values) => {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (numbers.length) return numbers[Math.floor(numbers.length / 2)];
  return values.find((value) => value !== undefined) ?? null;
};

const chrome = await launch();
const compareName = path.basename(path.resolve(COMPARE || '.'));
const targets = [['bare', bare], ...ROUTES.flatMap((route) => [[route, site + route], ...(COMPARE ? [[`${compareName} ${route}`, compare + route]] : [])])];
const results = {};
try {
  for (const [mode, settings] of Object.entries(MODES)) {
    results[mode] = Object.fromEntries(targets.map(([name]) => [name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, url] of targets) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: AUDITS }, { extends: 'lighthouse:default', settings: { disableFullPageScreenshot: true, ...settings } });
        results[mode][name].push(figures(lhr));
        console.log(`[profile] ${mode} ${name} run ${run + 1}: LCP ${Math.round(results[mode][name].at(-1).lcp)} ms`);
      }
    }
  }
} finally {
  await chrome.kill();
}

const out = path.join('bench-reports', `${new Date().toISOString().replace(/[:.]/g, '-')}-profile`);
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'profile.json'), JSON.stringify(results, null, 2));
for (const [mode, byTarget] of Object.entries(results)) {
  const keys = [...new Set(Object.values(byTarget).flatMap((runs) => runs.flatMap((row) => Object.keys(row))))];
  console.log(`\n${mode} throttling, median of ${RUNS}\n`);
  console.log(`| figure | ${targets.map(([name]) => name).join(' | ')} |`);
  console.log(`|---|${targets.map(() => '---').join('|')}|`);
  for (const key of keys) {
    const cells = targets.map(([name]) => {
      const value = median(byTarget[name].map((row) => row[key]));
      return typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(key.includes('kB') ? 1 : 0)) : (value ?? '');
    });
    console.log(`| ${key} | ${cells.join(' | ')} |`);
  }
}
console.log(`\nwritten to ${out}/profile.json`);
