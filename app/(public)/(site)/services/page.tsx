import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/page-hero';
import { ServiceGrid } from '@/components/sections/service-grid';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { servicesPage } from '@/content/pages';
import { services } from '@/content/services';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(servicesPage.meta, { path: '/services' });

export default function ServicesPage() {
  return (
    <>
      <BreadcrumbLd section="/services" />
      <PageHero hero={servicesPage.hero} />
      <div className="container">
        <ServiceGrid services={services} linkLabel={servicesPage.seeMore} headingLevel="h2" leading={2} />
      </div>
    </>
  );
}
