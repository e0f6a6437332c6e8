// What a member of Quillmark's team reads while signing in to the staff area, accepting an invite, and managing
// the team and their own account.

import type { StaffRole } from '@/lib/staff/constants';

/** A line saying what the last change on a page did, picked by a key in the page's address. */
export interface StaffAuthNotice {
  tone: 'ok' | 'error';
  text: string;
}

export const staffArea = {
  name: 'Quillmark staff',
  titleTemplate: '%s · Quillmark staff',
};

/** An address under /staff that is no page of the staff area. */
export const staffNotFoundCopy = {
  title: 'No such page in the staff area',
  lead: 'The address may be mistyped, or the link may come from an older version of the staff area. Enquiries, subscribers and the team are all reached from the overview.',
  overview: 'Go to the overview',
};

/** A staff page that failed while rendering. */
export const staffErrorCopy = {
  title: 'This page failed to load',
  lead: 'Nothing was changed. Try again; if it keeps failing, the server log has the error under the same time.',
  retry: 'Try again',
  overview: 'Go to the overview',
};

export const signInCopy = {
  title: 'Sign in',
  lead: 'The staff area holds every enquiry and subscriber Quillmark has received. Sign in with the passkey you registered from your invite.',
  passkey: 'Sign in with a passkey',
  working: 'Waiting for your passkey…',
  passwordHeading: 'Sign in with a password',
  passwordHint: 'Only if you have set a password in your account. You will be asked for a code from your authenticator app next.',
  email: 'Work email',
  password: 'Password',
  submitPassword: 'Continue',
  codeHeading: 'Enter your code',
  codeLead: 'Open your authenticator app and type the six-digit code it shows for Quillmark.',
  code: 'Six-digit code',
  submitCode: 'Sign in',
  cancelled: 'The passkey prompt was closed before it finished. Try again when you are ready.',
  failed: 'That did not sign you in. Check your details and try again.',
  limited: 'Too many attempts. Wait a few minutes before trying again.',
  noAccess: 'No access yet? Ask an admin on your team to send you an invite link.',
};

export const welcomeCopy = {
  title: 'Welcome to the staff area',
  lead: 'An admin has invited you. Register a passkey on this device: your phone, laptop or security key will check it is you with a fingerprint, face or PIN, and nobody can steal a password you never had.',
  name: 'Name this passkey',
  namePlaceholder: 'e.g. Work laptop',
  register: 'Register a passkey',
  working: 'Waiting for your device…',
  done: 'Passkey registered. Signing you in…',
  missing: 'This page needs the whole link from your invite, including the part after #. Open the link again, or ask for a new invite.',
  expired: 'This invite link has expired or has already been used. Ask an admin for a new one: links work for 24 hours, once.',
  failed: 'The passkey could not be registered. Try again, or use another device.',
};

export const signOutCopy = { label: 'Sign out' };

export const teamCopy = {
  title: 'Team',
  lead: 'Everyone who can sign in to the staff area. Viewers work the enquiries; editors write the articles; admins do both and manage the team.',
  caption: 'Staff accounts',
  columns: { person: 'Person', role: 'Role', passkeys: 'Passkeys', sessions: 'Signed in on', status: 'Status', actions: 'Actions' },
  roles: { viewer: 'Viewer', editor: 'Editor', admin: 'Admin' } satisfies Record<StaffRole, string>,
  /** One line each, under the invite form's role choice. */
  roleDescriptions: {
    viewer: 'Reads, triages, notes and exports enquiries, subscribers and insights.',
    editor: 'Writes and publishes articles; sees no enquiries, subscribers, insights or audit trail.',
    admin: 'Everything a viewer and an editor do, plus erasures, retries, the team and the audit trail.',
  } satisfies Record<StaffRole, string>,
  active: 'Active',
  removed: 'Removed',
  devices: (count: number) => (count === 1 ? '1 device' : `${count} devices`),
  inviteHeading: 'Invite someone',
  inviteLead: 'They get a link that works once, for 24 hours, to register a passkey. Send it to them yourself: Quillmark never mails it.',
  email: 'Work email',
  name: 'Name',
  role: 'Role',
  keepRole: 'Keep their current role (new people: viewer)',
  invite: 'Create invite link',
  inviteReady: (email: string) => `Invite link for ${email}. Copy it now: it is shown only once.`,
  expires: 'Expires',
  /** A button for each role the person does not have. */
  makeRole: { viewer: 'Make viewer', editor: 'Make editor', admin: 'Make admin' } satisfies Record<StaffRole, string>,
  signOut: 'Sign out everywhere',
  remove: 'Remove',
  reinvite: 'Invite again',
  you: '(you)',
  invalidEmail: 'Enter a work email address, e.g. ana@quillmark.co.uk.',
  passkeyCount: (count: number) => (count === 1 ? '1 passkey' : `${count} passkeys`),
  noPasskeys: 'None',
  refusals: {
    'not-an-email': 'Enter a work email address, e.g. ana@quillmark.co.uk.',
    'last-admin': 'This is the only admin: make someone else an admin first.',
    'unknown-person': 'Nobody on the team has that id, so nothing changed. Reload the page: someone may have changed the team meanwhile.',
    'unknown-passkey': 'That passkey no longer exists, so nothing changed.',
    'last-passkey': 'That is your only way in: revoking it would lock you out. Register another passkey, or set a password with an authenticator app on your account page, first.',
  },
};

