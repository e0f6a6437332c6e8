import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { NotFoundPanel } from '@/components/sections/not-found-panel';
import { notFoundPage } from '@/content/pages';

export const metadata: Metadata = { title: notFoundPage.meta.title, description: notFoundPage.meta.description, robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <NotFoundPanel />
      </main>
      <SiteFooter />
    </>
  );
}
