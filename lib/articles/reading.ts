// How long an article is, one definition for the page's "min read" and the editor's count as it is typed.

/** An adult's silent reading speed of prose on a screen, rounded down for the code and tables articles carry. */
const WORDS_PER_MINUTE = 220;

/** The words of Markdown as typed: runs of anything but white space, marks and addresses counted as they stand. */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** Whole minutes to read that many words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
