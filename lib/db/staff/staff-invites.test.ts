/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import type { Store } from '@/lib/db/store';
import { databases, openStore } from '@/testing/stores';

/** Better Auth's user row as its migration made it: camelCase names, so written past the CamelCasePlugin. */
interface StaffUsersRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** A staff member for the invites' foreign key, with each database's own date and boolean types. */
async function staffMember(store: Store, id: string) {
  await store.ready();
  const now = new Date();
  const postgres = store.dialect === 'postgres';
  await store.db
    .withoutPlugins()
    .withTables<{ staff_users: StaffUsersRow }>()
    .insertInto('staff_users')
    .values({ id, name: id, email: `${id}@quillmark.test`, emailVerified: postgres ? false : 0, createdAt: postgres ? now : now.toISOString(), updatedAt: postgres ? now : now.toISOString() })
    .execute();
}

const HOUR = 60 * 60_000;

describe.each(databases)('staff invites on %s', (database) => {
  it('finds an invite while it is unused and unexpired, and lets it be used once', async () => {
    const store = await openStore(database);
    await staffMember(store, 'ana');
    await store.invites.create({ userId: 'ana', tokenHash: 'hash-a', invitedBy: 'cli', expiresAt: 24 * HOUR }, 0);
    expect(await store.invites.findUsable('hash-a', HOUR)).toEqual({ userId: 'ana', expiresAt: 24 * HOUR });
    expect(await store.invites.findUsable('hash-a', 24 * HOUR)).toBeUndefined();
    expect(await store.invites.consume('hash-a', 'ana', 24 * HOUR)).toBeUndefined();
    expect(await store.invites.findUsable('hash-unknown', HOUR)).toBeUndefined();
    expect(await store.invites.consume('hash-unknown', 'ana', HOUR)).toBeUndefined();

    // Someone else's token is left as it was: a signed-in colleague who opens the link cannot use it up.
    expect(await store.invites.consume('hash-a', 'ben', 2 * HOUR)).toBeUndefined();
    expect(await store.invites.findUsable('hash-a', 2 * HOUR)).toEqual({ userId: 'ana', expiresAt: 24 * HOUR });
    expect(await store.invites.consume('hash-a', 'ana', 2 * HOUR)).toBe('ana');
    expect(await store.invites.consume('hash-a', 'ana', 2 * HOUR)).toBeUndefined();
    expect(await store.invites.findUsable('hash-a', 2 * HOUR)).toBeUndefined();
  });

  it('hands a token to exactly one of two requests using it at once', async () => {
    const store = await openStore(database);
    await staffMember(store, 'ben');
    for (let round = 0; round < 5; round += 1) {
      await store.invites.create({ userId: 'ben', tokenHash: `hash-race-${round}`, invitedBy: 'ana', expiresAt: HOUR }, 0);
      const results = await Promise.all([store.invites.consume(`hash-race-${round}`, 'ben', 1), store.invites.consume(`hash-race-${round}`, 'ben', 1)]);
      expect(results.toSorted()).toEqual(['ben', undefined]);
    }
  });

  it('revokes only the unused invites of one staff member, and loses them with the member', async () => {
    const store = await openStore(database);
    await staffMember(store, 'cy');
    await staffMember(store, 'di');
    await store.invites.create({ userId: 'cy', tokenHash: 'hash-used', invitedBy: 'ana', expiresAt: HOUR }, 0);
    await store.invites.consume('hash-used', 'cy', 1);
    await store.invites.create({ userId: 'cy', tokenHash: 'hash-open', invitedBy: 'ana', expiresAt: HOUR }, 0);
    await store.invites.create({ userId: 'cy', tokenHash: 'hash-expired', invitedBy: 'ana', expiresAt: 1 }, 0);
    await store.invites.create({ userId: 'di', tokenHash: 'hash-di', invitedBy: 'ana', expiresAt: HOUR }, 0);
    expect(await store.invites.revokeFor('cy')).toBe(2);
    expect(await store.invites.consume('hash-open', 'cy', 2)).toBeUndefined();
    expect(await store.db.selectFrom('staffInvites').select('tokenHash').orderBy('id').execute()).toEqual([{ tokenHash: 'hash-used' }, { tokenHash: 'hash-di' }]);

    await store.db.withoutPlugins().withTables<{ staff_users: StaffUsersRow }>().deleteFrom('staff_users').where('id', '=', 'di').execute();
    expect(await store.invites.findUsable('hash-di', 2)).toBeUndefined();
    await expect(store.invites.create({ userId: 'nobody', tokenHash: 'hash-nobody', invitedBy: 'ana', expiresAt: HOUR }, 0)).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
  });
});
