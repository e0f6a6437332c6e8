import type { Product } from '@/content/types';
import { DemoMedia } from '@/components/media/demo-media';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './media-cards.module.css';

interface ProductGridProps {
  products: readonly Product[];
  visitLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the page's first screen (a row is two wide): their stills load at once, not lazily. */
  leading?: number;
}

export function ProductGrid({ products, visitLabel, headingLevel: Heading = 'h3', leading = 0 }: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.card} data-reveal={index % 2 ? 'right' : 'left'}>
          <DemoMedia media={product.media} priority={index < leading} alt={`${product.title}: product demo`} />
          <div className={styles.body}>
            <Heading className={styles.title}>{product.title}</Heading>
            <p className={styles.text}>{product.description}</p>
            {product.link ? (
              <div className={styles.actions}>
                <ButtonLink href={product.link} variant="ghost" label={`${visitLabel}: ${product.title}`}>
                  {visitLabel}
                </ButtonLink>
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
