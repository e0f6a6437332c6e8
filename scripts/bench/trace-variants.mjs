// What taking one thing out of a page would change in its first frame, measured rather than guessed: fetches the
// route's HTML once from a running site, makes one copy per variant (regular-expression replacements), serves every
// copy from one local proxy (which passes everything else through to the site, so all copies load alike), and
// traces cold, unthrottled loads of each at 412 px, variants alternating. A measuring aid only: nothing it rewrites
// is served to anyone but this Chromium.
//
//   node scripts/bench/trace-variants.mjs --site http://127.0.0.1:3000 --route /blog --runs 11 --variants FILE.json
// FILE.json: [{ "name": "as served" }, { "name": "no font preload", "replace": [["<link rel=\"preload\"[^>]*woff2[^>]*>", "g", ""]] }]
// Prints, per variant, medians of: first paint − responseEnd, and the main thread's parse, style, layout and paint
// (ms inside that window), the raster tasks, the pictures decoded, the wait from the last commit to the paint,
// when rendering stopped being blocked and when parsing finished.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { launchBrowser } from './chromium.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const SITE = option('site', 'http://127.0.0.1:3000');
const ROUTE = option('route', '/');
const RUNS = Number(option('runs', 11));
const PORT = Number(option('port', 3440));
const variants = JSON.parse(readFileSync(option('variants', ''), 'utf8'));
const CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', '__metadata', 'v8.execute', 'blink'];

const html = await (await fetch(SITE + ROUTE)).text();
const bodies = new Map(
  variants.map((variant) => {
    let body = html;
    for (const [pattern, flags, replacement] of variant.replace ?? []) {
      if (!new RegExp(pattern, flags).test(body)) throw new Error(`variant "${variant.name}": ${pattern} matches nothing`);
      body = body.replace(new RegExp(pattern, flags), replacement);
    }
    return [variant.name, body];
  }),
);
const server = http
  .createServer(async (request, response) => {
    const own = request.url.match(/^\/variant\/([^?]+)/);
    if (own) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(bodies.get(decodeURIComponent(own[1])));
      return;
    }
    const answer = await fetch(SITE + request.url, { headers: { accept: request.headers.accept ?? '*/*' } });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  })
  .listen(PORT, '127.0.0.1');

const browser = await launchBrowser();
const results = new Map(variants.map(({ name }) => [name, []]));
for (let run = 0; run < RUNS; run += 1) {
  for (const { name } of variants) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(`http://127.0.0.1:${PORT}/variant/${encodeURIComponent(name)}`, { waitUntil: 'load' });
    await page.waitForTimeout(200);
    const timing = await page.evaluate(() => ({ responseEnd: performance.getEntriesByType('navigation')[0].responseEnd, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
    const start = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes('/variant/')).pop();
    if (!start || timing.fcp === undefined) continue;
    const from = start.ts + timing.responseEnd * 1000;
    const to = start.ts + timing.fcp * 1000;
    const inside = (names) => events.filter((event) => names.includes(event.name) && event.dur).reduce((sum, event) => sum + Math.max(0, Math.min(event.ts + event.dur, to) - Math.max(event.ts, from)), 0) / 1000;
    const firstAfter = (name) => ((events.find((event) => event.name === name && event.ts > from)?.ts ?? to) - from) / 1000;
    results.get(name).push({
      'paint − responseEnd': timing.fcp - timing.responseEnd,
      parse: inside(['ParseHTML']),
      style: inside(['UpdateLayoutTree']),
      layout: inside(['Layout']),
      paint: inside(['PrePaint', 'Paint', 'Layerize']),
      raster: inside(['RasterTask']),
      // Pictures decoded for the first frame: the compositor draws it only once they are (raster threads).
      'image decode': inside(['Decode Image']),
      'commit → paint': (to - Math.max(from, ...events.filter((event) => event.name === 'Commit' && event.dur && event.ts + event.dur <= to).map((event) => event.ts + event.dur))) / 1000,
      'render unblocked': firstAfter('LocalFrameView::BeginLifecycleUpdates'),
      'parsing finished': firstAfter('Document::FinishedParsing'),
    });
  }
}
await browser.close();
server.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const keys = Object.keys([...results.values()].find((rows) => rows.length)[0]);
console.log(`\n${ROUTE}, unthrottled, 412 px, cold; median of ${RUNS} loads, ms\n`);
console.log(`| variant | ${keys.join(' | ')} |`);
console.log(`|---|${keys.map(() => '---:').join('|')}|`);
for (const [name, rows] of results) console.log(`| ${name} | ${keys.map((key) => (rows.length ? median(rows.map((row) => row[key])).toFixed(0) : 'n/a')).join(' | ')} |`);
process.exit(0);
