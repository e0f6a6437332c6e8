import 'server-only';
import { isbot } from 'isbot';
import { CONSENT_COOKIE } from '@/content/consent';
import { clientFamilies } from '@/lib/analytics/clients';
import { refusesCounting } from '@/lib/analytics/privacy-signals';
import type { Store } from '@/lib/db/store';
import { clientAddress, type TrustProxy } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/origin';
import type { RateLimiter } from '@/lib/http/rate-limit';
import { declaresMoreThan, json, readJson } from '@/lib/http/requests';
import { logEvent } from '@/lib/log';
import { BEACON_LIMIT_BYTES, type Beacon } from './beacon';
import type { InsightWriter } from './ingest';
import { beaconProblem, beaconSchema } from './payload';
import { shedReason } from './shed';

/** sendBeacon sends a string as text/plain;charset=UTF-8; fetch with keepalive may say application/json. */
const BEACON_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i;
/** Pages of these are never counted, whatever a beacon says: the staff area, the staff preview of articles, the API. */
const PRIVATE_PATH = /^\/(staff|api|preview)(\/|$)/;
const UNAVAILABLE_REPORT_MS = 60_000;

export interface BeaconDeps {
  store: Pick<Store, 'insightSalts'>;
  writer: Pick<InsightWriter, 'accept' | 'shed' | 'full'>;
  /** The heap in use after the latest collection, as a percentage of its limit (lib/insights/shed.ts). */
  heapPercent: () => number;
  /** Beacons per client a minute: separate from the enquiries' limit. */
  limiter: RateLimiter;
  /** The site a visitor key is made for: SITE_URL's host. */
  site: string;
  config: { SITE_URL: string; TRUST_PROXY: TrustProxy; INSIGHTS_SHED_HEAP_PERCENT: number };
  /** Holds the process until the beacon is written: next/server's after(), which Next's server awaits on SIGTERM. */
  keep: (written: Promise<void>) => void;
  clock?: () => number;
}

const fail = (status: number, error: string, headers?: Record<string, string>) => json(status, { ok: false, error }, headers);
const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

export const notAllowed = () => fail(405, 'Method not allowed', { allow: 'POST' });

/**
 * POST /api/insights: cheap refusals (size, type), then what is never counted (answered 204 and forgotten), what is
 * shed under load (503, counted per day, nothing read or queued), the rate limit, the body read with a cap, parse and
 * schema, then the beacon is queued and answered at once.
 */
export async function receiveBeacon(request: Request, deps: BeaconDeps): Promise<Response> {
  // Refused before the rate limit takes a point; readJson holds the same cap on the bytes that come.
  if (declaresMoreThan(request, BEACON_LIMIT_BYTES)) return fail(413, 'The beacon is too large');
  if (!BEACON_TYPE.test(request.headers.get('content-type') ?? '')) return fail(415, 'Send the beacon as text/plain or application/json');
  if (!isCounted(request, deps.config.SITE_URL)) return noContent();
  if (shedReason(deps.writer, deps.heapPercent(), deps.config.INSIGHTS_SHED_HEAP_PERCENT)) {
    deps.writer.shed((deps.clock ?? Date.now)());
    return fail(503, 'Busy: the beacon was not counted', { 'retry-after': '60' });
  }
  const client = clientAddress(request.headers.get('x-forwarded-for'), deps.config.TRUST_PROXY);
  const limit = await deps.limiter.take(client);
  if (!limit.ok) return fail(429, 'Too many beacons', { 'retry-after': String(limit.retryAfterSeconds) });

  const read = await readJson(request, { limit: BEACON_LIMIT_BYTES, noun: 'beacon' });
  if (!read.ok) return read.response;
  const parsed = beaconSchema.safeParse(read.value);
  if (!parsed.success) return fail(400, beaconProblem(parsed.error));
  if (PRIVATE_PATH.test(parsed.data.path)) return noContent();

  // A beacon the page held until the visitor accepted is dated when it was made, its day's key and all.
  const at = (deps.clock ?? Date.now)() - (parsed.data.held ?? 0);
  let visitor: string;
  try {
    visitor = await deps.store.insightSalts.visitorKey(deps.site, client, request.headers.get('user-agent') ?? '', at);
  } catch (error) {
    reportUnavailable(error);
    return fail(503, 'Insights are unavailable', { 'retry-after': '60' });
  }
  // Only a page view keeps the families (a visit's first one), read from the agent here and never stored as it came.
  const families = parsed.data.kind === 'pageview' ? clientFamilies(request.headers.get('user-agent') ?? '') : undefined;
  const written = deps.writer.accept(withoutOwnReferrer(parsed.data, deps.site), visitor, at, families);
  // One queue's beacons share one promise: after() holds the request it was called in until that settles.
  if (!kept.has(written)) {
    kept.add(written);
    deps.keep(written);
  }
  return noContent();
}

const kept = new WeakSet<Promise<void>>();

/**
 * The script names no referrer of our own pages (same origin), but a page of the site on another origin (http before
 * the redirect to https) would still be named: our own host is never where a visit came from, nor a last touch.
 */
function withoutOwnReferrer(beacon: Beacon, site: string): Beacon {
  if (beacon.kind !== 'pageview' || beacon.referrer?.toLowerCase() !== site.toLowerCase()) return beacon;
  const { referrer, ...rest } = beacon;
  return rest;
}

/**
 * Counted only from a person's browser on a page of this site who has not said no: not a bot (isbot) or a client
 * that names no agent, not a prefetch, no Global Privacy Control or Do Not Track, no Decline in the consent cookie.
 */
function isCounted(request: Request, siteUrl: string): boolean {
  const { headers } = request;
  const agent = headers.get('user-agent');
  if (!agent || isbot(agent)) return false;
  if (/prefetch/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`) || headers.has('next-router-prefetch')) return false;
  if (refusesCounting(headers)) return false;
  if (declined(headers.get('cookie'))) return false;
  return fromThisSite(headers, siteUrl, request.url);
}

/** The banner writes `accept=false` for Decline (components/consent/cookie-banner.tsx). */
function declined(cookie: string | null): boolean {
  return cookie !== null && cookie.split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE.name}=false`);
}

/**
 * The same-origin rule the API and the form posts use (lib/http/origin.ts), SITE_URL's origin or the request's own.
 * A beacon with no Origin is judged by its Referer instead; with neither, only a browser's Sec-Fetch-Site vouches.
 */
function fromThisSite(headers: Headers, siteUrl: string, url: string): boolean {
  const rule = { headerless: false, siteUrl, url };
  const referer = headers.get('referer');
  if (headers.has('origin') || referer === null) return isSameOrigin(headers, rule);
  let origin: string;
  try {
    origin = new URL(referer).origin;
  } catch {
    return false;
  }
  const withOrigin = new Headers(headers);
  withOrigin.set('origin', origin);
  return isSameOrigin(withOrigin, rule);
}

let unavailableAt = -Infinity;

/** A store that cannot give the day's salt fails every beacon alike: one line a minute says so. */
function reportUnavailable(error: unknown) {
  const now = Date.now();
  if (now - unavailableAt < UNAVAILABLE_REPORT_MS) return;
  unavailableAt = now;
  logEvent('insights.unavailable', { error: error instanceof Error ? error.message : String(error) }, 'warn');
}
