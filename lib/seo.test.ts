import { articleLd, organizationLd, pageMetadata, profilePageLd, SITE_LOGO } from './seo';

const BASE = 'https://www.quillmark.example';
const post = { slug: 'a-post', title: 'A post', summary: 'What it says.', date: '2026-10-21', cover: '/media/blog/a-post.jpg' };
const author = { name: 'Rahul Menon', role: 'Principal Integration Architect', path: '/blog/authors/rahul-menon', bio: 'Rahul Menon designs the APIs, webhooks and data pipelines behind Quillmark’s client projects.' };
const person = {
  '@type': 'Person',
  name: 'Rahul Menon',
  jobTitle: 'Principal Integration Architect',
  worksFor: { '@type': 'Organization', '@id': `${BASE}/#organization`, name: 'Quillmark', url: BASE },
  url: `${BASE}/blog/authors/rahul-menon`,
};

describe('structured data', () => {
  it('gives the organisation a square logo of at least 112 px, on the site', () => {
    const logo = organizationLd(BASE).logo as Record<string, unknown>;
    expect(logo).toEqual({ '@type': 'ImageObject', url: `${BASE}/apple-icon`, width: SITE_LOGO.size, height: SITE_LOGO.size });
    expect(SITE_LOGO.size).toBeGreaterThanOrEqual(112);
  });

  it('dates an article with full ISO datetimes and a zone, and names its publisher with the logo', () => {
    const ld = articleLd(BASE, post, author);
    expect(ld.datePublished).toBe('2026-10-21T00:00:00.000Z');
    expect(ld.dateModified).toBe('2026-10-21T00:00:00.000Z');
    expect(ld.publisher).toMatchObject({ '@id': `${BASE}/#organization`, logo: { '@type': 'ImageObject', width: SITE_LOGO.size, height: SITE_LOGO.size } });
  });

  it('names an article’s author as a Person at the company, with the author’s page as an absolute url', () => {
    expect(articleLd(BASE, post, author).author).toEqual(person);
  });

  it('gives an author’s page a ProfilePage whose main entity is that same Person, with the bio', () => {
    expect(profilePageLd(BASE, author)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${BASE}/blog/authors/rahul-menon`,
      mainEntity: { ...person, description: author.bio },
    });
  });
});

describe('page metadata', () => {
  it('announces the feed beside the canonical, since a page’s alternates replace its layout’s', () => {
    const { alternates } = pageMetadata({ title: 'T', description: 'D' }, { path: '/blog' });
    expect(alternates?.canonical).toBe('/blog');
    expect(alternates?.types?.['application/rss+xml']).toEqual([{ url: '/feed.xml', title: expect.stringContaining('Quillmark') }]);
  });
});
