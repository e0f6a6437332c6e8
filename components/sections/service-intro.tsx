import { DemoMedia } from '@/components/media/demo-media';
import { servicesPage } from '@/content/pages';
import type { Service } from '@/content/types';
import styles from './service-intro.module.css';

interface ServiceIntroProps {
  service: Service;
}

export function ServiceIntro({ service }: ServiceIntroProps) {
  return (
    <section className={styles.intro} aria-labelledby="page-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <p className="eyebrow">{service.smallTitle}</p>
          <h1 id="page-title" className={styles.title}>
            {service.mainTitle}
          </h1>
          {service.details.map((paragraph) => (
            <p key={paragraph} className={styles.detail}>
              {paragraph}
            </p>
          ))}
        </div>
        <DemoMedia media={service.media} alt={servicesPage.illustrationAlt(service.title)} priority />
      </div>
    </section>
  );
}
