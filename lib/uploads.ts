// An uploaded picture's names, once: its id, its key in the store and its URLs. Imports nothing, so lib/db, the
// renderer, the routes and the editor's island all read the same rule (the shipped migrations keep their own literal).

/** The folder the uploads are served from (app/uploads/[file]/route.ts) and their keys' prefix in the store. */
export const UPLOADS_PATH = '/uploads';
const ID = '[0-9a-f]{32}';
/** An upload's id: 32 lower-case hex digits of its content's hash (lib/articles/pictures.ts), so it never changes meaning. */
export const UPLOAD_ID = new RegExp(`^${ID}$`);
const KEY = new RegExp(`^uploads/(${ID})$`);
/** A copy's file: `<id>.webp` is the largest copy, `<id>-<width>.<avif|webp>` each sized one. */
const FILE = `(${ID})(?:-(\\d{2,4}))?\\.(avif|webp)`;
const FILE_NAME = new RegExp(`^${FILE}$`);
const URL_IN_TEXT = new RegExp(`${UPLOADS_PATH}/${FILE}`, 'g');

export type UploadFormat = 'avif' | 'webp';
/** One copy of an upload: `width` undefined is the largest WebP, the `<img src>` and the address the editor inserts. */
export interface UploadCopy {
  id: string;
  width?: number;
  format: UploadFormat;
}

export const isUploadId = (value: string) => UPLOAD_ID.test(value);
/** An upload's key in the store and in a revision's cover (`uploads/<id>`). */
export const uploadKey = (id: string) => `uploads/${id}`;
/** The id an upload's key names, or undefined for any other key (a built picture's `blog/…`). */
export const uploadIdOfKey = (key: string) => KEY.exec(key)?.[1];

/** A copy's URL: the largest WebP without a width, else the sized copy in that format. */
export function uploadUrl(id: string, width?: number, format: UploadFormat = 'webp'): string {
  return width === undefined ? `${UPLOADS_PATH}/${id}.webp` : `${UPLOADS_PATH}/${id}-${width}.${format}`;
}

function copyOf(match: RegExpExecArray | RegExpMatchArray): UploadCopy | undefined {
  const [, id, width, format] = match as unknown as [string, string, string | undefined, UploadFormat];
  // Only the WebP is served unsized: `<id>.avif` names nothing.
  if (width === undefined && format !== 'webp') return undefined;
  return width === undefined ? { id, format } : { id, width: Number(width), format };
}

/** The copy a file name under /uploads names, or undefined. */
export function parseUploadFile(name: string): UploadCopy | undefined {
  const match = FILE_NAME.exec(name);
  return match ? copyOf(match) : undefined;
}

/** The copy a site-relative URL names (`/uploads/<file>`), or undefined. */
export function parseUploadUrl(url: string): UploadCopy | undefined {
  return url.startsWith(`${UPLOADS_PATH}/`) ? parseUploadFile(url.slice(UPLOADS_PATH.length + 1)) : undefined;
}

/** Every copy a text (Markdown or stored HTML) names, in order, repeats included. */
export function uploadsIn(text: string): UploadCopy[] {
  return [...text.matchAll(URL_IN_TEXT)].flatMap((match) => copyOf(match) ?? []);
}

/** Whether a srcset lists only sized copies of uploads in one format, each with its width, as `<picture>`s are written. */
export function isUploadSrcSet(srcset: string, format: UploadFormat): boolean {
  return srcset.split(', ').every((candidate) => {
    const [url, descriptor, ...rest] = candidate.split(' ');
    const copy = parseUploadUrl(url ?? '');
    return rest.length === 0 && copy?.width !== undefined && copy.format === format && /^\d{2,4}w$/.test(descriptor ?? '');
  });
}
