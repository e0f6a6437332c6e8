import type { StoreCopy } from '@/lib/db/copy';

/** The subscriptions, with their own keys, so a confirmation or unsubscribe link already sent still works. */
export const newsletterCopy: StoreCopy = {
  domain: 'newsletter',
  copies: ['subscriptions'],
  leaves: {},
  async copy(source, target) {
    const subscriptions = await source.db.selectFrom('subscriptions').selectAll().orderBy('id').execute();
    if (subscriptions.length === 0) return { subscriptions: 0 };
    const result = await target.db.insertInto('subscriptions').values(subscriptions.map((row) => ({ ...row, id: undefined }))).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    return { subscriptions: Number(result.numInsertedOrUpdatedRows ?? 0) };
  },
};
