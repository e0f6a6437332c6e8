import { articleFieldMessages } from './article-rules';

// The rules an author page is saved under, as its form says them (lib/forms/author-page.ts).

/** What an author page's form refuses, field by field (lib/forms/author-page.ts). */
export const authorPageMessages = {
  name: 'Give the name the bylines show, up to 80 characters.',
  role: 'Give the role the bylines show after the name, up to 120 characters.',
  bio: 'Write a short bio of 40 to 700 characters: the page shows it under the name.',
  topics: 'Keep what you write about to 160 characters or fewer.',
  slug: 'Use lower-case letters, digits and single hyphens, 3 to 60 characters (for example ana-lopez).',
  slugTaken: 'Another author page has this address: choose another.',
  photo: 'That photo is not in the store any more: upload it again.',
  photoAlt: 'Describe the photo for people who cannot see it, in up to 200 characters.',
  hidden: articleFieldMessages.hidden,
} as const;
