import { readdirSync } from 'node:fs';
import path from 'node:path';
import { authorOf, formatDate, getAuthor, getAuthors, getMostRead, getPosts, getPostsBy, parseArticle, sectioned } from './blog';

const article = (head: string, body = '## Heading\n\nSome words here.') => `---\n${head}\n---\n${body}`;
const complete = [
  'title: "A title: with a colon"',
  'date: 2026-05-01',
  'author: Ana Silva',
  'authorRole: Editor',
  'summary: Short.',
  'cover: blog/a-title',
  'coverAlt: A cover',
  'tags: AI, Data ,',
].join('\n');

describe('parseArticle', () => {
  it('reads YAML frontmatter, keeps colons in quoted values and renders Markdown', () => {
    const post = parseArticle('a-title', article(complete));
    expect(post.title).toBe('A title: with a colon');
    expect(post.tags).toEqual(['AI', 'Data']);
    expect(post.html).toContain('<section data-defer-layout><h2>Heading</h2>');
    expect(post.readingMinutes).toBe(1);
  });

  it('keeps a YAML date as written, and reads tags as a YAML list too', () => {
    const post = parseArticle('a-title', article(complete.replace('tags: AI, Data ,', 'tags: [AI, Data]')));
    expect(post.date).toBe('2026-05-01');
    expect(post.tags).toEqual(['AI', 'Data']);
    expect(parseArticle('x', article(complete.replace('2026-05-01', '"2026-05-01"'))).date).toBe('2026-05-01');
  });

  it('reads CRLF files as LF ones', () => {
    const post = parseArticle('a-title', article(complete).replace(/\n/g, '\r\n'));
    expect(post).toEqual(parseArticle('a-title', article(complete)));
    expect(post.html).toContain('<section data-defer-layout><h2>Heading</h2>');
    expect(post.readingMinutes).toBe(1);
  });

  it('estimates reading time at 220 words a minute', () => {
    const post = parseArticle('long', article(complete, 'word '.repeat(661)));
    expect(post.readingMinutes).toBe(4);
  });

  it('refuses an article with missing keys, no frontmatter or a bad date, naming the file and the field', () => {
    expect(() => parseArticle('x', article('title: Only'))).toThrow('content/blog/x.md: frontmatter date: missing; author: missing;');
    expect(() => parseArticle('x', 'no frontmatter')).toThrow('content/blog/x.md: no frontmatter');
    expect(() => parseArticle('x', article(complete.replace('2026-05-01', 'someday')))).toThrow('content/blog/x.md: frontmatter date: not a date');
  });

  it('names the file and the field of a malformed value', () => {
    expect(() => parseArticle('x', article(complete.replace('author: Ana Silva', 'author: 42')))).toThrow('content/blog/x.md: frontmatter author: expected text, got number');
    expect(() => parseArticle('x', article(complete.replace('author: Ana Silva', 'author: "  "')))).toThrow('content/blog/x.md: frontmatter author: empty');
    expect(() => parseArticle('x', article(complete.replace('tags: AI, Data ,', 'tags: [AI, 3]')))).toThrow('content/blog/x.md: frontmatter tags.1: expected text, got number');
  });

  it('says where the YAML is broken, as an unquoted ": " breaks it, every time it is read', () => {
    const broken = article(complete.replace('"A title: with a colon"', 'A title: with a colon'));
    for (let time = 0; time < 2; time++) expect(() => parseArticle('x', broken)).toThrow(/^content\/blog\/x\.md: frontmatter is not valid YAML .* at line 2, column 15$/);
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
  it('parses every article in content/blog', () => {
    const files = readdirSync(path.join(process.cwd(), 'content', 'blog')).filter((file) => file.endsWith('.md'));
    expect(getPosts().map((post) => `${post.slug}.md`).sort()).toEqual(files.sort());
    for (const post of getPosts()) expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

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

  it('gives each author a page under /blog/authors, and finds it by its slug', () => {
    for (const author of getAuthors()) expect(author.path).toBe(`/blog/authors/${author.slug}`);
    expect(getAuthor('priya-raman')).toMatchObject({ name: 'Priya Raman', path: '/blog/authors/priya-raman' });
    expect(getAuthor('nobody')).toBeUndefined();
  });

  it('finds an article’s author by name, and refuses one off the record or in another role, naming the file', () => {
    expect(authorOf({ slug: 'x', author: 'Priya Raman', authorRole: 'Head of AI Delivery' }).slug).toBe('priya-raman');
    expect(() => authorOf({ slug: 'x', author: 'Ana Silva', authorRole: 'Editor' })).toThrow('content/blog/x.md: author Ana Silva has no record in content/authors.ts');
    expect(() => authorOf({ slug: 'x', author: 'Priya Raman', authorRole: 'Editor' })).toThrow(/^content\/blog\/x\.md: authorRole Editor is not Priya Raman's role in content\/authors\.ts \(Head of AI Delivery\)$/);
  });

  it('lists an author’s articles newest first, and only theirs', () => {
    const priya = getAuthor('priya-raman')!;
    const theirs = getPostsBy(priya);
    expect(theirs.length).toBeGreaterThan(1);
    expect(theirs).toEqual(getPosts().filter((post) => post.author === 'Priya Raman'));
    expect(theirs.map((post) => post.date)).toEqual(theirs.map((post) => post.date).sort().reverse());
  });

  it('formats dates in British English', () => {
    expect(formatDate('2026-03-14')).toBe('14 March 2026');
  });
});
