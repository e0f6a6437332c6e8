import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { closeSync, constants, fstatSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// A copy's manifest (NAME.json beside it): what the copy holds, signed with BACKUP_SIGNING_KEY, which lives in the
// site's environment and never with the copies, so whoever can write the backup folder cannot write a manifest the
// restore believes.

export class BackupError extends Error {}

const manifestSchema = z.object({
  database: z.enum(['sqlite', 'postgres']),
  /** When the copy's snapshot was taken (ms since the epoch). */
  takenAt: z.number().int().nonnegative(),
  /** The last migration the copy's schema has, or null for a store never migrated. */
  schema: z.string().max(200).nullable(),
  /** Rows per table, as the copy holds them. */
  tables: z.record(z.string().max(200), z.number().int().nonnegative()),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** HMAC-SHA256 of the fields above with BACKUP_SIGNING_KEY; absent when the copy was made without a key. */
  signature: z.string().max(200).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** How far a restore may believe a copy: its manifest signed with our key, or taken on the operator's word. */
export type Trust = 'signed' | 'unsigned, trusted by --trust-unsigned';

const MANIFEST_MAX_BYTES = 1024 * 1024;

/** The signed text: every field but the signature, in a fixed order, tables sorted by name. */
function signedText({ database, takenAt, schema, tables, bytes, sha256 }: Manifest): string {
  const sorted = Object.entries(tables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([database, takenAt, schema, sorted, bytes, sha256]);
}

const hmac = (manifest: Manifest, key: string) => `hmac-sha256:${createHmac('sha256', key).update(signedText(manifest)).digest('hex')}`;

export function signManifest(manifest: Manifest, key: string | undefined): Manifest {
  const { signature: _dropped, ...fields } = manifest;
  return key ? { ...fields, signature: hmac(fields, key) } : fields;
}

/** Refuses a copy the key did not sign, unless the operator said to trust it; says which way it was let in. */
export function checkSignature(copy: string, manifest: Manifest | undefined, key: string | undefined, trustUnsigned: boolean): Trust {
  let problem: string;
  if (!manifest) problem = `${copy} has no manifest (${path.basename(copy)}.json)`;
  else if (!manifest.signature) problem = `${copy}'s manifest is not signed`;
  else if (!key) problem = `BACKUP_SIGNING_KEY is not set, so ${copy}'s signature cannot be checked`;
  else {
    const expected = Buffer.from(hmac(manifest, key));
    const given = Buffer.from(manifest.signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return 'signed';
    problem = `${copy}'s manifest is not signed with BACKUP_SIGNING_KEY (changed, or made with another key)`;
  }
  if (trustUnsigned) return 'unsigned, trusted by --trust-unsigned';
  throw new BackupError(`${problem}: refused. Restore only copies this site signed; --trust-unsigned restores it anyway, on your word that nobody else could write it`);
}

/**
 * Writes NAME.json owner-only and durable under a temporary name opened with O_EXCL|O_NOFOLLOW (a link planted there
 * is refused, never followed), then renames it into place (a link at the final name is replaced, not written through).
 */
export function writeManifest(file: string, manifest: Manifest): void {
  const final = `${file}.json`;
  const temporary = path.join(path.dirname(file), `.${path.basename(final)}.partial`);
  rmSync(temporary, { force: true });
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, final);
}

/** A copy's manifest, or undefined when it has none; a link, a huge file or one of another shape is refused. */
export function readManifest(file: string): Manifest | undefined {
  const name = `${file}.json`;
  let fd: number;
  try {
    fd = openSync(name, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new BackupError(`${name} is a symbolic link: a manifest is a file of its own`);
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > MANIFEST_MAX_BYTES) throw new BackupError(`${name} is not a manifest (${stat.isFile() ? `${stat.size} bytes` : 'not a file'})`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(fd, 'utf8'));
    } catch {
      throw new BackupError(`${name} is not JSON`);
    }
    const result = manifestSchema.safeParse(parsed);
    if (!result.success) throw new BackupError(`${name} is not a manifest: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    return result.data;
  } finally {
    closeSync(fd);
  }
}
