import 'server-only';
import { processWide, services, type Services } from '@/lib/container';
import { createMailer } from '@/lib/mail/send';
import { startOutbox, type Outbox } from './outbox';
import { startRetention, type Retention } from './retention';

export interface EnquiryWorkers {
  outbox: Outbox;
  retention: Retention;
}

/**
 * The outbox worker and the retention sweep on the process's store, started once: at boot (lib/boot.ts), never as a
 * side effect of reading. Asked again, the same workers; on a new store (a test's next load), new ones.
 */
export function startEnquiryWorkers({ store, config }: Services = services()): EnquiryWorkers {
  return processWide(
    `enquiry workers ${JSON.stringify(config)}`,
    () => ({
      store,
      outbox: startOutbox(store, config, undefined, undefined, config.SMTP_URL ? createMailer(config.SMTP_URL, config.MAIL_FROM) : undefined),
      retention: startRetention(store, config.RETENTION_DAYS),
    }),
    (workers) => workers.store !== store || store.closed,
  );
}
