import type { Generated } from 'kysely';

/**
 * The enquiry store's tables, one typing for SQLite and PostgreSQL. Times are milliseconds since the epoch
 * (bigint on PostgreSQL); payloads and answers are JSON text, so both databases hold the same bytes.
 */
export interface EnquiriesTable {
  id: Generated<number>;
  ref: string;
  endpoint: string;
  payload: string;
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  idempotency_key: string;
  answer_status: number | null;
  answer_body: string | null;
  next_attempt_at: number | null;
  lease_until: number | null;
  lease_token: string | null;
  created_at: number;
  updated_at: number;
}

export interface HealthTable {
  id: number;
  checked_at: number;
}

/** What was erased and when, never whose. */
export interface ErasuresTable {
  id: Generated<number>;
  at: number;
  reason: 'retention' | 'request';
  count: number;
}

/** The shared rate limiter's counters, on PostgreSQL only (rate-limiter-flexible writes them itself). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface Database {
  enquiries: EnquiriesTable;
  health: HealthTable;
  erasures: ErasuresTable;
  rate_limits: RateLimitsTable;
}
