// Renders docs/BENCHMARKS.md from the measured report: every figure beside the bare page's.

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => Math.round(value);
const budget = (ok) => (ok ? 'met' : '**missed**');
/** The lowest and highest of a median's runs, e.g. "91-97"; undefined for a single run (or a report from before runs were kept). */
const range = (r) => (r.performanceRuns?.length > 1 ? `${Math.min(...r.performanceRuns)}-${Math.max(...r.performanceRuns)}` : undefined);
const spread = (r) => (range(r) ? ` (${range(r)})` : '');
const runsOf = (r) => (range(r) ? `, runs ${range(r)}` : '');

/** The bare page's runs each measured the machine again (reports since the fifteenth run): their range, and whether all of them gave the multiplier used. */
function machineRuns(report) {
  const indexes = report.benchmarkIndexRuns;
  if (!indexes) return '';
  const held = report.calibrationHeld ? 'every one in the same class' : '**not all in the class the multiplier came from**';
  return ` The index is the bare page's first run's; its ${indexes.length} runs measured ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}, ${held}.`;
}

export function renderReport(report) {
  const bareJs = report.firstLoadJs.bare;
  const rows = Object.entries(report.lighthouse);
  const line = (name, preset) => {
    const r = report.lighthouse[name][preset];
    const category = (value) => value ?? '—';
    return `| ${name} | ${r.performance}${spread(r)} | ${category(r.accessibility)} | ${category(r.bestPractices)} | ${category(r.seo)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.scriptBytes)} |`;
  };
  const table = (preset) => ['| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | total kB | script kB |', '|---|---|---|---|---|---|---|---|---|---|', ...rows.map(([name]) => line(name, preset))].join('\n');
  const siteRows = rows.filter(([name]) => name !== 'bare');
  const worst = (preset, key, pick = Math.min) => pick(...siteRows.map(([, r]) => r[preset][key]));
  // The route with the lowest median, whose runs' spread is shown beside it; and how many routes are under a score.
  const lowest = (preset) => siteRows.map(([, r]) => r[preset]).reduce((low, r) => (r.performance < low.performance ? r : low));
  const below = (preset, score) => siteRows.filter(([, r]) => r[preset].performance < score).length;
  const maxJs = Math.max(...siteRows.map(([name]) => report.firstLoadJs[name]));
  const overDesign = siteRows.map(([name]) => name).filter((name) => report.firstLoadJs[name] > 150 * 1024);
  const e = report.load.enquiries;
  const failedRuns = rows.reduce((sum, [, presets]) => sum + Object.values(presets).reduce((count, r) => count + (r.failedRuns ?? 0), 0), 0);
  const budgets = [
    [
      'Mobile performance ≥ 95 at the default 4x slowdown, every route',
      `lowest ${worst('mobile', 'performance')}${spread(lowest('mobile'))}; ${below('mobile', 95)} of ${siteRows.length} routes below 95 (bare ${report.lighthouse.bare.mobile.performance}${runsOf(report.lighthouse.bare.mobile)})`,
      worst('mobile', 'performance') >= 95,
    ],
    [
      `Mobile performance 100 at the calibrated ${report.calibratedSlowdown}x slowdown`,
      `lowest ${worst('mobile-calibrated', 'performance')}${spread(lowest('mobile-calibrated'))}; ${below('mobile-calibrated', 100)} of ${siteRows.length} routes below 100 (bare ${report.lighthouse.bare['mobile-calibrated'].performance}${runsOf(report.lighthouse.bare['mobile-calibrated'])})`,
      worst('mobile-calibrated', 'performance') >= 100,
    ],
    ['Accessibility, best practices, SEO 100 everywhere', `lowest ${Math.min(worst('mobile', 'accessibility'), worst('mobile', 'bestPractices'), worst('mobile', 'seo'))}`, Math.min(worst('mobile', 'accessibility'), worst('mobile', 'bestPractices'), worst('mobile', 'seo')) >= 100],
    ['CLS 0', `highest ${worst('mobile', 'cls', Math.max).toFixed(3)}`, worst('mobile', 'cls', Math.max) === 0],
    ['LCP ≤ 1.5 s on every route (mobile, calibrated)', `highest ${ms(worst('mobile-calibrated', 'lcp', Math.max))} ms; at 4x ${ms(worst('mobile', 'lcp', Math.max))} ms`, worst('mobile-calibrated', 'lcp', Math.max) <= 1500],
    [
      'TBT ≤ 150 ms on every route (DESIGN.md)',
      `highest ${ms(worst('mobile', 'tbt', Math.max))} ms at 4x (bare ${ms(report.lighthouse.bare.mobile.tbt)}), ${ms(worst('mobile-calibrated', 'tbt', Math.max))} ms at ${report.calibratedSlowdown}x (bare ${ms(report.lighthouse.bare['mobile-calibrated'].tbt)})`,
      worst('mobile', 'tbt', Math.max) <= 150,
    ],
    ['First-load JS ≤ 150 kB gzip on every route (DESIGN.md)', `largest ${kb(maxJs)} kB; ${overDesign.length} routes over: ${overDesign.join(', ') || 'none'}`, overDesign.length === 0],
    ['First-load JS ≤ bare + 40 kB gzip', `largest ${kb(maxJs)} kB vs bare ${kb(bareJs)} kB (+${kb(maxJs - bareJs)} kB)`, maxJs - bareJs <= 40 * 1024],
    ['Home and service pages ≥ 1,500 requests/s', `${report.load.home.requestsPerSecond} and ${report.load.service.requestsPerSecond} (bare ${report.load.bare.requestsPerSecond})`, Math.min(report.load.home.requestsPerSecond, report.load.service.requestsPerSecond) >= 1500],
    ['Enquiries ≥ 1,000 requests/s, p99 ≤ 50 ms, nothing lost', `${e.requestsPerSecond}/s, p99 ${e.p99} ms; ${e.refsChecked - e.missing} of ${e.answered201} answered references stored`, e.requestsPerSecond >= 1000 && e.p99 <= 50 && e.nothingLost],
  ];
  return `# Benchmarks

Measured by \`npm run bench\` on ${report.date.slice(0, 10)}: ${report.machine.cpus} × ${report.machine.model}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}.
Lighthouse benchmarkIndex **${report.benchmarkIndex}**; the throttling guide's multiplier for that class is **${report.calibratedSlowdown}x**.${machineRuns(report)}
Every figure is the median of ${report.runs} runs (the performance column gives the runs' lowest-highest in brackets), beside a bare Next.js page built from the same node_modules in the same run.
Lighthouse runs that failed and were run again: ${failedRuns}.
The whole run took ${report.durationSeconds} s.

## Budgets

| budget | measured | |
|---|---|---|
${budgets.map(([name, value, ok]) => `| ${name} | ${value} | ${budget(ok)} |`).join('\n')}

## Lighthouse, mobile, default 4x CPU slowdown

${table('mobile')}

## Lighthouse, mobile, calibrated ${report.calibratedSlowdown}x CPU slowdown (performance only)

${table('mobile-calibrated')}

## Lighthouse, desktop

${table('desktop')}

## First-load JavaScript (gzip, before idle, 390 px)

| route | kB | vs bare |
|---|---|---|
${Object.entries(report.firstLoadJs).map(([name, bytes]) => `| ${name} | ${kb(bytes)} | ${name === 'bare' ? '' : `+${kb(bytes - bareJs)}`} |`).join('\n')}

## Load (wrk, one thread, against one Node process)

| target | requests/s | p50 ms | p99 ms | requests | non-2xx |
|---|---|---|---|---|---|
| home | ${report.load.home.requestsPerSecond} | ${report.load.home.p50} | ${report.load.home.p99} | ${report.load.home.total} | ${report.load.home.non2xx} |
| /services/software-development | ${report.load.service.requestsPerSecond} | ${report.load.service.p50} | ${report.load.service.p99} | ${report.load.service.total} | ${report.load.service.non2xx} |
| bare page | ${report.load.bare.requestsPerSecond} | ${report.load.bare.p50} | ${report.load.bare.p99} | ${report.load.bare.total} | ${report.load.bare.non2xx} |
| POST /api/v1/contact-us | ${e.requestsPerSecond} | ${e.p50} | ${e.p99} | ${e.total} | ${e.non2xx} |

Pages are requested as a browser does (\`Accept-Encoding: br, gzip\`), 50 connections; enquiries with 20 connections, each a distinct enquiry with its own Idempotency-Key.
Enquiry answers by status: ${Object.entries(e.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')}. The reference in every 201 answer was looked up in the store afterwards: ${e.refsChecked - e.missing} of ${e.answered201} found${e.missing ? ` (**${e.missing} missing: enquiries were lost**)` : ', none missing'}. Rows stored: ${e.storedRows}; the ${e.inFlightAtStop} beyond the 201 answers are requests in flight when wrk stopped (at most one per connection), stored but never read back. ${e.nothingLost ? 'Nothing lost.' : '**Something was lost.**'}
`;
}
