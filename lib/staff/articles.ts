import 'server-only';
import { z } from 'zod';
import { PICTURE_LIMITS, PictureRefused, processPicture } from '@/lib/articles/pictures';
import { services } from '@/lib/container';
import { readBytes } from '@/lib/http/requests';
import { uploadKey, uploadUrl } from '@/lib/uploads';

/** An article of 100,000 characters, each up to four bytes, as JSON: nothing the editor sends is larger. */
export const ARTICLE_BODY_LIMIT = 512 * 1024;
/** The multipart wrapping around a picture at its limit. */
const UPLOAD_LIMIT = PICTURE_LIMITS.maxBytes + 64 * 1024;
export const NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** What the save route takes: the fields themselves are the article schema's to check (lib/forms/article.ts). */
export const articleSaveRequest = z.strictObject({ articleId: id.nullable(), baseRevisionId: id.nullable(), fields: z.record(z.string(), z.unknown()), autosave: z.literal(true).optional() });
export const articlePreviewRequest = z.strictObject({ body: z.string().max(100_000) });

/** Turning a picture into its copies takes seconds of a core: one at a time per process, the others wait their turn. */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
const MAX_WAITING = 4;

export type UploadOutcome =
  | { ok: true; picture: { key: string; url: string; width: number; height: number } }
  | { ok: false; status: 400 | 413 | 415 | 422 | 503; error: string };

/**
 * Reads an upload (capped whatever it claims), turns it into its copies and keeps them. A place in the queue is taken
 * before the body is read: sixteen 10 MB uploads at once were read whole before the queue refused twelve of them.
 */
export async function uploadPicture(request: Request, by: string): Promise<UploadOutcome> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return { ok: false, status: 415, error: 'Send the picture as multipart/form-data.' };
  if (waiting >= MAX_WAITING) return { ok: false, status: 503, error: 'Other pictures are being prepared: try again in a minute.' };
  waiting += 1;
  let queued = false;
  try {
    const read = await readBytes(request, UPLOAD_LIMIT);
    if (!read.ok) return read.reason === 'too-large' ? { ok: false, status: 413, error: `The picture is larger than the limit of ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB.` } : { ok: false, status: 400, error: 'The upload was cut short: try again.' };
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(read.bytes), { headers: { 'content-type': type } }).formData();
    } catch {
      return { ok: false, status: 400, error: 'The upload could not be read as a form: try again.' };
    }
    const file = form.get('file');
    const kind = form.get('kind');
    if (!(file instanceof Blob) || (kind !== 'cover' && kind !== 'inline')) return { ok: false, status: 400, error: 'Send a file, and say whether it is a cover or a picture in the text.' };
    queued = true;
    return await saveInTurn(file, kind, by);
  } finally {
    if (!queued) waiting -= 1;
  }
}

/** Makes the copies when the queue comes to this one, which frees its place, then keeps them. */
async function saveInTurn(file: Blob, kind: 'cover' | 'inline', by: string): Promise<UploadOutcome> {
  const turn = queue.then(async () => {
    try {
      return await processPicture(new Uint8Array(await file.arrayBuffer()), kind);
    } finally {
      waiting -= 1;
    }
  });
  queue = turn.catch(() => undefined);
  try {
    const picture = await turn;
    await services().store.pictures.save(
      { id: picture.id, kind, width: picture.width, height: picture.height, createdAt: Date.now(), createdBy: by },
      picture.files.map(({ width, format, bytes }) => ({ width, format, bytes })),
    );
    return { ok: true, picture: { key: uploadKey(picture.id), url: uploadUrl(picture.id), width: picture.width, height: picture.height } };
  } catch (error) {
    if (error instanceof PictureRefused) return { ok: false, status: error.reason === 'too-large' ? 413 : 422, error: error.message };
    throw error;
  }
}

