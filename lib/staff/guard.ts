import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { config } from '@/lib/config';
import { clientAddress } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/origin';
import { json } from '@/lib/http/requests';
import { HOUR_MS } from '@/lib/time-units';
import type { StaffAuth } from './auth';
import { may, SIGN_IN_PATH, type StaffAccess, type StaffRole } from './constants';
import { asRole, hasPassword } from './people';
import { staffAuth } from './runtime';

export type { StaffAccess, StaffRole } from './constants';

/** Who is asking, as every staff page, route handler and server action learns it for itself. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  /** The client's address as the rate limits read it (TRUST_PROXY), for the audit trail. */
  ip: string;
  /** Signs in with a password but has not set up TOTP yet: only the account page is open to them. */
  needsTwoFactor: boolean;
}

/** Why a server action or route handler refused: nothing was done. */
export class StaffRefused extends Error {
  constructor(readonly reason: 'cross-site' | 'signed-out' | 'forbidden') {
    super(`Staff request refused: ${reason}`);
  }
}

/**
 * The session these headers' cookie names, checked in the database (no cookie cache: a revoked session fails here at
 * once), and ended for good once it is older than its absolute lifetime, however active it has been. Banned people
 * have none.
 */
export async function liveSession(auth: StaffAuth, headers: Headers, maxHours: number, now = Date.now()) {
  const found = await auth.api.getSession({ headers });
  if (!found || found.user.banned) return undefined;
  if (now - new Date(found.session.createdAt).getTime() > maxHours * HOUR_MS) {
    await (await auth.$context).internalAdapter.deleteSession(found.session.token);
    return undefined;
  }
  return found;
}

/** Who the headers' session belongs to, with what they may do, as the guards below need it. */
export async function staffFrom(headers: Headers, now = Date.now()): Promise<Staff | undefined> {
  const found = await liveSession(await staffAuth(), headers, config.STAFF_SESSION_HOURS, now);
  if (!found) return undefined;
  const { session, user } = found;
  const needsTwoFactor = !user.twoFactorEnabled && (await hasPassword(user.id));
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: asRole(user.role ?? null),
    sessionId: session.id,
    ip: clientAddress(headers.get('x-forwarded-for'), config.TRUST_PROXY),
    needsTwoFactor,
  };
}

/**
 * A read our own pages started, or the address bar or a bookmark (Sec-Fetch-Site same-origin or none, or no such
 * header): not same-site, whose pages on a sibling host send the session cookie even with an image.
 */
export const isOwnRead = (headers: Headers, url?: string) => isSameOrigin(headers, { headerless: true, siteUrl: config.SITE_URL, url });

/** Once per request: the signed-in layout and its page each check for themselves, and share one database read. */
const currentStaff = cache(async () => staffFrom(await requestHeaders()));

/**
 * For pages and layouts: a signed-out visitor is sent to sign in; someone whose role lacks `access` (`may` in
 * ./constants) is told the page does not exist. `account` marks the one page open to someone who still has to set up
 * TOTP. No default access: each entry point names what it shows.
 */
export async function requireStaff(access: StaffAccess, { account = false }: { account?: boolean } = {}): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  if (staff.needsTwoFactor && !account) redirect('/staff/account');
  if (!may(staff.role, access)) notFound();
  return staff;
}

/**
 * For server actions: a post not from our own origin (no Origin, a foreign one or the other scheme, or Sec-Fetch-Site
 * other than same-origin) is refused before the session is read, then the session and the access. Throws; the action
 * does nothing. This is the check that holds wherever the post was sent: the proxy never sees one to a path its
 * matcher skips (/api/, /_next/, anything with a file extension), and Next's own check lets one with no Origin by.
 */
export async function requireStaffAction(access: StaffAccess, { account = false }: { account?: boolean } = {}): Promise<Staff> {
  const headers = await requestHeaders();
  if (!isSameOrigin(headers, { headerless: false, siteUrl: config.SITE_URL })) throw new StaffRefused('cross-site');
  const staff = await staffFrom(headers);
  if (!staff || (staff.needsTwoFactor && !account)) throw new StaffRefused('signed-out');
  if (!may(staff.role, access)) throw new StaffRefused('forbidden');
  return staff;
}

/**
 * For route handlers: the staff member, or the answer to send instead (401 signed out, 403 role short or
 * cross-site). A read another site started (same-site included) is refused too: the export writes the audit trail.
 */
export async function requireStaffRequest(request: Request, access: StaffAccess): Promise<Staff | Response> {
  const noStore = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (read ? !isOwnRead(request.headers, request.url) : !isSameOrigin(request.headers, { headerless: false, siteUrl: config.SITE_URL, url: request.url }))
    return json(403, { ok: false, error: 'Cross-site requests are not accepted' }, noStore);
  const staff = await staffFrom(request.headers);
  if (!staff || staff.needsTwoFactor) return json(401, { ok: false, error: 'Sign in to the staff area first' }, noStore);
  if (!may(staff.role, access)) return json(403, { ok: false, error: 'Your role does not allow this' }, noStore);
  return staff;
}
