import type { Metadata } from 'next';
import { NewsletterPanel } from '@/components/sections/newsletter-panel';
import { newsletterPage } from '@/content/mail';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = { ...pageMetadata(newsletterPage.meta, { path: '/newsletter' }), robots: { index: false } };

interface NewsletterProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const STATES = ['confirmed', 'unsubscribed', 'expired', 'invalid', 'unavailable'] as const;

/** Where the newsletter's links land (through /api/newsletter/…): what the link did, in words. */
export default async function NewsletterPage({ searchParams }: NewsletterProps) {
  const { state } = await searchParams;
  return <NewsletterPanel state={STATES.find((known) => known === state) ?? 'invalid'} />;
}
