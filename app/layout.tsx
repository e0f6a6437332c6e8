import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { RevealOnScroll } from '@/components/motion/reveal-on-scroll';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { homeMeta } from '@/content/home';
import { company } from '@/content/company';
import { config } from '@/lib/config';
import './globals.css';

// Subsets of the files in assets/fonts (npm run fonts): the characters the copy uses, weights 400-700.
const inter = localFont({ src: './fonts/inter-latin-wght.woff2', variable: '--font-inter', display: 'swap', weight: '400 700' });
const grotesk = localFont({
  src: './fonts/space-grotesk-latin-wght.woff2',
  variable: '--font-grotesk',
  display: 'swap',
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
