import type { ReactNode } from 'react';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { InsightsBeacon } from '@/components/insights/insights-beacon';
import { SiteHeader } from '@/components/layout/site-header';
import { RevealOnScroll } from '@/components/motion/reveal-on-scroll';
import { faces } from '../fonts/faces';
import '../globals.css';

/** The public site's document: its header, scroll reveals and cookie banner around a page, and nothing of staff. */
export function PublicDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={faces}>
      <body>
        <SiteHeader />
        {children}
        <RevealOnScroll />
        <CookieBanner />
        <InsightsBeacon />
      </body>
    </html>
  );
}
