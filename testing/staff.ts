import { serializeSignedCookie } from 'better-call';
import { services } from '@/lib/container';
import type { Store } from '@/lib/db/store';
import type { StaffRole } from '@/lib/staff/constants';
import { staffAuth } from '@/lib/staff/runtime';
import { invite } from '@/lib/staff/team';
import { provideStore } from './services';
import { openStore } from './stores';

export interface Session {
  /** The Cookie header their browser sends: Better Auth's signed session cookie. */
  cookie: string;
  sessionToken: string;
}

export interface SignedIn extends Session {
  id: string;
  email: string;
  name: string;
}

/**
 * Someone on the team with `role`, invited and signed in on the process's store (testing/services.ts provides it), as
 * the CLI's invite and a passkey's sign-in leave them: a real user, a real session, the cookie Better Auth signs.
 */
export async function signedIn(role: StaffRole, name = 'Omar'): Promise<SignedIn> {
  const { store, config } = services();
  const auth = await staffAuth();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@quillmark.test`;
  const { userId } = await invite(store, auth, config.SITE_URL, { email, name, role, invitedBy: 'command line' });
  return { id: userId, email, name, ...(await sessionOf(userId)) };
}

/** A new session for someone already on the team, as a passkey's sign-in makes one: its cookie and token. */
export async function sessionOf(userId: string): Promise<Session> {
  const context = await (await staffAuth()).$context;
  const session = await context.internalAdapter.createSession(userId);
  const signed = (await serializeSignedCookie('', session.token, context.secret)).replace(/^=/, '');
  return { cookie: `${context.authCookies.sessionToken.name}=${signed}`, sessionToken: session.token };
}

/**
 * Gives someone a password beside their passkeys, as the account page's form does, with no TOTP yet: until they set
 * it up they must (needsTwoFactor in lib/staff/guard.ts).
 */
export async function withPassword(userId: string, password = 'correct horse battery staple'): Promise<void> {
  const context = await (await staffAuth()).$context;
  await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: await context.password.hash(password) });
}

/** A passkey of someone's as the welcome page's ceremony stores it (its key a placeholder: nobody signs in with it). */
export async function passkeyOf(userId: string, name: string): Promise<{ id: string; createdAt: Date }> {
  const context = await (await staffAuth()).$context;
  const createdAt = new Date();
  const data = { name, publicKey: 'not-a-key', userId, credentialID: `credential-${userId}-${name}`, counter: 0, deviceType: 'singleDevice', backedUp: false, transports: 'internal', createdAt };
  const { id } = await context.adapter.create<Record<string, unknown>, { id: string }>({ model: 'passkey', data });
  return { id, createdAt };
}

/**
 * A viewer signed in on a fresh SQLite store the process's services are given, then the clock set to `now`: the
 * store, and the headers their browser sends on the staff area's own pages. Signed in before the clock moves: a
 * session made at `now` would have expired by the real time Better Auth checks.
 */
export async function viewerAt(now: number, settings: Record<string, string> = {}): Promise<{ store: Store; headers: Headers }> {
  const store = await openStore('SQLite');
  await store.ready();
  provideStore(store, settings);
  const viewer = await signedIn('viewer', 'Omar');
  jest.spyOn(Date, 'now').mockReturnValue(now);
  return { store, headers: new Headers({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin', cookie: viewer.cookie }) };
}
