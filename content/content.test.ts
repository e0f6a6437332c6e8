import { shippedArticles as getPosts, shippedAuthors, shippedRoutes } from '@/lib/articles/shipped';
import { about } from './about';
import { authorPage } from './authors';
import { bootcamp } from './bootcamp';
import { company } from './company';
import { homeHero } from './home';
import { privacyPolicy, terms } from './legal';
import { footerLegalLinks, footerQuickLinks, mainLinks, secondaryLinks } from './navigation';
import { homeProductIds, products } from './products';
import { homeServiceSlugs, services } from './services';
import { sponsorship } from './sponsorship';
import { studyAbroad } from './study-abroad';

const SERVICE_SLUGS = [
  'ai-and-rpa-solutions',
  'software-development',
  'cloud-and-devops-services',
  'software-testing',
  'data-analytics',
  'integration-and-apis',
  'it-consulting',
  'web-development',
  'digital-marketing',
];

const routes = new Set(shippedRoutes());

/** Every string anywhere in a value, for link and copy checks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const allContent = [company, about, bootcamp, studyAbroad, sponsorship, privacyPolicy, terms, products, services, homeHero, shippedAuthors()];

describe('services', () => {
  it('has the nine documented slugs, in order, each unique', () => {
    expect(services.map((service) => service.slug)).toEqual(SERVICE_SLUGS);
  });

  it.each(services.map((service) => [service.slug, service] as const))('%s has metadata, at least six core services and a CTA of at most three lines', (_slug, service) => {
    expect(service.meta.title.length).toBeGreaterThan(10);
    expect(service.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(service.meta.description.length).toBeLessThanOrEqual(170);
    expect(service.meta.keywords?.length).toBeGreaterThan(0);
    expect(service.coreServices.length).toBeGreaterThanOrEqual(6);
    expect(service.cta.lines.length).toBeGreaterThan(0);
    expect(service.cta.lines.length).toBeLessThanOrEqual(3);
    expect(service.mainTitle).not.toHaveLength(0);
  });

  it('has the documented extras on the right services', () => {
    const extra = (slug: string) => services.find((service) => service.slug === slug)?.extra;
    const logos = extra('software-development');
    const projects = extra('data-analytics');
    const videos = extra('web-development');
    expect(logos?.kind === 'logos' && logos.logos.length).toBe(14);
    expect(projects?.kind === 'projects' && projects.projects.length).toBe(9);
    expect(videos?.kind === 'videos' && videos.videos.length).toBe(9);
  });

  it('words the data-analytics call to action differently', () => {
    const [analytics, ...others] = [...services].sort((a) => (a.slug === 'data-analytics' ? -1 : 1));
    for (const other of others) expect(analytics?.cta.button).not.toBe(other.cta.button);
  });

  it('features the two home services by slug', () => {
    expect(homeServiceSlugs).toEqual(['ai-and-rpa-solutions', 'software-development']);
  });
});

describe('products', () => {
  it('has three AI products and seven cutting-edge solutions with unique ids', () => {
    expect(products).toHaveLength(10);
    expect(products.filter((product) => product.group === 'ai')).toHaveLength(3);
    expect(products.filter((product) => product.group === 'cutting-edge')).toHaveLength(7);
    expect(new Set(products.map((product) => product.id)).size).toBe(10);
  });

  it('gives every product with a link an absolute https URL, and POS none', () => {
    for (const product of products) {
      if (product.id === 'pos') expect('link' in product).toBe(false);
      else expect('link' in product && product.link).toMatch(/^https:\/\/[a-z0-9.-]+/);
    }
  });

  it('features call analytics and document validation on the home page', () => {
    expect(homeProductIds.every((id) => products.some((product) => product.id === id))).toBe(true);
  });
});

describe('blog', () => {
  const posts = getPosts();

  it('has at least nine articles with unique slugs and complete frontmatter', () => {
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.cover).toBe(`blog/${post.slug}`);
      expect(post.readingMinutes).toBeGreaterThan(0);
      expect(post.html).toContain('<h2');
    }
  });

  it('has an author page in a fresh store for every article’s author, in the role the article gives', () => {
    const roles = new Map(shippedAuthors().map((author) => [author.name, author.role]));
    for (const post of posts) {
      expect({ article: post.slug, author: post.author, role: roles.get(post.author) }).toEqual({ article: post.slug, author: post.author, role: post.authorRole });
    }
  });

  it('gives each author a slug spelled from their name, articles, a bio of two or three sentences and a description', () => {
    for (const author of shippedAuthors()) {
      const { slug } = author;
      const sentences = author.bio.split(/(?<=\.) (?=[A-Z])/).length;
      const description = authorPage.meta(author).description.length;
      expect({
        slug,
        spelled: slug === author.name.toLowerCase().replace(/[^a-z]+/g, '-'),
        articles: posts.some((post) => post.author === author.name),
        bio: sentences >= 2 && sentences <= 3,
        description: description >= 70 && description <= 170,
      }).toEqual({ slug, spelled: true, articles: true, bio: true, description: true });
    }
  });

  it('keeps the author pages’ folder free: no article is called authors', () => {
    expect(posts.map((post) => post.slug)).not.toContain('authors');
  });
});

describe('the company and the copy', () => {
  it('lists the four offices, four enquiry emails, four phone lines and five social links', () => {
    expect(company.offices.map((office) => office.label)).toEqual(['United Kingdom', 'USA', 'Bangalore', 'Hyderabad']);
    expect(company.emails.map((email) => email.id)).toEqual(['sales', 'careers', 'support', 'internships']);
    expect(company.phones.map((phone) => phone.id)).toEqual(['in-hr', 'in-recruitment', 'in-operations', 'uk-operations']);
    expect(company.social.map((link) => link.id)).toEqual(['facebook', 'x', 'instagram', 'youtube', 'linkedin']);
    for (const phone of company.phones) expect(phone.number).toMatch(/^\+\d{10,15}$/);
  });

  it('keeps the documented numbers: counters, tracks, testimonials, value cards, legal dates', () => {
    expect(studyAbroad.counters.map((counter) => counter.value)).toEqual([16824, 8642, 15]);
    expect(bootcamp.tracks.items.map((track) => track.title)).toEqual([
      'Full-Stack Developers',
      'Data Scientist',
      'UI/UX Developer',
      'Database Administrator',
      'Digital Marketing Specialist',
      'DevOps Engineer',
      'AI/ML Engineer',
      'QA Engineer',
    ]);
    expect(bootcamp.testimonials.items).toHaveLength(3);
    expect(about.values.items).toHaveLength(3);
    // The privacy policy last changed when counting began to wait for the banner's answer (section 3); the terms in 2020.
    expect(privacyPolicy.updated).toBe('December 2026');
    expect(terms.updated).toBe('December 2020');
    expect(homeHero.taglineWords).toEqual(['Affordable', 'Adaptive', 'Automated']);
  });

  it('leaves the legal sections unnumbered: the page numbers them, and "1. 1. Who we are" was shown', () => {
    const headings = [...privacyPolicy.sections, ...terms.sections].map((section) => section.heading);
    expect(headings.filter((heading) => /^\d/.test(heading))).toEqual([]);
  });

  it('claims 15+ years and more than 100,000 calls a day', () => {
    const text = strings(allContent).join(' ');
    expect(company.yearsOfExperience).toBe('15+');
    expect(homeHero.lead).toMatch(/^For more than 15 years /);
    expect(text).toContain(`${company.name} has spent 15+ years building software`);
    // However a page words it, the company's age is 15 years, and the call volume 100,000 a day.
    const years = [...text.matchAll(/(?:more than (\d+)|(\d+)\+) years?\b/g)].map((match) => match[1] ?? match[2]);
    expect(years.length).toBeGreaterThanOrEqual(4);
    expect(new Set(years)).toEqual(new Set(['15']));
    expect(products.find((product) => product.id === 'ai-call-analytics')?.description).toContain('more than 100,000 calls a day');
    const calls = [...text.matchAll(/more than ([\d,]+) calls a day/g)].map((match) => match[1]);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls)).toEqual(new Set(['100,000']));
  });

  it('has no placeholder copy anywhere, content files included', () => {
    const blog = getPosts().flatMap((post) => [post.title, post.summary, post.coverAlt, post.html]);
    const text = [...strings(allContent), ...blog].join(' ').toLowerCase();
    expect(text).not.toMatch(/lorem|ipsum|todo|tbd|xxx/);
  });

  it('never promises a visa or passes sponsorship costs to workers', () => {
    const text = strings([sponsorship, studyAbroad]).join(' ').toLowerCase();
    expect(text).not.toMatch(/guaranteed? (a )?visa|visa guarantee/);
    expect(text).toMatch(/never pass|never passes|not pass|never do/);
    expect(company.immigrationAdviceNotice.length).toBeGreaterThan(40);
  });
});

describe('links', () => {
  it('points every internal link at a real route', () => {
    const internal = [
      ...mainLinks,
      ...secondaryLinks,
      ...footerQuickLinks,
      ...footerLegalLinks,
    ].map((link) => link.href);
    const inCopy = strings(allContent).flatMap((text) => text.match(/(?<![\w./:])\/[a-z][a-z0-9/-]*/g) ?? []);
    const inBlog = getPosts().flatMap((post) => [...post.html.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1] ?? ''));
    expect(inBlog.length).toBeGreaterThan(0);
    for (const href of [...internal, ...inCopy.filter((href) => !href.startsWith('/media')), ...inBlog]) {
      expect({ href, exists: routes.has(href) }).toEqual({ href, exists: true });
    }
  });

  it('has unique routes', () => {
    expect(routes.size).toBe(shippedRoutes().length);
  });
});
