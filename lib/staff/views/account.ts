import 'server-only';
import { services } from '@/lib/container';
import { may } from '@/lib/staff/constants';
import type { Staff } from '@/lib/staff/guard';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import { hasPassword, listPasskeys } from '@/lib/staff/people';

/** What the password form's action redirects with; anything else in the address shows nothing. */
const PASSWORD_NOTICES = ['set', 'short'] as const;
export type PasswordNotice = (typeof PASSWORD_NOTICES)[number];

const isPasswordNotice = (value: string | undefined): value is PasswordNotice => (PASSWORD_NOTICES as readonly string[]).includes(value ?? '');

/** What the digest form's action redirects with: the setting just saved. */
const DIGEST_NOTICES = ['on', 'off'] as const;
export type DigestNotice = (typeof DIGEST_NOTICES)[number];

const isDigestNotice = (value: string | undefined): value is DigestNotice => (DIGEST_NOTICES as readonly string[]).includes(value ?? '');

/** Whether this person gets the weekly digest email: only someone who may see the insights is asked. */
async function digestSetting(staff: Staff, params: SearchParams) {
  if (!may(staff.role, 'leads') || staff.needsTwoFactor) return undefined;
  const { store, config } = services();
  const notice = param(params, 'digest');
  return { on: !(await store.digests.isOptedOut(staff.id)), siteOff: config.INSIGHTS_DIGEST === 'off', notice: isDigestNotice(notice) ? notice : undefined };
}

/**
 * How `staff` signs in, as their account page shows it: their passkeys, whether they have a password, and the last
 * change's notice; their weekly digest setting, when they may have one; the address of their author page, if any.
 */
export async function accountView(staff: Staff, params: SearchParams) {
  const { store } = services();
  const [passkeys, withPassword, digest, authorPage] = await Promise.all([
    listPasskeys(store, staff.id),
    hasPassword(staff.id),
    digestSetting(staff, params),
    may(staff.role, 'articles') && !staff.needsTwoFactor ? store.authors.ofStaff(staff.id) : undefined,
  ]);
  const notice = param(params, 'password');
  return { passkeys, withPassword, passwordNotice: isPasswordNotice(notice) ? notice : undefined, digest, authorPage: authorPage?.slug };
}
