/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import type { Store } from '@/lib/db/store';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';

const NOW = Date.UTC(2026, 10, 28, 10);
let keys = 0;
const enquiry = async (store: Store, status: 'stored' | 'spam' = 'stored') =>
  (await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Ana' }, status, idempotencyKey: `key-outcome-${(keys += 1)}` }, NOW)).row.ref;

describe.each(databases)('what became of an enquiry, on %s', (database) => {
  it('starts open, takes each mark with only its own details, and says what it replaced', async () => {
    const store = await openStore(database);
    const ref = await enquiry(store);
    expect(await store.inbox.outcomeOf(ref)).toEqual({ outcome: 'open', valueMinor: null, currency: null, reason: null, at: null, by: null });
    expect(await store.inbox.setOutcome(ref, { outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' }, 'staff-ana', NOW + 1)).toEqual({ before: expect.objectContaining({ outcome: 'open' }) });
    expect(await store.inbox.outcomeOf(ref)).toEqual({ outcome: 'won', valueMinor: 1_250_000, currency: 'GBP', reason: null, at: NOW + 1, by: 'staff-ana' });
    expect(await store.inbox.setOutcome(ref, { outcome: 'lost', reason: 'chose-another' }, 'staff-ben', NOW + 2)).toEqual({ before: expect.objectContaining({ outcome: 'won', valueMinor: 1_250_000 }) });
    expect(await store.inbox.outcomeOf(ref)).toEqual({ outcome: 'lost', valueMinor: null, currency: null, reason: 'chose-another', at: NOW + 2, by: 'staff-ben' });
    await store.inbox.setOutcome(ref, { outcome: 'open' }, 'staff-ben', NOW + 3);
    expect(await store.inbox.outcomeOf(ref)).toMatchObject({ outcome: 'open', at: null, by: null });
  });

  it('lists the enquiries of one outcome, open ones being those not marked', async () => {
    const store = await openStore(database);
    const [won, lost, open] = [await enquiry(store), await enquiry(store), await enquiry(store)];
    await store.inbox.setOutcome(won, { outcome: 'won', valueMinor: 100, currency: 'USD' }, null, NOW);
    await store.inbox.setOutcome(lost, { outcome: 'lost', reason: 'price' }, null, NOW);
    const refs = async (outcome: 'won' | 'lost' | 'open' | 'qualified') => (await store.inbox.list({ outcome })).items.map((item) => item.ref);
    expect(await refs('won')).toEqual([won]);
    expect(await refs('lost')).toEqual([lost]);
    expect(await refs('open')).toEqual([open]);
    expect(await refs('qualified')).toEqual([]);
  });

  it('marks no spam and no enquiry that is not there', async () => {
    const store = await openStore(database);
    const spam = await enquiry(store, 'spam');
    expect(await store.inbox.setOutcome(spam, { outcome: 'qualified' }, 'staff-ana', NOW)).toBeUndefined();
    expect(await store.inbox.setOutcome('QM-20261128-NOPE00', { outcome: 'qualified' }, 'staff-ana', NOW)).toBeUndefined();
    expect(await store.inbox.outcomeOf(spam)).toMatchObject({ outcome: 'open' });
  });

  it('keeps the enquiries of the release before, every one open', async () => {
    const store = await openStore(await previousRelease(database));
    expect(await store.inbox.outcomeOf('QM-20261128-KEPT01')).toEqual({ outcome: 'open', valueMinor: null, currency: null, reason: null, at: null, by: null });
    expect(await store.inbox.setOutcome('QM-20261128-KEPT01', { outcome: 'not-a-lead' }, null, NOW)).toBeDefined();
  });
});

/** A store as the release before outcomes left it, with one enquiry. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, '2026-11-28-articles', async (connection) => {
    await connection.db
      .insertInto('enquiries')
      .values({ ref: 'QM-20261128-KEPT01', endpoint: 'contact-us', payload: '{}', status: 'stored', idempotencyKey: 'key-kept-outcome', createdAt: NOW, updatedAt: NOW })
      .execute();
  });
}
