import packageJson from '@/package.json';
import { config } from './config';
import { getStore } from './enquiries/store';

export const version = packageJson.version;
const startedAt = Date.now();

export function liveness() {
  return { status: 'ok', version, uptime: Math.round((Date.now() - startedAt) / 1000) };
}

/** Any HTTP answer from the upstream's origin counts as answering; only the network failing does not. */
async function probeUpstream(): Promise<{ configured: boolean; answering: boolean | null; latencyMs: number | null }> {
  if (!config.API_BASE_URL) return { configured: false, answering: null, latencyMs: null };
  const started = Date.now();
  try {
    await fetch(config.API_BASE_URL, { method: 'HEAD', signal: AbortSignal.timeout(Math.min(2_000, config.UPSTREAM_TIMEOUT_MS)), redirect: 'manual' });
    return { configured: true, answering: true, latencyMs: Date.now() - started };
  } catch {
    return { configured: true, answering: false, latencyMs: null };
  }
}

/** Ready means the store takes writes; the upstream and the outbox are reported, never secrets. */
export async function readiness() {
  let writable = false;
  let checkpoints: 'worker' | 'inline' | null = null;
  let pending = { queued: 0, failed: 0, oldestQueuedAt: null as number | null };
  try {
    const store = getStore(config.DATA_DIR);
    checkpoints = store.checkpointer?.mode() ?? null;
    store.probeWrite();
    writable = true;
    pending = store.outboxState();
  } catch {
    writable = false;
  }
  const upstream = await probeUpstream();
  return {
    status: writable ? 'ready' : 'unavailable',
    version,
    // 'worker': SQLite's checkpoints run off the request thread; 'inline': that worker could not start.
    store: { writable, checkpoints },
    upstream,
    outbox: { pending: pending.queued, failed: pending.failed, oldestAgeSeconds: pending.oldestQueuedAt === null ? null : Math.round((Date.now() - pending.oldestQueuedAt) / 1000) },
  };
}
