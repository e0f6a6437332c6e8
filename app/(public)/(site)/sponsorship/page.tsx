import type { Metadata } from 'next';
import { SponsorshipForm } from '@/components/forms/sponsorship-form';
import { EnquirySlot } from '@/components/sections/enquiry-slot';
import { FeatureCards } from '@/components/sections/feature-cards';
import { Notice } from '@/components/sections/notice';
import { PageHero } from '@/components/sections/page-hero';
import { TextBlock } from '@/components/sections/text-block';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { company } from '@/content/company';
import { sponsorship } from '@/content/sponsorship';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(sponsorship.meta, { path: '/sponsorship' });

export default function SponsorshipPage() {
  const { why, how } = sponsorship;
  return (
    <>
      <BreadcrumbLd section="/sponsorship" />
      <PageHero hero={sponsorship.hero} scene={sponsorship.scene} />
      <Section id="why" heading={why.heading} intro={why.intro}>
        <FeatureCards items={why.items} />
      </Section>
      <Section id="how" heading={how.heading} intro={how.intro}>
        <FeatureCards items={how.steps} numbered />
      </Section>
      <TextBlock id="fairness" section={sponsorship.fairness} tone="raised" />
      <EnquirySlot id="sponsorship-form" intro={sponsorship.form}>
        <SponsorshipForm />
      </EnquirySlot>
      <Notice heading={company.immigrationAdviceHeading}>{company.immigrationAdviceNotice}</Notice>
    </>
  );
}
