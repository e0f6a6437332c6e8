import { services } from '@/lib/container';
import { readsDrafts } from '@/lib/staff/preview';
import { parseUploadFile } from '@/lib/uploads';

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;
/**
 * How long a browser or cache may keep a picture a live article shows before asking again (an ETag makes asking
 * cheap): once no live revision shows it, it is gone from every copy within the hour.
 */
const LIVE_CACHE = 'public, max-age=3600';
/** A picture only a draft, a scheduled update or an old revision shows: for the signed-in staff member alone. */
const STAFF_CACHE = 'private, no-store';

/**
 * An uploaded picture's copy, out of the store every host shares: to anyone while a revision the site shows at this
 * moment shows it, and otherwise only to signed-in staff (drafts, previews, history). Anyone else is told it does not
 * exist, so a picture uploaded for an unannounced article cannot be found by its address before the article is out.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  // `<id>.webp` (the largest copy) or `<id>-<width>.<avif|webp>`: nothing else is looked up.
  const copy = parseUploadFile((await params).file);
  if (!copy) return notFound('public, max-age=60');
  const { id, width, format } = copy;
  const { store } = services();
  const picture = await store.pictures.served(id);
  // Never kept by a shared cache: the same address may answer signed-in staff.
  if (!picture) return notFound(STAFF_CACHE);
  if (!picture.live && !(await readsDrafts(request.headers))) return notFound(STAFF_CACHE);
  const size = width ?? picture.width;
  const etag = `"${id}-${size}-${format}"`;
  const cache = picture.live ? LIVE_CACHE : STAFF_CACHE;
  const headers = { 'content-type': TYPES[format], 'cache-control': cache, 'x-content-type-options': 'nosniff', ...(picture.live ? { etag } : {}) };
  if (picture.live && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const bytes = await store.pictures.file(id, size, format);
  if (!bytes) return notFound(STAFF_CACHE);
  return new Response(new Uint8Array(bytes), { headers: { ...headers, 'content-length': String(bytes.length) } });
}

const notFound = (cache: string) => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cache } });
