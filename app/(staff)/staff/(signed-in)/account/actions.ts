'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { AccountNoticeKey } from '@/content/staff-auth';
import { services } from '@/lib/container';
import { audit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/guard';
import { staffAuth } from '@/lib/staff/runtime';
import { readPasskey, revokePasskey, TeamError } from '@/lib/staff/team';

const password = z.string().min(12).max(128);
/** The digest form's one field: the setting asked for. */
const digest = z.enum(['on', 'off']);

/**
 * Gives a passkey holder a password as well. From then on the guard opens nothing but this page until they have set
 * up an authenticator app beside it: a password alone never signs anyone in.
 */
export async function setPasswordAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('staff', { account: true });
  const parsed = password.safeParse(form.get('password'));
  if (!parsed.success) redirect('/staff/account?password=short');
  // Better Auth's server-only endpoint: it sets a password only for a session that has none yet.
  await (await staffAuth()).api.setPassword({ body: { newPassword: parsed.data }, headers: await headers() });
  await audit(staff, 'set-password', staff.id);
  redirect('/staff/account?password=set');
}

/**
 * Revokes one of the signed-in person's own passkeys, never anyone else's, and never their last way in. Their
 * sessions carry on: ending those is the team page's "Sign out everywhere".
 */
export async function revokeOwnPasskeyAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('staff', { account: true });
  const parsed = readPasskey(form);
  let notice: AccountNoticeKey = 'invalid';
  if (parsed) {
    try {
      const revoked = await revokePasskey(await staffAuth(), parsed.passkeyId, { actorId: staff.id, ownOnly: true });
      await audit(staff, 'revoke-passkey', revoked.userId, { passkeyId: revoked.passkeyId, name: revoked.name });
      notice = 'revoked';
    } catch (error) {
      if (!(error instanceof TeamError) || (error.reason !== 'unknown-passkey' && error.reason !== 'last-passkey')) throw error;
      notice = error.reason;
    }
  }
  redirect(`/staff/account?passkey=${notice}`);
}

/**
 * Turns the weekly digest email on or off for the signed-in person, never anyone else: the session names them, not
 * the form. Works without JavaScript (a plain form post, then a redirect back to the setting).
 */
export async function setDigestAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const wanted = digest.safeParse(form.get('digest'));
  if (!wanted.success) redirect('/staff/account#digest-heading');
  await services().store.digests.setOptOut(staff.id, wanted.data === 'off', Date.now());
  redirect(`/staff/account?digest=${wanted.data}#digest-heading`);
}
