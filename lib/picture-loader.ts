import type { ImageLoaderProps } from 'next/image';
import { sizedMediaUrl } from './media';

/**
 * images.loaderFile: a next/image or getImageProps given no loader of its own still names a file made at build
 * time, never /_next/image (which answers 404 once the loader is custom, so no request can make the server encode).
 */
export default function pictureLoader({ src, width }: ImageLoaderProps): string {
  return sizedMediaUrl(src, width, 'webp');
}
