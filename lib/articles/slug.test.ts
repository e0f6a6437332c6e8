import { ARTICLE_SLUG } from '@/lib/forms/article';
import { slugFromTitle } from './slug';

describe('an address made from a title', () => {
  it('keeps the words, lower-case, joined by single hyphens', () => {
    expect(['Throwaway Draft!', '  RPA vs. AI agents: where each fits ', 'Café & Crème', 'What’s new in 2027?', 'UK--USA / study'].map(slugFromTitle)).toEqual([
      'throwaway-draft',
      'rpa-vs-ai-agents-where-each-fits',
      'cafe-and-creme',
      'whats-new-in-2027',
      'uk-usa-study',
    ]);
  });

  it('makes nothing of a title with no letter or digit, and stays within 100 characters at a word’s end', () => {
    expect(['', '!!!', '— …', '日本語'].map(slugFromTitle)).toEqual(['', '', '', '']);
    const long = slugFromTitle(Array.from({ length: 40 }, (_, index) => `word${index}`).join(' '));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('-word')).toBe(false);
    expect(slugFromTitle('x'.repeat(150))).toBe('x'.repeat(100));
  });

  it('is always an address the article rules take, when it is not empty', () => {
    for (const title of ['Throwaway Draft!', 'A-B', '  ---  a  ', 'Ünïcödé títle', '10 ways & counting']) expect(slugFromTitle(title)).toMatch(ARTICLE_SLUG);
  });
});
