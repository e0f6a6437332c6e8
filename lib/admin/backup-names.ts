// A copy's name says what it is and when it was taken, so the rotation needs nothing but the folder's listing.

export type CopyKind = 'sqlite' | 'postgres';

const EXTENSION: Record<CopyKind, string> = { sqlite: 'sqlite', postgres: 'dump' };
const PATTERN = /^quillmark-(sqlite|postgres)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(sqlite|dump)$/;

/** quillmark-sqlite-20261127T143005Z.sqlite: UTC to the second. */
export function copyName(kind: CopyKind, at: Date): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  return `quillmark-${kind}-${stamp}.${EXTENSION[kind]}`;
}

/** What a file in the folder is, or undefined for anything that is not a copy of ours. */
export function parseCopyName(name: string): { kind: CopyKind; at: Date } | undefined {
  const match = PATTERN.exec(name);
  if (!match) return undefined;
  const [, kind, year, month, day, hour, minute, second, extension] = match;
  if (EXTENSION[kind as CopyKind] !== extension) return undefined;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(at.getTime()) ? undefined : { kind: kind as CopyKind, at };
}
