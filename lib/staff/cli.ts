import 'server-only';
import { parseArgs } from 'node:util';
import { argsRefusal } from '@/lib/cli-args';
import type { Config } from '@/lib/config';
import { compose, provideServices } from '@/lib/container';
import { Store, storeTarget } from '@/lib/db/store';
import { STAFF_ROLES, type StaffRole } from './constants';
import { listStaff } from './people';
import { staffAuth } from './runtime';
import { invite, remove, setRole, signOutEverywhere, TeamError, userIdFor } from './team';

// `npm run staff` (scripts/staff.ts): who may sign in to the staff area, from the server's shell. A function of its
// arguments, settings and console, so that the e2e suite can run the same commands in one long-lived process
// (e2e/staff-cli-host.ts) instead of starting Node and the modules again for each.

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  invite EMAIL [--role viewer|editor|admin] [--name NAME]   a link that registers a passkey, once, within 24 hours
                                                            (new people are viewers; someone on the team keeps their role)
  list                                                      everyone on the team
  role EMAIL viewer|editor|admin                            change what they may do
  sign-out EMAIL                                            end every session of theirs now
  remove EMAIL                                              sign them out and delete every passkey, password and TOTP
                                                            of theirs (invite them again to let them back in)
Roles: a viewer works the enquiries, subscribers and insights; an editor writes and publishes articles and sees none
of those; an admin does both, manages the team and reads the audit trail.
The store is PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite.`;

const ROLE_NAMES: Record<StaffRole, string> = { viewer: 'a viewer', editor: 'an editor', admin: 'an admin' };

const isRole = (value: string | undefined): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value ?? '');
const WANTS: Record<string, number> = { invite: 1, list: 0, role: 2, 'sign-out': 1, remove: 1 };

type Parsed = { command: string; positional: string[]; options: { role?: string; name?: string } } | { usage: string };

function parse(args: string[]): Parsed {
  let read;
  try {
    // Node's own reading: an unknown flag, or --role or --name without its value, is refused with its message.
    read = parseArgs({ args, options: { role: { type: 'string' }, name: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    return { usage: `${argsRefusal(error)}\n${STAFF_USAGE}` };
  }
  const [command, ...positional] = read.positionals;
  const options = read.values;
  if (command === undefined || !(command in WANTS)) return { usage: STAFF_USAGE };
  if (positional.length !== WANTS[command]) return { usage: `${command} takes ${WANTS[command]} argument${WANTS[command] === 1 ? '' : 's'}\n${STAFF_USAGE}` };
  if (options.role !== undefined && !isRole(options.role)) return { usage: `--role must be viewer, editor or admin\n${STAFF_USAGE}` };
  if (command === 'role' && !isRole(positional[1])) return { usage: `The role must be viewer, editor or admin\n${STAFF_USAGE}` };
  return { command, positional, options };
}

/** Runs one command against the store `settings` name; the exit code: 0 done, 1 failed, 2 refused as asked. */
export async function staffCommand(args: string[], settings: Config, io: Pick<Console, 'log' | 'error' | 'table'> = console): Promise<number> {
  const parsed = parse(args);
  if ('usage' in parsed) {
    io.error(parsed.usage);
    return 2;
  }
  const { command, positional, options } = parsed;
  // The composition root's services on a store of the CLI's own: a short visit, without the server's checkpoint worker.
  const { store } = provideServices(compose(settings, new Store(storeTarget(settings), { checkpoints: false })));
  const actor = { actorId: null, actorEmail: 'command line' };
  try {
    await store.ready();
    const auth = await staffAuth();
    const [email = '', second] = positional;
    switch (command) {
      case 'invite': {
        const role = isRole(options.role) ? options.role : undefined;
        const made = await invite(store, auth, settings.SITE_URL, { email, name: options.name, role, invitedBy: 'command line' });
        await store.audit.append({ ...actor, action: 'invite', subject: made.userId, detail: { email: made.email, role: made.role } });
        io.log(`Invite for ${made.email} (${made.role}), valid once until ${new Date(made.expiresAt).toISOString()}:\n\n  ${made.link}\n`);
        io.log('Send it to them yourself. Only its hash is kept: it cannot be shown again (invite again for a new one).');
        break;
      }
      case 'list': {
        const team = await listStaff(store);
        if (team.length === 0) io.log('Nobody yet. Start with: npm run staff -- invite you@example.com --role admin');
        else io.table(team.map((member) => ({ email: member.email, name: member.name, role: member.role, passkeys: member.passkeys.length, sessions: member.activeSessions, removed: member.banned })));
        break;
      }
      case 'role': {
        const role = second as StaffRole;
        const userId = await userIdFor(store, email);
        await setRole(store, auth, userId, role);
        await store.audit.append({ ...actor, action: 'role', subject: userId, detail: { email, role } });
        io.log(`${email} is now ${ROLE_NAMES[role]}`);
        break;
      }
      case 'sign-out': {
        const userId = await userIdFor(store, email);
        await signOutEverywhere(auth, userId);
        await store.audit.append({ ...actor, action: 'revoke-sessions', subject: userId, detail: { email } });
        io.log(`Every session of ${email} has ended`);
        break;
      }
      case 'remove': {
        const userId = await userIdFor(store, email);
        await remove(store, auth, userId);
        await store.audit.append({ ...actor, action: 'remove-staff', subject: userId, detail: { email } });
        io.log(`${email} is signed out, and their passkeys, password and TOTP are deleted`);
        break;
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof TeamError) {
      io.error(error.message);
      return 2;
    }
    io.error(error);
    return 1;
  } finally {
    await store.close();
  }
}
