/** @postgres */
import { randomBytes, scrypt } from 'node:crypto';
import { serializeSignedCookie } from 'better-call';
import { totp } from '@/e2e/staff-auth';
import { addressKey, keyAsAddress } from '@/lib/address-key';
import type { AuditRow } from '@/lib/db/audit';
import { databases, openStore } from '@/lib/db/test-stores';
import { accountLimiter } from './account-limit';
import { CLIENT_HEADER, createStaffAuth, type StaffAuth } from './auth';
import { staffTables } from './people';
import { invite } from './team';

// Better Auth as the route handler calls it, on both databases: what each attempt answers, what the audit trail
// keeps of it, and that nothing a client sends holds the store.

const SITE = 'http://localhost:3000';

/** Better Auth's scrypt at a cost of 1,024, not 16,384 (0.1 s a hash here, and every attempt hashes), set as it documents. */
async function scryptKey(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, 64, { N: 1_024, r: 16, p: 1 }, (error, key) => (error ? reject(error) : resolve(key.toString('hex')))));
}
const cheapPassword = {
  async hash(text: string) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${await scryptKey(text, salt)}`;
  },
  async verify({ hash, password }: { hash: string; password: string }) {
    const [salt = '', key = ''] = hash.split(':');
    return (await scryptKey(password, salt)) === key;
  },
};
const settings = { siteUrl: SITE, secret: 'a-test-secret-of-forty-three-characters-xx', idleMinutes: 120, sessionHours: 12, password: cheapPassword };
const PASSWORD = 'a long enough password';

let addresses = 0;
/** An address of its own per request unless one is given: Better Auth's per-address limit is not what these test. */
const nextAddress = () => `198.51.100.${(addresses = (addresses % 250) + 1)}`;

async function send(auth: StaffAuth, method: 'GET' | 'POST', path: string, { body, cookie, ip = nextAddress() }: { body?: unknown; cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ origin: SITE, [CLIENT_HEADER]: ip });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  const response = await auth.handler(new Request(`${SITE}/api/staff/auth${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) }));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown> | null) : null, cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ') };
}

