import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// pg_dump and pg_restore for the backup and restore commands, found and run without the password on a command line.

/**
 * The newest /usr/lib/postgresql/N/bin that has `tool` (Debian's versioned clients: a dump made by one older than the
 * server is refused by pg_dump), else the one on PATH. PG_BINDIR names another folder.
 */
export function postgresTool(tool: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const folders = [process.env.PG_BINDIR, ...versions.map((version) => path.join(root, version, 'bin'))].filter((folder): folder is string => Boolean(folder));
  return folders.map((folder) => path.join(folder, tool)).find((file) => existsSync(file)) ?? tool;
}

/** The URL without its password, which goes to the child in PGPASSWORD: `ps` shows a command line to everyone. */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL client; rejects with its own words (stderr) when it fails. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(postgresTool(tool), args, { env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${tool} failed: ${(stderr || error.message).trim()}`));
      else resolve(stdout);
    });
  });
}
