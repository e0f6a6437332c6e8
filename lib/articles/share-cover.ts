import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { services } from '@/lib/container';
import { ogSize } from '@/lib/og';
import { uploadIdOfKey } from '@/lib/uploads';

// The cover a live article's share image is drawn on: next/og draws JPEG and PNG, and an upload is kept as AVIF and
// WebP, so the cover is made into one JPEG at the card's size. Its work runs in libuv's pool (sharp), off the thread
// that answers; the picture was checked and made by sharp when it was uploaded.

/** Covers made lately, the most recently asked for last: at most this many kept (a built cover is about 47 kB of text). */
export const SHARE_COVERS_KEPT = 32;
const made = new Map<string, Promise<string | undefined>>();

/**
 * The cover as a JPEG data URL the size of a share card; undefined when there is no such picture. A cover never
 * changes under its key (an upload's names a hash of its content, a built one a file of the build), so each is made
 * once while it is among the last asked for, and a crowd sharing one article makes it once. A miss is not kept: the
 * picture may be on its way (a store being copied).
 */
export function shareCover(cover: string): Promise<string | undefined> {
  const held = made.get(cover);
  if (held) {
    made.delete(cover);
    made.set(cover, held);
    return held;
  }
  const forget = () => void (made.get(cover) === making && made.delete(cover));
  const making = makeShareCover(cover).then(
    (url) => (url === undefined && forget(), url),
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  made.set(cover, making);
  for (const oldest of made.keys()) {
    if (made.size <= SHARE_COVERS_KEPT) break;
    made.delete(oldest);
  }
  return making;
}

async function makeShareCover(cover: string): Promise<string | undefined> {
  const upload = uploadIdOfKey(cover);
  let bytes: Buffer | undefined;
  if (upload) {
    const { store } = services();
    const picture = await store.pictures.get(upload);
    bytes = picture ? await store.pictures.file(upload, picture.width, 'webp') : undefined;
  } else if (/^blog\/[a-z0-9-]{1,100}$/.test(cover)) {
    bytes = await readFile(path.join(process.cwd(), 'public', 'media', `${cover}.jpg`)).catch(() => undefined);
  }
  if (!bytes) return undefined;
  const jpeg = await sharp(bytes).resize(ogSize.width, ogSize.height, { fit: 'cover' }).jpeg({ quality: 72 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
