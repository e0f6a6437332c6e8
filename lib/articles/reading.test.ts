import { readingMinutes, wordCount } from './reading';
import { renderArticle } from './render';

describe('an article’s length', () => {
  it('counts the words of the Markdown as typed, across lines, marks and all', () => {
    expect(['', '   \n\t', 'One', '## A heading\n\nTwo **bold** words, [a link](https://example.com).'].map(wordCount)).toEqual([0, 0, 1, 8]);
  });

  it('rounds the minutes up, at least one, at 220 words a minute', () => {
    expect([0, 1, 220, 221, 440, 2_201].map(readingMinutes)).toEqual([1, 1, 1, 2, 2, 11]);
  });

  it('is what the published page says: the editor and the page share the count', () => {
    const body = Array.from({ length: 661 }, (_, index) => `word${index}`).join(' ');
    expect(renderArticle(body).readingMinutes).toBe(readingMinutes(wordCount(body)));
    expect(renderArticle(body).readingMinutes).toBe(4);
  });
});
