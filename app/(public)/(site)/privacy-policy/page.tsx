import type { Metadata } from 'next';
import { LegalDocument } from '@/components/sections/legal-document';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(privacyPolicy.meta, { path: '/privacy-policy' });

export default function LegalPage() {
  return (
    <>
      <BreadcrumbLd section="/privacy-policy" />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
