import 'server-only';
import { services } from '@/lib/container';
import type { Staff } from '@/lib/staff/guard';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import { hasPassword, listPasskeys } from '@/lib/staff/people';

/** What the password form's action redirects with; anything else in the address shows nothing. */
const PASSWORD_NOTICES = ['set', 'short'] as const;
export type PasswordNotice = (typeof PASSWORD_NOTICES)[number];

const isPasswordNotice = (value: string | undefined): value is PasswordNotice => (PASSWORD_NOTICES as readonly string[]).includes(value ?? '');

/** How `staff` signs in, as their account page shows it: their passkeys, whether they have a password, and the last change's notice. */
export async function accountView(staff: Staff, params: SearchParams) {
  const [passkeys, withPassword] = await Promise.all([listPasskeys(services().store, staff.id), hasPassword(staff.id)]);
  const notice = param(params, 'password');
  return { passkeys, withPassword, passwordNotice: isPasswordNotice(notice) ? notice : undefined };
}
