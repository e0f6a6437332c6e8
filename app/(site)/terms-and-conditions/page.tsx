import type { Metadata } from 'next';
import { LegalDocument } from '@/components/sections/legal-document';
import { terms } from '@/content/legal';

export const metadata: Metadata = { title: terms.meta.title, description: terms.meta.description };

export default function LegalPage() {
  return <LegalDocument document={terms} />;
}
