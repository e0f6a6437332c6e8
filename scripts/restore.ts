// Puts a copy made by `npm run backup` back (docs/DEPLOY.md, Backups). Stop the site first: it refuses otherwise.
//   npm run restore -- /var/backups/quillmark/quillmark-sqlite-20261127T030000Z.sqlite
//       into DATA_DIR/enquiries.sqlite; the file it replaces is kept beside it as enquiries.sqlite.before-restore-TIME
//   npm run restore -- /var/backups/quillmark/quillmark-postgres-20261127T030000Z.dump --to postgres://…/quillmark_restored
//       into an empty database made for it (createdb); DATABASE_URL is then pointed at it
// Prints one JSON line: what was restored, from when, the schema before and after, the rows per table. Exit 0
// restored, 1 refused or failed (the store is left as it was), 2 a usage error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCopyName } from '@/lib/admin/backup-names';
import { restorePostgres, restoreSqlite } from '@/lib/admin/restore';
import { parsePostgresUrl, POSTGRES_EXAMPLE } from '@/lib/db/url';

const USAGE = `Usage: npm run restore -- FILE [--to POSTGRES_URL]
  FILE.sqlite goes into DATA_DIR/enquiries.sqlite (the current file is kept aside);
  FILE.dump goes into the empty PostgreSQL database named by --to (or DATABASE_URL), e.g. ${POSTGRES_EXAMPLE}`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const toAt = args.indexOf('--to');
const to = toAt >= 0 ? args[toAt + 1] : process.env.DATABASE_URL?.trim() || undefined;
const positional = args.filter((_, index) => toAt < 0 || (index !== toAt && index !== toAt + 1));
if (positional.length !== 1 || positional[0]!.startsWith('--')) usage('Name one copy to restore');
const copy = path.resolve(positional[0]!);
if (!existsSync(copy)) usage(`No such file: ${copy}`);
const dump = copy.endsWith('.dump') || parseCopyName(path.basename(copy))?.kind === 'postgres';
if (dump && !parsePostgresUrl(to ?? '')) usage('A PostgreSQL dump needs --to postgres://… naming an empty database');
if (!dump && toAt >= 0) usage('--to is for PostgreSQL dumps; an SQLite copy goes into DATA_DIR');

process.umask(0o077);
const restoring = dump ? restorePostgres(copy, to!) : restoreSqlite(copy, path.resolve(process.env.DATA_DIR || './data', 'enquiries.sqlite'));
restoring.then(
  (result) => {
    console.log(JSON.stringify({ ok: true, ...result }));
    if (result.erasuresSince) console.error(`${result.erasuresSince} erasure${result.erasuresSince === 1 ? ' was' : 's were'} made on request after this copy was taken: make them again (npm run enquiries -- erase --email ADDRESS).`);
  },
  (error: unknown) => {
    console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) }));
    process.exit(1);
  },
);
