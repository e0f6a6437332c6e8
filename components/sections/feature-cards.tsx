import type { IconName } from '@/content/types';
import { iconUrl } from '@/lib/media';
import styles from './feature-cards.module.css';

interface FeatureCardsProps {
  items: readonly { title: string; description: string; icon?: IconName }[];
  /** Numbered cards read as steps (an ordered list). */
  numbered?: boolean;
  headingLevel?: 'h3' | 'h4';
}

export function FeatureCards({ items, numbered = false, headingLevel: Heading = 'h3' }: FeatureCardsProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={styles.grid} data-numbered={numbered}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card} data-reveal={index % 2 ? 'right' : 'left'}>
          {item.icon ? (
            // eslint-disable-next-line @next/next/no-img-element -- 24px SVG icon
            <img className={styles.icon} src={iconUrl(item.icon)} alt="" width={40} height={40} loading="lazy" />
          ) : null}
          {numbered ? (
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : null}
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.description}</p>
        </li>
      ))}
    </List>
  );
}
