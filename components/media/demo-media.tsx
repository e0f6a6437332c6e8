import type { MediaKey } from '@/content/types';
import { videoSources } from '@/lib/media';
import { DemoVisual } from './demo-visual';
import styles from './demo-media.module.css';

interface DemoMediaProps {
  media: MediaKey;
  alt: string;
  /** Above the fold: the still is fetched first, at high priority. */
  priority?: boolean;
}

/**
 * A product or service demo. The server HTML holds a still (a small AVIF, or WebP where AVIF is not taken; the
 * JPEG poster from 1024 px), so the first paint, crawlers and visitors without JavaScript never wait for a
 * script; near the viewport the motion (an animated image below 1024 px, a looping video from 1024 px) is laid
 * over it.
 */
export function DemoMedia({ media, alt, priority = false }: DemoMediaProps) {
  const sources = videoSources(media);
  return (
    <div className={styles.frame} data-gl-media="">
      <picture>
        <source media="(min-width: 1024px)" srcSet={sources.poster} type="image/jpeg" />
        <source srcSet={sources.stillAvif} type="image/avif" />
        <img className={styles.media} src={sources.still} alt={alt} width={480} height={300} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" />
      </picture>
      <DemoVisual sources={sources} />
    </div>
  );
}
