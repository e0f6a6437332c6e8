import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { GlMedia } from '@/components/media/gl-media';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <GlMedia />
    </>
  );
}
