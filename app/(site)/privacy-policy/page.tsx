import type { Metadata } from 'next';
import { LegalDocument } from '@/components/sections/legal-document';
import { privacyPolicy } from '@/content/legal';

export const metadata: Metadata = { title: privacyPolicy.meta.title, description: privacyPolicy.meta.description };

export default function LegalPage() {
  return <LegalDocument document={privacyPolicy} />;
}
