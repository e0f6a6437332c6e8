import type { Metadata } from 'next';
import { ThankYouPanel } from '@/components/sections/thank-you-panel';
import { thankYouPage } from '@/content/forms';
import { REFERENCE } from '@/lib/db/enquiries/reference';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = { ...pageMetadata(thankYouPage.meta, { path: '/thank-you' }), robots: { index: false } };

interface ThankYouProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ThankYouPage({ searchParams }: ThankYouProps) {
  const { ref, form, next } = await searchParams;
  const reference = typeof ref === 'string' && REFERENCE.test(ref) ? ref : undefined;
  const newsletter = form === 'newsletter' ? 'signed-up' : next === 'newsletter' ? 'offer' : 'none';
  return <ThankYouPanel reference={reference} newsletter={newsletter} />;
}
