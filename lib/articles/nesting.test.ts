import seed from '@/lib/db/articles-migration-seed.json';
import { articleSchema, MAX_NESTING, nestingOf } from '@/lib/forms/article';
import { DEEP_QUOTES } from '@/testing/hostile-corpus';

const fields = {
  title: 'Release notes customers read',
  slug: 'release-notes-customers-read',
  summary: 'One change a line, the why first.',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: 'Testing',
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A checklist',
  date: '2026-11-28',
};

describe('how deep an article nests its quotes and lists', () => {
  it('counts each > at a line’s start and each list level, quotes and lists together', () => {
    expect(nestingOf('Plain text.\n\n## A heading')).toBe(0);
    expect(nestingOf('> a quote\n>> > three deep')).toBe(3);
    expect(nestingOf('- one\n  - two\n    - three\n\t\t\t- four')).toBe(4);
    expect(nestingOf('> - a list in a quote\n>   1. and one in it')).toBe(3);
    expect(nestingOf('Not a list: -5 degrees, 3.5 hours, *emphasis*')).toBe(0);
  });

  it('refuses a body past the cap with a message on the text, and takes every shipped article', () => {
    const refused = articleSchema.safeParse({ ...fields, body: DEEP_QUOTES });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['body', expect.stringMatching(/nest at most 20 deep/)]]);
    const list = Array.from({ length: MAX_NESTING + 1 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth + 1}`).join('\n');
    expect(articleSchema.safeParse({ ...fields, body: list }).success).toBe(false);
    expect(articleSchema.safeParse({ ...fields, body: list.split('\n').slice(0, MAX_NESTING).join('\n') }).success).toBe(true);
    for (const article of seed) expect(nestingOf(article.body)).toBeLessThanOrEqual(MAX_NESTING);
  });
});
