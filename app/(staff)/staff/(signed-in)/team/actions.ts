'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { teamCopy, type TeamNoticeKey } from '@/content/staff-auth';
import { config } from '@/lib/config';
import { services } from '@/lib/container';
import type { AuditAction } from '@/lib/db/schema';
import { audit } from '@/lib/staff/audit';
import { requireStaffAction, type Staff } from '@/lib/staff/guard';
import { staffAuth } from '@/lib/staff/runtime';
import { invite, readInvite, readPasskey, readPerson, readRoleChange, remove, revokePasskey, setRole, signOutEverywhere, TeamError } from '@/lib/staff/team';

// The team page's changes. Each is an admin's, checked here whatever the page showed; each lands in the audit trail
// once it has happened, and never for a change that was refused.

export type TeamState = { ok: true; email: string; link: string; expiresAt: number } | { ok: false; error: string } | null;

/** A link shown once to the admin who asked; never mailed, never stored but as a hash. */
export async function inviteAction(_previous: TeamState, form: FormData): Promise<TeamState> {
  const staff = await requireStaffAction('admin');
  const parsed = readInvite(form);
  if (!parsed) return { ok: false, error: teamCopy.invalidEmail };
  try {
    const made = await invite(services().store, await staffAuth(), config.SITE_URL, { ...parsed, invitedBy: staff.id });
    await audit(staff, 'invite', made.userId, { email: made.email, role: made.role });
    revalidatePath('/staff/team');
    return { ok: true, email: made.email, link: made.link, expiresAt: made.expiresAt };
  } catch (error) {
    if (error instanceof TeamError) return { ok: false, error: teamCopy.refusals[error.reason] };
    throw error;
  }
}

interface Change {
  action: AuditAction;
  subject: string;
  detail?: Record<string, unknown>;
}

/** Makes the change, writes its audit line only once it happened, and shows the page again saying what came of it. */
async function change(staff: Staff, act: () => Promise<Change | undefined>, done: TeamNoticeKey): Promise<never> {
  let notice: TeamNoticeKey = done;
  try {
    const made = await act();
    if (made) await audit(staff, made.action, made.subject, made.detail);
    else notice = 'invalid';
  } catch (error) {
    if (!(error instanceof TeamError)) throw error;
    notice = error.reason;
  }
  revalidatePath('/staff/team');
  redirect(`/staff/team?done=${notice}`);
}

export async function setRoleAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  await change(
    staff,
    async () => {
      const parsed = readRoleChange(form);
      if (!parsed) return undefined;
      await setRole(services().store, await staffAuth(), parsed.userId, parsed.role);
      return { action: 'role', subject: parsed.userId, detail: { role: parsed.role } };
    },
    'role',
  );
}

export async function signOutEverywhereAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  await change(
    staff,
    async () => {
      const parsed = readPerson(form);
      if (!parsed) return undefined;
      await signOutEverywhere(await staffAuth(), parsed.userId);
      return { action: 'revoke-sessions', subject: parsed.userId };
    },
    'signed-out',
  );
}

export async function removeAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  await change(
    staff,
    async () => {
      const parsed = readPerson(form);
      if (!parsed) return undefined;
      await remove(services().store, await staffAuth(), parsed.userId);
      return { action: 'remove-staff', subject: parsed.userId };
    },
    'removed',
  );
}

/** Any member's passkey, by an admin: for a lost device, or one that should never have been registered. */
export async function revokePasskeyAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  await change(
    staff,
    async () => {
      const parsed = readPasskey(form);
      if (!parsed) return undefined;
      const revoked = await revokePasskey(await staffAuth(), parsed.passkeyId, { actorId: staff.id, ownOnly: false });
      return { action: 'revoke-passkey', subject: revoked.userId, detail: { passkeyId: revoked.passkeyId, name: revoked.name } };
    },
    'passkey-revoked',
  );
}
