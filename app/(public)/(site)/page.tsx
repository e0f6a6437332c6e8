import type { Metadata } from 'next';
import { LatestArticles } from '@/components/blog/latest-articles';
import { Preloader } from '@/components/motion/preloader';
import { HomeHero } from '@/components/sections/home-hero';
import { HomeLogos } from '@/components/sections/home-logos';
import { ProductGrid } from '@/components/sections/product-grid';
import { ServiceGrid } from '@/components/sections/service-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { homeMeta, homeSections } from '@/content/home';
import { getPosts } from '@/lib/blog';
import { homeProducts, homeServices } from '@/lib/catalogue';
import { config } from '@/lib/config';
import { organizationLd, pageMetadata, websiteLd } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(homeMeta, { path: '/' });

export default async function HomePage() {
  const { products, services, blog } = homeSections;
  return (
    <>
      <JsonLd data={[organizationLd(config.SITE_URL), websiteLd(config.SITE_URL)]} />
      <Preloader />
      <HomeHero />
      <Section id="products" eyebrow={products.eyebrow} heading={products.heading} intro={products.intro} action={<ButtonLink href="/products" variant="ghost">{products.viewAll}</ButtonLink>}>
        <ProductGrid products={homeProducts()} visitLabel={homeSections.visitNow} />
      </Section>
      <Section id="services" eyebrow={services.eyebrow} heading={services.heading} intro={services.intro} action={<ButtonLink href="/services" variant="ghost">{services.viewAll}</ButtonLink>}>
        <ServiceGrid services={homeServices()} linkLabel={homeSections.visitNow} />
      </Section>
      <Section id="blog" eyebrow={blog.eyebrow} heading={blog.heading} intro={blog.intro} action={<ButtonLink href="/blog" variant="ghost">{blog.viewAll}</ButtonLink>}>
        <LatestArticles posts={(await getPosts()).slice(0, 3)} />
      </Section>
      <HomeLogos />
    </>
  );
}
