// What the renderer's main thread did between the document's last byte and the first contentful paint, from a
// Chromium trace: each event's self time inside that window, grouped the way the question is asked (HTML parsing,
// stylesheet parsing, style, layout, paint, script compile and evaluation by chunk, garbage collection, other),
// the idle time left over, and the requests that finished inside the window. Lighthouse's own trace model
// (its tracehouse) finds the page's main thread and nests the events; the grouping is ours.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Event name → the line it counts on. Names not listed count on their parent's line, or "other: NAME" at the top. */
const GROUP_OF = {
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'stylesheet parsing',
  ScheduleStyleRecalculation: 'style recalculation',
  UpdateLayoutTree: 'style recalculation',
  RecalculateStyles: 'style recalculation',
  InvalidateLayout: 'layout',
  Layout: 'layout',
  PrePaint: 'pre-paint and paint',
  Paint: 'pre-paint and paint',
  PaintImage: 'pre-paint and paint',
  PaintSetup: 'pre-paint and paint',
  Layerize: 'pre-paint and paint',
  UpdateLayer: 'pre-paint and paint',
  UpdateLayerTree: 'pre-paint and paint',
  CompositeLayers: 'pre-paint and paint',
  Commit: 'pre-paint and paint',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.produceCache': 'script compile',
  'v8.parseOnBackground': 'script compile',
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  FunctionCall: 'script evaluation',
  TimerFire: 'script evaluation',
  EventDispatch: 'script evaluation',
  FireIdleCallback: 'script evaluation',
  FireAnimationFrame: 'script evaluation',
  RunMicrotasks: 'script evaluation',
  'V8.Execute': 'script evaluation',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  'ThreadState::performIdleLazySweep': 'garbage collection',
  'ThreadState::completeSweep': 'garbage collection',
  'BlinkGCMarking': 'garbage collection',
};

/** Blink's own trace events (the `blink` category) by what they do; the first pattern that matches wins. */
const PATTERNS = [
  [/^(HTMLDocumentParser|HTMLParserScriptRunner|TextResourceDecoder|DecodedDataDocumentParser|NavigationBodyLoader|DocumentLoader::(BodyData|HandleData|CommitData|BodyLoadingFinished))/, 'HTML parsing'],
  [/ParseStyleSheet|CSSParser/, 'stylesheet parsing'],
  [/recalcStyle|updateStyle|Style\.UpdateTime|StyleEngine|rebuildLayoutTree/, 'style recalculation'],
  [/Layout|ShapeText|InlineNode|SvgText/, 'layout'],
  [/Paint|Layerize|Composit|Raster|Accessibility/, 'pre-paint and paint'],
  [/V8\.DeserializeContext|WindowProxy|ContextCreated|InstallConditionalFeatures|CommitNavigation|Document::(Document|Initialize)|createFrameView|Frame::Detach|VisualViewport/, 'navigation commit (new document, script context)'],
  [/GC|Sweep|Marking/, 'garbage collection'],
  [/Font/, 'fonts'],
];

/** A script's short name: the chunk file for Next's scripts, "inline scripts" for the document's own. */
function scriptName(url, documentUrl) {
  if (!url) return 'unattributed';
  if (url === documentUrl) return 'inline scripts';
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/_next/') ? pathname.split('/').pop().replace(/-[0-9a-f]{8,}(?=\.js$)/, '') : pathname;
  } catch {
    return url.slice(0, 60);
  }
}

const overlap = (start, end, from, to) => Math.max(0, Math.min(end, to) - Math.max(start, from));

/**
 * One load's breakdown. `responseEnd` and the other navigation timings are in ms since the navigation started
 * (performance.timeOrigin), as the page's Navigation Timing gives them; the trace's own time origin is the same
 * navigationStart.
 */
