import 'server-only';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import type { Queue } from '@/lib/outbox/worker';
import { retryOrGiveUp } from '@/lib/retry';
import type { Mailer } from './send';

/** How long one mail holds its lease: the mailer's own timeouts end sooner. */
const MAIL_LEASE_MS = 60_000;

/** The queued mails, for the outbox: each sent once per pass, recorded as sent, failed for good, or queued again with backoff. */
export function mailQueue(store: Store, mailer: Mailer, maxAttempts: number, clock = () => Date.now()): Queue {
  return {
    name: 'mails',
    async drain() {
      let attempts = 0;
      for (let claim = await store.mails.claimNext(clock(), MAIL_LEASE_MS); claim; claim = await store.mails.claimNext(clock(), MAIL_LEASE_MS)) {
        attempts += 1;
        const { mail, lease } = claim;
        const sending = await mailer.send(mail);
        const attempt = mail.attempts + 1;
        const outcome =
          sending.outcome === 'sent'
            ? { status: 'sent' as const }
            : sending.outcome === 'rejected'
              ? { status: 'failed' as const, error: sending.error }
              : retryOrGiveUp(sending.error, attempt, maxAttempts, clock());
        const recorded = await store.mails.record(mail.id, lease, outcome, clock());
        logEvent('mail.sent', { ref: mail.ref, kind: mail.kind, status: recorded ? outcome.status : 'lease-lost', attempt, error: 'error' in outcome ? outcome.error : undefined }, outcome.status === 'sent' ? 'info' : outcome.status === 'failed' ? 'error' : 'warn');
      }
      return attempts;
    },
  };
}
