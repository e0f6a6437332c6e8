import type { Logo } from '@/content/types';
import { logoUrl } from '@/lib/media';
import styles from './logo-wall.module.css';

interface LogoWallProps {
  heading: string;
  group: 'clients' | 'partners' | 'projects';
  logos: readonly Logo[];
}

export function LogoWall({ heading, group, logos }: LogoWallProps) {
  const id = `logos-${group}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.wall} data-group={group}>
        {logos.map((logo, index) => (
          <li key={logo.id} className={styles.item} data-reveal={group === 'clients' ? 'scale' : undefined} style={{ '--i': index } as React.CSSProperties}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG wordmarks need no optimiser */}
            <img src={logoUrl(group, logo.id)} alt={logo.name} width={160} height={48} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
