import type { Metadata } from 'next';
import { BootcampForm } from '@/components/forms/bootcamp-form';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { EnquirySlot } from '@/components/sections/enquiry-slot';
import { FeatureCards } from '@/components/sections/feature-cards';
import { PageHero } from '@/components/sections/page-hero';
import { Testimonials } from '@/components/sections/testimonials';
import { TextBlock } from '@/components/sections/text-block';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { bootcamp } from '@/content/bootcamp';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(bootcamp.meta, { path: '/bootcamp' });

export default function BootcampPage() {
  const { tracks, pathway } = bootcamp;
  return (
    <>
      <BreadcrumbLd section="/bootcamp" />
      <PageHero hero={bootcamp.hero} scene={bootcamp.scene} />
      <Section id="tracks" heading={tracks.heading} intro={tracks.intro} footnote={tracks.more}>
        <FeatureCards items={tracks.items} />
      </Section>
      <TextBlock id="about-bootcamp" section={bootcamp.about} />
      <TextBlock id="internship" section={bootcamp.internship} tone="raised" />
      <Section id="pathway" heading={pathway.heading} intro={pathway.intro}>
        <FeatureCards items={pathway.steps} numbered />
      </Section>
      <ComparisonTable comparison={bootcamp.comparison} />
      <Testimonials heading={bootcamp.testimonials.heading} items={bootcamp.testimonials.items} />
      <EnquirySlot id="bootcamp-form" intro={bootcamp.form}>
        <BootcampForm />
      </EnquirySlot>
    </>
  );
}
