import { company } from './company';
import type { ContactHeadings, PageHero, PageMeta, Scene } from './types';

export const productsPage = {
  meta: {
    title: 'Products | Quillmark',
    description:
      'AI call analytics, AI document validation, an AI HR tool and seven ready-made platforms from CRM to digital signature, built and supported by Quillmark.',
  } satisfies PageMeta,
  hero: { eyebrow: 'What we make', title: 'Products', subtitle: 'Go Forward', lead: 'Software we build once and keep improving, so you can start on day one instead of month six.' } satisfies PageHero,
  visitNow: 'Visit now',
  /** A product's demo still, wherever its card is shown. */
  demoAlt: (product: string) => `${product}: product demo`,
} as const;

export const servicesPage = {
  meta: {
    title: 'Services | Quillmark',
    description:
      'AI and RPA, software development, cloud and DevOps, testing, data analytics, APIs, IT consulting, web development and digital marketing from one accountable team.',
  } satisfies PageMeta,
  hero: { eyebrow: 'What we do', title: 'Services', subtitle: 'Go Forward', lead: 'Nine practices, one delivery team: pick the help you need today and grow into the rest.' } satisfies PageHero,
  seeMore: 'See more',
  /** A service's illustration, on its card and at the top of its page. */
  illustrationAlt: (service: string) => `${service}: illustration`,
  /** A website the web-development service built, in its page's carousel. */
  websiteDemoAlt: (site: string) => `${site}: website demo`,
  /** The alt text of each service's social-card image (app/(public)/(site)/services/[slug]/opengraph-image.tsx). */
  ogImageAlt: `${company.name} service`,
} as const;

export const contactPage = {
  meta: {
    title: 'Contact us | Quillmark',
    description:
      'Tell Quillmark about your project, product question or partnership idea. A named consultant replies within one working day from Manchester, Dallas or India.',
  } satisfies PageMeta,
  hero: { eyebrow: 'Contact', title: `Connect with ${company.name}`, subtitle: 'Reach out today!', lead: 'Tell us what you are trying to achieve. A consultant who knows your sector replies within one working day.' } satisfies PageHero,
  form: {
    heading: 'Send us a message',
    intro: 'Share a few details and we will come back with next steps, a rough timeline and the right person to talk to.',
    terms: { label: 'T & C Apply', href: '/terms-and-conditions' },
  },
  direct: { heading: 'Prefer to write or call?', intro: 'Reach the right team directly.' },
  /** Decorative, so its alt is empty and screen readers pass over it. */
  scene: { name: 'contact', alt: '' } satisfies Scene,
} as const;

/** Over the company's offices, emails and phones on /about-us and /contact-us. */
export const contactHeadings = { offices: 'Offices', email: 'Email', phone: 'Phone' } satisfies ContactHeadings;

export const blogPage = {
  meta: {
    title: 'Blog | Quillmark',
    description:
      'Practical writing from Quillmark on AI, automation, cloud, testing and data for business leaders, plus guides for learners, students and sponsored workers.',
  } satisfies PageMeta,
  hero: { eyebrow: 'Insights', title: 'Blog', subtitle: 'Notes from the work', lead: 'What we learn building software, training engineers and guiding students, written down so you can use it.' } satisfies PageHero,
  readMore: 'Read article',
  mostRead: 'Most read',
  minutesRead: 'min read',
  backToBlog: 'All articles',
  /** What screen readers call an article's list of tags. */
  topics: 'Topics',
  by: 'By',
  /** The alt text of each article's social-card image (app/(public)/(site)/blog/[slug]/opengraph-image.tsx). */
  ogImageAlt: `${company.name} article`,
  // The staff preview's tab title: never indexed, never shared.
  previewTitle: 'Article preview',
  /** Chosen by the editors from reader numbers; the article being read is left out. */
  mostReadSlugs: [
    'uk-skilled-worker-sponsorship-what-employers-must-know',
    'choosing-an-ai-call-analytics-platform',
    'from-bootcamp-to-first-developer-job',
    'studying-in-the-uk-vs-usa-a-practical-comparison',
  ],
} as const;

export const notFoundPage = {
  meta: { title: 'Page not found | Quillmark', description: 'The page you asked for does not exist.' } satisfies PageMeta,
  code: '404',
  title: 'This page does not exist',
  body: 'The link may be old or mistyped. Everything we offer is one step away from the home page.',
  home: { label: 'Back to the home page', href: '/' },
  alternatives: 'Or go straight to',
} as const;

export const errorPage = {
  title: 'Something went wrong on our side',
  body: 'The page failed to load. Please try again; if it keeps happening, write to our support team.',
  retry: 'Try again',
} as const;

export const legalLabels = { updated: 'Last updated', contents: 'On this page' } as const;

export const carouselCopy = {
  pause: 'Pause the slides',
  play: 'Play the slides',
  previous: 'Previous slide',
  next: 'Next slide',
  of: 'of',
  /** Added to the section heading to name the carousel region, so the two landmarks differ. */
  region: 'slides',
} as const;

/** Carousel timings (docs/product.md#sliders); the videos' 1 ms delay is the original's, kept but unused by the glide. */
export const carouselTimings = {
  logos: { delayMs: 1000 },
  videos: { slideMs: 5000, delayMs: 1 },
} as const;
