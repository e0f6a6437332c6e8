import type { StoreCopy } from '@/lib/db/copy';
import { CHUNK } from '@/lib/db/paging';

/** The mails, with their unique message ids, so a link already sent still works; a leased one is due again at once. */
export const mailCopy: StoreCopy = {
  domain: 'mail',
  copies: ['mails'],
  leaves: {},
  async copy(source, target) {
    const mails = await source.db.selectFrom('mails').selectAll().orderBy('id').execute();
    let copied = 0;
    for (let start = 0; start < mails.length; start += CHUNK) {
      const values = mails.slice(start, start + CHUNK).map((row) => ({ ...row, id: undefined, leaseUntil: null, leaseToken: null }));
      const result = await target.db.insertInto('mails').values(values).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      copied += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return { mails: copied };
  },
};
