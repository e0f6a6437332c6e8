import type { ImageLoaderProps } from 'next/image';
import { sizedPath } from './picture-sizes.cjs';

/** The media host the pages were built with (next.config.ts `env`): this file is bundled for browsers too. */
const base = `${process.env.BUILD_MEDIA_BASE_URL || '/media'}/`;

/**
 * images.loaderFile: a next/image or getImageProps given no loader of its own still names a file made at build
 * time, never /_next/image (which answers 404 once the loader is custom, so no request can make the server encode).
 */
export default function pictureLoader({ src, width }: ImageLoaderProps): string {
  if (!src.startsWith(base)) throw new Error(`${src} is not under ${base}: only pictures in public/media have sized copies`);
  return `${base}${sizedPath(src.slice(base.length), width, 'webp')}`;
}
