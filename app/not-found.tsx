import { notFoundPage } from '@/content/pages';

/**
 * The boundary above both root layouts. Only a root layout calling notFound() would reach it, and neither does: a
 * public page's notFound() gets app/(public)/(site)/not-found.tsx, a staff path app/(staff)/staff/not-found.tsx, and a URL
 * no route has app/global-not-found.tsx. Without this file Next puts its built-in 404 here, and every page's flight
 * data carried that page's markup and inline styles (+0.4 kB gzip per document).
 */
export default function RootNotFound() {
  return <p>{notFoundPage.title}</p>;
}
