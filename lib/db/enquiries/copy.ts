import { notYetIn, type StoreCopy } from '@/lib/db/copy';
import { CHUNK } from '@/lib/db/paging';

/**
 * Every enquiry (with its outbox state and idempotency key), the erasure records and the staff's notes. Rows already
 * there, by reference or key, are left alone. Leases are not copied: a row that was mid-attempt is due again at once
 * in its new home.
 */
export const enquiriesCopy: StoreCopy = {
  domain: 'enquiries',
  copies: ['enquiries', 'erasures', 'enquiryNotes'],
  leaves: {},
  async copy(source, target) {
    let enquiries = 0;
    for (let after = 0; ; ) {
      const rows = await source.db.selectFrom('enquiries').selectAll().where('id', '>', after).orderBy('id').limit(CHUNK).execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      // Kysely leaves out an undefined value: the target numbers the rows itself.
      const values = rows.map((row) => ({ ...row, id: undefined, leaseUntil: null, leaseToken: null }));
      const result = await target.db.insertInto('enquiries').values(values).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      enquiries += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    const erasureKey = (row: { at: number; reason: string; count: number }) => `${row.at}|${row.reason}|${row.count}`;
    const erasures = notYetIn(await target.db.selectFrom('erasures').select(['at', 'reason', 'count']).execute(), await source.db.selectFrom('erasures').select(['at', 'reason', 'count']).orderBy('id').execute(), erasureKey);
    for (const { at, reason, count } of erasures) await target.db.insertInto('erasures').values({ at, reason, count }).execute();
    // The notes have no unique name of their own: a note already there is known by its content. Assignees and authors
    // left behind (staff accounts are not copied) show as former staff.
    const noteKey = (row: { ref: string; createdAt: number; authorName: string; body: string }) => JSON.stringify([row.ref, row.createdAt, row.authorName, row.body]);
    const notes = notYetIn(await target.db.selectFrom('enquiryNotes').selectAll().execute(), await source.db.selectFrom('enquiryNotes').selectAll().orderBy('id').execute(), noteKey);
    for (let start = 0; start < notes.length; start += CHUNK) await target.db.insertInto('enquiryNotes').values(notes.slice(start, start + CHUNK).map((row) => ({ ...row, id: undefined }))).execute();
    return { enquiries, erasures: erasures.length, notes: notes.length };
  },
};
