// Who may sign in to the staff area (/staff), from the server's shell: the first admin comes from here.
// Talks to the same store as the site: PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite.
//   npm run staff -- invite ana@quillmark.co.uk --role admin [--name "Ana Ruiz"]   prints a one-time link (24 h);
//   for someone already on the team (a new device), their role stays unless --role is given
//   npm run staff -- list
//   npm run staff -- role ana@quillmark.co.uk viewer|admin
//   npm run staff -- sign-out ana@quillmark.co.uk     ends every session of theirs now
//   npm run staff -- remove ana@quillmark.co.uk       signs them out and deletes their passkeys, password and TOTP
// Run with Node's react-server condition, like the enquiries CLI: the modules it uses are server code.
import path from 'node:path';
import { config } from '@/lib/config';
import { Store } from '@/lib/db/store';
import { createStaffAuth, STAFF_SECRET_NAME } from '@/lib/staff/auth';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/constants';
import { listStaff } from '@/lib/staff/people';
import { invite, remove, setRole, signOutEverywhere, TeamError, userIdFor } from '@/lib/staff/team';

const USAGE = `Usage: npm run staff -- <command>
  invite EMAIL [--role viewer|admin] [--name NAME]   a link that registers a passkey, once, within 24 hours
                                                     (new people are viewers; someone on the team keeps their role)
  list                                               everyone on the team
  role EMAIL viewer|admin                            change what they may do
  sign-out EMAIL                                     end every session of theirs now
  remove EMAIL                                       sign them out and delete every passkey, password and TOTP
                                                     of theirs (invite them again to let them back in)
The store is PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
const options: Record<string, string> = {};
const positional: string[] = [];
for (let index = 0; index < rest.length; index += 1) {
  const argument = rest[index]!;
  if (argument === '--role' || argument === '--name') {
    const value = rest[(index += 1)];
    if (value === undefined) fail(`${argument} needs a value\n${USAGE}`);
    options[argument.slice(2)] = value;
  } else if (argument.startsWith('--')) fail(`Unexpected argument ${argument}\n${USAGE}`);
  else positional.push(argument);
}

const isRole = (value: string | undefined): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value ?? '');
const wants: Record<string, number> = { invite: 1, list: 0, role: 2, 'sign-out': 1, remove: 1 };
if (command === undefined || !(command in wants)) fail(USAGE);
if (positional.length !== wants[command]) fail(`${command} takes ${wants[command]} argument${wants[command] === 1 ? '' : 's'}\n${USAGE}`);
if (options.role !== undefined && !isRole(options.role)) fail(`--role must be viewer or admin\n${USAGE}`);
if (command === 'role' && !isRole(positional[1])) fail(`The role must be viewer or admin\n${USAGE}`);

const store = config.DATABASE_URL ? new Store({ url: config.DATABASE_URL }) : new Store(path.resolve(config.DATA_DIR, 'enquiries.sqlite'), { checkpoints: false });
const actor = { actorId: null, actorEmail: 'command line' };

async function run() {
  await store.ready();
  const secret = config.STAFF_AUTH_SECRET ?? (await store.secrets.get(STAFF_SECRET_NAME));
  const auth = createStaffAuth(store, { siteUrl: config.SITE_URL, secret, idleMinutes: config.STAFF_IDLE_MINUTES, sessionHours: config.STAFF_SESSION_HOURS });
  const [email = '', second] = positional;
  switch (command) {
    case 'invite': {
      const role = isRole(options.role) ? options.role : undefined;
      const made = await invite(store, auth, config.SITE_URL, { email, name: options.name, role, invitedBy: 'command line' });
      await store.audit.append({ ...actor, action: 'invite', subject: made.userId, detail: { email: made.email, role: made.role } });
      console.log(`Invite for ${made.email} (${made.role}), valid once until ${new Date(made.expiresAt).toISOString()}:\n\n  ${made.link}\n`);
      console.log('Send it to them yourself. Only its hash is kept: it cannot be shown again (invite again for a new one).');
      break;
    }
    case 'list': {
      const team = await listStaff(store);
      if (team.length === 0) return console.log('Nobody yet. Start with: npm run staff -- invite you@example.com --role admin');
      console.table(team.map((member) => ({ email: member.email, name: member.name, role: member.role, passkeys: member.passkeys.length, sessions: member.activeSessions, removed: member.banned })));
      break;
    }
    case 'role': {
      const role = second as StaffRole;
      const userId = await userIdFor(store, email);
      await setRole(store, auth, userId, role);
      await store.audit.append({ ...actor, action: 'role', subject: userId, detail: { email, role } });
      console.log(`${email} is now ${role === 'admin' ? 'an admin' : 'a viewer'}`);
      break;
    }
    case 'sign-out': {
      const userId = await userIdFor(store, email);
      await signOutEverywhere(auth, userId);
      await store.audit.append({ ...actor, action: 'revoke-sessions', subject: userId, detail: { email } });
      console.log(`Every session of ${email} has ended`);
      break;
    }
    case 'remove': {
      const userId = await userIdFor(store, email);
      await remove(store, auth, userId);
      await store.audit.append({ ...actor, action: 'remove-staff', subject: userId, detail: { email } });
      console.log(`${email} is signed out, and their passkeys, password and TOTP are deleted`);
      break;
    }
  }
}

run()
  .catch((error: unknown) => {
    if (error instanceof TeamError) fail(error.message);
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void store.close());
