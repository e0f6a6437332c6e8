// What a member of Quillmark's team reads while signing in to the staff area, accepting an invite, and managing
// the team and their own account.

export const staffArea = {
  name: 'Quillmark staff',
  titleTemplate: '%s · Quillmark staff',
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

export const sessionCopy = {
  expired: 'Your session has ended. Sign in again to carry on.',
};

export const teamCopy = {
  title: 'Team',
  lead: 'Everyone who can sign in to the staff area. Viewers read, triage, add notes and export; admins also erase, retry deliveries and manage the team.',
  caption: 'Staff accounts',
  columns: { person: 'Person', role: 'Role', passkeys: 'Passkeys', sessions: 'Signed in on', status: 'Status', actions: 'Actions' },
  roles: { viewer: 'Viewer', admin: 'Admin' },
  active: 'Active',
  removed: 'Removed',
  devices: (count: number) => (count === 1 ? '1 device' : `${count} devices`),
  inviteHeading: 'Invite someone',
  inviteLead: 'They get a link that works once, for 24 hours, to register a passkey. Send it to them yourself: Quillmark never mails it.',
  email: 'Work email',
  name: 'Name',
  role: 'Role',
  invite: 'Create invite link',
  inviteReady: (email: string) => `Invite link for ${email}. Copy it now: it is shown only once.`,
  expires: 'Expires',
  makeAdmin: 'Make admin',
  makeViewer: 'Make viewer',
  signOut: 'Sign out everywhere',
  remove: 'Remove',
  reinvite: 'Invite again',
  you: '(you)',
  invalidEmail: 'Enter a work email address, e.g. ana@quillmark.co.uk.',
};

export const accountCopy = {
  title: 'Your account',
  lead: 'How you sign in to the staff area.',
  passkeysHeading: 'Passkeys',
  passkeysLead: 'Each passkey lives on one device or security key. To add another device, ask an admin for a new invite link and open it there.',
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
  backupCodes: 'Backup codes: keep them somewhere safe. Each one signs you in once if you lose your phone.',
  code: 'Six-digit code',
  verify: 'Confirm code',
  enabled: 'Authenticator app set up.',
  failed: 'That did not work. Check the details and try again.',
};
