/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '@/lib/db/legacy-migrations';
import { Store } from '@/lib/db/store';
import { allEnquiries, databases, openStore } from '@/testing/stores';

describe('the store in a SQLite file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates its schema once, in WAL mode, and keeps rows across reopening', async () => {
    const file = path.join(dir, 'nested', 'enquiries.sqlite');
    const first = new Store(file);
    await first.ready();
    expect(first.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
    await first.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'a@b.co' }, status: 'stored', idempotencyKey: 'key-00000001' });
    first.close();
    const second = new Store(file);
    expect(second.sqlite!.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(await allEnquiries(second)).toHaveLength(1);
    second.close();
  });

  it('stores an answer known up front with the row, in the same write, and gives it back for a repeated key', async () => {
    const file = path.join(dir, 'enquiries.sqlite');
    const store = new Store(file);
    const first = await store.enquiries.insert({ endpoint: 'contact-us', payload: { n: 1 }, status: 'stored', idempotencyKey: 'key-00000005', answer: (ref) => ({ status: 201, body: { ok: true, ref } }) });
    expect(first.row.answer).toEqual({ status: 201, body: { ok: true, ref: first.row.ref } });
    const again = await store.enquiries.insert({ endpoint: 'contact-us', payload: { n: 2 }, status: 'stored', idempotencyKey: 'key-00000005', answer: (ref) => ({ status: 201, body: { ok: true, ref } }) });
    expect(again).toEqual({ row: first.row, created: false });
    store.close();
    const reopened = new Store(file);
    expect((await reopened.enquiries.findByKey('key-00000005'))?.answer).toEqual({ status: 201, body: { ok: true, ref: first.row.ref } });
    reopened.close();
  });
});

describe.each(databases)('the store on %s', (database) => {
  it('returns the existing row for a repeated idempotency key', async () => {
    const store = await openStore(database);
    const a = await store.enquiries.insert({ endpoint: 'newsletter', payload: { n: 1 }, status: 'stored', idempotencyKey: 'key-00000002' });
    const b = await store.enquiries.insert({ endpoint: 'newsletter', payload: { n: 2 }, status: 'stored', idempotencyKey: 'key-00000002' });
    expect(a.created).toBe(true);
    expect(b).toEqual({ row: a.row, created: false });
  });

  it('leases one due row at a time, so that one row is never handed out twice at once', async () => {
    const store = await openStore(database);
    const { row } = (await store.enquiries.insert({ endpoint: 'newsletter', payload: {}, status: 'queued', idempotencyKey: 'key-00000003' }, 1_000));
    const claim = await store.enquiries.claimNext(1_000, 5_000);
    expect(claim?.row.ref).toBe(row.ref);
    expect(await store.enquiries.claimNext(2_000, 5_000)).toBeUndefined();
    const again = await store.enquiries.claimNext(6_001, 5_000);
    expect(again?.lease.token).not.toBe(claim?.lease.token);
    expect(await store.enquiries.recordAttempt(row.ref, again!.lease, { status: 'queued', error: 'upstream 503', nextAttemptAt: 20_000 }, 7_000)).toBe(true);
    expect(await store.enquiries.claimNext(19_999, 5_000)).toBeUndefined();
    expect(await store.enquiries.claimNext(20_000, 5_000)).toBeDefined();
    expect(await store.enquiries.state()).toEqual({ queued: 1, failed: 0, oldestQueuedAt: 1_000 });
  });

  it('does not lease a row that a request is still delivering', async () => {
    const store = await openStore(database);
    await store.enquiries.insert({ endpoint: 'newsletter', payload: {}, status: 'queued', idempotencyKey: 'key-00000004', lease: { token: 't', until: 10_000 } }, 1_000);
    expect(await store.enquiries.claimNext(5_000, 5_000)).toBeUndefined();
    expect(await store.enquiries.claimNext(10_001, 5_000)).toBeDefined();
  });

  it('draws a new reference when one is already taken, and stores the enquiry under it with its answer', async () => {
    const drawn = ['QM-20261122-AAAAAA', 'QM-20261122-AAAAAA', 'QM-20261122-AAAAAA', 'QM-20261122-BBBBBB'];
    const store = await openStore(database, { makeRef: () => drawn.shift() ?? 'QM-20261122-ZZZZZZ' });
    const answer = (ref: string) => ({ status: 201, body: { ok: true, ref } });
    const first = await store.enquiries.insert({ endpoint: 'contact-us', payload: { n: 1 }, status: 'stored', idempotencyKey: 'key-00000010', answer });
    const second = await store.enquiries.insert({ endpoint: 'contact-us', payload: { n: 2 }, status: 'stored', idempotencyKey: 'key-00000011', answer });
    expect(first.row.ref).toBe('QM-20261122-AAAAAA');
    expect(second).toMatchObject({ created: true, row: { ref: 'QM-20261122-BBBBBB', answer: answer('QM-20261122-BBBBBB') } });
    expect((await store.enquiries.find('QM-20261122-BBBBBB'))?.payload).toEqual({ n: 2 });
    expect(await allEnquiries(store)).toHaveLength(2);
  });

  it('gives up with an error when every reference it draws is taken', async () => {
    const store = await openStore(database, { makeRef: () => 'QM-20261122-AAAAAA' });
    await store.enquiries.insert({ endpoint: 'newsletter', payload: {}, status: 'stored', idempotencyKey: 'key-00000012' });
    await expect(store.enquiries.insert({ endpoint: 'newsletter', payload: {}, status: 'stored', idempotencyKey: 'key-00000013' }))
      // Matched by message: the driver's error class comes from another realm in a full Jest run.
      .rejects.toThrow(/Every one of 8 references drawn was already taken/);
    expect(await allEnquiries(store)).toHaveLength(1);
  });

  it('proves it can write', async () => {
    const store = await openStore(database);
    await expect(store.probeWrite()).resolves.toBeUndefined();
  });
});
