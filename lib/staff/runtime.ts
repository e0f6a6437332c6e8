import 'server-only';
import { config } from '@/lib/config';
import { services } from '@/lib/container';
import { createStaffAuth, STAFF_SECRET_NAME, type StaffAuth } from './auth';

let auth: Promise<StaffAuth> | undefined;

/**
 * The process's Better Auth, on the process's store. Its secret is STAFF_AUTH_SECRET, or else one made on first use
 * and kept in the database, so that a fresh clone signs in with no setting and every host checks cookies alike.
 */
export function staffAuth(): Promise<StaffAuth> {
  auth ??= (async () => {
    const { store } = services();
    const secret = config.STAFF_AUTH_SECRET ?? (await store.secrets.get(STAFF_SECRET_NAME));
    return createStaffAuth(store, { siteUrl: config.SITE_URL, secret, idleMinutes: config.STAFF_IDLE_MINUTES, sessionHours: config.STAFF_SESSION_HOURS });
  })();
  auth.catch(() => (auth = undefined));
  return auth;
}
