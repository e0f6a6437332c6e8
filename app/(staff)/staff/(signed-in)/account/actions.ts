'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { services } from '@/lib/container';
import { staffAction } from '@/lib/staff/action';
import { readPasskey } from '@/lib/staff/team';
import { revokePasskeyOf, setOwnPassword } from '@/lib/staff/team-commands';

const password = z.string().min(12).max(128);
/** The digest form's one field: the setting asked for. */
const digest = z.enum(['on', 'off']);

/**
 * Gives a passkey holder a password as well. From then on the guard opens nothing but this page until they have set
 * up an authenticator app beside it: a password alone never signs anyone in.
 */
export async function setPasswordAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'staff',
    account: true,
    redraw: 'none',
    read: (data) => {
      const parsed = password.safeParse(data.get('password'));
      return parsed.success ? { ok: true, input: parsed.data } : { ok: false, back: '/staff/account?password=short' };
    },
    command: async (staff, newPassword) => setOwnPassword(staff, newPassword, await headers()),
    answer: () => '/staff/account?password=set',
  });
}

/**
 * Revokes one of the signed-in person's own passkeys, never anyone else's, and never their last way in. Their
 * sessions carry on: ending those is the team page's "Sign out everywhere".
 */
export async function revokeOwnPasskeyAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'staff',
    account: true,
    redraw: 'none',
    read: (data) => {
      const parsed = readPasskey(data);
      return parsed ? { ok: true, input: parsed } : { ok: false, back: '/staff/account?passkey=invalid' };
    },
    command: async (staff, input) => {
      const outcome = await revokePasskeyOf(staff, input, true);
      if (outcome !== 'revoked' && outcome !== 'unknown-passkey' && outcome !== 'last-passkey') throw new Error(`Revoking one's own passkey was refused: ${outcome}`);
      return outcome;
    },
    answer: (outcome) => `/staff/account?passkey=${outcome}`,
  });
}

/**
 * Turns the weekly digest email on or off for the signed-in person, never anyone else: the session names them, not
 * the form. Works without JavaScript (a plain form post, then a redirect back to the setting).
 */
export async function setDigestAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    redraw: 'none',
    read: (data) => {
      const wanted = digest.safeParse(data.get('digest'));
      return wanted.success ? { ok: true, input: wanted.data } : { ok: false, back: '/staff/account#digest-heading' };
    },
    command: (staff, wanted) => services().store.digests.setOptOut(staff.id, wanted === 'off', Date.now()),
    answer: (_, wanted) => `/staff/account?digest=${wanted}#digest-heading`,
  });
}
