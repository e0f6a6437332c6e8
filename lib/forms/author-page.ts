import { z } from 'zod';
import { authorPageMessages as messages } from '@/content/author-rules';
import { uploadIdOfKey } from '@/lib/uploads';
import { visibleLine } from '@/lib/visible-text';
import { ARTICLE_SLUG } from './article';

// An author page as its writer saves it: the bylines' name and role, a short bio, a photo with its description.

const hidden = (value: string) => visibleLine(value) === value;
const line = (max: number, message: string, min = 1) => z.string({ error: message }).trim().min(min, message).max(max, message).refine(hidden, messages.hidden);

export const authorPageSchema = z
  .object({
    name: line(80, messages.name, 2),
    role: line(120, messages.role, 2),
    // One paragraph: the lines a textarea sends are joined, so the page's lead reads as typed.
    bio: z
      .string({ error: messages.bio })
      .transform((bio) => bio.replace(/\r?\n/g, ' ').replace(/ {2,}/g, ' '))
      .pipe(line(700, messages.bio, 40)),
    topics: z.string({ error: messages.topics }).trim().max(160, messages.topics).refine(hidden, messages.hidden).default(''),
    photo: z
      .string({ error: messages.photo })
      .trim()
      .refine((key) => key === '' || uploadIdOfKey(key) !== undefined, messages.photo)
      .default(''),
    photoAlt: z.string({ error: messages.photoAlt }).trim().max(200, messages.photoAlt).refine(hidden, messages.hidden).default(''),
  })
  .superRefine((page, context) => {
    if (page.photo !== '' && page.photoAlt === '') context.addIssue({ code: 'custom', path: ['photoAlt'], message: messages.photoAlt });
  })
  .transform((page) => ({ ...page, photoAlt: page.photo === '' ? '' : page.photoAlt }));

/** A new page's address, when typed: as an article's, shorter. */
export const authorSlugSchema = z.string({ error: messages.slug }).trim().min(3, messages.slug).max(60, messages.slug).regex(ARTICLE_SLUG, messages.slug);

export type AuthorPageFields = z.output<typeof authorPageSchema>;
export const AUTHOR_PAGE_FIELDS = ['name', 'role', 'bio', 'topics', 'photo', 'photoAlt'] as const;
