import 'server-only';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { config as settings, type Config } from '@/lib/config';
import { Store, storeTarget } from '@/lib/db/store';
import { MemoryCounters } from '@/lib/http/memory-counters';
import { NEW_KEYS_PER_MINUTE, rateLimiter, type RateLimiter } from '@/lib/http/rate-limit';
import { HOUR_MS } from '@/lib/time-units';

// The application container: what every part of the app shares, built in one place that belongs to no domain. It
// starts no worker: reading the store never does. The workers (outbox, retention, the insights writer) start once, at
// boot (lib/boot.ts), each domain's own way, and are kept with processWide below.

/** A page view and its vitals are two beacons: 120 a minute is a page a second, more than a person reads. */
export const BEACONS_PER_MINUTE = 120;

/**
 * Requests to the staff sign-in API per client a minute, whatever the path: a person signing in makes a handful,
 * and the pages keep a session with one every few minutes. Better Auth's tighter rules per path (ten sign-ins a
 * minute, five codes) still apply behind it (lib/staff/auth.ts).
 */
export const STAFF_AUTH_REQUESTS_PER_MINUTE = 120;

export interface Services {
  config: Config;
  store: Store;
  /** The enquiries' limit per client (shared in PostgreSQL across hosts). */
  limiter: RateLimiter;
  /** The insights beacons' limit per client, in this process's memory. */
  beacons: RateLimiter;
  /** The staff sign-in API's limit per client (shared in PostgreSQL across hosts). */
  staffAuth: RateLimiter;
}

/**
 * One value per process and name. Next compiles instrumentation.ts and the routes into bundles of their own, each
 * with its own copy of every module, so a module-level singleton is one per bundle: two outboxes, two stores. The
 * global object is the one place the bundles share.
 */
export function processWide<T>(name: string, make: () => T, stale: (value: T) => boolean = () => false): T {
  const held = ((globalThis as { [KEY]?: Map<string, unknown> })[KEY] ??= new Map());
  let value = held.get(name) as T | undefined;
  if (value === undefined || stale(value)) {
    value = make();
    held.set(name, value);
  }
  return value;
}
const KEY = Symbol.for('quillmark.container');

/** An expired counter in PostgreSQL is kept this long, then swept (sweepExpiredCounters), as the library would. */
export const EXPIRED_COUNTERS_KEPT_MS = HOUR_MS;

/**
 * Counters kept in PostgreSQL's shared table, which the migrations make. The library's own sweep is off: it is a timer
 * per limiter that nothing stops, so it outlived a closed store and queried its pool. The enquiries' hourly retention
 * pass sweeps them instead (lib/enquiries/retention.ts), and it stops before its store closes.
 */
export function sharedCounters(pool: NonNullable<Store['pool']>, options: Pick<ConstructorParameters<typeof RateLimiterPostgres>[0], 'keyPrefix' | 'points' | 'duration' | 'insuranceLimiter'>): RateLimiterPostgres {
  return new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, ...options });
}

/** Deletes the counters that expired over an hour before `now`; none on SQLite, whose counters live in memory. */
export async function sweepExpiredCounters(store: Store, now: number): Promise<number> {
  if (!store.pool) return 0;
  await store.ready();
  const swept = await store.pool.query('DELETE FROM rate_limits WHERE expire < $1', [now - EXPIRED_COUNTERS_KEPT_MS]);
  return swept.rowCount ?? 0;
}

/**
 * The counters' store is chosen here and nowhere else. With one SQLite store there is one process, and memory
 * counts for it. On PostgreSQL every instance counts in one table; while the database cannot be reached, each
 * falls back to counting in its own memory, so the site keeps answering.
 */
export function limiterFor(store: Store, perMinute: number, name = 'enquiry'): RateLimiter {
  const counters = (keyPrefix: string, points: number) => {
    const memory = new MemoryCounters({ keyPrefix, points, duration: 60 });
    if (!store.pool) return memory;
    return sharedCounters(store.pool, { keyPrefix, points, duration: 60, insuranceLimiter: memory });
  };
  const limiter = rateLimiter(counters(name, perMinute), counters(`${name}-newcomer`, NEW_KEYS_PER_MINUTE));
  if (!store.pool) return limiter;
  // The counters' table comes with the schema: counted in memory only while the database cannot be reached.
  return { take: async (key) => (await store.ready().catch(() => undefined), limiter.take(key)) };
}

/**
 * Unlike the enquiries' limit, the beacons' is never kept in PostgreSQL: a query per beacon would double the writes
 * it guards, and a few extra beacons from a client that reaches two hosts cost nothing.
 */
const beaconLimiter = () => rateLimiter(new MemoryCounters({ keyPrefix: 'beacon', points: BEACONS_PER_MINUTE, duration: 60 }), new MemoryCounters({ keyPrefix: 'beacon-newcomer', points: NEW_KEYS_PER_MINUTE, duration: 60 }));

/** The services made on `store` for `config`: the process's, or a test's on a store of its own. */
export function compose(config: Config, store: Store): Services {
  return {
    config,
    store,
    limiter: limiterFor(store, config.RATE_LIMIT_PER_MINUTE),
    beacons: beaconLimiter(),
    staffAuth: limiterFor(store, STAFF_AUTH_REQUESTS_PER_MINUTE, 'staff-auth'),
  };
}

const SERVICES = 'services';

/**
 * The process's services: the composition root, made once from the validated configuration, the one place the
 * store is opened for the site. Made again once their store has closed (a test that provided its own and closed it).
 */
export function services(): Services {
  return processWide(SERVICES, () => compose(settings, openForTheProcess(settings)), (made) => made.store.closed);
}

/**
 * Makes `made` the process's services: a test's, on a real store of its own, or a CLI's. Everything that asks
 * services() from now on gets them, until their store closes.
 */
export function provideServices(made: Services): Services {
  processWide(SERVICES, () => made, (held) => held !== made);
  return made;
}

/**
 * The site's store. On the way out (the server's SIGTERM ends in process.exit once the answers in flight are sent) it
 * closes, so SQLite's last checkpoint is made then rather than left in the log for the next start to replay. Closed
 * before that, it takes its exit listener with it: a process that opens stores afresh leaves none behind.
 */
function openForTheProcess(config: Config): Store {
  const store = new Store(storeTarget(config));
  const atExit = () => store.closeAtExit();
  process.once('exit', atExit);
  store.beforeClose(() => void process.off('exit', atExit));
  return store;
}
