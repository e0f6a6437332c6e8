import type { Metadata } from 'next';
import { NewsletterPanel, NewsletterPrompt } from '@/components/sections/newsletter-panel';
import { newsletterPage } from '@/content/mail';
import { checkLink } from '@/lib/newsletter/links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = { ...pageMetadata(newsletterPage.meta, { path: '/newsletter/confirm' }), robots: { index: false } };

interface ConfirmProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The confirmation link from the mail: the button that confirms, or why the link does not work. */
export default async function ConfirmPage({ searchParams }: ConfirmProps) {
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const refused = await checkLink('confirm', given);
  return refused ? <NewsletterPanel state={refused} /> : <NewsletterPrompt purpose="confirm" token={given} />;
}
