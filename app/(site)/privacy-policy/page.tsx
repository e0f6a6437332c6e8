import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { LegalDocument } from '@/components/sections/legal-document';
import { privacyPolicy } from '@/content/legal';

export const metadata: Metadata = pageMetadata(privacyPolicy.meta, { path: '/privacy-policy' });

export default function LegalPage() {
  return (
    <>
      <BreadcrumbLd trail={[{ name: 'Privacy policy', path: '/privacy-policy' }]} />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
