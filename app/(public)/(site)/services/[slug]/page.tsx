import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBlock } from '@/components/sections/cta-block';
import { FeatureCards } from '@/components/sections/feature-cards';
import { ServiceExtra } from '@/components/sections/service-extra';
import { ServiceIntro } from '@/components/sections/service-intro';
import { BreadcrumbLd, JsonLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { getService, services } from '@/content/services';
import { config } from '@/lib/config';
import { pageMetadata, serviceLd } from '@/lib/seo';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  return pageMetadata(service.meta, { path: `/services/${service.slug}`, ownImage: true });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return (
    <>
      <JsonLd data={serviceLd(config.SITE_URL, service)} />
      <BreadcrumbLd section="/services" page={{ name: service.title, path: `/services/${service.slug}` }} />
      <ServiceIntro service={service} />
      <Section id="core-services" heading={service.coreValue}>
        <FeatureCards items={service.coreServices} />
      </Section>
      {service.extra ? <ServiceExtra extra={service.extra} /> : null}
      <CtaBlock lines={service.cta.lines} button={service.cta.button} />
    </>
  );
}
