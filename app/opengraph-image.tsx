import { homeHero } from '@/content/home';
import { ogContentType, ogSize, renderOg } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = homeHero.welcome;

export default function Image() {
  return renderOg({ label: homeHero.welcome, title: homeHero.taglineWords.join('. ') + '.' });
}
