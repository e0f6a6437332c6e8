import type { Metadata } from 'next';
import { NewsletterPrompt } from '@/components/sections/newsletter-panel';
import { newsletterPage } from '@/content/mail';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = { ...pageMetadata(newsletterPage.meta, { path: '/newsletter/confirm' }), robots: { index: false } };

/** The confirmation link from the mail: its button, or why the link does not work. */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <NewsletterPrompt purpose="confirm" token={typeof token === 'string' ? token : ''} />;
}
