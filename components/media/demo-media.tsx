import type { MediaKey } from '@/content/types';
import { videoSources } from '@/lib/media';
import { DemoVideo } from './demo-video';
import styles from './demo-media.module.css';

interface DemoMediaProps {
  media: MediaKey;
  alt: string;
  /** Above the fold: load eagerly and at high priority. */
  priority?: boolean;
}

/** Poster or animated image from the server; wide screens upgrade to the looping video on the client. */
export function DemoMedia({ media, alt, priority = false }: DemoMediaProps) {
  const sources = videoSources(media);
  return (
    <div className={styles.frame} data-gl-media="">
      <picture>
        <source media="(min-width: 1024px)" srcSet={sources.poster} type="image/jpeg" />
        <img
          className={styles.media}
          src={sources.animated}
          alt={alt}
          width={800}
          height={500}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </picture>
      <DemoVideo webm={sources.webm} mp4={sources.mp4} poster={sources.poster} />
    </div>
  );
}
