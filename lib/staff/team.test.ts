/** @postgres */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { revokeOwnPasskeyAction } from '@/app/(staff)/staff/(signed-in)/account/actions';
import { inviteAction, removeAction, revokePasskeyAction, setRoleAction, signOutEverywhereAction } from '@/app/(staff)/staff/(signed-in)/team/actions';
import type { Store } from '@/lib/db/store';
import { databases, openStore } from '@/lib/db/test-stores';
import { createStaffAuth, type StaffAuth } from './auth';
import type { Staff } from './guard';
import { listStaff, staffTables } from './people';
import { invite, readInvite, readRoleChange, remove, revokePasskey, setRole, signOutEverywhere, TeamError, type TeamRefusal } from './team';

// The team's changes on a real Better Auth over each database, and the page's actions on top of them: a removed
// person keeps no way in, a passkey is revoked only by its owner or an admin, and only what happened is audited.

// Jest hoists these above the imports: the actions meet the test's store, Better Auth and signed-in person.
let mockCurrent: { store: Store; auth: StaffAuth; staff: Staff } | undefined;
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockCurrent!.store }) }));
jest.mock('@/lib/staff/runtime', () => ({ staffAuth: async () => mockCurrent!.auth }));
jest.mock('@/lib/staff/guard', () => ({ requireStaffAction: async () => mockCurrent!.staff }));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));

const settings = { siteUrl: 'http://localhost:3000', secret: 'a-test-secret-of-forty-three-characters-xx', idleMinutes: 120, sessionHours: 12 };

/** A passkey held in the test, as a phone holds one: an ES256 key whose public half Better Auth stores. */
function softwarePasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
  // The COSE key as CBOR: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]), coordinate(jwk.x), Buffer.from([0x22, 0x58, 0x20]), coordinate(jwk.y)]);
  let counter = 0;
  return {
    credentialID: randomBytes(16).toString('base64url'),
    publicKey: cose.toString('base64'),
    /** Signs a challenge as the authenticator would, the person verified, for http://localhost:3000. */
    assert(challenge: string) {
      counter += 1;
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: settings.siteUrl, crossOrigin: false }));
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authenticatorData = Buffer.concat([createHash('sha256').update('localhost').digest(), Buffer.from([0x05]), count]);
      const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), privateKey);
      const b64 = (bytes: Buffer) => bytes.toString('base64url');
      return { id: this.credentialID, rawId: this.credentialID, type: 'public-key' as const, response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature) }, clientExtensionResults: {} };
    },
  };
}
type SoftwarePasskey = ReturnType<typeof softwarePasskey>;

