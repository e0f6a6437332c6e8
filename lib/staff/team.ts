import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Store } from '@/lib/db/store';
import { EMAIL } from '@/lib/forms/fields';
import { HOUR_MS } from '@/lib/time-units';
import { hashToken, type StaffAuth } from './auth';
import { STAFF_ROLES, type StaffRole } from './constants';
import { asRole, listStaff, staffTables } from './people';

// Who may sign in to the staff area, changed the same way from the CLI (scripts/staff.ts) and the team page. Better
// Auth's internal adapter writes its own tables, so sessions, bans and roles keep its rules; the checks a person
// must pass to do this (an admin's session) are the caller's.

/** How long an invite link works. */
export const INVITE_HOURS = 24;

export interface Invite {
  userId: string;
  email: string;
  /** The role they have now: the one given, else the one they had, else viewer. */
  role: StaffRole;
  /**
   * Shown once and never stored: only its hash is kept. It travels after #, out of the page's request and Referer;
   * Better Auth's client then sends it once in a query string, and it is used up seconds later.
   */
  link: string;
  expiresAt: number;
}

/** Why a change was refused; the pages say each in their own words (content/staff-auth.ts). */
export type TeamRefusal = 'not-an-email' | 'last-admin' | 'unknown-person' | 'unknown-passkey' | 'last-passkey';

/** A change refused before anything was done; the message is the command line's. */
export class TeamError extends Error {
  constructor(
    readonly reason: TeamRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'TeamError';
  }
}

const normalise = (email: string) => email.trim().toLowerCase();

async function findUser(store: Store, email: string) {
  return staffTables(store).selectFrom('staff_users').select(['id', 'email', 'role', 'banned']).where('email', '=', normalise(email)).executeTakeFirst();
}

/** The person with this id, or a refusal: a change to nobody must not reach the audit trail as if it happened. */
async function member(auth: StaffAuth, userId: string) {
  const context = await auth.$context;
  const user = await context.internalAdapter.findUserById(userId);
  if (!user) throw new TeamError('unknown-person', 'Nobody on the team has that id');
  return { context, user: user as typeof user & { twoFactorEnabled?: boolean | null } };
}

