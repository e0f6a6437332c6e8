import type { Metadata } from 'next';
import { EmailList, OfficeList, PhoneList } from '@/components/sections/contact-details';
import { FeatureCards } from '@/components/sections/feature-cards';
import { PageHero } from '@/components/sections/page-hero';
import { TextBlock } from '@/components/sections/text-block';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { about } from '@/content/about';
import { contactHeadings } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(about.meta, { path: '/about-us' });

export default function AboutPage() {
  return (
    <>
      <BreadcrumbLd section="/about-us" />
      <PageHero hero={about.hero} scene={about.scene} />
      <TextBlock id="story" section={about.story} />
      <Section id="values" heading={about.values.heading}>
        <FeatureCards items={about.values.items} numbered />
      </Section>
      <Section id="contacts" heading={about.contactsHeading} tone="raised">
        <div className="split">
          <OfficeList heading={contactHeadings.offices} />
          <div className="split">
            <EmailList heading={contactHeadings.email} />
            <PhoneList heading={contactHeadings.phone} />
          </div>
        </div>
      </Section>
    </>
  );
}