export function breakdown(traceEvents, { responseEnd, documentUrl, pageFcp }) {
  const processed = TraceProcessor.processTrace({ traceEvents });
  // A renderer that starts during the navigation is traced from a moment too late: its navigationStart can be
  // missing, and the model then measures from another document. Refuse such a trace rather than report it.
  const origin = processed.timeOriginEvt.args?.data?.documentLoaderURL;
  if (origin !== documentUrl) throw new Error(`the trace starts at ${origin || 'no navigation'}, not at ${documentUrl}`);
  const navigation = TraceProcessor.processNavigation(processed);
  const fcp = navigation.timings.firstContentfulPaint;
  if (pageFcp !== undefined && Math.abs(fcp - pageFcp) > 5) throw new Error(`the trace's first paint (${fcp.toFixed(1)} ms) is not the page's (${pageFcp.toFixed(1)} ms)`);
  const firstPaint = navigation.timings.firstPaint ?? fcp;
  const timeOrigin = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const from = responseEnd;
  const to = fcp;
  const lines = {};
  const add = (line, ms) => {
    if (ms > 0) lines[line] = (lines[line] ?? 0) + ms;
  };
  const lineOf = (task) => {
    const own = GROUP_OF[task.event.name];
    if (own === 'script evaluation' || own === 'script compile') {
      const url = task.event.args?.data?.url ?? task.event.args?.data?.stackTrace?.[0]?.url ?? task.attributableURLs?.[0];
      return `${own}: ${scriptName(url, documentUrl)}`;
    }
    if (own) return own;
    const pattern = PATTERNS.find(([re]) => re.test(task.event.name));
    if (pattern) return pattern[1];
    // Work no group names counts on its parent's line, unless that is "other" too: then under its own name, which
    // with the toplevel and mojom categories says which task or message it was.
    const parent = task.parent && lineOf(task.parent);
    if (parent && !parent.startsWith('other: ')) return parent;
    return `other: ${task.event.name}`;
  };
  let busy = 0;
  for (const task of tasks) {
    const inside = overlap(task.startTime, task.endTime, from, to);
    if (!inside) continue;
    if (!task.parent) busy += inside;
    const children = task.children.reduce((sum, child) => sum + overlap(child.startTime, child.endTime, from, to), 0);
    add(lineOf(task), inside - children);
  }
  add('idle (main thread waiting)', to - from - busy);

  // The first frame's raster runs on the renderer's worker threads after the main thread commits it: the time
  // from the last commit before the paint to the paint is the wait for raster and display, and the rasterising
  // itself is counted beside the main thread's lines (it overlaps them).
  const commits = tasks.filter((task) => task.event.name === 'Commit' && task.endTime <= to);
  const lastCommit = commits.at(-1)?.endTime ?? from;
  const raster = processed.processEvents
    .filter((event) => event.name === 'RasterTask' && event.dur)
    .reduce((sum, event) => sum + overlap((event.ts - timeOrigin) / 1000, (event.ts + event.dur - timeOrigin) / 1000, from, to), 0);

  // Requests that ended inside the window, or began before it and were still open when the first paint came.
  const requests = new Map();
  const frame = processed.timeOriginEvt.args?.frame;
  for (const event of processed.processEvents.concat(processed._keyEvents ?? [])) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    const entry = requests.get(data.requestId) ?? { requestId: data.requestId };
    if (event.name === 'ResourceSendRequest') Object.assign(entry, { frame: data.frame, url: data.url, renderBlocking: data.renderBlocking, priority: data.priority, start: (event.ts - timeOrigin) / 1000 });
    if (event.name === 'ResourceFinish') entry.end = data.finishTime ? data.finishTime * 1000 - timeOrigin / 1000 : (event.ts - timeOrigin) / 1000;
    requests.set(data.requestId, entry);
  }
  const open = [...requests.values()]
    .filter((request) => request.frame === frame && request.url && request.url !== documentUrl && request.start !== undefined && request.start < to && (request.end === undefined || request.end > from))
    .map((request) => ({ name: scriptName(request.url, documentUrl), renderBlocking: request.renderBlocking, start: request.start - from, end: request.end === undefined ? null : request.end - from }))
    .sort((a, b) => a.start - b.start);

  const offMain = { 'first frame committed → painted (raster, display)': to - Math.max(from, lastCommit), 'raster on worker threads': raster };
  return { responseEnd, firstPaint, fcp, paintAfterResponse: fcp - responseEnd, lines, offMain, requests: open };
}
