import { addressDigest } from '@/lib/db/audit';
import type { Store } from '@/lib/db/store';
import { execute, openStore } from '@/testing/stores';
import { addNote, assign, erase, eraseEverywhere, markOutcome, retry, triage } from './commands';

// Each inbox command makes its change and writes the one audit line that says so, and none for a change that did not happen.

const ana = { actorId: 'u-ana', actorEmail: 'ana@quillmark.test', ip: '203.0.113.9' };
let keys = 0;

async function withEnquiries(...payloads: Record<string, unknown>[]): Promise<{ store: Store; refs: string[] }> {
  const store = await openStore('SQLite');
  const refs: string[] = [];
  for (const payload of payloads) refs.push((await store.enquiries.insert({ endpoint: 'contact-us', payload, status: 'stored', idempotencyKey: `commands-${(keys += 1)}` })).row.ref);
  return { store, refs };
}

const trail = async (store: Store) => (await store.audit.list({})).rows.map(({ actorId, actorEmail, ip, action, subject, detail }) => ({ actorId, actorEmail, ip, action, subject, detail }));

describe('the inbox commands', () => {
  it('triage one or many, and say which and how many changed', async () => {
    const { store, refs } = await withEnquiries({ first_name: 'Ben' }, { first_name: 'Cy' });
    expect(await triage(store, ana, refs, 'closed')).toBe(2);
    expect(await triage(store, ana, [refs[0]!], 'closed')).toBe(0);
    expect((await trail(store)).reverse()).toEqual([
      { ...ana, action: 'triage', subject: null, detail: { triage: 'closed', refs, changed: 2 } },
      { ...ana, action: 'triage', subject: refs[0], detail: { triage: 'closed', refs: [refs[0]], changed: 0 } },
    ]);
  });

  it('mark an outcome from what it was, and write nothing for an enquiry that is gone', async () => {
    const { store, refs } = await withEnquiries({ first_name: 'Ben' });
    expect(await markOutcome(store, ana, refs[0]!, { outcome: 'won', valueMinor: 120_000, currency: 'GBP' })).toBe(true);
    expect(await markOutcome(store, ana, 'QM-20260101-ZZZZZZ', { outcome: 'lost', reason: 'price' })).toBe(false);
    expect(await trail(store)).toEqual([{ ...ana, action: 'outcome', subject: refs[0], detail: { from: 'open', outcome: 'won', valueMinor: 120_000, currency: 'GBP' } }]);
  });

  it('assign and note, keeping the note’s words out of the trail', async () => {
    const { store, refs } = await withEnquiries({ first_name: 'Ben' });
    expect(await assign(store, ana, refs[0]!, { id: 'u-kim', email: 'kim@quillmark.test' })).toBe(true);
    expect(await addNote(store, ana, refs[0]!, { id: 'u-ana', name: 'Ana' }, 'Called back: wants a quote by Friday')).toBe(true);
    expect(await addNote(store, ana, 'QM-20260101-ZZZZZZ', { id: 'u-ana', name: 'Ana' }, 'lost')).toBe(false);
    const [noted, assigned] = await trail(store);
    expect(assigned).toEqual({ ...ana, action: 'assign', subject: refs[0], detail: { assigneeId: 'u-kim', assigneeEmail: 'kim@quillmark.test' } });
    expect(noted).toEqual({ ...ana, action: 'note', subject: refs[0], detail: { noteId: expect.any(Number), length: 36 } });
    expect(JSON.stringify(noted)).not.toContain('quote');
  });

  it('retry and erase, and erase an address by its digest alone', async () => {
    const { store, refs } = await withEnquiries({ first_name: 'Ben', email: 'ben@example.org' }, { first_name: 'Cy' });
    expect(await retry(store, ana, refs[1]!, 'delivery')).toBe(0);
    expect(await erase(store, ana, [refs[1]!])).toBe(1);
    expect(await eraseEverywhere(store, ana, 'ben@example.org', { from: 'enquiry', ref: refs[0]! })).toBe(1);
    expect((await trail(store)).reverse()).toEqual([
      { ...ana, action: 'retry', subject: refs[1], detail: { what: 'delivery', queued: 0 } },
      { ...ana, action: 'erase', subject: refs[1], detail: { scope: 'enquiries', refs: [refs[1]], erased: 1 } },
      { ...ana, action: 'erase', subject: null, detail: { scope: 'address', addressSha256: addressDigest('ben@example.org'), erased: 1, via: 'enquiry', ref: refs[0] } },
    ]);
    expect(JSON.stringify(await trail(store))).not.toContain('ben@example.org');
  });

  it('commit a triage, an outcome, an assignee and a note with their audit line, or none of them', async () => {
    const { store, refs } = await withEnquiries({ first_name: 'Ben' });
    const ref = refs[0]!;
    await store.ready();
    // The trail refuses every line, as a full disk or a lost connection would at that moment.
    await execute(store, `CREATE TRIGGER planted_refusal BEFORE INSERT ON audit_events BEGIN SELECT RAISE(ABORT, 'planted'); END`);
    await expect(triage(store, ana, [ref], 'closed')).rejects.toMatchObject({ message: 'planted' });
    await expect(markOutcome(store, ana, ref, { outcome: 'won', valueMinor: 100, currency: 'GBP' })).rejects.toMatchObject({ message: 'planted' });
    await expect(assign(store, ana, ref, { id: 'u-kim', email: 'kim@quillmark.test' })).rejects.toMatchObject({ message: 'planted' });
    await expect(addNote(store, ana, ref, { id: 'u-ana', name: 'Ana' }, 'A note')).rejects.toMatchObject({ message: 'planted' });
    const [row] = await execute(store, 'SELECT triage, outcome, assignee_id FROM enquiries WHERE ref = ?', ref);
    expect(row).toEqual({ triage: 'new', outcome: null, assignee_id: null });
    expect(await execute(store, 'SELECT count(*) AS n FROM enquiry_notes')).toEqual([{ n: 0 }]);
    await execute(store, 'DROP TRIGGER planted_refusal');
    expect(await triage(store, ana, [ref], 'closed')).toBe(1);
    expect(await trail(store)).toHaveLength(1);
  });
});
