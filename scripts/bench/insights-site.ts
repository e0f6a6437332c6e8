import { shippedRoutes } from '@/lib/articles/shipped';
import { INSIGHT_DEVICES, type InsightDevice, type InsightMetric } from '@/lib/db/schema';

// The made-up busy site insights-seed.ts writes: its routes, sources and devices, their weights, and the spread of
// its Web Vitals, drawn from a seeded generator so every run writes the same numbers.

/** The same numbers on every run: a small xorshift generator. */
let state = 0x9e3779b9;
export function random(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4_294_967_296;
}
export const pick = <T>(items: readonly T[], weights: readonly number[]): T => {
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) if ((left -= weight) <= 0) return items[index]!;
  return items.at(-1)!;
};
/** A log-normal draw around `median`: how real page timings spread. */
const around = (median: number, spread = 0.6) => median * Math.exp(spread * Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random()));
export const zipf = (count: number) => Array.from({ length: count }, (_, index) => 1 / (index + 1));

export const paths = shippedRoutes();
export const pathWeights = zipf(paths.length);
export const referrers = ['', 'www.google.com', 'www.bing.com', 'duckduckgo.com', 'www.linkedin.com', 't.co', 'news.ycombinator.com', 'www.facebook.com', ...Array.from({ length: 18 }, (_, index) => `partner-${index + 1}.example`)];
export const sources = ['', 'newsletter', 'linkedin', 'google', 'partner', 'x', 'facebook', 'events', 'podcast'];
export const campaigns = ['', ...Array.from({ length: 12 }, (_, index) => `campaign-${index + 1}`)];
export const devices: readonly InsightDevice[] = INSIGHT_DEVICES;
export const deviceWeights = [0.58, 0.07, 0.35];
export const elements = ['img.hero__image', 'h1.hero__title', 'video.products__video', 'img.post__cover', 'p.lead', 'section.services > div', 'img.team__photo', 'div.banner'];
export const targets = ['button.menu-toggle', 'form.contact button[type=submit]', 'a.nav__link', 'button.cookie-accept', 'input#email', 'div.carousel__slide', 'details.faq > summary'];
/** A device class's median of each metric: phones are slower. */
const medians: Record<InsightDevice, Record<InsightMetric, number>> = {
  mobile: { lcp: 2300, inp: 140, cls: 0.04, fcp: 1500, ttfb: 500 },
  tablet: { lcp: 1900, inp: 110, cls: 0.03, fcp: 1200, ttfb: 400 },
  desktop: { lcp: 1300, inp: 60, cls: 0.02, fcp: 800, ttfb: 300 },
};
export const vital = (metric: InsightMetric, device: InsightDevice) => (metric === 'cls' && random() < 0.5 ? 0 : around(medians[device][metric], metric === 'cls' ? 1 : 0.6));

/** Splits `total` over the keys by weight, whole numbers that add up. */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[0]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}
