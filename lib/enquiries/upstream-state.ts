import { logEvent } from '@/lib/log';

/** A redirect means API_BASE_URL is wrong: the outbox waits this long before trying one row again. */
export const MISDIRECTED_PAUSE_MS = 60_000;

let misdirected: { status: number; since: number } | null = null;

/** What deliveries in this process last learnt of the upstream's address, for the outbox and readiness. */
export const upstreamState = {
  misdirected: () => misdirected,
  /** Logged once when it starts, not once per row: it is one fault in our configuration. */
  noteMisdirected(status: number, now = Date.now()) {
    if (misdirected) return;
    misdirected = { status, since: now };
    logEvent('upstream.misconfigured', { status, error: `API_BASE_URL answers ${status} (a redirect); deliveries wait until it is fixed` }, 'error');
  },
  noteAnswered() {
    if (!misdirected) return;
    misdirected = null;
    logEvent('upstream.misconfigured', { resolved: true });
  },
};
