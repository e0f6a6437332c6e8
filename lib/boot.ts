import { BUILD_ID_PATTERN } from './insights/beacon';
import { logEvent } from './log';
import { readsInsights } from './staff/constants';

/**
 * Behind a proxy, an empty TRUST_PROXY makes every visitor the proxy's address: said at boot for each thing it bends
 * (docs/INSIGHTS.md says the same for the insights).
 */
export const TRUST_PROXY_NOTE =
  'TRUST_PROXY is empty: every request counts as one client. Behind a proxy (nginx, a load balancer) that makes one enquiry limit and one insights beacon limit for the whole site, and the insights count every visitor with the same browser as one visitor. Set TRUST_PROXY to the proxy (loopback behind the nginx recipe).';

/** How long a stuck connection may hold the exit after SIGTERM before the process leaves anyway. */
export const SHUTDOWN_LIMIT_MS = 10_000;

/** Server start (instrumentation.ts): validate the whole configuration, then start the outbox worker and the retention sweep. Node.js only. */
export async function boot() {
  let settings: typeof import('./config');
  try {
    settings = await import('./config');
  } catch (error) {
    // A bad variable stops the server at once, with a message naming it, rather than answering 500s.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { config, exposureProblem, parseConfig } = settings;
  // Next's own server sets NODE_ENV; `next dev` listens where its flags say, and serves only its developer.
  const exposure = process.env.NODE_ENV === 'production' ? exposureProblem(config) : undefined;
  if (exposure) {
    console.error(exposure);
    process.exit(1);
  }
  if (config.TRUST_PROXY.kind === 'none') logEvent('server.clients', { note: TRUST_PROXY_NOTE });
  // Pages were prerendered with the SITE_URL of the build (next.config.ts); mail links and the API use this one.
  const built = process.env.BUILD_SITE_URL === undefined ? config.SITE_URL : parseConfig({ SITE_URL: process.env.BUILD_SITE_URL }).SITE_URL;
  if (built !== config.SITE_URL) logEvent('config.site-url', { built, running: config.SITE_URL, note: 'pages name the first, mails and the API the second: rebuild with this SITE_URL' }, 'warn');
  // The container is built and every worker started here, once per process (lib/container).
  const { services } = await import('./container');
  const { startEnquiryWorkers } = await import('./enquiries/runtime');
  const { flushInsights, insightServices, startInsightUpkeepOnce } = await import('./insights/runtime');
  const { startArticleRendering } = await import('./articles/runtime');
  const { store } = services();
  const { outbox, retention } = startEnquiryWorkers();
  insightServices();
  // The digest goes to whoever may see the insights: the staff area's rule, handed down since lib/insights may not read it.
  const upkeep = startInsightUpkeepOnce(readsInsights);
  // The article renderer's worker, and the revisions saved before HTML was stored rendered in it (decision 0032).
  startArticleRendering();
  // Migrations run now rather than on the first enquiry. A database that is down does not stop the server: pages
  // are served, enquiries are refused with 503, and the schema is tried again on the next use.
  store.ready().then(
    () => {
      logEvent('store.ready', { database: store.dialect });
      // This build's first start on any host is its deploy marker on the insights (next.config.ts sets the id).
      const build = process.env.BUILD_ID;
      if (build && BUILD_ID_PATTERN.test(build)) store.insights.noteDeploy(build, Date.now()).catch((error: unknown) => logEvent('insights.deploy-unrecorded', { build, error: error instanceof Error ? error.message : String(error) }, 'warn'));
    },
    (error: unknown) => logEvent('store.unavailable', { database: store.dialect, error: error instanceof Error ? error.message : String(error) }, 'error'),
  );
  onShutdown(() => {
    outbox.stop();
    void retention.stop();
    void upkeep.stop();
    // Each beacon's write is held by after() until stored; this only writes the queue now rather than at its tick.
    void flushInsights();
  });
}

/**
 * Next's own server answers SIGTERM and SIGINT: it stops listening, lets the answers in flight finish and exits
 * (the enquiry store closes on the way out, lib/db/store.ts). Beside it, the outbox takes no new rows, the insights'
 * queue is written at once, and a connection that never finishes cannot keep a stopped instance alive.
 */
function onShutdown(stopWork: () => void) {
  const handle = (signal: NodeJS.Signals) => {
    logEvent('server.shutdown', { signal });
    stopWork();
    setTimeout(() => {
      logEvent('server.shutdown', { signal, forced: true, afterMs: SHUTDOWN_LIMIT_MS }, 'warn');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}
