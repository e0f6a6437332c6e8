// The editor's calls to our own routes, and the checks its answers pass before they are trusted.
import { articleEditor as copy } from '@/content/staff-articles';
import { uploadIdOfKey } from '@/lib/uploads';

export interface Revision {
  id: number;
  number: number;
}

export type PictureKind = 'cover' | 'inline';
/** What the site takes as a picture: the file inputs' accept list. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
export type Answer = { status: number; body: Record<string, unknown> } | null;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
export const revisionIn = (value: unknown): Revision | null => (isRecord(value) && isId(value.id) && isId(value.number) ? { id: value.id, number: value.number } : null);
export const textIn = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function messagesIn(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A POST to our own routes; null when the server could not be reached (or the request was aborted). */
export async function post(url: string, body: string | FormData, signal?: AbortSignal): Promise<Answer> {
  const init: RequestInit = { method: 'POST', body, credentials: 'same-origin' };
  if (typeof body === 'string') init.headers = { 'content-type': 'application/json' };
  if (signal) init.signal = signal;
  try {
    const response = await fetch(url, init);
    const data: unknown = await response.json().catch(() => null);
    return { status: response.status, body: isRecord(data) ? data : {} };
  } catch {
    return null;
  }
}

export type Upload = { ok: true; key: string; url: string } | { ok: false; error: string };

export async function uploadPicture(file: File, kind: PictureKind): Promise<Upload> {
  const form = new FormData();
  form.set('file', file);
  form.set('kind', kind);
  const answer = await post('/api/staff/articles/pictures', form);
  if (!answer) return { ok: false, error: copy.offline };
  const { status, body } = answer;
  // The URL goes into the text and an <img>: only a path on this site is taken.
  if (status === 200 && body.ok === true && typeof body.key === 'string' && uploadIdOfKey(body.key) !== undefined && typeof body.url === 'string' && /^\/(?!\/)[^\s()]+$/.test(body.url))
    return { ok: true, key: body.key, url: body.url };
  if (status === 401 || status === 403) return { ok: false, error: copy.refused };
  if (status === 413 || status === 422) return { ok: false, error: textIn(body.error) ?? (status === 413 ? copy.tooLarge : copy.uploadFailed) };
  return { ok: false, error: copy.uploadFailed };
}
