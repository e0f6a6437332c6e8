import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { RevealOnScroll } from '@/components/motion/reveal-on-scroll';
import { company } from '@/content/company';
import { homeMeta } from '@/content/home';
import { config } from '@/lib/config';
import './globals.css';

// Subsets of the files in assets/fonts (npm run fonts, scripts/fonts/glyphs.mjs): the characters the copy uses,
// the body face as one small file per weight (400, 600), the display face variable over 400-700. `optional`: a
// face that has not arrived by the first paint is used from the next page on, never swapped in under the reader
// (a swap moves every centred label: docs/decisions/0018-fonts-never-swap.md).
const inter = localFont({
  src: [
    { path: './fonts/inter-latin-400.woff2', weight: '400', style: 'normal' },
    { path: './fonts/inter-latin-600.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
});
const grotesk = localFont({
  src: './fonts/space-grotesk-latin-wght.woff2',
  variable: '--font-grotesk',
  display: 'optional',
  weight: '400 700',
});

export const metadata: Metadata = {
  metadataBase: new URL(config.SITE_URL),
  title: homeMeta.title,
  description: homeMeta.description,
  applicationName: company.name,
  openGraph: { siteName: company.name, locale: 'en_GB', type: 'website' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#0e1116',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${inter.variable} ${grotesk.variable}`}>
      <body>
        <SiteHeader />
        {children}
        <RevealOnScroll />
        <CookieBanner />
      </body>
    </html>
  );
}
