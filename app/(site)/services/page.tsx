import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/page-hero';
import { ServiceGrid } from '@/components/sections/service-grid';
import { servicesPage } from '@/content/pages';
import { services } from '@/content/services';

export const metadata: Metadata = { title: servicesPage.meta.title, description: servicesPage.meta.description };

export default function ServicesPage() {
  return (
    <>
      <PageHero hero={servicesPage.hero} />
      <div className="container">
        <ServiceGrid services={services} linkLabel={servicesPage.seeMore} headingLevel="h2" />
      </div>
    </>
  );
}
