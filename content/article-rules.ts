// The rules an article is saved under, as the editor says them (lib/forms/article.ts): the same rules the build held
// the Markdown files to before articles moved into the store.

export const articleFieldMessages = {
  title: 'Give the article a title of up to 150 characters.',
  slug: 'Use lower-case letters, digits and single hyphens, 3 to 100 characters (for example cloud-costs-in-2027).',
  slugTaken: 'Another article uses this address, or used to: choose another.',
  summary: 'Write a summary of up to 300 characters: search results and cards show it.',
  body: 'Write the article: up to 100,000 characters of Markdown.',
  nesting: 'Quotes and lists nest at most 20 deep: take some of the > marks or the indents out of the text.',
  previewWaiting: 'Your last two previews are still being made: this one shows when they are done.',
  author: 'Choose an author from the list.',
  authorRole: 'The role must be the author’s own, as their page gives it.',
  tags: 'Give one to eight tags, separated by commas, each up to 40 characters.',
  cover: 'Choose a cover picture: upload one, or keep the one the article has.',
  coverMissing: 'That cover picture is not in the store: upload it again.',
  coverNotBuilt: 'There is no built cover picture by that name: upload one, or keep the one the article has.',
  hidden: 'Take out the hidden characters (control characters, direction marks or zero-width spaces) from this field.',
  coverAlt: 'Describe the cover for people who cannot see it, in up to 200 characters.',
  date: 'Give the date the article shows, as a day, month and year.',
  seoTitle: 'Keep the search title to 70 characters or fewer: search engines cut longer ones.',
  seoDescription: 'Keep the search description to 200 characters or fewer: search engines cut longer ones.',
  pictureMissing: 'The text shows a picture that is not in the store: upload it again, or remove it.',
  publishAt: 'Choose a time in the future, London time.',
  // A body the renderer refused (lib/articles/renderer.ts): nothing was saved.
  renderBudget: 'This text took too long to turn into a page (over 2 seconds), so it was not saved. Look for deep nesting (quotes or lists inside one another), thousands of headings, or very long runs of * or _.',
  renderFailed: 'This text could not be turned into a page, so it was not saved. Look for deep nesting (quotes or lists inside one another).',
  renderBusy: 'The site is turning other articles into pages right now: nothing was saved. Try again in a moment.',
} as const;
