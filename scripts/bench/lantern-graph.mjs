// Why a page's Lighthouse LCP is what it is: one mobile run (the bench's settings), then the graph Lantern simulates
// for the LCP, node by node, with the observed times it was built from.
//
//   node scripts/bench/lantern-graph.mjs http://127.0.0.1:3000 /terms-and-conditions
//
// Lantern keeps every request that finished before the observed LCP, except a script whose first evaluation ran,
// in a task of its own (10 ms or more), after it. Every node listed is charged (a script left out was not), each
// script with its observed end and first evaluation, which say why it was kept.
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { flagsFor, launch } from './lighthouse.mjs';

const [base, route = '/'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/bench/lantern-graph.mjs <origin> [route]');
  process.exit(2);
}

const chrome = await launch();
const { flags, config } = flagsFor('mobile', 4);
const { lhr, artifacts } = await lighthouse(base + route, { ...flags, onlyCategories: ['performance'], port: chrome.port }, config);
await chrome.kill();
if (lhr.runtimeError) {
  console.error(`lighthouse ${base + route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  process.exit(1);
}

const lantern = await LanternLargestContentfulPaint.request(
  { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: [], simulator: null },
  { computedCache: new Map() },
);

const events = artifacts.Trace.traceEvents;
const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http')).at(-1);
const observed = (ts) => `${Math.round((ts - navigation.ts) / 1000)} ms`;
const lcpEvent = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.ts > navigation.ts).at(-1);
const firstEvaluation = new Map();
for (const event of events) {
  const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
  if (url && !firstEvaluation.has(url)) firstEvaluation.set(url, event);
}

const short = (url) => url.replace(base, '');
console.log(`${route}: Lighthouse LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms (optimistic ${Math.round(lantern.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lantern.pessimisticEstimate.timeInMs)}); observed LCP at ${observed(lcpEvent.ts)}, ${lcpEvent.args.data.type ?? 'element'} of ${lcpEvent.args.data.size} px²${lcpEvent.args.data.url ? ` (${short(lcpEvent.args.data.url)})` : ''}`);
console.log('\nsimulated (ms)   node');
const timings = [...lantern.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of timings) {
  const span = `${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}`;
  if (node.type !== 'network') {
    console.log(`${span}    CPU task of ${(node.duration / 1000).toFixed(1)} ms at ${observed(node.startTime)}`);
    continue;
  }
  const { url, priority, transferSize, resourceType } = node.request;
  const evaluation = resourceType === 'Script' ? firstEvaluation.get(url) : undefined;
  const script = resourceType === 'Script' ? `; first evaluated at ${evaluation ? `${observed(evaluation.ts)} (${(evaluation.dur / 1000).toFixed(1)} ms)` : 'never'}` : '';
  console.log(`${span}    ${short(url)} ${priority} ${transferSize} B, observed ${observed(node.startTime)}-${observed(node.endTime)}${script}`);
}
