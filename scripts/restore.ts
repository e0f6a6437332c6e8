// Puts a copy made by `npm run backup` back (docs/DEPLOY.md, Backups). Stop the site first: it refuses otherwise.
//   npm run restore -- /var/backups/quillmark/quillmark-sqlite-20261127T030000Z.sqlite
//       into DATA_DIR/enquiries.sqlite; the file it replaces is kept beside it as enquiries.sqlite.before-restore-TIME
//   npm run restore -- /var/backups/quillmark/quillmark-postgres-20261127T030000Z.dump --to postgres://…/quillmark_restored
//       into an empty database made for it (createdb); DATABASE_URL is then pointed at it
// Only a copy whose manifest BACKUP_SIGNING_KEY signed, whose schema is this release's once migrated; --trust-unsigned
// lets an unsigned one in, said loudly. Prints one JSON line: what was restored, from when, the schema before and
// after, the rows per table, the sessions ended, and what the live store did after the copy, with the commands that
// do it again. Exit 0 restored, 1 refused or failed (the store is left as it was), 2 a usage error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseCopyName } from '@/lib/admin/backup-names';
import { restoreSqlite } from '@/lib/admin/restore';
import { restorePostgres } from '@/lib/admin/restore-postgres';
import { argsRefusal } from '@/lib/cli-args';
import { parseConfig } from '@/lib/config';
import { storeFile } from '@/lib/db/store';
import { parsePostgresUrl, POSTGRES_EXAMPLE } from '@/lib/db/url';

const USAGE = `Usage: npm run restore -- FILE [--to POSTGRES_URL] [--trust-unsigned]
  FILE.sqlite goes into DATA_DIR/enquiries.sqlite (the current file is kept aside);
  FILE.dump goes into the empty PostgreSQL database named by --to (or DATABASE_URL), e.g. ${POSTGRES_EXAMPLE}
  --trust-unsigned restores a copy whose manifest BACKUP_SIGNING_KEY did not sign: only one nobody else could write`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function fail(error: unknown): never {
  console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
}

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  fail(error);
}
/** Node's own reading of the arguments: an unknown flag, or --to without its URL, is a usage error. */
function readArgs() {
  try {
    return parseArgs({ options: { to: { type: 'string' }, 'trust-unsigned': { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    usage(argsRefusal(error));
  }
}

const { values, positionals: positional } = readArgs();
const trustUnsigned = values['trust-unsigned'] === true;
const to = values.to ?? config.DATABASE_URL;
if (positional.length !== 1) usage('Name one copy to restore');
const copy = path.resolve(positional[0]!);
if (!existsSync(copy)) usage(`No such file: ${copy}`);
const dump = copy.endsWith('.dump') || parseCopyName(path.basename(copy))?.kind === 'postgres';
if (dump && !parsePostgresUrl(to ?? '')) usage('A PostgreSQL dump needs --to postgres://… naming an empty database');
if (!dump && values.to !== undefined) usage('--to is for PostgreSQL dumps; an SQLite copy goes into DATA_DIR');

process.umask(0o077);
const options = { signingKey: config.BACKUP_SIGNING_KEY, trustUnsigned };
// The live database is read (never written) for what it did after the copy, when it is not the one restored into.
const live = config.DATABASE_URL && config.DATABASE_URL !== to ? config.DATABASE_URL : undefined;
const restoring = dump ? restorePostgres(copy, to!, { ...options, live }) : restoreSqlite(copy, storeFile(config.DATA_DIR), options);
restoring.then((result) => {
  console.log(JSON.stringify({ ok: true, ...result }));
  if (result.trust !== 'signed') console.error(`WARNING: ${copy} is NOT signed with BACKUP_SIGNING_KEY. It was restored only because --trust-unsigned said so.`);
  if (result.afterCopyUnknown) console.error(`${result.afterCopyUnknown}: what it did after the copy (staff removed, erasures) is unknown; check its audit trail by hand.`);
  const redo = result.afterCopy?.redo ?? [];
  if (redo.length > 0) console.error(`After this copy was taken the live store made changes that the restore undid. Before the site serves, run:\n  ${redo.join('\n  ')}`);
}, fail);
