// What the proxy and the browser's code may know of the staff area: names only, no server code.

/** Where Better Auth answers: app/api/staff/auth/[...all]/route.ts. */
export const AUTH_BASE_PATH = '/api/staff/auth';
/** Names the session cookie: quillmark-staff.session_token (with __Secure- on https). */
export const COOKIE_PREFIX = 'quillmark-staff';
export const SIGN_IN_PATH = '/staff/sign-in';
/** Staff pages a signed-out person may open. */
export const OPEN_STAFF_PATHS = [SIGN_IN_PATH, '/staff/welcome'];
export const STAFF_ROLES = ['viewer', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A role as Better Auth stores it, read the one way: anything but admin or editor is a viewer. */
export const asRole = (role: string | null): StaffRole => (role === 'admin' || role === 'editor' ? role : 'viewer');

/**
 * What an entry point needs, named by what it shows rather than by who: `staff` any signed-in role (the account page,
 * reading articles); `leads` the enquiries, subscribers, insights and their exports; `articles` writing and
 * publishing; `admin` the team, the audit trail, erasures and retries.
 */
export type StaffAccess = 'staff' | 'leads' | 'articles' | 'admin';

const GRANTS: Record<StaffRole, readonly StaffAccess[]> = {
  viewer: ['staff', 'leads'],
  editor: ['staff', 'articles'],
  admin: ['staff', 'leads', 'articles', 'admin'],
};

/** Whether this role may use what needs this access: the guards' one rule, and the nav's. */
export function may(role: StaffRole, access: StaffAccess): boolean {
  return GRANTS[role].includes(access);
}

/** Who gets the weekly digest: whoever may see the insights, their role read as stored. Handed to the upkeep at boot. */
export const readsInsights = (role: string | null) => may(asRole(role), 'leads');