async function setUp(database: (typeof databases)[number]) {
  const store = await openStore(database);
  await store.ready();
  const auth = createStaffAuth(store, settings);
  const context = await auth.$context;
  const { userId: adminId } = await invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'admin', invitedBy: 'command line' });
  const { userId: viewerId } = await invite(store, auth, settings.siteUrl, { email: 'omar@quillmark.test', role: 'viewer', invitedBy: adminId });
  const staff = (id: string, email: string, role: Staff['role']): Staff => ({ id, email, name: email, role, sessionId: 's', ip: '203.0.113.9', needsTwoFactor: false });
  mockCurrent = { store, auth, staff: staff(adminId, 'ana@quillmark.test', 'admin') };

  /** Registers a passkey for someone, as the welcome page's ceremony would have stored it. */
  async function addPasskey(userId: string, name: string): Promise<SoftwarePasskey & { id: string }> {
    const key = softwarePasskey();
    const row = await context.adapter.create<Record<string, unknown>, { id: string }>({
      model: 'passkey',
      data: { name, publicKey: key.publicKey, userId, credentialID: key.credentialID, counter: 0, deviceType: 'singleDevice', backedUp: false, transports: 'internal', createdAt: new Date() },
    });
    return Object.assign(key, { id: row.id });
  }

  /** A password and TOTP beside the passkeys, as the account page sets them up. */
  async function addPasswordAndTotp(userId: string) {
    await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: await context.password.hash('correct horse battery staple') });
    await context.adapter.create({ model: 'twoFactor', data: { userId, secret: 'secret', backupCodes: 'codes' } });
    await context.internalAdapter.updateUser(userId, { twoFactorEnabled: true });
  }

  /** Signs in with the passkey through Better Auth's own endpoints: the HTTP status it answers. */
  async function signInWith(key: SoftwarePasskey): Promise<number> {
    const options = await auth.api.generatePasskeyAuthenticationOptions({ headers: new Headers(), asResponse: true });
    const { challenge } = (await options.json()) as { challenge: string };
    const cookie = options.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const answer = await auth.api.verifyPasskeyAuthentication({ body: { response: key.assert(challenge) }, headers: new Headers({ cookie, origin: settings.siteUrl }), asResponse: true });
    return answer.status;
  }

  const rowsOf = async (userId: string) => {
    const db = staffTables(store);
    const count = async (table: 'staff_passkeys' | 'staff_accounts' | 'staff_sessions') => (await db.selectFrom(table).select('id').where('userId', '=', userId).execute()).length;
    const twoFactors = (await db.withTables<{ staff_two_factors: { id: string; userId: string } }>().selectFrom('staff_two_factors').select('id').where('userId', '=', userId).execute()).length;
    const user = await db.selectFrom('staff_users').select(['banned', 'twoFactorEnabled', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
    return { passkeys: await count('staff_passkeys'), accounts: await count('staff_accounts'), sessions: await count('staff_sessions'), twoFactors, banned: Boolean(user.banned), twoFactorEnabled: Boolean(user.twoFactorEnabled), role: user.role };
  };

  /** The audit trail's lines for the team's changes (sign-ins are Better Auth's, and not what these tests ask about). */
  const audited = async () =>
    (await store.audit.list({}, { limit: 100 })).rows.filter((row) => !row.action.startsWith('sign-')).map(({ action, subject, detail }) => ({ action, subject, detail }));

  return { store, auth, context, adminId, viewerId, staff, addPasskey, addPasswordAndTotp, signInWith, rowsOf, audited };
}

/** What an action's redirect said, from the error the mocked redirect throws. */
async function redirected(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('redirect ')) return error.message.slice('redirect '.length);
    throw error;
  }
  throw new Error('the action did not redirect');
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const refusal = async (call: Promise<unknown>): Promise<TeamRefusal | string> => {
  try {
    await call;
  } catch (error) {
    return error instanceof TeamError ? error.reason : String(error);
  }
  return 'done';
};

describe.each(databases)('removing someone on %s', (database) => {
  it('ends every way in they had, so inviting them again lets in only the new link', async () => {
    const { store, auth, context, viewerId, addPasskey, addPasswordAndTotp, signInWith, rowsOf } = await setUp(database);
    const old = await addPasskey(viewerId, 'Old phone');
    await addPasswordAndTotp(viewerId);
    expect(await signInWith(old)).toBe(200);
    expect(await rowsOf(viewerId)).toMatchObject({ passkeys: 1, accounts: 1, twoFactors: 1, sessions: 1, twoFactorEnabled: true });

    await remove(store, auth, viewerId);
    expect(await rowsOf(viewerId)).toEqual({ passkeys: 0, accounts: 0, sessions: 0, twoFactors: 0, banned: true, twoFactorEnabled: false, role: 'viewer' });
    await expect(context.internalAdapter.createSession(viewerId)).rejects.toThrow(/banned/i);

    // Invited again (the documented way back): no longer banned, and the old passkey is refused before the link is used.
    await invite(store, auth, settings.siteUrl, { email: 'omar@quillmark.test', invitedBy: 'command line' });
    expect(await rowsOf(viewerId)).toMatchObject({ banned: false, passkeys: 0 });
    expect(await signInWith(old)).toBe(401);
    expect((await rowsOf(viewerId)).sessions).toBe(0);
  });

  it('ends the credentials of someone removed before removal did, when they are invited again', async () => {
    const { store, auth, context, viewerId, addPasskey, signInWith, rowsOf } = await setUp(database);
    const old = await addPasskey(viewerId, 'Old phone');
    // Removal as it was: a ban alone, the passkey left in place.
    await context.internalAdapter.updateUser(viewerId, { banned: true, banReason: 'removed from the team' });
    await invite(store, auth, settings.siteUrl, { email: 'omar@quillmark.test', invitedBy: 'command line' });
    expect((await rowsOf(viewerId)).passkeys).toBe(0);
    expect(await signInWith(old)).toBe(401);
  });
});

