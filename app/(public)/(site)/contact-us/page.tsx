import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { ParticleNetwork } from '@/components/motion/particle-network';
import { EmailList, PhoneList } from '@/components/sections/contact-details';
import { EnquirySlot } from '@/components/sections/enquiry-slot';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { contactHeadings, contactPage } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(contactPage.meta, { path: '/contact-us' });

export default function ContactPage() {
  return (
    <>
      <BreadcrumbLd section="/contact-us" />
      <PageHero hero={contactPage.hero} scene={contactPage.scene} backdrop={<ParticleNetwork />} />
      <EnquirySlot id="contact-form" intro={contactPage.form} terms={contactPage.form.terms}>
        <ContactForm />
      </EnquirySlot>
      <Section id="direct" heading={contactPage.direct.heading} intro={contactPage.direct.intro}>
        <div className="split">
          <EmailList heading={contactHeadings.email} />
          <PhoneList heading={contactHeadings.phone} />
        </div>
      </Section>
    </>
  );
}
