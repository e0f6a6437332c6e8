import { DemoMedia } from '@/components/media/demo-media';
import { Carousel, CarouselContent, CarouselControls } from '@/components/ui/carousel';
import { Section } from '@/components/ui/section';
import { carouselCopy, servicesPage, carouselTimings } from '@/content/pages';
import type { ServiceExtra as ServiceExtraContent } from '@/content/types';
import { logoUrl } from '@/lib/media';
import { FeatureCards } from './feature-cards';
import styles from './service-extra.module.css';

interface ServiceExtraProps {
  extra: ServiceExtraContent;
}

/** The one extra section a service may have: project logos, analytics projects or demo videos. */
export function ServiceExtra({ extra }: ServiceExtraProps) {
  return (
    <Section id={`extra-${extra.kind}`} heading={extra.heading} intro={extra.intro} tone="raised">
      {extra.kind === 'logos' ? (
        <Carousel id="project-logos" motion={{ kind: 'step', delay: carouselTimings.logos.delayMs }} labels={{ ...carouselCopy, region: `${extra.heading}: ${carouselCopy.region}` }}>
          <CarouselControls />
          <CarouselContent layout="logos">
            {extra.logos.map((logo) => (
              <div key={logo.id} className={styles.logo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG wordmarks need no optimiser */}
                <img src={logoUrl('projects', logo.id)} alt={logo.name} width={160} height={48} loading="lazy" />
              </div>
            ))}
          </CarouselContent>
        </Carousel>
      ) : null}
      {extra.kind === 'projects' ? <FeatureCards items={extra.projects} numbered /> : null}
      {extra.kind === 'videos' ? (
        <Carousel id="project-videos" motion={{ kind: 'glide', slideMs: carouselTimings.videos.slideMs }} labels={{ ...carouselCopy, region: `${extra.heading}: ${carouselCopy.region}` }}>
          <CarouselControls />
          <CarouselContent layout="videos">
            {extra.videos.map((video) => (
              <div key={video.id} className={styles.video}>
                <DemoMedia media={video.media} alt={servicesPage.websiteDemoAlt(video.title)} />
                <h3 className={styles.videoTitle}>{video.title}</h3>
                <p className={styles.videoText}>{video.description}</p>
              </div>
            ))}
          </CarouselContent>
        </Carousel>
      ) : null}
    </Section>
  );
}
