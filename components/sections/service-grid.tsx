import { servicesPage } from '@/content/pages';
import type { Service } from '@/content/types';
import { MediaCardGrid } from './media-card-grid';

interface ServiceGridProps {
  services: readonly Service[];
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the page's first screen (a row is two wide): their stills load at once, not lazily. */
  leading?: number;
}

/** Services as media cards, each linking to its own page. */
export function ServiceGrid({ services, linkLabel, ...grid }: ServiceGridProps) {
  const cards = services.map((service) => ({
    key: service.slug,
    title: service.title,
    text: service.summary,
    media: service.media,
    alt: servicesPage.illustrationAlt(service.title),
    link: { href: `/services/${service.slug}`, label: linkLabel, name: `${linkLabel}: ${service.title}` },
  }));
  return <MediaCardGrid cards={cards} {...grid} />;
}
