import { serializeSignedCookie } from 'better-call';
import { services } from '@/lib/container';
import type { StaffRole } from '@/lib/staff/constants';
import { staffAuth } from '@/lib/staff/runtime';
import { invite } from '@/lib/staff/team';

export interface SignedIn {
  id: string;
  email: string;
  name: string;
  /** The Cookie header their browser sends: Better Auth's signed session cookie. */
  cookie: string;
  sessionToken: string;
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
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signed = (await serializeSignedCookie('', session.token, context.secret)).replace(/^=/, '');
  return { id: userId, email, name, cookie: `${context.authCookies.sessionToken.name}=${signed}`, sessionToken: session.token };
}
