import type { IconName, MediaKey } from '@/content/types';
import { config } from './config';
import { DEVICE_SIZES, sizedPath, widthsFor, type PictureFormat } from './picture-sizes.cjs';
import { parseUploadUrl, uploadIdOfKey, uploadUrl } from './uploads';

export type { PictureFormat };

const mediaBase = () => config.MEDIA_BASE_URL || '/media';

/** Every media URL goes through here so a storage host (MEDIA_BASE_URL) can serve them. */
export function mediaUrl(path: string): string {
  return `${mediaBase()}/${path.replace(/^\/+/, '')}`;
}

/**
 * A media picture's copy at one width, as scripts/media/sizes.mjs writes it into public/media before the build:
 * on the same host as the picture, so it moves with MEDIA_BASE_URL too.
 */
export function sizedMediaUrl(url: string, width: number, format: PictureFormat): string {
  const upload = parseUploadUrl(url);
  if (upload && upload.width === undefined) return uploadUrl(upload.id, width, format);
  const base = `${mediaBase()}/`;
  if (!url.startsWith(base)) throw new Error(`${url} is not under ${base}: only pictures in public/media have sized copies`);
  return mediaUrl(sizedPath(url.slice(base.length), width, format));
}

/**
 * The `srcset` of a picture `ownWidth` px wide shown at `sizes`: every copy made of it, as next/image lists them, less
 * those narrower than the smallest viewport share `sizes` names could ever want on the narrowest device width.
 */
export function sizedSrcSet(url: string, ownWidth: number, sizes: string, format: PictureFormat): string {
  const shares = [...sizes.matchAll(/(?:^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[1]) / 100);
  const narrowest = shares.length ? DEVICE_SIZES[0]! * Math.min(...shares) : 0;
  return widthsFor(ownWidth)
    .filter((width) => width >= narrowest || width === ownWidth)
    .map((width) => `${sizedMediaUrl(url, width, format)} ${width}w`)
    .join(', ');
}

export interface VideoSources {
  webm: string;
  mp4: string;
  /** Animated image for screens narrower than the wide breakpoint. */
  animated: string;
  poster: string;
  /** A small still (480 × 300 WebP): what the server HTML shows before any motion. */
  still: string;
  /** The same still as AVIF, about 60 % of the WebP's bytes, for the browsers that take it. */
  stillAvif: string;
}

export function videoSources(key: MediaKey): VideoSources {
  return {
    webm: mediaUrl(`${key}.webm`),
    mp4: mediaUrl(`${key}.mp4`),
    animated: mediaUrl(`${key}.webp`),
    poster: mediaUrl(`${key}.jpg`),
    still: mediaUrl(`${key}-still.webp`),
    stillAvif: mediaUrl(`${key}-still.avif`),
  };
}

export const iconUrl = (name: IconName) => mediaUrl(`icons/${name}.svg`);
export const logoUrl = (group: 'clients' | 'partners' | 'projects', id: string) => mediaUrl(`logos/${group}/${id}.svg`);
/** Every cover is this wide (and 630 high): the built ones, and the uploaded ones, cut to it. */
export const COVER_WIDTH = 1200;

/** A cover's own URL: a built one from the media host, an uploaded one's largest copy from the site (lib/uploads.ts). */
export const coverUrl = (key: MediaKey) => {
  const upload = uploadIdOfKey(key);
  return upload ? uploadUrl(upload) : mediaUrl(`${key}.jpg`);
};
export const sceneUrl = (name: string) => mediaUrl(`scenes/${name}.webp`);
