import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';

export default function AboutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter variant="compact" />
    </>
  );
}
