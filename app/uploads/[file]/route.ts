import { services } from '@/lib/container';
import { COVER_WIDTH } from '@/lib/media';

/** `<id>.webp` (the largest copy) or `<id>-<width>.<avif|webp>`: nothing else is looked up. */
const FILE = /^([0-9a-f]{32})(?:-(\d{2,4}))?\.(avif|webp)$/;
const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * An uploaded picture's copy, out of the store every host shares. Its address names its content (a hash), so it is
 * kept by browsers and caches for a year without asking again.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = FILE.exec((await params).file);
  if (!match) return notFound();
  const [, id, width, format] = match as unknown as [string, string, string | undefined, 'avif' | 'webp'];
  if (!width && format !== 'webp') return notFound();
  const { store } = services();
  const size = width ? Number(width) : ((await store.articles.picture(id))?.width ?? COVER_WIDTH);
  const bytes = await store.articles.pictureFile(id, size, format);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': TYPES[format], 'content-length': String(bytes.length), 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  });
}

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' } });
