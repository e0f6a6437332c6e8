/** @postgres */
import { getMigrations } from 'better-auth/db/migration';
import { serializeSignedCookie } from 'better-call';
import { databases, openStore } from '@/testing/stores';
import { accountLimiter } from './account-limit';
import { createStaffAuth, hashToken } from './auth';
import { liveSession } from './guard';
import { listStaff } from './people';
import { invite, remove, setRole, signOutEverywhere, TeamError } from './team';

// Our migration writes Better Auth's tables (lib/db/staff-migration.ts). Better Auth's own planner must find nothing
// left to do on either database: after an upgrade of better-auth, this is the test that says a migration is due.

const settings = { siteUrl: 'http://localhost:3000', secret: 'a-test-secret-of-forty-three-characters-xx', idleMinutes: 120, sessionHours: 12 };

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

describe.each(databases)('a session on %s', (database) => {
  it('ends at its absolute lifetime however active it was, and when revoked', async () => {
    const store = await openStore(database);
    await store.ready();
    const auth = createStaffAuth(store, settings);
    const { userId } = await invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'admin', invitedBy: 'command line' });
    const context = await auth.$context;
    const session = await context.internalAdapter.createSession(userId);
    const cookie = async (token: string) => `${context.authCookies.sessionToken.name}=${(await serializeSignedCookie('', token, context.secret)).replace(/^=/, '')}`;
    const headers = new Headers({ cookie: await cookie(session.token) });
    const born = new Date(session.createdAt).getTime();
    expect((await liveSession(auth, headers, 12, born + 11 * 3_600_000))?.user.email).toBe('ana@quillmark.test');
    expect(await liveSession(auth, headers, 12, born + 12 * 3_600_000 + 1)).toBeUndefined();
    // Ended for good: asking again at an earlier time does not bring it back.
    expect(await liveSession(auth, headers, 12, born)).toBeUndefined();

    const second = await context.internalAdapter.createSession(userId);
    const again = new Headers({ cookie: await cookie(second.token) });
    expect(await liveSession(auth, again, 12)).toBeDefined();
    await signOutEverywhere(auth, userId);
    expect(await liveSession(auth, again, 12)).toBeUndefined();

    // Idle: a session whose sliding expiry has passed (STAFF_IDLE_MINUTES without a request) is refused.
    const idle = await context.internalAdapter.createSession(userId);
    await context.internalAdapter.updateSession(idle.token, { expiresAt: new Date(Date.now() - 1000) });
    expect(await liveSession(auth, new Headers({ cookie: await cookie(idle.token) }), 12)).toBeUndefined();
  });

  it('keeps a role when someone is invited again, and never demotes the last admin', async () => {
    const store = await openStore(database);
    await store.ready();
    const auth = createStaffAuth(store, settings);
    await invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'admin', invitedBy: 'command line' });
    await invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', invitedBy: 'command line' });
    expect((await listStaff(store))[0]?.role).toBe('admin');
    await expect(invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'viewer', invitedBy: 'command line' })).rejects.toThrow(TeamError);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and on https Secure with the __Secure- prefix', async () => {
    const store = await openStore('SQLite');
    const cookieOf = async (siteUrl: string) => (await createStaffAuth(store, { ...settings, siteUrl }).$context).authCookies.sessionToken;
    const plain = await cookieOf('http://localhost:3000');
    expect(plain.name).toBe('quillmark-staff.session_token');
    expect(plain.attributes).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const secure = await cookieOf('https://www.quillmark.example');
    expect(secure.name).toBe('__Secure-quillmark-staff.session_token');
    expect(secure.attributes).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  });
});
