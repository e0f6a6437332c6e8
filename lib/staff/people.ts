import 'server-only';
import type { Kysely } from 'kysely';
import { services } from '@/lib/container';
import type { Store } from '@/lib/db/store';
import { visibleLine } from '@/lib/visible-text';
import { asRole, type StaffRole } from './constants';

/**
 * Better Auth's tables as we read them for lists and names: their columns are camelCase in SQL, so they are read
 * through the handle without our camelCase mapping. Writes go through Better Auth (auth.api), never through here.
 */
interface StaffTables {
  staff_users: { id: string; name: string; email: string; role: string | null; banned: boolean | number | null; twoFactorEnabled: boolean | number | null; createdAt: string | Date };
  staff_sessions: { id: string; userId: string; expiresAt: string | Date; createdAt: string | Date; ipAddress: string | null; userAgent: string | null };
  staff_passkeys: { id: string; userId: string; name: string | null; createdAt: string | Date | null };
  staff_accounts: { id: string; userId: string; providerId: string };
}

export const staffTables = (store: Store) => store.db.withoutPlugins() as unknown as Kysely<StaffTables>;

export interface StaffPasskey {
  id: string;
  userId: string;
  /** What its owner called it when they registered it, nothing hidden in it; empty when they gave no name. */
  name: string;
  createdAt: number;
}

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  banned: boolean;
  createdAt: number;
  passkeys: StaffPasskey[];
  activeSessions: number;
}

const epoch = (value: string | Date | null) => (value === null ? 0 : new Date(value).getTime());
export { asRole };

/** Passkeys oldest first: everyone's, or one person's. */
export async function listPasskeys(store: Store, userId?: string): Promise<StaffPasskey[]> {
  await store.ready();
  let query = staffTables(store).selectFrom('staff_passkeys').select(['id', 'userId', 'name', 'createdAt']);
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const rows = await query.orderBy('createdAt').orderBy('id').execute();
  // Cleaned here too: a name stored before Better Auth's endpoints cleaned them (lib/staff/passkey-names.ts).
  return rows.map((row) => ({ id: row.id, userId: row.userId, name: visibleLine(row.name ?? ''), createdAt: epoch(row.createdAt) }));
}

/** Everyone with a staff account, with their passkeys and how many live sessions each has. */
export async function listStaff(store: Store, now = Date.now()): Promise<StaffMember[]> {
  await store.ready();
  const db = staffTables(store);
  const users = await db.selectFrom('staff_users').selectAll().orderBy('email').execute();
  const passkeys = await listPasskeys(store);
  const sessions = await db.selectFrom('staff_sessions').select(['userId', 'expiresAt']).execute();
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: asRole(user.role),
    banned: Boolean(user.banned),
    createdAt: epoch(user.createdAt),
    passkeys: passkeys.filter((row) => row.userId === user.id),
    activeSessions: sessions.filter((row) => row.userId === user.id && epoch(row.expiresAt) > now).length,
  }));
}

/** id → name and address, for assignees and notes. */
export async function staffNamesIn(store: Store): Promise<Map<string, { name: string; email: string }>> {
  await store.ready();
  const users = await staffTables(store).selectFrom('staff_users').select(['id', 'name', 'email']).execute();
  return new Map(users.map((user) => [user.id, { name: user.name, email: user.email }]));
}

/** Whether this person signs in with a password too (then TOTP is required of them). */
export async function hasPassword(userId: string): Promise<boolean> {
  const row = await staffTables(services().store).selectFrom('staff_accounts').select('id').where('userId', '=', userId).where('providerId', '=', 'credential').executeTakeFirst();
  return row !== undefined;
}

/** The same, on the process's store: for pages. */
export const staffNames = () => staffNamesIn(services().store);
