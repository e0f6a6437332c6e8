import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { homeMeta } from '@/content/home';
import { config } from '@/lib/config';
import { feedAlternates } from '@/lib/seo';
import { PublicDocument } from './public-document';

export const metadata: Metadata = {
  metadataBase: new URL(config.SITE_URL),
  title: homeMeta.title,
  description: homeMeta.description,
  applicationName: company.name,
  openGraph: { siteName: company.name, locale: 'en_GB', type: 'website' },
  twitter: { card: 'summary_large_image' },
  alternates: feedAlternates,
};

export const viewport: Viewport = {
  themeColor: '#0e1116',
  colorScheme: 'dark',
};

/** The public site's root: the staff area is a second app with a root of its own, app/(staff)/layout.tsx. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicDocument>{children}</PublicDocument>;
}
