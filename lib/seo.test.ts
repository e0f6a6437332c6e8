import { articleLd, organizationLd, pageMetadata, SITE_LOGO } from './seo';

const BASE = 'https://www.quillmark.example';
const post = { slug: 'a-post', title: 'A post', summary: 'What it says.', date: '2026-10-21', author: 'Rahul Menon', authorRole: 'Principal Integration Architect', cover: '/media/blog/a-post.jpg' };

describe('structured data', () => {
  it('gives the organisation a square logo of at least 112 px, on the site', () => {
    const logo = organizationLd(BASE).logo as Record<string, unknown>;
    expect(logo).toEqual({ '@type': 'ImageObject', url: `${BASE}/apple-icon`, width: SITE_LOGO.size, height: SITE_LOGO.size });
    expect(SITE_LOGO.size).toBeGreaterThanOrEqual(112);
  });

  it('dates an article with full ISO datetimes and a zone, and names its publisher with the logo', () => {
    const ld = articleLd(BASE, post);
    expect(ld.datePublished).toBe('2026-10-21T00:00:00.000Z');
    expect(ld.dateModified).toBe('2026-10-21T00:00:00.000Z');
    expect(ld.publisher).toMatchObject({ '@id': `${BASE}/#organization`, logo: { '@type': 'ImageObject', width: SITE_LOGO.size, height: SITE_LOGO.size } });
    expect(ld.author).toEqual({ '@type': 'Person', name: post.author, jobTitle: post.authorRole, worksFor: { '@id': `${BASE}/#organization` } });
  });
});

describe('page metadata', () => {
  it('announces the feed beside the canonical, since a page’s alternates replace its layout’s', () => {
    const { alternates } = pageMetadata({ title: 'T', description: 'D' }, { path: '/blog' });
    expect(alternates?.canonical).toBe('/blog');
    expect(alternates?.types?.['application/rss+xml']).toEqual([{ url: '/feed.xml', title: expect.stringContaining('Quillmark') }]);
  });
});
