import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Store } from '@/lib/db/store';
import { EMAIL } from '@/lib/forms/fields';
import { hashToken, type StaffAuth } from './auth';
import type { StaffRole } from './constants';
import { listStaff, staffTables } from './people';

// Who may sign in to the staff area, changed the same way from the CLI (scripts/staff.ts) and the team page. Better
// Auth's internal adapter writes its own tables, so sessions, bans and roles keep its rules; the checks a person
// must pass to do this (an admin's session) are the caller's.

/** How long an invite link works. */
export const INVITE_HOURS = 24;

export interface Invite {
  userId: string;
  email: string;
  /**
   * Shown once and never stored: only its hash is kept. It travels after #, out of the page's request and Referer;
   * Better Auth's client then sends it once in a query string, and it is used up seconds later.
   */
  link: string;
  expiresAt: number;
}

export class TeamError extends Error {}

const normalise = (email: string) => email.trim().toLowerCase();

async function findUser(store: Store, email: string) {
  return staffTables(store).selectFrom('staff_users').select(['id', 'email', 'role', 'banned']).where('email', '=', normalise(email)).executeTakeFirst();
}

/**
 * Makes the account if it is new (no password: a passkey is registered through the link), lets a removed person
 * back in, and replaces any unused link with a new one. Someone already on the team keeps their role unless one is
 * given (a new device for an admin must not make them a viewer); a new person is a viewer unless told otherwise.
 */
export async function invite(
  store: Store,
  auth: StaffAuth,
  siteUrl: string,
  { email, name, role, invitedBy }: { email: string; name?: string | undefined; role?: StaffRole | undefined; invitedBy: string },
  now = Date.now(),
): Promise<Invite> {
  const address = normalise(email);
  if (address.length > 254 || !EMAIL.test(address)) throw new TeamError(`${email} is not an email address`);
  await store.ready();
  const context = await auth.$context;
  const existing = await findUser(store, address);
  let userId: string;
  if (existing) {
    userId = existing.id;
    if (role && role !== 'admin') await keepAnAdmin(store, userId);
    await context.internalAdapter.updateUser(userId, { ...(role ? { role } : {}), banned: false, banReason: null });
  } else {
    // The admin plugin's documented server call: with no headers it acts for the server, and sets no password.
    const created = await auth.api.createUser({ body: { email: address, name: name?.trim() || address.split('@')[0]!, role: role ?? 'viewer' } });
    userId = created.user.id;
  }
  await store.invites.revokeFor(userId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + INVITE_HOURS * 60 * 60_000;
  await store.invites.create({ userId, tokenHash: hashToken(token), invitedBy, expiresAt }, now);
  return { userId, email: address, link: `${siteUrl}/staff/welcome#${token}`, expiresAt };
}

/** Refuses a change that would leave nobody able to manage the team. */
async function keepAnAdmin(store: Store, userId: string) {
  const admins = (await listStaff(store)).filter((member) => member.role === 'admin' && !member.banned);
  if (admins.length === 1 && admins[0]!.id === userId) throw new TeamError('This is the only admin: make someone else an admin first');
}

export async function setRole(store: Store, auth: StaffAuth, userId: string, role: StaffRole): Promise<void> {
  if (role !== 'admin') await keepAnAdmin(store, userId);
  await (await auth.$context).internalAdapter.updateUser(userId, { role });
}

/** Ends every session of this person now: their next request is refused. */
export async function signOutEverywhere(auth: StaffAuth, userId: string): Promise<void> {
  await (await auth.$context).internalAdapter.deleteUserSessions(userId);
}

/** Takes someone out: banned (passkeys and password refused), signed out everywhere, unused invites void. */
export async function remove(store: Store, auth: StaffAuth, userId: string): Promise<void> {
  await keepAnAdmin(store, userId);
  const context = await auth.$context;
  await context.internalAdapter.updateUser(userId, { banned: true, banReason: 'removed from the team' });
  await context.internalAdapter.deleteUserSessions(userId);
  await store.invites.revokeFor(userId);
}

export async function userIdFor(store: Store, email: string): Promise<string> {
  const user = await findUser(store, email);
  if (!user) throw new TeamError(`Nobody on the team has the address ${email}`);
  return user.id;
}
