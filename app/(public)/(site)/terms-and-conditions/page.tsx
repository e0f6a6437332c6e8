import type { Metadata } from 'next';
import { LegalDocument } from '@/components/sections/legal-document';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { terms } from '@/content/legal';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(terms.meta, { path: '/terms-and-conditions' });

export default function LegalPage() {
  return (
    <>
      <BreadcrumbLd section="/terms-and-conditions" />
      <LegalDocument document={terms} />
    </>
  );
}
