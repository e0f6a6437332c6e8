import { notFound } from 'next/navigation';
import { servicesPage } from '@/content/pages';
import { getService, services } from '@/content/services';
import { ogContentType, ogSize, renderOg } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = servicesPage.ogImageAlt;

// Only the slugs built: any other answers 404 from the router, and nothing is rendered or written to the cache.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return renderOg({ label: service.title, title: service.mainTitle });
}
