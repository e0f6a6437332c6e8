import type { Metadata } from 'next';
import { NewsletterPrompt } from '@/components/sections/newsletter-panel';
import { newsletterPage } from '@/content/mail';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = { ...pageMetadata(newsletterPage.meta, { path: '/newsletter/unsubscribe' }), robots: { index: false } };

/** The unsubscribe link from the mail: its button, or why the link does not work. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <NewsletterPrompt purpose="unsubscribe" token={typeof token === 'string' ? token : ''} />;
}
