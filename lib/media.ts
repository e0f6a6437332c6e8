import type { IconName, MediaKey } from '@/content/types';
import { config } from './config';

/** Every media URL goes through here so a storage host (MEDIA_BASE_URL) can serve them. */
export function mediaUrl(path: string): string {
  const base = config.MEDIA_BASE_URL || '/media';
  return `${base}/${path.replace(/^\/+/, '')}`;
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
export const coverUrl = (key: MediaKey) => mediaUrl(`${key}.jpg`);
export const sceneUrl = (name: string) => mediaUrl(`scenes/${name}.webp`);
