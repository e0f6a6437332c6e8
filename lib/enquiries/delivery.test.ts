/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Store } from '@/lib/db/store';
import { allEnquiries, databases, execute, openStore, storeTarget } from '@/testing/stores';
import { leaseMs, type DeliveryConfig } from './deliver';
import { startOutbox as startOutboxTimer, type Outbox } from './outbox';
import { MISDIRECTED_PAUSE_MS, upstreamState } from './upstream-state';

const config: DeliveryConfig = { API_BASE_URL: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: 1_000, DELIVERY_MAX_ATTEMPTS: 3 };
const LEASE = leaseMs(config);

let dir: string;
let now: number;
const clock = () => now;
let fetchMock: jest.SpyInstance;
let stderr: jest.SpyInstance;

/** The upstream as a function of the request: each test decides what it answers and what time passes meanwhile. */
function upstreamAnswers(answer: (key: string) => Response | Promise<Response>) {
  const keys: string[] = [];
  fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('idempotency-key') ?? '';
    keys.push(key);
    return answer(key);
  });
  return keys;
}

async function queue(store: Store, count: number) {
  const refs: string[] = [];
  for (let index = 0; index < count; index += 1) refs.push((await store.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: `n${index}@example.org` }, status: 'queued', idempotencyKey: `key-queue-${index}` }, now)).row.ref);
  return refs;
}

/** Outboxes started here stop after each test, before their stores close. */
const outboxes: Outbox[] = [];
const startOutbox = (...args: Parameters<typeof startOutboxTimer>) => {
  const outbox = startOutboxTimer(...args);
  outboxes.push(outbox);
  return outbox;
};

const statuses = async (store: Store) => (await allEnquiries(store)).map((row) => [row.status, row.attempts]);

/**
 * Keeps `held` to the leases this store's outbox holds: one is added as the claim is asked for (with the clock the
 * claim was asked at), and removed once the claim found nothing or its attempt is recorded; `claimedBy` names the
 * instance that claimed each row.
 */
function holdLeases(store: Store, name: string, held: Set<{ until: number }>, claimedBy: Map<string, string>) {
  const claim = store.enquiries.claimNext.bind(store.enquiries);
  const record = store.enquiries.recordAttempt.bind(store.enquiries);
  const byToken = new Map<string, { until: number }>();
  jest.spyOn(store.enquiries, 'claimNext').mockImplementation(async (at, ms) => {
    const lease = { until: at + ms };
    held.add(lease);
    const claimed = await claim(at, ms);
    if (claimed) {
      byToken.set(claimed.lease.token, lease);
      claimedBy.set(claimed.row.ref, name);
    } else held.delete(lease);
    return claimed;
  });
  jest.spyOn(store.enquiries, 'recordAttempt').mockImplementation(async (ref, lease, outcome, at) => {
    const recorded = await record(ref, lease, outcome, at);
    held.delete(byToken.get(lease.token)!);
    return recorded;
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'delivery-'));
  now = 1_000_000;
  fetchMock = jest.spyOn(globalThis, 'fetch');
  stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  upstreamState.noteAnswered();
});

afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.stop();
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('delivery from the outbox on %s', (database) => {
  it('leases each row only for its own attempt, so a second instance never sends a row twice', async () => {
    const target = await storeTarget(database, path.join(dir, 'enquiries.sqlite'));
    const [a, b] = [await openStore(target), await openStore(target)];
    const refs = await queue(a, 4);
    // Every lease either instance holds, from the moment it asks for one until its attempt is recorded.
    const held = new Set<{ until: number }>();
    const claimedBy = new Map<string, string>();
    holdLeases(a, 'first', held, claimedBy);
    holdLeases(b, 'second', held, claimedBy);
    const second = startOutbox(b, config, 60_000, clock);
    const leasedAtOnce: number[] = [];
    const keys = upstreamAnswers(async (key) => {
      leasedAtOnce.push(Number((await execute(a, 'SELECT COUNT(*) AS n FROM enquiries WHERE lease_token IS NOT NULL'))[0]!.n));
      // A slow but legal answer: the clock goes to just inside the oldest lease held, so none runs out.
      now = Math.max(now, Math.min(...[...held].map((lease) => lease.until)) - 1);
      // Meanwhile the second instance looks for work, and does all it finds, while this attempt holds its row.
      if (claimedBy.get(key) === 'first') await second.runOnce();
      return new Response('{}', { status: 201 });
    });
    await startOutbox(a, config, 60_000, clock).runOnce();
    expect(keys.toSorted()).toEqual(refs.toSorted());
    expect(await statuses(a)).toEqual(refs.map(() => ['delivered', 1]));
    expect([...claimedBy.values()]).toEqual(['first', 'second', 'second', 'second']);
    // One row per attempt in flight, at most one attempt per instance: no row waits under a lease for its turn.
    expect(Math.max(...leasedAtOnce)).toBe(2);
    expect(now).toBe(1_000_000 + LEASE - 1);
  });

  it('hands each due row to one of several instances claiming at the same moment', async () => {
    const target = await storeTarget(database, path.join(dir, 'enquiries.sqlite'));
    const instances = [await openStore(target), await openStore(target), await openStore(target)];
    const refs = await queue(instances[0]!, 30);
    const claimed: string[] = [];
    await Promise.all(
      instances.map(async (store) => {
        for (let claim = await store.enquiries.claimNext(now, LEASE); claim; claim = await store.enquiries.claimNext(now, LEASE)) claimed.push(claim.row.ref);
      }),
    );
    expect(claimed.toSorted()).toEqual(refs.toSorted());
  });

  it('lets a late answer from a lost lease change nothing', async () => {
    const store = await openStore(database);
    const [ref] = await queue(store, 1);
    const first = (await store.enquiries.claimNext(now, LEASE))!;
    const second = (await store.enquiries.claimNext(now + LEASE + 1, LEASE))!;
    expect(await store.enquiries.recordAttempt(ref!, second.lease, { status: 'delivered' }, now + LEASE + 2)).toBe(true);
    expect(await store.enquiries.recordAttempt(ref!, first.lease, { status: 'queued', error: 'timeout after 1000 ms', nextAttemptAt: now }, now + LEASE + 3)).toBe(false);
    expect(await store.enquiries.recordAttempt(ref!, second.lease, { status: 'queued', error: 'twice' }, now + LEASE + 4)).toBe(false);
    expect(await store.enquiries.find(ref!)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
  });

  it('gives up after DELIVERY_MAX_ATTEMPTS, marks the row failed and counts it', async () => {
    const store = await openStore(database);
    const [ref] = await queue(store, 1);
    const keys = upstreamAnswers(() => new Response('', { status: 503 }));
    const outbox = startOutbox(store, config, 60_000, clock);
    for (let run = 0; run < 5; run += 1) {
      await outbox.runOnce();
      now += 60 * 60_000;
    }
    expect(keys).toEqual([ref, ref, ref]);
    expect(await store.enquiries.find(ref!)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'upstream 503; gave up after 3 attempts', nextAttemptAt: null });
    expect(await store.enquiries.state()).toEqual({ queued: 0, failed: 1, oldestQueuedAt: null });
  });

  it('sends the same Idempotency-Key, the ref, on every attempt', async () => {
    const store = await openStore(database);
    const [ref] = await queue(store, 1);
    let answers = 0;
    const keys = upstreamAnswers(() => new Response('', { status: (answers += 1) === 1 ? 502 : 201 }));
    const outbox = startOutbox(store, config, 60_000, clock);
    await outbox.runOnce();
    now += 60_000;
    await outbox.runOnce();
    expect(keys).toEqual([ref, ref]);
    expect(await store.enquiries.find(ref!)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('takes a redirect as our misconfiguration: logged once, rows kept queued with their attempts, the outbox paused', async () => {
    const store = await openStore(database);
    await queue(store, 3);
    let redirect = true;
    const keys = upstreamAnswers(() => (redirect ? new Response(null, { status: 307, headers: { location: 'https://elsewhere.example/' } }) : new Response('{}', { status: 201 })));
    const outbox = startOutbox(store, config, 60_000, clock);
    await outbox.runOnce();
    now += MISDIRECTED_PAUSE_MS - 1;
    await outbox.runOnce();
    expect(keys).toHaveLength(1);
    expect(await statuses(store)).toEqual([['queued', 0], ['queued', 0], ['queued', 0]]);
    expect(upstreamState.misdirected()).toEqual({ status: 307, since: expect.any(Number) });
    expect(stderr.mock.calls.filter(([line]) => String(line).includes('upstream.misconfigured'))).toHaveLength(1);

    redirect = false;
    now += 2;
    await outbox.runOnce();
    expect(await statuses(store)).toEqual([['delivered', 1], ['delivered', 1], ['delivered', 1]]);
    expect(upstreamState.misdirected()).toBeNull();
  });

  it('marks an unreadable row failed and delivers the rows behind it', async () => {
    const store = await openStore(database);
    const [broken, fine] = await queue(store, 2);
    await execute(store, `UPDATE enquiries SET payload = '{"email_address":' WHERE ref = ?`, broken);
    const keys = upstreamAnswers(() => new Response('{}', { status: 201 }));
    await startOutbox(store, config, 60_000, clock).runOnce();
    expect(keys).toEqual([fine]);
    const [row] = await execute(store, 'SELECT status, last_error FROM enquiries WHERE ref = ?', broken);
    expect(row).toEqual({ status: 'failed', last_error: expect.stringMatching(/^unreadable row: /) });
    expect((await store.enquiries.find(fine!))?.status).toBe('delivered');
  });
});
