import { productsPage } from '@/content/pages';
import type { Product } from '@/content/types';
import { MediaCardGrid } from './media-card-grid';

interface ProductGridProps {
  products: readonly Product[];
  visitLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the page's first screen (a row is two wide): their stills load at once, not lazily. */
  leading?: number;
}

/** Products as media cards, each linking out to the product when it has a link. */
export function ProductGrid({ products, visitLabel, ...grid }: ProductGridProps) {
  const cards = products.map((product) => ({
    key: product.id,
    title: product.title,
    text: product.description,
    media: product.media,
    alt: productsPage.demoAlt(product.title),
    link: product.link ? { href: product.link, label: visitLabel, name: `${visitLabel}: ${product.title}` } : undefined,
  }));
  return <MediaCardGrid cards={cards} {...grid} />;
}
