import type { ReactNode } from 'react';
import { StaticImage } from '@/components/media/static-image';
import type { PageHero as PageHeroContent } from '@/content/types';
import { sceneUrl } from '@/lib/media';
import styles from './page-hero.module.css';

interface PageHeroProps {
  hero: PageHeroContent;
  /** A still from public/media/scenes, beside the heading on wide screens, under it on tablets, not on phones. */
  scene?: { name: string; alt: string };
  /** A decorative layer behind the hero, e.g. the contact page's canvas. */
  backdrop?: ReactNode;
  /** A person's photo (a picture's URL and size), before the heading at every width: an author's page. */
  portrait?: { src: string; alt: string; width: number; height: number } | undefined;
}

export function PageHero({ hero, scene, backdrop, portrait }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      {backdrop}
      <div className={`container ${styles.inner}`} data-has-scene={Boolean(scene)} data-has-portrait={Boolean(portrait)}>
        {portrait ? <StaticImage className={styles.portrait} src={portrait.src} alt={portrait.alt} width={portrait.width} height={portrait.height} sizes="160px" loading="eager" /> : null}
        <div className={styles.text}>
          {hero.eyebrow ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <h1 id="page-title" className={styles.title}>
            {hero.title}
            <span className={styles.subtitle}>{hero.subtitle}</span>
          </h1>
          {hero.lead ? <p className="lead">{hero.lead}</p> : null}
        </div>
        {scene ? (
          // Decoration beside the words on wide screens. Below 768 px the hero is its words alone: the box is not
          // displayed, so the lazy picture is never fetched and a phone's first paint waits for nothing but text.
          <div className={styles.sceneBox}>
            <StaticImage
              className={styles.scene}
              src={sceneUrl(scene.name)}
              alt={scene.alt}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 40vw, 100vw"
              loading="lazy"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
