import 'server-only';
import type { AttemptOutcome, EnquiryRow } from '@/lib/db/enquiries/enquiries';
import type { Lease } from '@/lib/db/leases';
import type { Store } from '@/lib/db/store';
import { isEndpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { logEvent } from '@/lib/log';
import { retryOrGiveUp } from '@/lib/retry';
import { postUpstream, type Delivery } from './upstream';
import { MISDIRECTED_PAUSE_MS, upstreamState } from './upstream-state';

export interface DeliveryConfig {
  API_BASE_URL: string;
  UPSTREAM_TIMEOUT_MS: number;
  DELIVERY_MAX_ATTEMPTS: number;
}

/** How long one attempt holds its row: the upstream's timeout and a margin for the write after it. */
export const leaseMs = (config: DeliveryConfig) => config.UPSTREAM_TIMEOUT_MS + 2_000;

/** Where a row goes after an attempt: delivered, refused for good, queued to retry, or failed once the attempts run out. */
function outcomeOf(delivery: Delivery, attempt: number, config: DeliveryConfig, now: number): AttemptOutcome {
  switch (delivery.outcome) {
    case 'delivered':
      return { status: 'delivered' };
    case 'refused':
      return { status: 'refused', error: delivery.error };
    case 'misdirected':
      // Our configuration's fault, not the enquiry's: it keeps its place and its attempts.
      return { status: 'queued', error: delivery.error, nextAttemptAt: now + MISDIRECTED_PAUSE_MS, counted: false };
    case 'retry':
      return retryOrGiveUp(delivery.error, attempt, config.DELIVERY_MAX_ATTEMPTS, now);
  }
}

/** Sends one leased row upstream and records the outcome, if this lease still holds the row. */
export async function deliverRow(store: Store, row: EnquiryRow, lease: Lease, config: DeliveryConfig, now = () => Date.now()): Promise<Delivery> {
  const delivery = await postUpstream({
    baseUrl: config.API_BASE_URL,
    endpoint: row.endpoint,
    payload: row.payload,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    // The ref, on every attempt from every instance: the upstream can drop a repeat of the same enquiry.
    idempotencyKey: row.ref,
    fields: isEndpoint(row.endpoint) ? endpointFields(row.endpoint) : [],
  });
  if (delivery.outcome === 'misdirected') upstreamState.noteMisdirected(delivery.status);
  else if (delivery.outcome !== 'retry') upstreamState.noteAnswered();

  const attempt = row.attempts + 1;
  const outcome = outcomeOf(delivery, attempt, config, now());
  const recorded = await store.enquiries.recordAttempt(row.ref, lease, outcome, now());
  if (delivery.outcome === 'misdirected' && recorded) return delivery;
  const level = outcome.status === 'failed' ? 'error' : recorded && outcome.status === 'delivered' ? 'info' : 'warn';
  logEvent('enquiry.delivery', { ref: row.ref, endpoint: row.endpoint, status: recorded ? outcome.status : 'lease-lost', attempt, error: outcome.error }, level);
  return delivery;
}
