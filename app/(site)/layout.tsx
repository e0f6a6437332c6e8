import type { ReactNode } from 'react';
import { PublicShell } from '@/components/layout/public-shell';
import { SiteFooter } from '@/components/layout/site-footer';
import { GlMedia } from '@/components/media/gl-media';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PublicShell>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <GlMedia />
    </PublicShell>
  );
}
