/** @postgres */
import { getMigrations } from 'better-auth/db/migration';
import { databases, openStore } from '@/lib/db/test-stores';
import { accountLimiter } from './account-limit';
import { createStaffAuth, hashToken } from './auth';
import { listStaff } from './people';
import { invite, remove, setRole, signOutEverywhere, TeamError } from './team';

// Our migration writes Better Auth's tables (lib/db/staff-migration.ts). Better Auth's own planner must find nothing
// left to do on either database: after an upgrade of better-auth, this is the test that says a migration is due.

const settings = { siteUrl: 'http://localhost:3000', secret: 'a-test-secret-of-forty-three-characters-xx', idleMinutes: 120 };

describe.each(databases)('Better Auth on %s', (database) => {
  it('finds every table and column it needs', async () => {
    const store = await openStore(database);
    await store.ready();
    const { toBeCreated, toBeAdded } = await getMigrations(createStaffAuth(store, settings).options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});

describe.each(databases)('the team on %s', (database) => {
  async function setUp() {
    const store = await openStore(database);
    await store.ready();
    return { store, auth: createStaffAuth(store, settings) };
  }

  it('invites with a one-time link whose token is stored only as a hash', async () => {
    const { store, auth } = await setUp();
    const made = await invite(store, auth, settings.siteUrl, { email: ' Ana@Quillmark.test ', role: 'admin', invitedBy: 'command line' });
    expect(made.email).toBe('ana@quillmark.test');
    const token = made.link.split('#')[1]!;
    expect(made.link).toBe(`http://localhost:3000/staff/welcome#${token}`);
    expect(await store.invites.findUsable(token)).toBeUndefined();
    expect(await store.invites.findUsable(hashToken(token))).toMatchObject({ userId: made.userId });
    expect((await listStaff(store)).map(({ email, role }) => ({ email, role }))).toEqual([{ email: 'ana@quillmark.test', role: 'admin' }]);
    // Inviting again replaces the first link.
    const again = await invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'admin', invitedBy: 'command line' });
    expect(await store.invites.findUsable(hashToken(token))).toBeUndefined();
    expect(again.userId).toBe(made.userId);
    await expect(invite(store, auth, settings.siteUrl, { email: 'not an address', role: 'viewer', invitedBy: 'command line' })).rejects.toThrow(TeamError);
  });

  it('signs someone out everywhere, and a removed person gets no new session', async () => {
    const { store, auth } = await setUp();
    const { userId: adminId } = await invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'admin', invitedBy: 'command line' });
    const { userId } = await invite(store, auth, settings.siteUrl, { email: 'omar@quillmark.test', role: 'viewer', invitedBy: adminId });
    const context = await auth.$context;
    await context.internalAdapter.createSession(userId);
    await context.internalAdapter.createSession(userId);
    expect((await listStaff(store)).find((member) => member.id === userId)?.activeSessions).toBe(2);
    await signOutEverywhere(auth, userId);
    expect((await listStaff(store)).find((member) => member.id === userId)?.activeSessions).toBe(0);
    await remove(store, auth, userId);
    await expect(context.internalAdapter.createSession(userId)).rejects.toThrow(/banned/i);
    // The last admin cannot be removed or made a viewer.
    await expect(remove(store, auth, adminId)).rejects.toThrow(TeamError);
    await expect(setRole(store, auth, adminId, 'viewer')).rejects.toThrow(TeamError);
  });

  it('limits sign-in attempts per account, from any address', async () => {
    const { store } = await setUp();
    const limiter = accountLimiter(store, 3);
    expect([await limiter.take('ana@quillmark.test'), await limiter.take('ana@quillmark.test'), await limiter.take('ana@quillmark.test'), await limiter.take('ana@quillmark.test')]).toEqual([true, true, true, false]);
    expect(await limiter.take('omar@quillmark.test')).toBe(true);
  });
});
