'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { config } from '@/lib/config';
import { enquiryRuntime } from '@/lib/enquiries/runtime';
import { audit } from '@/lib/staff/audit';
import { STAFF_ROLES } from '@/lib/staff/constants';
import { requireStaffAction } from '@/lib/staff/guard';
import { staffAuth } from '@/lib/staff/runtime';
import { invite, remove, setRole, signOutEverywhere, TeamError } from '@/lib/staff/team';

// The team page's changes. Each is an admin's, checked here whatever the page showed; each lands in the audit trail.

export type TeamState = { ok: true; email: string; link: string; expiresAt: number } | { ok: false; error: string } | null;

const person = z.object({ userId: z.string().min(1).max(64) });
const invitation = z.object({ email: z.string().trim().max(254), name: z.string().trim().max(80).optional(), role: z.enum(STAFF_ROLES) });

/** A link shown once to the admin who asked; never mailed, never stored but as a hash. */
export async function inviteAction(_previous: TeamState, form: FormData): Promise<TeamState> {
  const staff = await requireStaffAction('admin');
  const parsed = invitation.safeParse({ email: form.get('email'), name: form.get('name') || undefined, role: form.get('role') });
  if (!parsed.success) return { ok: false, error: 'Enter a work email address and choose a role.' };
  try {
    const made = await invite(enquiryRuntime().store, await staffAuth(), config.SITE_URL, { ...parsed.data, invitedBy: staff.id });
    await audit(staff, 'invite', made.userId, { email: made.email, role: parsed.data.role });
    revalidatePath('/staff/team');
    return { ok: true, email: made.email, link: made.link, expiresAt: made.expiresAt };
  } catch (error) {
    if (error instanceof TeamError) return { ok: false, error: error.message };
    throw error;
  }
}

/** After the admin's check, the person the form names; a change to them; its line in the audit trail. */
async function change(form: FormData, act: (userId: string) => Promise<Record<string, unknown> | void>, action: 'role' | 'revoke-sessions' | 'remove-staff'): Promise<void> {
  const staff = await requireStaffAction('admin');
  const { userId } = person.parse({ userId: form.get('userId') });
  const detail = await act(userId);
  await audit(staff, action, userId, detail ?? undefined);
  revalidatePath('/staff/team');
}

export async function setRoleAction(form: FormData): Promise<void> {
  await change(
    form,
    async (userId) => {
      const role = z.enum(STAFF_ROLES).parse(form.get('role'));
      await setRole(enquiryRuntime().store, await staffAuth(), userId, role);
      return { role };
    },
    'role',
  );
}

export async function signOutEverywhereAction(form: FormData): Promise<void> {
  await change(form, async (userId) => signOutEverywhere(await staffAuth(), userId), 'revoke-sessions');
}

export async function removeAction(form: FormData): Promise<void> {
  await change(form, async (userId) => remove(enquiryRuntime().store, await staffAuth(), userId), 'remove-staff');
}
