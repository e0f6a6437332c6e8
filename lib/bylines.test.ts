import { authorOf, authorPath, formatDate, postsBy } from './bylines';

describe('the blog’s bylines', () => {
  it('gives each author a page under /blog/authors', () => {
    expect(authorPath('priya-raman')).toBe('/blog/authors/priya-raman');
  });

  it('links an article’s byline to its author’s page, by the page’s address', () => {
    expect(authorOf({ author: 'Priya Raman', authorRole: 'Head of AI Delivery', authorSlug: 'priya-raman' })).toEqual({ name: 'Priya Raman', role: 'Head of AI Delivery', path: '/blog/authors/priya-raman' });
    expect(authorOf({ author: 'Someone', authorRole: 'Writer', authorSlug: '' }).path).toBe('/blog');
  });

  it('lists an author’s articles in the order given, and only theirs, by address rather than by name', () => {
    const posts = [{ authorSlug: 'priya-raman', slug: 'b' }, { authorSlug: 'priya-raman-2', slug: 'c' }, { authorSlug: 'priya-raman', slug: 'a' }];
    expect(postsBy(posts, { slug: 'priya-raman' }).map((post) => post.slug)).toEqual(['b', 'a']);
  });

  it('formats dates in British English', () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
  });
});
