'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { audit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/guard';
import { staffAuth } from '@/lib/staff/runtime';

const password = z.string().min(12).max(128);

/**
 * Gives a passkey holder a password as well. From then on the guard opens nothing but this page until they have set
 * up an authenticator app beside it: a password alone never signs anyone in.
 */
export async function setPasswordAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('viewer', { account: true });
  const parsed = password.safeParse(form.get('password'));
  if (!parsed.success) redirect('/staff/account?password=short');
  // Better Auth's server-only endpoint: it sets a password only for a session that has none yet.
  await (await staffAuth()).api.setPassword({ body: { newPassword: parsed.data }, headers: await headers() });
  await audit(staff, 'set-password', staff.id);
  redirect('/staff/account?password=set');
}
