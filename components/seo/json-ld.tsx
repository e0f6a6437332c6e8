import { config } from '@/lib/config';
import { breadcrumbLd } from '@/lib/seo';

/** Structured data as a non-executable script block; `<` is escaped so content can never close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** The page's place in the site for search engines; Home is always the first step. */
export function BreadcrumbLd({ trail }: { trail: readonly { name: string; path: string }[] }) {
  return <JsonLd data={breadcrumbLd(config.SITE_URL, [{ name: 'Home', path: '/' }, ...trail])} />;
}