/** What the team page says after a change: `done` in its address. */
export const teamNotices = {
  role: { tone: 'ok', text: 'Role changed.' },
  'signed-out': { tone: 'ok', text: 'Signed out everywhere: every session of theirs has ended.' },
  removed: { tone: 'ok', text: 'Removed: their passkeys, password and sessions are gone. To let them back in, invite them again.' },
  'passkey-revoked': { tone: 'ok', text: 'Passkey revoked: it can no longer sign anyone in. Their sessions carry on; sign them out everywhere too if the device was lost.' },
  invalid: { tone: 'error', text: 'That could not be done: the form sent something we could not read. Please try again.' },
  'not-an-email': { tone: 'error', text: teamCopy.refusals['not-an-email'] },
  'last-admin': { tone: 'error', text: teamCopy.refusals['last-admin'] },
  'unknown-person': { tone: 'error', text: teamCopy.refusals['unknown-person'] },
  'unknown-passkey': { tone: 'error', text: teamCopy.refusals['unknown-passkey'] },
  'last-passkey': { tone: 'error', text: teamCopy.refusals['last-passkey'] },
} as const satisfies Record<string, StaffAuthNotice>;

export type TeamNoticeKey = keyof typeof teamNotices;

/** A passkey as both the team page and the account page list it. */
export const passkeyCopy = {
  caption: 'Your passkeys',
  columns: { name: 'Passkey', added: 'Added', actions: 'Actions' },
  unnamed: 'Unnamed passkey',
  added: 'Added',
  revoke: 'Revoke',
  /** The button's name: which passkey, beside the word it shows. */
  revokeLabel: (name: string) => `Revoke ${name}`,
};

export const accountCopy = {
  title: 'Your account',
  lead: 'How you sign in to the staff area.',
  passkeysHeading: 'Passkeys',
  passkeysLead: 'Each passkey lives on one device or security key. To add another device, ask an admin for a new invite link and open it there. Revoke a passkey you no longer use, or one on a device you have lost: it stops working at once.',
  noPasskeys: 'No passkeys yet.',
  added: 'Added',
  passwordHeading: 'Password and authenticator app',
  passwordLead: 'A passkey is all you need. If you also want a password (for a device without passkeys), you must set up an authenticator app with it: every password sign-in then asks for a code.',
  newPassword: 'New password (12 characters or more)',
  setPassword: 'Set password',
  passwordSet: 'Password set. Now set up your authenticator app below.',
  twoFactorHeading: 'Authenticator app',
  twoFactorNeeded: 'You have a password, so you must set up an authenticator app before you can use the staff area.',
  twoFactorOn: 'Your authenticator app is set up. Password sign-ins ask for its code.',
  confirmPassword: 'Your password',
  startTwoFactor: 'Set up authenticator app',
  secretLead: 'Add Quillmark to your authenticator app with this key (or open the link on your phone), then type the code it shows.',
  secretLabel: 'Setup key',
  openInApp: 'Open in authenticator app',
  lostApp: 'Lost the phone with the app? Your passkey still signs you in. To start again with a new app, ask an admin to remove you and invite you again: that clears your password and the app.',
  code: 'Six-digit code',
  verify: 'Confirm code',
  enabled: 'Authenticator app set up.',
  failed: 'That did not work. Check the details and try again.',
};

/** What the account page says after a passkey is revoked or refused: `passkey` in its address. */
export const accountNotices = {
  revoked: { tone: 'ok', text: 'Passkey revoked: it can no longer sign you in. Your other ways in, and this session, carry on.' },
  'last-passkey': {
    tone: 'error',
    text: 'Nothing was revoked: this is your only passkey and you have no password with an authenticator app, so you would be locked out. Ask an admin for an invite to add another device first, or set a password and authenticator app below.',
  },
  'unknown-passkey': { tone: 'error', text: 'Nothing was revoked: that passkey is not one of yours, or it has been revoked already.' },
  invalid: { tone: 'error', text: 'Nothing was revoked: the form sent something we could not read. Please try again.' },
} as const satisfies Record<string, StaffAuthNotice>;

export type AccountNoticeKey = keyof typeof accountNotices;
