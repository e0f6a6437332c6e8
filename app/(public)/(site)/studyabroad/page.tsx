import type { Metadata } from 'next';
import { StudyAbroadForm } from '@/components/forms/study-abroad-form';
import { Counters } from '@/components/sections/counters';
import { EnquirySlot } from '@/components/sections/enquiry-slot';
import { FeatureCards } from '@/components/sections/feature-cards';
import { Notice } from '@/components/sections/notice';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { company } from '@/content/company';
import { studyAbroad } from '@/content/study-abroad';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(studyAbroad.meta, { path: '/studyabroad' });

export default function StudyAbroadPage() {
  return (
    <>
      <BreadcrumbLd section="/studyabroad" />
      <PageHero hero={studyAbroad.hero} scene={studyAbroad.scene} />
      <Counters counters={studyAbroad.counters} label={studyAbroad.countersLabel} />
      {studyAbroad.benefits.map((benefit, index) => (
        <Section key={benefit.heading} id={`benefits-${index}`} heading={benefit.heading} intro={benefit.intro}>
          <FeatureCards items={benefit.items} />
        </Section>
      ))}
      <EnquirySlot id="study-abroad-form" intro={studyAbroad.form}>
        <StudyAbroadForm />
      </EnquirySlot>
      <Notice heading={company.immigrationAdviceHeading}>{company.immigrationAdviceNotice}</Notice>
    </>
  );
}