describe.each(databases)('revoking a passkey on %s', (database) => {
  it('deletes only that passkey, its owner still signed in and their other passkeys still working', async () => {
    const { auth, context, viewerId, addPasskey, signInWith, rowsOf } = await setUp(database);
    const phone = await addPasskey(viewerId, 'Phone');
    const laptop = await addPasskey(viewerId, 'Laptop');
    await context.internalAdapter.createSession(viewerId);
    expect(await revokePasskey(auth, phone.id, { actorId: viewerId, ownOnly: true })).toEqual({ passkeyId: phone.id, userId: viewerId, name: 'Phone' });
    expect(await rowsOf(viewerId)).toMatchObject({ passkeys: 1, sessions: 1 });
    expect(await signInWith(phone)).toBe(401);
    expect(await signInWith(laptop)).toBe(200);
  });

  it("refuses someone else's passkey to its owner path, and a passkey that does not exist", async () => {
    const { auth, adminId, viewerId, addPasskey, rowsOf } = await setUp(database);
    const admins = await addPasskey(adminId, 'Ana laptop');
    await addPasskey(adminId, 'Ana phone');
    expect(await refusal(revokePasskey(auth, admins.id, { actorId: viewerId, ownOnly: true }))).toBe('unknown-passkey');
    expect(await refusal(revokePasskey(auth, 'no-such-passkey', { actorId: adminId, ownOnly: false }))).toBe('unknown-passkey');
    expect((await rowsOf(adminId)).passkeys).toBe(2);
  });

  it('never takes anyone’s own last way in, but an admin may revoke someone else’s last passkey', async () => {
    const { auth, adminId, viewerId, addPasskey, addPasswordAndTotp, rowsOf } = await setUp(database);
    const only = await addPasskey(viewerId, 'Only one');
    expect(await refusal(revokePasskey(auth, only.id, { actorId: viewerId, ownOnly: true }))).toBe('last-passkey');
    const adminsOnly = await addPasskey(adminId, 'Ana laptop');
    expect(await refusal(revokePasskey(auth, adminsOnly.id, { actorId: adminId, ownOnly: false }))).toBe('last-passkey');
    // With a password and TOTP they still have a way in.
    await addPasswordAndTotp(viewerId);
    expect(await refusal(revokePasskey(auth, only.id, { actorId: viewerId, ownOnly: true }))).toBe('done');
    const next = await addPasskey(viewerId, 'Next one');
    await auth.$context.then((context) => context.internalAdapter.updateUser(viewerId, { twoFactorEnabled: false }));
    expect(await refusal(revokePasskey(auth, next.id, { actorId: viewerId, ownOnly: true }))).toBe('last-passkey');
    expect(await refusal(revokePasskey(auth, next.id, { actorId: adminId, ownOnly: false }))).toBe('done');
    expect((await rowsOf(viewerId)).passkeys).toBe(0);
  });
});

