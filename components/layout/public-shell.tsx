import type { ReactNode } from 'react';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { RevealOnScroll } from '@/components/motion/reveal-on-scroll';

/** What every public page has around its content; the staff area has its own (app/(staff)/staff). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
      <RevealOnScroll />
      <CookieBanner />
    </>
  );
}
