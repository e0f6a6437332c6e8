import type { Metadata } from 'next';
import { NewsletterPanel, NewsletterPrompt } from '@/components/sections/newsletter-panel';
import { newsletterPage } from '@/content/mail';
import { checkLink } from '@/lib/newsletter/links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = { ...pageMetadata(newsletterPage.meta, { path: '/newsletter/unsubscribe' }), robots: { index: false } };

interface UnsubscribeProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The unsubscribe link from the mail: the button that unsubscribes, or why the link does not work. */
export default async function UnsubscribePage({ searchParams }: UnsubscribeProps) {
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : '';
  const refused = await checkLink('unsubscribe', given);
  return refused ? <NewsletterPanel state={refused} /> : <NewsletterPrompt purpose="unsubscribe" token={given} />;
}
