import 'server-only';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import type { Mailer } from '@/lib/mail/send';
import { retryDelay } from './backoff';
import { deliverRow, leaseMs, type DeliveryConfig } from './deliver';
import { MISDIRECTED_PAUSE_MS } from './upstream-state';

const TICK_MS = 1_000;

export interface Outbox {
  /** Delivers every due row once; resolves with how many attempts it made. */
  runOnce(): Promise<number>;
  stop(): void;
}

/** How long one mail holds its lease: the mailer's own timeouts end sooner. */
const MAIL_LEASE_MS = 60_000;

/** Sends one leased mail and records the outcome: sent, failed for good, or queued again with backoff, up to the bound. */
async function sendMail(store: Store, mailer: Mailer, maxAttempts: number, claim: NonNullable<Awaited<ReturnType<Store['mails']['claimNext']>>>, clock: () => number) {
  const { mail, lease } = claim;
  const sending = await mailer.send(mail);
  const attempt = mail.attempts + 1;
  const outcome =
    sending.outcome === 'sent'
      ? { status: 'sent' as const }
      : sending.outcome === 'rejected' || attempt >= maxAttempts
        ? { status: 'failed' as const, error: sending.error }
        : { status: 'queued' as const, error: sending.error, nextAttemptAt: clock() + retryDelay(attempt) };
  const recorded = await store.mails.record(mail.id, lease, outcome, clock());
  logEvent('mail.sent', { ref: mail.ref, kind: mail.kind, status: recorded ? outcome.status : 'lease-lost', attempt, error: outcome.error }, outcome.status === 'sent' ? 'info' : outcome.status === 'failed' ? 'error' : 'warn');
}

/**
 * Retries queued rows from the store, so retries survive a restart; and sends the queued mails, the same way.
 * Rows are claimed one at a time, each leased only for its own attempt, so a slow upstream never leaves rows
 * waiting here under a lease that runs out.
 */
export function startOutbox(store: Store, config: DeliveryConfig, tickMs = TICK_MS, clock = () => Date.now(), mailer?: Mailer): Outbox {
  let running: Promise<number> | undefined;
  let pausedUntil = 0;

  /** Delivers every due row once; after a redirect, deliveries wait (MISDIRECTED_PAUSE_MS) while mails go on. */
  const deliverDue = async () => {
    let attempts = 0;
    if (clock() < pausedUntil) return attempts;
    for (let claim = await store.enquiries.claimNext(clock(), leaseMs(config)); claim; claim = await store.enquiries.claimNext(clock(), leaseMs(config))) {
      attempts += 1;
      const delivery = await deliverRow(store, claim.row, claim.lease, config, clock);
      // A redirect will meet every row alike: wait, then try one row again.
      if (delivery.outcome === 'misdirected') {
        pausedUntil = clock() + MISDIRECTED_PAUSE_MS;
        break;
      }
    }
    return attempts;
  };

  const sendDueMail = async () => {
    let attempts = 0;
    if (!mailer) return attempts;
    for (let claim = await store.mails.claimNext(clock(), MAIL_LEASE_MS); claim; claim = await store.mails.claimNext(clock(), MAIL_LEASE_MS)) {
      attempts += 1;
      await sendMail(store, mailer, config.DELIVERY_MAX_ATTEMPTS, claim, clock);
    }
    return attempts;
  };

  /** A store that fails (its database gone, closed at shutdown) is tried again at the next tick. */
  const guarded = (work: () => Promise<number>) =>
    work().catch((error: unknown) => {
      logEvent('outbox.error', { error: error instanceof Error ? error.message : String(error) }, 'error');
      return 0;
    });

  const run = async () => (await guarded(deliverDue)) + (await guarded(sendDueMail));

  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = config.API_BASE_URL || mailer ? setInterval(() => void runOnce(), tickMs) : undefined;
  timer?.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