/** Deletes every way this person had in: passkeys, password, TOTP, sessions and unused invites. */
async function endCredentials(store: Store, auth: StaffAuth, userId: string) {
  const context = await auth.$context;
  const theirs = [{ field: 'userId', value: userId }];
  await context.adapter.deleteMany({ model: 'passkey', where: theirs });
  await context.internalAdapter.deleteAccounts(userId);
  await context.adapter.deleteMany({ model: 'twoFactor', where: theirs });
  await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
  await context.internalAdapter.deleteUserSessions(userId);
  await store.invites.revokeFor(userId);
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
  if (address.length > 254 || !EMAIL.test(address)) throw new TeamError('not-an-email', `${email} is not an email address`);
  await store.ready();
  const context = await auth.$context;
  const existing = await findUser(store, address);
  let userId: string;
  let resulting: StaffRole;
  if (existing) {
    userId = existing.id;
    if (role && role !== 'admin') await keepAnAdmin(store, userId);
    // Someone removed before removal ended their credentials: only the new link's passkey may let them back in.
    if (existing.banned) await endCredentials(store, auth, userId);
    await context.internalAdapter.updateUser(userId, { ...(role ? { role } : {}), banned: false, banReason: null });
    resulting = role ?? asRole(existing.role);
  } else {
    // The admin plugin's documented server call: with no headers it acts for the server, and sets no password.
    resulting = role ?? 'viewer';
    const created = await auth.api.createUser({ body: { email: address, name: name?.trim() || address.split('@')[0]!, role: resulting } });
    userId = created.user.id;
  }
  await store.invites.revokeFor(userId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + INVITE_HOURS * HOUR_MS;
  await store.invites.create({ userId, tokenHash: hashToken(token), invitedBy, expiresAt }, now);
  return { userId, email: address, role: resulting, link: `${siteUrl}/staff/welcome#${token}`, expiresAt };
}

/** Refuses a change that would leave nobody able to manage the team. */
async function keepAnAdmin(store: Store, userId: string) {
  const admins = (await listStaff(store)).filter((person) => person.role === 'admin' && !person.banned);
  if (admins.length === 1 && admins[0]!.id === userId) throw new TeamError('last-admin', 'This is the only admin: make someone else an admin first');
}

export async function setRole(store: Store, auth: StaffAuth, userId: string, role: StaffRole): Promise<void> {
  const { context } = await member(auth, userId);
  if (role !== 'admin') await keepAnAdmin(store, userId);
  await context.internalAdapter.updateUser(userId, { role });
}

/** Ends every session of this person now: their next request is refused. */
export async function signOutEverywhere(auth: StaffAuth, userId: string): Promise<void> {
  const { context } = await member(auth, userId);
  await context.internalAdapter.deleteUserSessions(userId);
}

/**
 * Takes someone out for good: banned first (a removal that fails halfway still refuses them), then every passkey,
 * password and TOTP of theirs deleted, every session ended, unused invites void. Inviting them again starts afresh.
 */
export async function remove(store: Store, auth: StaffAuth, userId: string): Promise<void> {
  const { context } = await member(auth, userId);
  await keepAnAdmin(store, userId);
  await context.internalAdapter.updateUser(userId, { banned: true, banReason: 'removed from the team' });
  await endCredentials(store, auth, userId);
}

export interface RevokedPasskey {
  passkeyId: string;
  /** Whose it was. */
  userId: string;
  name: string;
}

/**
 * Deletes one passkey; its owner's sessions go on. `ownOnly` is for someone revoking their own: a passkey of anyone
 * else's is refused as if it did not exist. Nobody revokes their own last way in: a password with TOTP must remain.
 */
export async function revokePasskey(auth: StaffAuth, passkeyId: string, { actorId, ownOnly }: { actorId: string; ownOnly: boolean }): Promise<RevokedPasskey> {
  const context = await auth.$context;
  const byId = [{ field: 'id', value: passkeyId }];
  const passkey = await context.adapter.findOne<{ id: string; userId: string; name?: string | null }>({ model: 'passkey', where: byId });
  if (!passkey || (ownOnly && passkey.userId !== actorId)) throw new TeamError('unknown-passkey', 'No such passkey');
  const { user } = await member(auth, passkey.userId);
  if (passkey.userId === actorId) {
    const left = await context.adapter.count({ model: 'passkey', where: [{ field: 'userId', value: actorId }] });
    const password = (await context.internalAdapter.findAccounts(actorId)).some((account) => account.providerId === 'credential');
    if (left <= 1 && !(password && user.twoFactorEnabled)) throw new TeamError('last-passkey', 'This is their only way in: add another passkey, or a password with TOTP, first');
  }
  await context.adapter.delete({ model: 'passkey', where: byId });
  return { passkeyId, userId: passkey.userId, name: passkey.name ?? '' };
}

export async function userIdFor(store: Store, email: string): Promise<string> {
  const user = await findUser(store, email);
  if (!user) throw new TeamError('unknown-person', `Nobody on the team has the address ${email}`);
  return user.id;
}

const field = (form: FormData, name: string) => form.get(name) ?? undefined;
/** An empty choice is no choice: the role they have stays. */
const optionalRole = z.preprocess((value) => (value === '' ? undefined : value), z.enum(STAFF_ROLES).optional());
const invitation = z.object({ email: z.string().trim().min(1).max(254), name: z.string().trim().max(80).optional(), role: optionalRole });
const personForm = z.object({ userId: z.string().min(1).max(64) });
const roleForm = personForm.extend({ role: z.enum(STAFF_ROLES) });
const passkeyForm = z.object({ passkeyId: z.string().min(1).max(255) });

export type InviteForm = z.infer<typeof invitation>;

/** The team page's forms as their actions read them: undefined when the form sent something else. */
export const readInvite = (form: FormData): InviteForm | undefined =>
  invitation.safeParse({ email: field(form, 'email'), name: field(form, 'name') || undefined, role: field(form, 'role') }).data;
export const readPerson = (form: FormData) => personForm.safeParse({ userId: field(form, 'userId') }).data;
export const readRoleChange = (form: FormData) => roleForm.safeParse({ userId: field(form, 'userId'), role: field(form, 'role') }).data;
export const readPasskey = (form: FormData) => passkeyForm.safeParse({ passkeyId: field(form, 'passkeyId') }).data;
