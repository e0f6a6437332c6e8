import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import packageJson from '@/package.json';
import { config, type Config } from './config';
import { services } from './container';
import type { Store } from './db/store';
import { upstreamState } from './enquiries/upstream-state';

export const version = packageJson.version;

/** Readiness is checked at most this often, however often it is asked: no write or upstream call per request. */
export const READINESS_MAX_AGE_MS = 5_000;

type ProbeConfig = Pick<Config, 'API_BASE_URL' | 'UPSTREAM_TIMEOUT_MS' | 'SMTP_URL'>;

/** Any HTTP answer from the upstream's origin counts as answering; only the network failing does not. */
async function probeUpstream({ API_BASE_URL, UPSTREAM_TIMEOUT_MS }: ProbeConfig) {
  if (!API_BASE_URL) return { configured: false, answering: null, latencyMs: null };
  const started = Date.now();
  try {
    await fetch(API_BASE_URL, { method: 'HEAD', signal: AbortSignal.timeout(Math.min(2_000, UPSTREAM_TIMEOUT_MS)), redirect: 'manual' });
    return { configured: true, answering: true, latencyMs: Date.now() - started };
  } catch {
    return { configured: true, answering: false, latencyMs: null };
  }
}

/** One look at the store, the outbox and the upstream. */
async function check(openStore: () => Store, probeConfig: ProbeConfig, now: number) {
  let writable = false;
  let checkpoints: 'worker' | 'inline' | null = null;
  let database: Store['dialect'] | null = null;
  let outbox = { queued: 0, failed: 0, oldestQueuedAt: null as number | null };
  let mail = { queued: 0, failed: 0, held: 0 };
  try {
    const store = openStore();
    database = store.dialect;
    checkpoints = store.checkpointer?.mode() ?? null;
    await store.probeWrite(now);
    writable = true;
    outbox = await store.enquiries.state();
    mail = await store.mails.state();
  } catch {
    writable = false;
  }
  const upstream = { ...(await probeUpstream(probeConfig)), misconfigured: upstreamState.misdirected() !== null };
  const degraded = upstream.misconfigured || upstream.answering === false || outbox.failed > 0 || mail.failed > 0;
  return {
    checkedAt: now,
    status: !writable ? 'unavailable' : degraded ? 'degraded' : 'ready',
    version,
    // 'worker': SQLite's checkpoints run off the request thread; 'inline': that worker could not start.
    store: { database, writable, checkpoints },
    upstream,
    // held: composed with no SMTP_URL set, kept to be read with `npm run enquiries -- mail`.
    mail: { configured: probeConfig.SMTP_URL !== undefined, pending: mail.queued, failed: mail.failed, held: mail.held },
    outbox: { pending: outbox.queued, failed: outbox.failed, oldestAgeSeconds: outbox.oldestQueuedAt === null ? null : Math.round((now - outbox.oldestQueuedAt) / 1000) },
  };
}

export type Readiness = Awaited<ReturnType<typeof check>>;

/** A snapshot younger than READINESS_MAX_AGE_MS is answered as it is; an older one is refreshed once, whoever asks meanwhile. */
export function createReadiness(openStore: () => Store, probeConfig: ProbeConfig, clock = () => Date.now()) {
  let snapshot: Readiness | undefined;
  let refreshing: Promise<Readiness> | undefined;
  return async (): Promise<Readiness> => {
    if (snapshot && clock() - snapshot.checkedAt < READINESS_MAX_AGE_MS) return snapshot;
    refreshing ??= check(openStore, probeConfig, clock())
      .then((fresh) => (snapshot = fresh))
      .finally(() => (refreshing = undefined));
    return refreshing;
  };
}

export const readiness = createReadiness(() => services().store, config);

/**
 * The detail only with `Authorization: Bearer HEALTH_TOKEN`, never by address: Next's server sets X-Forwarded-For from
 * the socket only when the client sent none, and Host is the client's to write, so no header proves a loopback caller.
 */
export function mayReadDetail(headers: Headers, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1] ?? '';
  // Digests have one length whatever was sent, so the comparison takes one time.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
