// An article's address made from words: its title as the writer types it, or an address typed loosely.

/** The longest address the article rules take (lib/forms/article.ts). */
const MAX_SLUG = 100;

/**
 * Lower-case words joined by single hyphens, as ARTICLE_SLUG asks: accents dropped ("Café" is "cafe"), "&" read as
 * "and", apostrophes closed up ("What's" is "whats"), anything else a break between words, cut at a word's end.
 * "Throwaway Draft!" is "throwaway-draft"; words with no letter or digit make "".
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) return slug || word.slice(0, MAX_SLUG);
    slug = next;
  }
  return slug;
}
