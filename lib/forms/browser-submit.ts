// The client side of the enquiry contract: one POST, answers read by status, never a thrown network error.
import { currentView, INSIGHTS_VIEW_HEADER } from '@/lib/forms/page-view';
import type { Endpoint } from './registry';

export type SubmitResult =
  | { ok: true; ref: string; queued: boolean }
  | { ok: false; kind: 'fields'; errors: Record<string, string> }
  | { ok: false; kind: 'error'; message: string };

export async function submitEnquiry(endpoint: Endpoint, body: Record<string, unknown>, idempotencyKey: string): Promise<SubmitResult> {
  let response: Response;
  // The page view it is sent from, when the insights counted one: the enquiry joins that view's visit.
  const view = currentView();
  try {
    response = await fetch(`/api/v1/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey, ...(view ? { [INSIGHTS_VIEW_HEADER]: view } : {}) },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, kind: 'error', message: error instanceof Error ? error.message : 'network error' };
  }
  const data = (await response.json().catch(() => null)) as { ref?: unknown; queued?: unknown; errors?: unknown; error?: unknown } | null;
  if ((response.status === 201 || response.status === 202) && typeof data?.ref === 'string') {
    return { ok: true, ref: data.ref, queued: data.queued === true };
  }
  if (response.status === 422 && data?.errors && typeof data.errors === 'object') {
    const errors = Object.fromEntries(Object.entries(data.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (Object.keys(errors).length) return { ok: false, kind: 'fields', errors };
  }
  return { ok: false, kind: 'error', message: `HTTP ${response.status}${typeof data?.error === 'string' ? `: ${data.error}` : ''}` };
}

/** One key per attempt: a retry of the same values reuses it, changed values get a new one. */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const fingerprint = JSON.stringify(values);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
    /** After an answered attempt, the next submit is a new attempt. */
    settle() {
      last = undefined;
    },
  };
}
