import { authorOf, formatDate, getAuthor, getAuthors, postsBy } from './bylines';

describe('the blog’s bylines', () => {
  it('gives each author a page under /blog/authors, and finds it by its slug', () => {
    for (const author of getAuthors()) expect(author.path).toBe(`/blog/authors/${author.slug}`);
    expect(getAuthor('priya-raman')).toMatchObject({ name: 'Priya Raman', path: '/blog/authors/priya-raman' });
    expect(getAuthor('nobody')).toBeUndefined();
  });

  it('finds an article’s author by name', () => {
    expect(authorOf({ author: 'Priya Raman', authorRole: 'Head of AI Delivery' }).slug).toBe('priya-raman');
  });

  it('lists an author’s articles in the order given, and only theirs', () => {
    const posts = [{ author: 'Priya Raman', slug: 'b' }, { author: 'Someone Else', slug: 'c' }, { author: 'Priya Raman', slug: 'a' }];
    expect(postsBy(posts, getAuthor('priya-raman')!).map((post) => post.slug)).toEqual(['b', 'a']);
  });

  it('formats dates in British English', () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
  });
});
