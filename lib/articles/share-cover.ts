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

/** The cover as a JPEG data URL the size of a share card; undefined when there is no such picture. */
export async function shareCover(cover: string): Promise<string | undefined> {
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
