import { pageNames, type NamedPath } from '@/content/navigation';
import { config } from '@/lib/config';
import { breadcrumbLd } from '@/lib/seo';

/** Structured data as a non-executable script block; `<` is escaped so content can never close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

interface BreadcrumbLdProps {
  /** The section the page is in, named as the menus name it. */
  section: NamedPath;
  /** A page inside the section (an article, a service), named by its own title. */
  page?: { name: string; path: string };
}

/** The page's place in the site for search engines; Home is always the first step. */
export function BreadcrumbLd({ section, page }: BreadcrumbLdProps) {
  const trail = [{ name: pageNames['/'], path: '/' }, { name: pageNames[section], path: section }, ...(page ? [page] : [])];
  return <JsonLd data={breadcrumbLd(config.SITE_URL, trail)} />;
}
