import { logEvent } from '@/lib/log';
import { retryDelay } from './backoff';
import { endpointFields, isEndpoint } from './endpoints';
import type { EnquiryRow, EnquiryStore } from './store';
import { postUpstream, type Delivery } from './upstream';

export interface DeliveryConfig {
  API_BASE_URL: string;
  UPSTREAM_TIMEOUT_MS: number;
}

/** Sends one stored row upstream and records where it stands: delivered, refused for good, or queued to retry. */
export async function deliverRow(store: EnquiryStore, row: EnquiryRow, config: DeliveryConfig, now = () => Date.now()): Promise<Delivery> {
  const fields = isEndpoint(row.endpoint) ? endpointFields(row.endpoint) : [];
  const delivery = await postUpstream({
    baseUrl: config.API_BASE_URL,
    endpoint: row.endpoint,
    payload: row.payload,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    idempotencyKey: row.ref,
    fields,
  });
  const attempt = row.attempts + 1;
  if (delivery.outcome === 'delivered') {
    store.recordAttempt(row.ref, { status: 'delivered' }, now());
  } else if (delivery.outcome === 'refused') {
    store.recordAttempt(row.ref, { status: 'refused', error: delivery.error }, now());
  } else {
    store.recordAttempt(row.ref, { status: 'queued', error: delivery.error, nextAttemptAt: now() + retryDelay(attempt) }, now());
  }
  const status = delivery.outcome === 'retry' ? 'queued' : delivery.outcome;
  logEvent('enquiry.delivery', { ref: row.ref, endpoint: row.endpoint, status, attempt, error: delivery.outcome === 'delivered' ? undefined : delivery.error }, delivery.outcome === 'delivered' ? 'info' : 'warn');
  return delivery;
}
