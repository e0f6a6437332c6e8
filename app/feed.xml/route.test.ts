import type { BlogPost } from '@/content/types';
import { GET } from './route';

// The feed as a reader fetches it, from what is live: one article's odd fields never make it fail or malformed.

let mockPosts: BlogPost[] = [];
jest.mock('@/lib/blog', () => ({ getPosts: async () => mockPosts }));

const post = (over: Partial<BlogPost>): BlogPost => ({
  slug: 'cloud-cost-control-for-growing-teams',
  title: 'Cloud cost control for growing teams',
  summary: 'Where the money goes.',
  date: '2026-11-20',
  author: 'Meera Iyer',
  authorRole: 'Head of Quality Engineering',
  authorSlug: 'meera-iyer',
  cover: 'blog/cloud-cost-control-for-growing-teams',
  coverAlt: 'A chart',
  tags: ['Cloud'],
  readingMinutes: 4,
  html: '<p>Text</p>',
  ...over,
});

/** What XML 1.0 has no place for, anywhere in a document. */
const NOT_XML = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|\p{Cs}/u;

describe('the feed', () => {
  it('leaves out what XML cannot hold, and an enclosure whose file is missing, and still lists every article', async () => {
    mockPosts = [
      post({ title: 'Bell\u0007 and escape\u001b in a title', summary: 'A form feed\u000c and a lone \ud800 surrogate', tags: ['Tag\u0001'] }),
      post({ slug: 'no-cover', cover: 'blog/a-cover-with-no-file' }),
    ];
    const response = await GET();
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).not.toMatch(NOT_XML);
    expect(xml).toContain('<title>Bell and escape in a title</title>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    const items = xml.split('<item>').slice(1);
    expect(items[0]).toContain('<enclosure url="');
    expect(items[1]).not.toContain('<enclosure');
  });

  it('names each article by its id in the store, so a reader keeps it as one item when its address changes', async () => {
    mockPosts = [post({ articleId: 7 })];
    const before = await (await GET()).text();
    mockPosts = [post({ articleId: 7, slug: 'cloud-costs-for-growing-teams' })];
    const after = await (await GET()).text();
    const guid = (xml: string) => /<guid[^>]*>[^<]*<\/guid>/.exec(xml)?.[0];
    expect(guid(before)).toBe('<guid isPermaLink="false">urn:quillmark:article:7</guid>');
    expect(guid(after)).toBe(guid(before));
    expect(after).toContain('<link>http://localhost:3000/blog/cloud-costs-for-growing-teams</link>');
  });
});
