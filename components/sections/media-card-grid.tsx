import { DemoMedia } from '@/components/media/demo-media';
import { ButtonLink } from '@/components/ui/button-link';
import type { MediaKey } from '@/content/types';
import styles from './media-cards.module.css';

export interface MediaCard {
  key: string;
  title: string;
  text: string;
  media: MediaKey;
  /** The still's description. */
  alt: string;
  /** The card's one action: `label` is its visible text, `name` its accessible name. */
  link?: { href: string; label: string; name: string } | undefined;
}

interface MediaCardGridProps {
  cards: readonly MediaCard[];
  headingLevel?: 'h2' | 'h3';
  /** Cards in the page's first screen (a row is two wide): their stills load at once, not lazily. */
  leading?: number;
}

/** Cards of a demo still (or motion), a title, a line of text and an optional link, revealed from alternate sides. */
export function MediaCardGrid({ cards, headingLevel: Heading = 'h3', leading = 0 }: MediaCardGridProps) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, index) => (
        <li key={card.key} className={styles.card} data-reveal={index % 2 ? 'right' : 'left'}>
          <DemoMedia media={card.media} priority={index < leading} alt={card.alt} />
          <div className={styles.body}>
            <Heading className={styles.title}>{card.title}</Heading>
            <p className={styles.text}>{card.text}</p>
            {card.link ? (
              <div className={styles.actions}>
                <ButtonLink href={card.link.href} variant="ghost" label={card.link.name}>
                  {card.link.label}
                </ButtonLink>
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
