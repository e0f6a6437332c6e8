import 'server-only';
import { processWide, services } from '@/lib/container';
import type { Store } from '@/lib/db/store';
import { createStaffAuth, STAFF_SECRET_NAME, type StaffAuth } from './auth';

interface Made {
  store: Store;
  auth: Promise<StaffAuth>;
  failed: boolean;
}

/**
 * The process's Better Auth, on the process's store (lib/container), made again when that store is: a test that
 * provides its own services signs in on its own store. Its secret is STAFF_AUTH_SECRET, or else one made on first use
 * and kept in the database, so that a fresh clone signs in with no setting and every host checks cookies alike. A
 * store that could not be read for the secret is asked again on the next call.
 */
export function staffAuth(): Promise<StaffAuth> {
  const { store, config } = services();
  return processWide<Made>(
    'staff auth',
    () => {
      const auth = (async () => {
        const secret = config.STAFF_AUTH_SECRET ?? (await store.secrets.get(STAFF_SECRET_NAME));
        return createStaffAuth(store, { siteUrl: config.SITE_URL, secret, idleMinutes: config.STAFF_IDLE_MINUTES, sessionHours: config.STAFF_SESSION_HOURS });
      })();
      const made: Made = { store, auth, failed: false };
      auth.catch(() => (made.failed = true));
      return made;
    },
    (held) => held.failed || held.store !== store || store.closed,
  ).auth;
}
