import type { ServiceExtra as ServiceExtraContent } from '@/content/types';
import { DemoMedia } from '@/components/media/demo-media';
import { FeatureCards } from './feature-cards';
import { logoUrl } from '@/lib/media';
import { Section } from '@/components/ui/section';
import styles from './service-extra.module.css';

interface ServiceExtraProps {
  extra: ServiceExtraContent;
}

/** The one extra section a service may have: project logos, analytics projects or demo videos. */
export function ServiceExtra({ extra }: ServiceExtraProps) {
  return (
    <Section id={`extra-${extra.kind}`} heading={extra.heading} intro={extra.intro} tone="raised">
      {extra.kind === 'logos' ? (
        <ul className={styles.logos}>
          {extra.logos.map((logo) => (
            <li key={logo.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG wordmarks need no optimiser */}
              <img src={logoUrl('projects', logo.id)} alt={logo.name} width={160} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {extra.kind === 'projects' ? <FeatureCards items={extra.projects} numbered /> : null}
      {extra.kind === 'videos' ? (
        <ul className={styles.videos}>
          {extra.videos.map((video) => (
            <li key={video.id} className={styles.video}>
              <DemoMedia media={video.media} alt={`${video.title}: website demo`} />
              <h3 className={styles.videoTitle}>{video.title}</h3>
              <p className={styles.videoText}>{video.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
