// Renders a run's BENCHMARKS.md (into bench-reports/<UTC time>/, see run.mjs) from the measured report: every
// figure beside the bare page's (or, for nginx, beside nginx serving a static file), all measured in the same run.

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The routes whose largest paint must come with their first (the blog index and every article): their covers were
 * the LCP on a phone, painted a round trip after the words under real throttling. The authors' pages are not
 * articles.
 */
export const isFirstPaintLcpRoute = (route) => route === '/blog' || /^\/blog\/(?!authors\/)[^/]+$/.test(route);
/** How much later than the first paint the largest may come and still count as coming with it: about a frame at 4x CPU. */
export const FIRST_PAINT_SLACK_MS = 100;
/** PageSpeed Insights shows an LCP in green up to 2.5 s (simulated). */
const GREEN_LCP_MS = 2500;
const ms = (value) => Math.round(value);
const pct = (ratio) => `${Math.round(ratio * 100)}%`;
const budget = (ok) => (ok ? 'met' : '**missed**');
/** The lowest and highest of a median's runs, e.g. "91-97"; empty for a single run. */
const spread = (r) => (r.performanceRuns?.length > 1 ? ` (${Math.min(...r.performanceRuns)}-${Math.max(...r.performanceRuns)})` : '');

function lighthouseTable(report, preset, names) {
  const line = (name) => {
    const r = report.lighthouse[name][preset];
    const category = (value) => value ?? '—';
    return `| ${name} | ${r.performance}${spread(r)} | ${category(r.accessibility)} | ${category(r.bestPractices)} | ${category(r.seo)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.scriptBytes)} |`;
  };
  return ['| target | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | total kB | script kB |', '|---|---|---|---|---|---|---|---|---|---|', ...names.map(line)].join('\n');
}

const loadRow = (name, r, reference) =>
  `| ${name} | ${r.requestsPerSecond} | ${reference ? pct(r.requestsPerSecond / reference.requestsPerSecond) : ''} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} |`;

