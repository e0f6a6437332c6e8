import { randomUUID } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { parseConfig } from '@/lib/config';
import { Store } from '@/lib/db/store';
import { allEnquiries } from '@/lib/db/test-stores';
import { clientAddress, parseTrustProxy, type TrustProxy } from '@/lib/http/client-address';
import { rateLimiter } from '@/lib/http/rate-limit';
import { processEnquiry, type PipelineDeps } from './pipeline';

jest.mock('@/lib/log', () => ({ logEvent: () => undefined }));

// 3,000 is past (NEWCOMERS + BUCKETS) × 10 = 1,160, the most the limiter may ever answer, so every bound below can
// fail, and 25 times the keys it may hold; FLOOD_REQUESTS=100000 for the figure in the commit log.
const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 3_000);

/** A seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
}

/** Made-up X-Forwarded-For values: bare addresses (which a socket could have given), chains and junk. */
function madeUp(random: () => number): string {
  const octet = () => Math.floor(random() * 256);
  const ip = () => `${octet()}.${octet()}.${octet()}.${octet()}`;
  const kind = Math.floor(random() * 4);
  if (kind === 0) return ip();
  if (kind === 1) return `${ip()}, ${ip()}`;
  if (kind === 2) return `2001:db8:${octet().toString(16)}:${octet().toString(16)}::${octet().toString(16)}`;
  return `client-${octet()}-${'x'.repeat(octet() * 40)}`;
}

/** The keys a limiter holds, through its public dump(): their number is the figure this test exists to bound. */
const heldKeys = (limiter: RateLimiterMemory) => limiter.dump().storage.map((record) => String(record.key));

// Smaller than the site's own (10,000 and 1,024) so that the flood goes past them within the run, and few: each
// request they let through is a real write (about 1 ms), and 500 and 64 let 1,155 through.
const NEWCOMERS = 100;
const BUCKETS = 16;

describe.each(['', '1'])('a flood of made-up addresses with TRUST_PROXY=%j', (setting) => {
  it(`holds at most ${NEWCOMERS} keys and ${BUCKETS} overflow buckets a minute, whatever ${REQUESTS} requests claim`, async () => {
    const trust = parseTrustProxy(setting) as TrustProxy;
    const perClient = new RateLimiterMemory({ points: 10, duration: 60 });
    const store = new Store(':memory:');
    const deps: PipelineDeps = {
      store,
      limiter: rateLimiter(perClient, new RateLimiterMemory({ points: NEWCOMERS, duration: 60 }), { overflowBuckets: BUCKETS }),
      config: { ...parseConfig({}), UPSTREAM_TIMEOUT_MS: 1_000, DELIVERY_MAX_ATTEMPTS: 5, TRUST_PROXY: trust },
    };
    const random = generator(23);
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const outcomes = { limited: 0, answered: 0, invalid: 0, unavailable: 0 };
    for (let i = 0; i < REQUESTS; i++) {
      const client = clientAddress(madeUp(random), trust);
      const outcome = await processEnquiry('newsletter', { email_address: `f${i}@example.org` }, { idempotencyKey: randomUUID(), client }, deps);
      outcomes[outcome.kind] += 1;
    }
    global.gc?.();
    const grown = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    const keys = heldKeys(perClient);
    const overflow = keys.filter((key) => key.startsWith('overflow:'));
    // Run with `node --expose-gc node_modules/.bin/jest lib/enquiries/flood` for a heap figure after collection.
    console.info(`TRUST_PROXY=${JSON.stringify(setting)}: ${REQUESTS} requests, ${keys.length} keys (${overflow.length} overflow), heap +${grown.toFixed(1)} MB, rows ${(await allEnquiries(store)).length}`, outcomes);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length - overflow.length).toBeLessThanOrEqual(NEWCOMERS);
    expect(overflow.length).toBeLessThanOrEqual(BUCKETS);
    expect(outcomes.unavailable).toBe(0);
    if (setting === '') {
      // Without a trusted proxy no header names a client: the whole flood is one client, served its ten.
      expect(keys).toHaveLength(1);
      expect(outcomes.answered + outcomes.invalid).toBe(10);
    } else {
      // Every header names a new client: the newcomers fill their cap, and the rest share the overflow buckets.
      expect(keys.length - overflow.length).toBe(NEWCOMERS);
      expect(overflow.length).toBeGreaterThan(BUCKETS / 2);
      expect(outcomes.answered + outcomes.invalid).toBeLessThanOrEqual((NEWCOMERS + BUCKETS) * 10);
    }
    // Every other request was refused as limited (a 429 from the API): the limiter held.
    expect(outcomes.limited).toBe(REQUESTS - outcomes.answered - outcomes.invalid);
    store.close();
  });
});
