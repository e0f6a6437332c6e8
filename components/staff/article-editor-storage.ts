import type { ARTICLE_FIELDS } from '@/lib/forms/article';

// The editor's copy of unsaved text in this browser, so a crash, a lost session or a closed tab loses nothing typed.
// Pure functions over any Storage; the browser's own is reached only through browserStorage().

export type ArticleFieldName = (typeof ARTICLE_FIELDS)[number];
export type ArticleFieldValues = Record<ArticleFieldName, string>;

/** A value per name, so a field added to the form's list fails to compile here until it is named too. */
const FIELD_NAMES: Record<ArticleFieldName, true> = { title: true, slug: true, summary: true, body: true, author: true, authorRole: true, tags: true, cover: true, coverAlt: true, date: true, seoTitle: true, seoDescription: true };
/** Fields added after copies were first kept: a copy from before them reads them as empty rather than being dropped. */
const ADDED_LATER: ReadonlySet<ArticleFieldName> = new Set(['seoTitle', 'seoDescription']);
export const ARTICLE_FIELD_NAMES = Object.keys(FIELD_NAMES) as readonly ArticleFieldName[];

export interface LocalCopy {
  fields: ArticleFieldValues;
  /** The revision the text was written on: saving it later on a newer one is a conflict, not an overwrite. */
  baseRevisionId: number | null;
  /** ISO 8601. */
  savedAt: string;
}

export const localCopyKey = (articleId: number | null) => `quillmark-article:${articleId ?? 'new'}`;

export function sameFields(a: ArticleFieldValues, b: ArticleFieldValues): boolean {
  return ARTICLE_FIELD_NAMES.every((name) => a[name] === b[name]);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored copy, or null for anything another version of the editor (or a person with dev tools) left there. */
export function parseLocalCopy(text: string | null): LocalCopy | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.fields)) return null;
  const { fields: stored, baseRevisionId, savedAt } = value;
  if (baseRevisionId !== null && !(Number.isSafeInteger(baseRevisionId) && (baseRevisionId as number) > 0)) return null;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  const fields = {} as ArticleFieldValues;
  for (const name of ARTICLE_FIELD_NAMES) {
    const field = stored[name] ?? (ADDED_LATER.has(name) ? '' : undefined);
    if (typeof field !== 'string') return null;
    fields[name] = field;
  }
  return { fields, baseRevisionId: baseRevisionId as number | null, savedAt };
}

export function serializeLocalCopy(fields: ArticleFieldValues, baseRevisionId: number | null, now: Date): string {
  const copy: LocalCopy = { fields, baseRevisionId, savedAt: now.toISOString() };
  return JSON.stringify(copy);
}

/** The browser's localStorage, or null where there is none or reading it throws (blocked storage, some private modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// A full or refused storage costs only the safety copy, never the editing: every failure below is swallowed.

export function readLocalCopy(storage: Storage | null, articleId: number | null): LocalCopy | null {
  try {
    return parseLocalCopy(storage?.getItem(localCopyKey(articleId)) ?? null);
  } catch {
    return null;
  }
}

export function writeLocalCopy(storage: Storage | null, articleId: number | null, fields: ArticleFieldValues, baseRevisionId: number | null, now = new Date()): void {
  try {
    storage?.setItem(localCopyKey(articleId), serializeLocalCopy(fields, baseRevisionId, now));
  } catch {
    // Quota exceeded or storage disabled.
  }
}

export function removeLocalCopy(storage: Storage | null, articleId: number | null): void {
  try {
    storage?.removeItem(localCopyKey(articleId));
  } catch {
    // Storage disabled.
  }
}
