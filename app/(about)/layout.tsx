import type { ReactNode } from 'react';
import { PublicShell } from '@/components/layout/public-shell';
import { SiteFooter } from '@/components/layout/site-footer';

export default function AboutLayout({ children }: { children: ReactNode }) {
  return (
    <PublicShell>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter variant="compact" />
    </PublicShell>
  );
}