describe.each(databases)('attempts on %s', (database) => {
  async function setUp(accountAttempts?: number) {
    const store = await openStore(database);
    await store.ready();
    const auth = createStaffAuth(store, settings, accountAttempts ? accountLimiter(store, accountAttempts) : undefined);
    const context = await auth.$context;
    const person = async (email: string) => (await invite(store, auth, SITE, { email, invitedBy: 'command line' })).userId;
    const cookieFor = async (token: string) => `${context.authCookies.sessionToken.name}=${(await serializeSignedCookie('', token, context.secret)).replace(/^=/, '')}`;
    const withPassword = async (email: string) => {
      const userId = await person(email);
      await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: await context.password.hash(PASSWORD) });
      return userId;
    };
    /** Sets up TOTP as the account page does, from a session: the app's secret. */
    const withTotp = async (email: string) => {
      const userId = await withPassword(email);
      const cookie = await cookieFor((await context.internalAdapter.createSession(userId)).token);
      const enabled = await send(auth, 'POST', '/two-factor/enable', { body: { password: PASSWORD }, cookie });
      const secret = new URL(String(enabled.body?.totpURI)).searchParams.get('secret')!;
      expect((await send(auth, 'POST', '/two-factor/verify-totp', { body: { code: totp(secret) }, cookie })).status).toBe(200);
      return { userId, secret };
    };
    const trail = async () => (await store.audit.list({}, { limit: 500 })).rows.toReversed();
    const sessionsOf = async (userId: string) => staffTables(store).selectFrom('staff_sessions').select(['id', 'ipAddress']).where('userId', '=', userId).execute();
    return { store, auth, context, person, withPassword, withTotp, cookieFor, trail, sessionsOf };
  }
  const line = (row: AuditRow) => ({ action: row.action, subject: row.subject, reason: row.detail?.reason, path: row.detail?.path });

  it('answers every refused password alike, after the same single hash', async () => {
    const { auth, context, person, withPassword, withTotp } = await setUp();
    await person('passkey.only@quillmark.test');
    await withPassword('no.code.yet@quillmark.test');
    await withTotp('with.code@quillmark.test');
    const hash = jest.spyOn(context.password, 'hash');
    const verify = jest.spyOn(context.password, 'verify');
    const answers = [];
    for (const email of ['nobody@quillmark.test', 'passkey.only@quillmark.test', 'no.code.yet@quillmark.test', 'with.code@quillmark.test']) {
      hash.mockClear();
      verify.mockClear();
      const { status, body } = await send(auth, 'POST', '/sign-in/email', { body: { email, password: 'not the password at all' } });
      answers.push({ status, body, hashes: hash.mock.calls.length + verify.mock.calls.length });
    }
    // The last is Better Auth's own answer to a wrong password; the others must be indistinguishable from it.
    expect(answers[3]).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }, hashes: 1 });
    for (const answer of answers) expect(answer).toEqual(answers[3]);
  });

  it('logs a wrong password as a refusal, in our own lines, and never on the console', async () => {
    const { auth, withTotp } = await setUp();
    await withTotp('omar@quillmark.test');
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const warn = jest.spyOn(console, 'warn');
    let warnings: unknown[][];
    try {
      expect((await send(auth, 'POST', '/sign-in/email', { body: { email: 'omar@quillmark.test', password: 'guess' } })).status).toBe(401);
    } finally {
      warnings = [...warn.mock.calls];
      jest.restoreAllMocks();
    }
    expect(written.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ level: 'info', event: 'staff.auth.refused', reason: 'Invalid password' }));
    expect(warnings).toEqual([]);
  });

  it('writes one line per attempt, and a sign-in only when its session exists', async () => {
    const { auth, withTotp, person, trail, sessionsOf, cookieFor, context } = await setUp(4);
    await person('ana@quillmark.test');
    const { userId, secret } = await withTotp('omar@quillmark.test');
    // Setting TOTP up is two lines of its own, and no sign-in.
    expect((await trail()).map((row) => [row.action, row.detail?.step])).toEqual([
      ['two-factor', 'started'],
      ['two-factor', 'verified'],
    ]);
    const before = (await trail()).length;
    const sessions = (await sessionsOf(userId)).length;

    const unknown = await send(auth, 'POST', '/sign-in/email', { body: { email: 'Nobody@Quillmark.test', password: 'guess' } });
    const passkeyOnly = await send(auth, 'POST', '/sign-in/email', { body: { email: 'ana@quillmark.test', password: 'guess' } });
    const wrong = await send(auth, 'POST', '/sign-in/email', { body: { email: 'omar@quillmark.test', password: 'guess' } });
    // The right password alone: a code is asked for, and no session survives.
    const right = await send(auth, 'POST', '/sign-in/email', { body: { email: 'omar@quillmark.test', password: PASSWORD } });
    expect([unknown.status, passkeyOnly.status, wrong.status, right.status]).toEqual([401, 401, 401, 200]);
    expect(right.body).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionsOf(userId)).toHaveLength(sessions);
    const wrongCode = '000000' === totp(secret) ? '111111' : '000000';
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await send(auth, 'POST', '/two-factor/verify-totp', { body: { code: wrongCode }, cookie: right.cookies })).status).toBe(401);
    // The per-account limit (4 here) was used up by two passwords and two codes: the fifth try, right or not, is refused.
    const locked = await send(auth, 'POST', '/two-factor/verify-totp', { body: { code: totp(secret) }, cookie: right.cookies });
    expect(locked.status).toBe(429);
    const passkey = await send(auth, 'POST', '/passkey/verify-authentication', { body: { response: { id: 'made-up', rawId: 'made-up', type: 'public-key', response: {} } } });
    const registration = await send(auth, 'POST', '/passkey/verify-registration', { body: { response: { id: 'made-up' } } });
    expect(passkey.status).toBeGreaterThanOrEqual(400);
    expect(registration.status).toBeGreaterThanOrEqual(400);

    const added = (await trail()).slice(before);
    expect(added.map(line)).toEqual([
      { action: 'sign-in-failed', subject: 'nobody@quillmark.test', reason: 'unknown-account', path: '/sign-in/email' },
      { action: 'sign-in-failed', subject: 'ana@quillmark.test', reason: 'two-factor-not-set-up', path: '/sign-in/email' },
      { action: 'sign-in-failed', subject: 'omar@quillmark.test', reason: 'INVALID_EMAIL_OR_PASSWORD', path: '/sign-in/email' },
      { action: 'two-factor-challenge', subject: 'omar@quillmark.test', reason: undefined, path: '/sign-in/email' },
      { action: 'sign-in-failed', subject: userId, reason: 'INVALID_CODE', path: '/two-factor/verify-totp' },
      { action: 'sign-in-failed', subject: userId, reason: 'INVALID_CODE', path: '/two-factor/verify-totp' },
      { action: 'sign-in-failed', subject: userId, reason: 'account-limit', path: '/two-factor/verify-totp' },
      { action: 'sign-in-failed', subject: 'passkey:made-up', reason: expect.any(String), path: '/passkey/verify-authentication' },
      { action: 'sign-in-failed', subject: null, reason: expect.any(String), path: '/passkey/verify-registration' },
    ]);
    expect(added.every((row) => row.ip?.startsWith('198.51.100.'))).toBe(true);

    // A sign-in that completes: one line, naming the person, and its session is there.
    const fresh = await setUp();
    const other = await fresh.withTotp('lee@quillmark.test');
    const pending = await send(fresh.auth, 'POST', '/sign-in/email', { body: { email: 'lee@quillmark.test', password: PASSWORD } });
    const signedIn = await send(fresh.auth, 'POST', '/two-factor/verify-totp', { body: { code: totp(other.secret) }, cookie: pending.cookies });
    expect(signedIn.status).toBe(200);
    const last = (await fresh.trail()).at(-1)!;
    expect(line(last)).toMatchObject({ action: 'sign-in', path: '/two-factor/verify-totp' });
    expect(last.actorId).toBe(other.userId);
    expect(await fresh.context.internalAdapter.findSession(String(signedIn.body?.token))).not.toBeNull();

    // Signing out is a line; a sign-out with no session is nothing to record.
    const session = await context.internalAdapter.createSession(userId);
    await send(auth, 'POST', '/sign-out', { body: {}, cookie: await cookieFor(session.token) });
    await send(auth, 'POST', '/sign-out', { body: {} });
    expect((await trail()).slice(before + added.length).map((row) => row.action)).toEqual(['sign-out']);
  });

  it('keys each IPv6 /64 apart, and names it in the trail and the session', async () => {
    const { auth, withTotp, trail, sessionsOf } = await setUp();
    const from = (address: string) => keyAsAddress(addressKey(address));
    // Better Auth allows 10 sign-ins a minute per address: the 11th from one /64 is refused, from any host in it.
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await send(auth, 'POST', '/sign-in/email', { body: { email: `guess${attempt}@quillmark.test`, password: 'guess' }, ip: from(`2001:db8:a:1::${attempt + 1}`) })).status).toBe(401);
    expect((await send(auth, 'POST', '/sign-in/email', { body: { email: 'guess@quillmark.test', password: 'guess' }, ip: from('2001:db8:a:1:ffff::9') })).status).toBe(429);
    // Another household is not.
    expect((await send(auth, 'POST', '/sign-in/email', { body: { email: 'guess@quillmark.test', password: 'guess' }, ip: from('2001:db8:b:1::5') })).status).toBe(401);
    const failed = (await trail()).filter((row) => row.action === 'sign-in-failed');
    expect(failed.slice(0, 10).every((row) => row.ip === '2001:db8:a:1::/64')).toBe(true);
    expect(failed.at(-1)?.ip).toBe('2001:db8:b:1::/64');

    const { userId, secret } = await withTotp('kim@quillmark.test');
    const pending = await send(auth, 'POST', '/sign-in/email', { body: { email: 'kim@quillmark.test', password: PASSWORD }, ip: from('2001:db8:c:1::5') });
    await send(auth, 'POST', '/two-factor/verify-totp', { body: { code: totp(secret) }, cookie: pending.cookies, ip: from('2001:db8:c:1::5') });
    const signIn = (await trail()).filter((row) => row.action === 'sign-in').at(-1);
    expect(signIn?.ip).toBe('2001:db8:c:1::/64');
    const addressesSeen = (await sessionsOf(userId)).map((session) => session.ipAddress);
    expect(addressesSeen).toContain('2001:0db8:000c:0001:0000:0000:0000:0000');
  });

  it('ends a session at its absolute lifetime on Better Auth\'s own endpoints too', async () => {
    const { auth, context, person, cookieFor } = await setUp();
    const userId = await person('ana@quillmark.test');
    const young = await context.internalAdapter.createSession(userId);
    const old = await context.internalAdapter.createSession(userId);
    await context.internalAdapter.updateSession(old.token, { createdAt: new Date(Date.now() - 12 * 3_600_000 - 60_000) });
    expect((await send(auth, 'GET', '/get-session', { cookie: await cookieFor(young.token) })).body).toMatchObject({ user: { id: userId } });
    expect((await send(auth, 'GET', '/get-session', { cookie: await cookieFor(old.token) })).body).toBeNull();
    expect(await context.internalAdapter.findSession(old.token)).toBeNull();
  });

  it('never runs the store inside a transaction of Better Auth\'s that holds its connection', async () => {
    const { store, context } = await setUp();
    // What the passkey plugin's registration does with createSession: our hook's query inside its transaction.
    const inside = context.adapter.transaction(async () => store.audit.list({}));
    await expect(Promise.race([inside.then(() => 'done'), new Promise((resolve) => setTimeout(resolve, 4_000, 'stuck'))])).resolves.toBe('done');
    await expect(store.probeWrite()).resolves.toBeUndefined();
  });
});
