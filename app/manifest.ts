import type { MetadataRoute } from 'next';
import { company } from '@/content/company';
import { homeMeta } from '@/content/home';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${company.name} — software, AI and IT services`,
    short_name: company.name,
    description: homeMeta.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#0e1116',
    theme_color: '#0e1116',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/apple-icon', type: 'image/png', sizes: '180x180' },
    ],
  };
}
