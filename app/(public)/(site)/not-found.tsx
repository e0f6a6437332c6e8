import type { Metadata } from 'next';
import { NotFoundPanel } from '@/components/sections/not-found-panel';
import { notFoundPage } from '@/content/pages';

// Next adds `noindex` to every 404 itself; saying it again here printed the tag twice.
export const metadata: Metadata = { title: notFoundPage.meta.title, description: notFoundPage.meta.description };

/**
 * A public page that called notFound() (an article or a service with an unknown slug). It renders inside this
 * group's layout, which gives it the main landmark and the footer: every page's flight data carries this boundary,
 * and it no longer carries a second footer with it.
 */
export default function NotFound() {
  return <NotFoundPanel />;
}