describe.each(databases)('a change to nobody on %s', (database) => {
  it('is refused by each lib function, and each action audits nothing and says so', async () => {
    const { store, auth, audited } = await setUp(database);
    const nobody = 'no-such-user';
    expect(await refusal(setRole(store, auth, nobody, 'admin'))).toBe('unknown-person');
    expect(await refusal(signOutEverywhere(auth, nobody))).toBe('unknown-person');
    expect(await refusal(remove(store, auth, nobody))).toBe('unknown-person');
    expect(await refusal(revokePasskey(auth, nobody, { actorId: nobody, ownOnly: false }))).toBe('unknown-passkey');

    expect(await redirected(setRoleAction(form({ userId: nobody, role: 'admin' })))).toBe('/staff/team?done=unknown-person');
    expect(await redirected(signOutEverywhereAction(form({ userId: nobody })))).toBe('/staff/team?done=unknown-person');
    expect(await redirected(removeAction(form({ userId: nobody })))).toBe('/staff/team?done=unknown-person');
    expect(await redirected(revokePasskeyAction(form({ passkeyId: nobody })))).toBe('/staff/team?done=unknown-passkey');
    expect(await redirected(revokeOwnPasskeyAction(form({ passkeyId: nobody })))).toBe('/staff/account?passkey=unknown-passkey');
    // A form with the wrong fields is told so, not answered with an error page.
    expect(await redirected(setRoleAction(form({ userId: nobody, role: 'owner' })))).toBe('/staff/team?done=invalid');
    expect(await redirected(revokeOwnPasskeyAction(form({})))).toBe('/staff/account?passkey=invalid');
    expect(await audited()).toEqual([]);
  });

  it('audits a change that happened, once', async () => {
    const { viewerId, audited } = await setUp(database);
    expect(await redirected(signOutEverywhereAction(form({ userId: viewerId })))).toBe('/staff/team?done=signed-out');
    expect(await redirected(setRoleAction(form({ userId: viewerId, role: 'admin' })))).toBe('/staff/team?done=role');
    expect(await audited()).toEqual([
      { action: 'role', subject: viewerId, detail: { role: 'admin' } },
      { action: 'revoke-sessions', subject: viewerId, detail: null },
    ]);
  });
});

describe.each(databases)('the passkey actions on %s', (database) => {
  it('let a viewer revoke only their own passkey, and an admin anyone’s, each audited', async () => {
    const { adminId, viewerId, staff, addPasskey, rowsOf, audited } = await setUp(database);
    const admins = await addPasskey(adminId, 'Ana laptop');
    const phone = await addPasskey(viewerId, 'Phone');
    const laptop = await addPasskey(viewerId, 'Laptop');
    mockCurrent!.staff = staff(viewerId, 'omar@quillmark.test', 'viewer');
    expect(await redirected(revokeOwnPasskeyAction(form({ passkeyId: admins.id })))).toBe('/staff/account?passkey=unknown-passkey');
    expect((await rowsOf(adminId)).passkeys).toBe(1);
    expect(await audited()).toEqual([]);

    expect(await redirected(revokeOwnPasskeyAction(form({ passkeyId: phone.id })))).toBe('/staff/account?passkey=revoked');
    expect(await redirected(revokeOwnPasskeyAction(form({ passkeyId: laptop.id })))).toBe('/staff/account?passkey=last-passkey');
    expect((await rowsOf(viewerId)).passkeys).toBe(1);

    mockCurrent!.staff = staff(adminId, 'ana@quillmark.test', 'admin');
    expect(await redirected(revokePasskeyAction(form({ passkeyId: laptop.id })))).toBe('/staff/team?done=passkey-revoked');
    expect((await rowsOf(viewerId)).passkeys).toBe(0);
    expect(await audited()).toEqual([
      { action: 'revoke-passkey', subject: viewerId, detail: { passkeyId: laptop.id, name: 'Laptop' } },
      { action: 'revoke-passkey', subject: viewerId, detail: { passkeyId: phone.id, name: 'Phone' } },
    ]);
  });
});

describe.each(databases)('inviting again on %s', (database) => {
  it('keeps the role unless the admin picks another, and audits the role that resulted', async () => {
    const { store, auth, viewerId, audited } = await setUp(database);
    await setRole(store, auth, viewerId, 'admin');
    const again = await invite(store, auth, settings.siteUrl, { email: 'omar@quillmark.test', role: undefined, invitedBy: 'command line' });
    expect(again.role).toBe('admin');

    // The team page's form: its first choice, "", keeps the role.
    const state = await inviteAction(null, form({ email: 'omar@quillmark.test', name: '', role: '' }));
    expect(state).toMatchObject({ ok: true, email: 'omar@quillmark.test' });
    expect((await listStaff(store)).find((person) => person.id === viewerId)?.role).toBe('admin');
    await inviteAction(null, form({ email: 'omar@quillmark.test', role: 'viewer' }));
    expect((await listStaff(store)).find((person) => person.id === viewerId)?.role).toBe('viewer');
    await inviteAction(null, form({ email: 'lee@quillmark.test', role: '' }));
    expect((await listStaff(store)).find((person) => person.email === 'lee@quillmark.test')?.role).toBe('viewer');
    expect((await audited()).map(({ action, detail }) => ({ action, role: detail?.role }))).toEqual([
      { action: 'invite', role: 'viewer' },
      { action: 'invite', role: 'viewer' },
      { action: 'invite', role: 'admin' },
    ]);
    expect(await inviteAction(null, form({ email: 'not an address', role: '' }))).toEqual({ ok: false, error: 'Enter a work email address, e.g. ana@quillmark.co.uk.' });
  });
});