/** The enquiry endpoint on Node alone, the same build on SQLite (DATA_DIR) and on PostgreSQL (DATABASE_URL). */
export function enquiryStoresTable(e) {
  const row = (name, r, reference) =>
    `| ${name} | ${r.requestsPerSecond} | ${reference ? `${(r.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}x` : ''} | ${r.p50} | ${r.p99} | ${r.answered201} | ${r.refsChecked - r.missing} | ${r.rowsAdded} | ${r.non2xx} |`;
  return [
    '| store | requests/s | vs SQLite | p50 ms | p99 ms | answered 201 | refs found stored | rows added | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|',
    row('SQLite (WAL, synchronous=NORMAL)', e.node),
    row('PostgreSQL (throwaway: fsync, synchronous_commit off)', e.postgres, e.node),
  ].join('\n');
}

/**
 * POST /api/insights: accepted page views a second on each store (with the writer's store alone beside them), the
 * 204s counted against the rows after the load and across a SIGTERM, and public pages' p95 beside a flood.
 */
export function insightsTables(i) {
  const { targets } = i;
  const ms1 = (value) => (Math.round(value * 10) / 10).toString();
  const other = (r) => Object.entries(r.statuses).filter(([status]) => status !== '204').map(([status, count]) => `${count}×${status}`).join(', ') || '—';
  const row = (name, r, target) =>
    `| ${name} | ${r.acceptedPerSecond} (target ${target}: ${budget(r.acceptedPerSecond >= target)}) | ${r.p50} | ${r.p99} (${budget(r.p99 < targets.p99Ms)}) | ${r.accepted} | ${r.stored} | ${r.lost} | ${other(r)} | ${r.cpuMsPerRequest} | ${r.cpu.serverCores} / ${r.cpu.machineCores} |`;
  const floor = i.floor;
  const floorRow = `| GET /api/health on the SQLite instance (Next's route-handler floor, a constant answer) | ${floor.requestsPerSecond} requests/s | ${floor.p50} | ${floor.p99} | | | | | ${floor.cpuMsPerRequest} | ${floor.cpu.serverCores} / ${floor.cpu.machineCores} |`;
  const batch = (w) => (w.batchP50 === undefined ? '' : `${w.batchP50} / ${w.batchP99}`);
  const inRow = (name, w) => `| ${name} | ${w.store === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${w.eventsPerSecond} | ${w.cpuMsPerEvent} | ${batch(w)} | ${w.stored} of ${w.events} |`;
  const p = i.inprocess;
  const sigtermRow = (name, r) => `| ${name} | ${r.accepted} | ${r.stored} | ${r.lost} | ${r.unanswered} | ${r.errors} | ${r.exitCode} after ${r.exitMs} ms |`;
  const f = i.isolation;
  const ratio = Math.max(f.ratioOneAddress, f.ratioManyAddresses);
  const flood = (r) => `${r.flood.accepted} × 204, ${r.flood.statuses[429] ?? 0} × 429 (${r.flood.requestsPerSecond}/s)`;
  return [
    '| store | accepted events/s | p50 ms | p99 ms | accepted (204) | stored | lost | other answers | server CPU ms a request | server / machine CPU cores |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row('SQLite (WAL, synchronous=NORMAL)', i.stores.sqlite, targets.sqlitePerSecond),
    row('PostgreSQL (throwaway: fsync, synchronous_commit off)', i.stores.postgres, targets.postgresPerSecond),
    floorRow,
    '',
    "The same path in-process, without Next's server (scripts/bench/insights-inprocess.ts; CPU is that process's, not PostgreSQL's):",
    '',
    '| what | store | events/s | Node CPU ms an event | batch of 500 p50 / p99 ms | stored |',
    '|---|---|---|---|---|---|',
    inRow("the writer's store alone (`store.insights.record`)", p.record.sqlite),
    inRow("the writer's store alone (`store.insights.record`)", p.record.postgres),
    inRow("the route's own work (`receiveBeacon` with limiter, salts, writer)", p.route.sqlite),
    inRow("the route's own work (`receiveBeacon` with limiter, salts, writer)", p.route.postgres),
    '',
    `Server CPU a beacon on SQLite: ${i.stores.sqlite.cpuMsPerRequest} ms through Next's server, where a constant GET /api/health costs ${floor.cpuMsPerRequest} ms; in-process the route's own work is ${p.route.sqlite.cpuMsPerEvent} ms, the store's part of it ${p.record.sqlite.cpuMsPerEvent} ms.`,
    '',
    'SIGTERM mid-flood (a fresh instance, the signal 2.5 s into a 5 s flood; lost = 204s without a row):',
    '',
    '| store | accepted (204) | stored | lost | stored, answer unread | client socket errors | exit |',
    '|---|---|---|---|---|---|---|',
    sigtermRow('SQLite', i.sigterm.sqlite),
    sigtermRow('PostgreSQL', i.sigterm.postgres),
    '',
    `Public pages (${'/ and /contact-us'}, wrk 10 connections) beside a flood of beacons (SQLite instance):`,
    '',
    '| page p95 alone | with flood, one address | with flood, many addresses | ratio (worse) | server / machine CPU cores, alone → one → many |',
    '|---|---|---|---|---|',
    `| ${ms1(f.p95Alone)} ms (${f.alone.pages.p95}, again ${f.aloneAgain.pages.p95}) | ${f.oneAddress.pages.p95} ms (${f.ratioOneAddress}x; ${flood(f.oneAddress)}) | ${f.manyAddresses.pages.p95} ms (${f.ratioManyAddresses}x; ${flood(f.manyAddresses)}) | ${ratio}x (target ≤ ${targets.isolationRatio}x: ${budget(ratio <= targets.isolationRatio)}) | ${[f.alone, f.oneAddress, f.manyAddresses].map((r) => `${r.cpu.serverCores}/${r.cpu.machineCores}`).join(' → ')} |`,
  ].join('\n');
}

/** The budgets table's line for the beacons: every 204 has its row, after the load and across a SIGTERM. */
function insightsLossBudget(i) {
  const runs = [i.stores.sqlite, i.stores.postgres, i.sigterm.sqlite, i.sigterm.postgres];
  return [
    '0 accepted beacons lost, SQLite and PostgreSQL, after the load and across a SIGTERM',
    runs.map((r) => `${r.stored} rows for ${r.accepted}`).join(', '),
    runs.every((r) => r.lost === 0),
  ];
}

export function renderReport(report) {
  const preset = report.presets[0];
  const names = Object.keys(report.lighthouse);
  const siteNames = names.filter((name) => name.startsWith('/'));
  const nginxNames = names.filter((name) => name.startsWith('nginx '));
  const bareLh = report.lighthouse.bare[preset];
  const worst = (key, pick = Math.min) => pick(...siteNames.map((name) => report.lighthouse[name][preset][key]));
  const real = report.realThrottling;
  // The bare page is measured in every route's turn; its median over all of them is the reference.
  const bareRuns = Object.values(real.bare).map((r) => r.lighthouseLcp).sort((a, b) => a - b);
  const bareRealLcp = bareRuns[Math.floor(bareRuns.length / 2)];
  const realRatio = (name) => real.site[name].lighthouseLcp / bareRealLcp;
  const worstReal = Math.max(...siteNames.map(realRatio));
  const bareJs = report.firstLoadJs.bare;
  const maxJs = Math.max(...siteNames.map((name) => report.firstLoadJs[name]));
  const { load } = report;
  const nodeRatio = Math.min(load.node.home.requestsPerSecond, load.node.service.requestsPerSecond) / load.bare.requestsPerSecond;
  const nginxRatio = Math.min(load.nginx.home.requestsPerSecond, load.nginx.service.requestsPerSecond) / load.staticFile.requestsPerSecond;
  const e = load.enquiries;
  const budgets = [
    [`${preset} performance within 2 points of the bare page (${bareLh.performance}), every route`, `lowest ${worst('performance')}`, worst('performance') >= bareLh.performance - 2],
    ['Accessibility, best practices, SEO 100 everywhere', `lowest ${Math.min(worst('accessibility'), worst('bestPractices'), worst('seo'))}`, Math.min(worst('accessibility'), worst('bestPractices'), worst('seo')) >= 100],
    ['CLS 0; TBT ≤ 150 ms', `highest CLS ${worst('cls', Math.max).toFixed(3)}, TBT ${ms(worst('tbt', Math.max))} ms (bare ${ms(bareLh.tbt)})`, worst('cls', Math.max) === 0 && worst('tbt', Math.max) <= 150],
    ['LCP ≤ 1.5 s simulated, every route', `highest ${ms(worst('lcp', Math.max))} ms`, worst('lcp', Math.max) <= 1500],
    ['LCP ≤ 1.5x the bare page with real throttling, every route', `highest ${worstReal.toFixed(2)}x (bare ${ms(bareRealLcp)} ms)`, worstReal <= 1.5],
    ['First-load JS ≤ bare + 40 kB gzip (and ≤ 150 kB)', `largest ${kb(maxJs)} kB vs bare ${kb(bareJs)} kB (+${kb(maxJs - bareJs)} kB)`, maxJs - bareJs <= 40 * 1024 && maxJs <= 150 * 1024],
    ['Node alone ≥ 50% of the bare page’s requests/s on a prerendered page', `${pct(nodeRatio)} (lower of home and service page)`, nodeRatio >= 0.5],
    ['Through nginx ≥ 70% of nginx serving a static file', `${pct(nginxRatio)} (lower of home and service page)`, nginxRatio >= 0.7],
    [
      '0 enquiries lost, on Node alone (SQLite, PostgreSQL) and through nginx',
      `${e.node.refsChecked - e.node.missing} of ${e.node.answered201}, ${e.postgres.refsChecked - e.postgres.missing} of ${e.postgres.answered201} and ${e.nginx.refsChecked - e.nginx.missing} of ${e.nginx.answered201} answered references stored`,
      e.node.nothingLost && e.postgres.nothingLost && e.nginx.nothingLost,
    ],
    ...(load.insights ? [insightsLossBudget(load.insights)] : []),
  ];
  // The blog index and the articles: the largest paint with the first, under real throttling and in the unthrottled
  // load Lighthouse simulates from; the simulated LCP within PageSpeed Insights' green.
  const firstPaintNames = siteNames.filter(isFirstPaintLcpRoute);
  const lateBy = (name) => real.site[name].lcpAfterFcp;
  const latest = (values) => Math.max(...values.filter((value) => typeof value === 'number'));
  const worstLate = latest(firstPaintNames.map(lateBy));
  const worstSimulated = latest(firstPaintNames.map((name) => report.lighthouse[name][preset].lcp));
  if (firstPaintNames.length) {
    budgets.push(
      [
        `LCP with the first paint on /blog and the articles (${firstPaintNames.length} routes): at most FCP + ${FIRST_PAINT_SLACK_MS} ms with real throttling`,
        `latest ${ms(worstLate)} ms after FCP (${firstPaintNames.find((name) => lateBy(name) === worstLate)})`,
        worstLate <= FIRST_PAINT_SLACK_MS,
      ],
      [`LCP ≤ 2.5 s simulated on /blog and the articles (PageSpeed Insights' green)`, `highest ${ms(worstSimulated)} ms`, worstSimulated <= GREEN_LCP_MS],
    );
  }
  const firstPaintRows = firstPaintNames.map((name) => {
    const sim = report.lighthouse[name][preset];
    const r = real.site[name];
    return `| ${name} | ${ms(sim.fcp)} | ${ms(sim.lcp)} | ${ms(sim.observedFcp)} → ${ms(sim.observedLcp)} | \`${sim.lcpElement ?? '—'}\` | ${ms(r.lighthouseFcp)} | ${ms(r.lighthouseLcp)} | ${ms(lateBy(name))} | \`${r.lcpElement ?? '—'}\` |`;
  });
  const realRows = siteNames.map((name) => {
    const r = real.site[name];
    return `| ${name} | ${ms(r.lighthouseFcp)} | ${ms(r.lighthouseLcp)} | ${realRatio(name).toFixed(2)}x | ${r.lcpRuns.join(', ')} | \`${r.lcpElement ?? '—'}\` |`;
  });
  return `# Benchmarks

Measured by \`npm run bench\` on ${report.date.slice(0, 10)}: ${report.machine.cpus} × ${report.machine.model}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}.
Lighthouse benchmarkIndex **${report.benchmarkIndex}** (the bare page's first run). Every figure is the median of ${report.runs} runs, beside a bare
Next.js page built from the same node_modules and measured in the same run. The whole run took ${report.durationSeconds} s.

## Budgets

| budget | measured | |
|---|---|---|
${budgets.map(([name, value, ok]) => `| ${name} | ${value} | ${budget(ok)} |`).join('\n')}

## Side by side: requests per second (wrk, one thread, 50 connections, \`Accept-Encoding: br, gzip\`)

| target | requests/s | vs reference | p50 ms | p99 ms | requests | non-2xx |
|---|---|---|---|---|---|---|
${loadRow('bare Next page (reference for Node)', load.bare)}
${loadRow('home on Node alone', load.node.home, load.bare)}
${loadRow('/services/software-development on Node alone', load.node.service, load.bare)}
${loadRow('nginx serving the home page as a static file (reference for nginx)', load.staticFile)}
${loadRow('home through nginx', load.nginx.home, load.staticFile)}
${loadRow('/services/software-development through nginx', load.nginx.service, load.staticFile)}
${loadRow('POST /api/v1/contact-us on Node alone', e.node)}
${loadRow('POST /api/v1/contact-us through nginx', e.nginx)}

Enquiries: 20 connections, each request a distinct enquiry with its own Idempotency-Key; the reference in every 201
was looked up in the store afterwards (${e.storedRows} rows in the SQLite store in all, with the warm-up's; a request
in flight when wrk stops is stored but its answer never read).

### The enquiry endpoint on SQLite and on PostgreSQL

The same build twice on Node alone, one instance on SQLite in its DATA_DIR, one with DATABASE_URL on a throwaway
PostgreSQL on this machine (scripts/postgres.sh), each warmed by 4 s of unmeasured load, then loaded one right after
the other with the same wrk settings. On PostgreSQL the rate limiter counts in the database too (a row per client
address and form: here every request updates the same row), on SQLite in memory. The throwaway cluster runs without
fsync, so its figures are a ceiling rather than what a durable server gives; it also takes CPU from the same
${report.machine.cpus} cores as Node and wrk.

${enquiryStoresTable(e)}
${load.insights ? `
### The insights endpoint (POST /api/insights)

Instances of their own with TRUST_PROXY=loopback, as behind the recipe, loaded by wrk (one thread, ${load.insights.stores.sqlite.connections} connections)
with distinct page-view beacons from 3,000 client addresses (X-Forwarded-For), each far below the 120 a minute;
each store warmed by 3 s of unmeasured load. Every 204 is counted against the rows of its run in insight_events.

${insightsTables(load.insights)}
` : ''}
## Lighthouse, ${preset}, Node alone and through nginx

${lighthouseTable(report, preset, ['bare', ...siteNames, ...nginxNames])}

## Real throttling (Lighthouse, throttlingMethod devtools: slow 4G and 4x CPU applied in Chromium)

The bare page's LCP, median over every route's turn: ${ms(bareRealLcp)} ms.

| route | FCP ms | LCP ms | vs bare | LCP runs | LCP element |
|---|---|---|---|---|---|
${realRows.join('\n')}

${firstPaintRows.length ? `## The largest paint with the first: /blog and the articles

A picture a phone fetches after the document comes at least a round trip after the words that come with it (slow
4G: 562 ms), so where it is the largest thing on the first screen it is the LCP, that much after the first paint.
Budget: the LCP at most ${FIRST_PAINT_SLACK_MS} ms after FCP with real throttling (the median of each run's LCP − FCP); simulated,
at most 2.5 s. Unthrottled, on loopback, a picture is in before the first frame, so the load Lighthouse simulates from
paints it first either way (the FCP → LCP column); a simulated LCP above the simulated FCP is then Lantern's, which puts
every request finished before the observed LCP on its path (decision 0017).

| route | sim. FCP ms | sim. LCP ms | unthrottled FCP → LCP ms | sim. LCP element | devtools FCP ms | devtools LCP ms | LCP − FCP ms | devtools LCP element |
|---|---|---|---|---|---|---|---|---|
${firstPaintRows.join('\n')}

` : ''}## First-load JavaScript (gzip, before idle, 390 px)

| route | kB | vs bare |
|---|---|---|
${Object.entries(report.firstLoadJs).map(([name, bytes]) => `| ${name} | ${kb(bytes)} | ${name === 'bare' ? '' : `+${kb(bytes - bareJs)}`} |`).join('\n')}
`;
}
