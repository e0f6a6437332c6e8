import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/page-hero';
import { ProductGrid } from '@/components/sections/product-grid';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { productsPage } from '@/content/pages';
import { productSections } from '@/lib/catalogue';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(productsPage.meta, { path: '/products' });

export default function ProductsPage() {
  return (
    <>
      <BreadcrumbLd section="/products" />
      <PageHero hero={productsPage.hero} />
      {productSections().map((group, index) => (
        <Section key={group.id} id={`products-${group.id}`} heading={group.heading} intro={group.intro}>
          <ProductGrid products={group.products} visitLabel={productsPage.visitNow} leading={index === 0 ? 2 : 0} />
        </Section>
      ))}
    </>
  );
}