describe.each(databases)('an editor on %s', (database) => {
  it('is invited, from the team page or the command line, and stored as an editor', async () => {
    const { store, auth, audited } = await setUp(database);
    expect(await inviteAction(null, form({ email: 'eve@quillmark.test', name: 'Eve', role: 'editor' }))).toMatchObject({ ok: true, email: 'eve@quillmark.test' });
    const made = await invite(store, auth, settings.siteUrl, { email: 'ed@quillmark.test', role: 'editor', invitedBy: 'command line' });
    expect(made.role).toBe('editor');
    const roles = Object.fromEntries((await listStaff(store)).map((person) => [person.email, person.role]));
    expect(roles).toMatchObject({ 'eve@quillmark.test': 'editor', 'ed@quillmark.test': 'editor' });
    // Invited again with no role chosen, an editor stays one.
    expect((await invite(store, auth, settings.siteUrl, { email: 'eve@quillmark.test', invitedBy: 'command line' })).role).toBe('editor');
    expect((await audited()).map(({ action, detail }) => ({ action, role: detail?.role }))).toEqual([{ action: 'invite', role: 'editor' }]);
  });

  it('is a role the team page sets and unsets, each change audited', async () => {
    const { viewerId, rowsOf, audited } = await setUp(database);
    expect(await redirected(setRoleAction(form({ userId: viewerId, role: 'editor' })))).toBe('/staff/team?done=role');
    expect((await rowsOf(viewerId)).role).toBe('editor');
    expect(await redirected(setRoleAction(form({ userId: viewerId, role: 'admin' })))).toBe('/staff/team?done=role');
    expect((await rowsOf(viewerId)).role).toBe('admin');
    expect((await audited()).map(({ detail }) => detail?.role)).toEqual(['admin', 'editor']);
  });

  it('is never what the last admin becomes', async () => {
    const { store, auth, adminId, rowsOf, audited } = await setUp(database);
    expect(await refusal(setRole(store, auth, adminId, 'editor'))).toBe('last-admin');
    expect(await redirected(setRoleAction(form({ userId: adminId, role: 'editor' })))).toBe('/staff/team?done=last-admin');
    expect(await refusal(invite(store, auth, settings.siteUrl, { email: 'ana@quillmark.test', role: 'editor', invitedBy: 'command line' }))).toBe('last-admin');
    expect((await rowsOf(adminId)).role).toBe('admin');
    expect(await audited()).toEqual([]);
  });
});

describe('the invite form as its action reads it', () => {
  it('takes "" as keep-the-role, a known role as itself, and refuses anything else', () => {
    expect(readInvite(form({ email: 'ana@quillmark.test', role: '' }))).toEqual({ email: 'ana@quillmark.test', role: undefined });
    expect(readInvite(form({ email: 'ana@quillmark.test' }))).toEqual({ email: 'ana@quillmark.test', role: undefined });
    expect(readInvite(form({ email: ' ana@quillmark.test ', name: 'Ana', role: 'admin' }))).toEqual({ email: 'ana@quillmark.test', name: 'Ana', role: 'admin' });
    expect(readInvite(form({ email: 'ana@quillmark.test', role: 'editor' }))).toEqual({ email: 'ana@quillmark.test', role: 'editor' });
    expect(readRoleChange(form({ userId: 'u1', role: 'editor' }))).toEqual({ userId: 'u1', role: 'editor' });
    expect(readInvite(form({ email: 'ana@quillmark.test', role: 'owner' }))).toBeUndefined();
    expect(readInvite(form({ role: 'viewer' }))).toBeUndefined();
  });
});
