import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/page-hero';
import { ProductGrid } from '@/components/sections/product-grid';
import { Section } from '@/components/ui/section';
import { productsPage } from '@/content/pages';
import { productSections } from '@/lib/catalogue';

export const metadata: Metadata = { title: productsPage.meta.title, description: productsPage.meta.description };

export default function ProductsPage() {
  return (
    <>
      <PageHero hero={productsPage.hero} />
      {productSections().map((group) => (
        <Section key={group.id} id={`products-${group.id}`} heading={group.heading} intro={group.intro}>
          <ProductGrid products={group.products} visitLabel={productsPage.visitNow} />
        </Section>
      ))}
    </>
  );
}
