import type { StoreCopy } from '@/lib/db/copy';

const INVITED_AGAIN = 'staff accounts are not copied (their passkeys are bound to this store’s sessions and secrets): the team is invited again on the new database';

/** Nothing of the staff area moves: the team is invited again there, and assignees left behind show as former staff. */
export const staffCopy: StoreCopy = {
  domain: 'staff',
  copies: [],
  leaves: {
    staffInvites: INVITED_AGAIN,
    // Better Auth's own tables (lib/db/staff-migration.ts), outside the Database type.
    staffUsers: INVITED_AGAIN,
    staffSessions: INVITED_AGAIN,
    staffAccounts: INVITED_AGAIN,
    staffPasskeys: INVITED_AGAIN,
    staffTwoFactors: INVITED_AGAIN,
    staffVerifications: INVITED_AGAIN,
    staffRateLimits: 'Better Auth’s counts of this minute’s sign-in attempts',
  },
  copy: async () => ({}),
};
