import type { MediaKey } from '@/content/types';
import { videoSources } from '@/lib/media';
import { DemoVisual } from './demo-visual';
import styles from './demo-media.module.css';

interface DemoMediaProps {
  media: MediaKey;
  alt: string;
  /** Above the fold: the picture is in the server HTML and loads at once. */
  priority?: boolean;
}

/**
 * A product or service demo: an animated image below 1024 px, a looping video from 1024 px. Below the fold the
 * media loads only as it nears the viewport, so it never competes with the first paint; the server HTML keeps a
 * <noscript> picture for crawlers and visitors without JavaScript.
 */
export function DemoMedia({ media, alt, priority = false }: DemoMediaProps) {
  const sources = videoSources(media);
  const picture = (
    <picture>
      <source media="(min-width: 1024px)" srcSet={sources.poster} type="image/jpeg" />
      <img className={styles.media} src={sources.animated} alt={alt} width={800} height={500} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" />
    </picture>
  );
  return (
    <div className={styles.frame} data-gl-media="">
      {priority ? picture : <noscript>{picture}</noscript>}
      <DemoVisual sources={sources} alt={alt} eager={priority} />
    </div>
  );
}
