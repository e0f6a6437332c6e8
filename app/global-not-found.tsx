import type { Metadata, Viewport } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { NotFoundPanel } from '@/components/sections/not-found-panel';
import { config } from '@/lib/config';
import { metadata as notFoundMetadata } from './(public)/(site)/not-found';
import { viewport as publicViewport } from './(public)/layout';
import { PublicDocument } from './(public)/public-document';

// A URL no route matches: with two root layouts there is no one layout to compose a 404 from, so Next renders this
// page on its own (experimental.globalNotFound). It is the public site's 404, whatever the path.
export const metadata: Metadata = { ...notFoundMetadata, metadataBase: new URL(config.SITE_URL) };
export const viewport: Viewport = publicViewport;

export default function GlobalNotFound() {
  return (
    <PublicDocument>
      <main id="main" tabIndex={-1}>
        <NotFoundPanel />
      </main>
      <SiteFooter />
    </PublicDocument>
  );
}
