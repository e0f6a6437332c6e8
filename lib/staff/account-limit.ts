import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedCounters } from '@/lib/container';
import type { Store } from '@/lib/db/store';

/** Sign-in attempts per account (an address, or a passkey's credential) in a quarter of an hour, from anywhere. */
export const ACCOUNT_ATTEMPTS = 8;
const WINDOW_SECONDS = 15 * 60;

export interface AccountLimiter {
  /** False when this account has had its attempts for now. */
  take(account: string): Promise<boolean>;
}

/**
 * Better Auth limits each address; this limits each account, so that many addresses cannot take turns at one
 * person's password. On PostgreSQL every instance counts in the shared table, as the enquiry limiter does.
 */
export function accountLimiter(store: Store, points = ACCOUNT_ATTEMPTS): AccountLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: 'staff-account', points, duration: WINDOW_SECONDS });
  const counters = store.pool
    ? sharedCounters(store.pool, { keyPrefix: 'staff-account', points, duration: WINDOW_SECONDS, insuranceLimiter: memory })
    : memory;
  return {
    async take(account) {
      try {
        await counters.consume(account);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
  };
}
