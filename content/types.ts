/** Shapes of every piece of content the site shows. Pages read these; copy never lives in components. */

/** A media key such as `products/crm`; `lib/media.ts` turns it into URLs (.webm, .mp4, .webp, .jpg). */
export type MediaKey = string;

/** One of the icon names generated under `public/media/icons/{name}.svg`. */
export type IconName =
  | 'bot' | 'workflow' | 'document' | 'chat' | 'chart' | 'cloud' | 'server' | 'shield'
  | 'test' | 'bug' | 'api' | 'plug' | 'database' | 'code' | 'mobile' | 'browser'
  | 'compass' | 'lightbulb' | 'megaphone' | 'search' | 'mail' | 'users' | 'gear' | 'rocket'
  | 'lock' | 'speed' | 'layers' | 'target' | 'graph' | 'sync' | 'pipeline' | 'eye';

export interface NavLink {
  label: string;
  href: string;
}

export interface PageHero {
  /** Small line above the heading. */
  eyebrow?: string;
  title: string;
  subtitle: string;
  lead?: string;
}

/** A still from public/media/scenes, shown beside a page's heading on wide screens. */
export interface Scene {
  /** The still's file name under public/media/scenes, without its extension. */
  name: string;
  /** Empty when the still only decorates and says nothing the heading does not. */
  alt: string;
}

/** The headings over the company's offices, email addresses and phone numbers (components/sections/contact-details). */
export interface ContactHeadings {
  offices: string;
  email: string;
  phone: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords?: readonly string[];
}

export interface Office {
  id: 'uk' | 'usa' | 'bangalore' | 'hyderabad';
  /** Shown as the location's name: 'United Kingdom', 'USA', 'Bangalore', 'Hyderabad'. */
  label: string;
  addressLines: readonly string[];
}

export interface EmailContact {
  id: 'sales' | 'careers' | 'support' | 'internships';
  label: string;
  address: string;
}

export interface PhoneContact {
  id: 'in-hr' | 'in-recruitment' | 'in-operations' | 'uk-operations';
  label: string;
  /** E.164, used in the tel: link. */
  number: string;
  display: string;
}

export interface SocialLink {
  id: 'facebook' | 'x' | 'instagram' | 'youtube' | 'linkedin';
  label: string;
  href: string;
}

export interface Company {
  name: string;
  legalName: string;
  tagline: string;
  blurb: string;
  yearsOfExperience: string;
  offices: readonly Office[];
  emails: readonly EmailContact[];
  phones: readonly PhoneContact[];
  social: readonly SocialLink[];
  /** Who gives regulated immigration advice; shown on the study-abroad and sponsorship pages. */
  immigrationAdviceHeading: string;
  immigrationAdviceNotice: string;
}

export interface Logo {
  id: string;
  name: string;
}

export interface Product {
  id: string;
  group: 'ai' | 'cutting-edge';
  title: string;
  description: string;
  media: MediaKey;
  /** External site; a product without one shows no 'Visit now' button. */
  link?: string;
}

export interface CoreService {
  title: string;
  description: string;
  icon: IconName;
}

export type ServiceSlug =
  | 'ai-and-rpa-solutions' | 'software-development' | 'cloud-and-devops-services'
  | 'software-testing' | 'data-analytics' | 'integration-and-apis' | 'it-consulting'
  | 'web-development' | 'digital-marketing';

export type ServiceExtra =
  | { kind: 'logos'; heading: string; intro: string; logos: readonly Logo[] }
  | { kind: 'projects'; heading: string; intro: string; projects: readonly { title: string; description: string }[] }
  | { kind: 'videos'; heading: string; intro: string; videos: readonly { id: string; title: string; description: string; media: MediaKey }[] };

export interface Service {
  slug: ServiceSlug;
  /** Card title on /services and the home page. */
  title: string;
  /** Card description on /services and the home page. */
  summary: string;
  media: MediaKey;
  smallTitle: string;
  mainTitle: string;
  details: readonly string[];
  coreValue: string;
  coreServices: readonly CoreService[];
  cta: { lines: readonly string[]; button: string };
  meta: PageMeta;
  extra?: ServiceExtra;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface FormIntro {
  heading: string;
  intro: string;
}

export interface Bootcamp {
  meta: PageMeta;
  hero: PageHero;
  scene: Scene;
  tracks: { heading: string; intro: string; items: readonly TitledText[]; more: string };
  about: TextSection & { points: readonly string[] };
  internship: TextSection & { points: readonly string[] };
  pathway: { heading: string; intro: string; steps: readonly TitledText[] };
  comparison: {
    heading: string;
    intro: string;
    columns: readonly [string, string];
    rows: readonly { feature: string; us: string; others: string }[];
  };
  testimonials: { heading: string; items: readonly Testimonial[] };
  form: FormIntro;
}

export interface Counter {
  id: 'students' | 'scholarships' | 'universities';
  label: string;
  value: number;
  suffix?: string;
}

export interface StudyAbroad {
  meta: PageMeta;
  hero: PageHero;
  scene: Scene;
  counters: readonly Counter[];
  countersLabel: string;
  benefits: readonly { heading: string; intro: string; items: readonly TitledText[] }[];
  form: FormIntro;
}

export interface Sponsorship {
  meta: PageMeta;
  hero: PageHero;
  scene: Scene;
  why: { heading: string; intro: string; items: readonly TitledText[] };
  how: { heading: string; intro: string; steps: readonly TitledText[] };
  /** What the worker never pays: UK rules forbid passing sponsorship costs on. */
  fairness: TextSection;
  form: FormIntro;
}

export interface About {
  meta: PageMeta;
  hero: PageHero;
  scene: Scene;
  story: TextSection;
  values: { heading: string; items: readonly TitledText[] };
  contactsHeading: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  meta: PageMeta;
  title: string;
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export interface BlogFrontmatter {
  title: string;
  date: string;
  author: string;
  authorRole: string;
  summary: string;
  cover: MediaKey;
  coverAlt: string;
  tags: readonly string[];
}

/** An article as lists show it (cards, the feed, the sitemap): everything but its body. */
export interface BlogPostSummary extends BlogFrontmatter {
  slug: string;
  /** The address of the author's page (lib/bylines.ts authorPath); `author` and `authorRole` are what that page says. */
  authorSlug: string;
  readingMinutes: number;
  /** The article's id in the store (absent for the shipped literal): what the feed's guid names, whatever its slug. */
  articleId?: number;
  /** Its own words for search engines and share cards, when the editor gave them (else the title and summary). */
  seoTitle?: string;
  seoDescription?: string;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

/** Someone who writes for the blog: their page in the store (lib/articles/authors.ts), keyed by its slug. */
export interface Author {
  /** As the bylines show it. */
  name: string;
  /** As the bylines give it, after the name. */
  role: string;
  bio: string;
  /** What the author writes about: the end of the author page's description for search; may be empty. */
  topics: string;
}
