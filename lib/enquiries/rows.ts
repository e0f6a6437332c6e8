import { randomUUID } from 'node:crypto';

export type EnquiryStatus = 'stored' | 'queued' | 'delivered' | 'refused' | 'spam' | 'failed';

/** The right to record one attempt's outcome: held by whoever started the attempt, until someone else claims the row. */
export interface Lease {
  token: string;
  until: number;
}

export const newLease = (now: number, ms: number): Lease => ({ token: randomUUID(), until: now + ms });

export interface AttemptOutcome {
  status: 'delivered' | 'refused' | 'queued' | 'failed';
  error?: string;
  nextAttemptAt?: number;
  /** False when the attempt never reached a real answer that counts (a redirect: our configuration's fault). */
  counted?: boolean;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface EnquiryRow {
  ref: string;
  endpoint: string;
  payload: Record<string, unknown>;
  status: EnquiryStatus;
  attempts: number;
  lastError: string | null;
  idempotencyKey: string;
  answer: Answer | null;
  nextAttemptAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface RawRow {
  ref: string;
  endpoint: string;
  payload: string;
  status: EnquiryStatus;
  attempts: number;
  last_error: string | null;
  idempotency_key: string;
  answer_status: number | null;
  answer_body: string | null;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Throws on a row whose stored JSON is damaged; the outbox marks such a row failed (store.ts claimNext). */
export const toRow = (raw: RawRow): EnquiryRow => ({
  ref: raw.ref,
  endpoint: raw.endpoint,
  payload: JSON.parse(raw.payload) as Record<string, unknown>,
  status: raw.status,
  attempts: raw.attempts,
  lastError: raw.last_error,
  idempotencyKey: raw.idempotency_key,
  answer: raw.answer_status === null ? null : { status: raw.answer_status, body: JSON.parse(raw.answer_body ?? '{}') as Record<string, unknown> },
  nextAttemptAt: raw.next_attempt_at,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export { newRef } from './reference';
