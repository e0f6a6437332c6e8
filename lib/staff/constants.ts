// What the proxy and the browser's code may know of the staff area: names only, no server code.

/** Where Better Auth answers: app/api/staff/auth/[...all]/route.ts. */
export const AUTH_BASE_PATH = '/api/staff/auth';
/** Names the session cookie: quillmark-staff.session_token (with __Secure- on https). */
export const COOKIE_PREFIX = 'quillmark-staff';
export const SIGN_IN_PATH = '/staff/sign-in';
/** Staff pages a signed-out person may open. */
export const OPEN_STAFF_PATHS = [SIGN_IN_PATH, '/staff/welcome'];
export const STAFF_ROLES = ['viewer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
