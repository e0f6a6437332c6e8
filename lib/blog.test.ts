import { formatDate, getMostRead, getPosts, parseArticle, sectioned } from './blog';

const article = (head: string, body = '## Heading\n\nSome words here.') => `---\n${head}\n---\n${body}`;
const complete = [
  'title: A title: with a colon',
  'date: 2026-05-01',
  'author: Ana Silva',
  'authorRole: Editor',
  'summary: Short.',
  'cover: blog/a-title',
  'coverAlt: A cover',
  'tags: AI, Data ,',
].join('\n');

describe('parseArticle', () => {
  it('reads flat frontmatter, keeps colons in values and renders Markdown', () => {
    const post = parseArticle('a-title', article(complete));
    expect(post.title).toBe('A title: with a colon');
    expect(post.tags).toEqual(['AI', 'Data']);
    expect(post.html).toContain('<section data-defer-layout><h2>Heading</h2>');
    expect(post.readingMinutes).toBe(1);
  });

  it('estimates reading time at 220 words a minute', () => {
    const post = parseArticle('long', article(complete, 'word '.repeat(661)));
    expect(post.readingMinutes).toBe(4);
  });

  it('refuses an article with missing keys, no frontmatter or a bad date', () => {
    expect(() => parseArticle('x', article('title: Only'))).toThrow(/missing date, author/);
    expect(() => parseArticle('x', 'no frontmatter')).toThrow(/no frontmatter/);
    expect(() => parseArticle('x', article(complete.replace('2026-05-01', 'someday')))).toThrow(/invalid date/);
  });
});

describe('sectioned', () => {
  it('wraps each part from one h2 to the next in a deferred section and leaves the opening as it is', () => {
    const html = '<p>Opening.</p>\n<h2>One</h2>\n<p>First.</p>\n<h3>Aside</h3>\n<p>More.</p>\n<h2 id="two">Two</h2>\n<p>Second.</p>\n';
    expect(sectioned(html)).toBe(
      '<p>Opening.</p>\n<section data-defer-layout><h2>One</h2>\n<p>First.</p>\n<h3>Aside</h3>\n<p>More.</p></section>\n<section data-defer-layout><h2 id="two">Two</h2>\n<p>Second.</p></section>\n',
    );
  });

  it('leaves an article without h2 headings untouched, and never splits on other tags starting with h2', () => {
    expect(sectioned('<p>Only text.</p>\n')).toBe('<p>Only text.</p>\n');
    expect(sectioned('<p>a</p><h2x>b</h2x>')).toBe('<p>a</p><h2x>b</h2x>');
  });
});

describe('the blog', () => {
  it('sorts articles newest first', () => {
    const dates = getPosts().map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists three most-read articles without the one being read', () => {
    const [first, second, third, fourth] = getPosts().map((post) => post.slug);
    const list = [first, second, third, fourth].filter((slug): slug is string => Boolean(slug));
    expect(getMostRead(second ?? '', list).map((post) => post.slug)).toEqual([first, third, fourth]);
    expect(getMostRead('elsewhere', list)).toHaveLength(3);
  });

  it('formats dates in British English', () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
  });
});
