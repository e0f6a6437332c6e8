// A consistent, verified copy of the live store, while the site serves (docs/DEPLOY.md, Backups):
//   npm run backup -- /var/backups/quillmark [--keep-daily 7] [--keep-weekly 4]
// SQLite (DATA_DIR/enquiries.sqlite) through VACUUM INTO; PostgreSQL (DATABASE_URL) through pg_dump's custom format.
// The manifest is signed with BACKUP_SIGNING_KEY; the folder must be the site user's alone (mode 700); the insights'
// salts stay out of the copy. Prints one JSON line: what was written, what it holds, and what the rotation removed.
// Exit 0 written and verified, 1 failed (nothing half-written is left under a copy's name), 2 a usage error.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKUP_DAILY_COPIES, BACKUP_MAX_DAYS, BACKUP_WEEKLY_COPIES } from '@/content/retention';
import { backup } from '@/lib/admin/backup';
import { argsRefusal } from '@/lib/cli-args';
import { parseConfig } from '@/lib/config';
import { storeFile } from '@/lib/db/store';

const USAGE = `Usage: npm run backup -- DIR [--keep-daily N] [--keep-weekly N]
  Writes quillmark-sqlite-TIME.sqlite (or quillmark-postgres-TIME.dump when DATABASE_URL is set) and its manifest
  into DIR, owner-only, then keeps the newest copy of each of the last N days (default ${BACKUP_DAILY_COPIES}) and of each of the
  last N weeks (default ${BACKUP_WEEKLY_COPIES}); the privacy policy promises no copy older than ${BACKUP_MAX_DAYS} days.`;

function fail(error: unknown): never {
  console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
}

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** Node's own reading of the arguments: an unknown flag, or one without its value, is a usage error. */
function readArgs() {
  try {
    return parseArgs({ options: { 'keep-daily': { type: 'string' }, 'keep-weekly': { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    usage(argsRefusal(error));
  }
}

function wholeNumber(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = /^\d{1,4}$/.test(text) ? Number(text) : -1;
  return value >= 0 ? value : usage(`--${flag} needs a whole number`);
}

const { values, positionals: positional } = readArgs();
const policy = { daily: wholeNumber('keep-daily', values['keep-daily'], BACKUP_DAILY_COPIES), weekly: wholeNumber('keep-weekly', values['keep-weekly'], BACKUP_WEEKLY_COPIES) };
if (positional.length !== 1) usage('Name one folder for the copies');
if (policy.daily < 1) usage('--keep-daily must keep at least today’s copy');
if (Math.max(policy.daily, policy.weekly * 7) > BACKUP_MAX_DAYS) usage(`Copies older than ${BACKUP_MAX_DAYS} days would break the privacy policy’s promise`);

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  fail(error);
}
// Everything written here holds personal data: owner-only from the moment each file exists.
process.umask(0o077);
const target = config.DATABASE_URL ? { url: config.DATABASE_URL } : { file: storeFile(config.DATA_DIR) };

backup(target, path.resolve(positional[0]!), policy, { signingKey: config.BACKUP_SIGNING_KEY }).then((result) => {
  console.log(JSON.stringify({ ok: true, ...result }));
  if (!result.signed) console.error('WARNING: BACKUP_SIGNING_KEY is not set, so this copy is unsigned: `npm run restore` refuses it without --trust-unsigned.');
}, fail);
