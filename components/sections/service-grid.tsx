import type { Service } from '@/content/types';
import { DemoMedia } from '@/components/media/demo-media';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './media-cards.module.css';

interface ServiceGridProps {
  services: readonly Service[];
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the page's first screen (a row is two wide): their stills load at once, not lazily. */
  leading?: number;
}

export function ServiceGrid({ services, linkLabel, headingLevel: Heading = 'h3', leading = 0 }: ServiceGridProps) {
  return (
    <ul className={styles.grid}>
      {services.map((service, index) => (
        <li key={service.slug} className={styles.card} data-reveal={index % 2 ? 'right' : 'left'}>
          <DemoMedia media={service.media} priority={index < leading} alt={`${service.title}: illustration`} />
          <div className={styles.body}>
            <Heading className={styles.title}>{service.title}</Heading>
            <p className={styles.text}>{service.summary}</p>
            <div className={styles.actions}>
              <ButtonLink href={`/services/${service.slug}`} variant="ghost" label={`${linkLabel}: ${service.title}`}>
                {linkLabel}
              </ButtonLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
