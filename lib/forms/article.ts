import { z } from 'zod';
import { articleFieldMessages as messages } from '@/content/article-rules';
import { uploadIdOfKey } from '@/lib/uploads';
import { visibleLine } from '@/lib/visible-text';

/** What an article's slug may be: lower-case words joined by single hyphens (lib/routes.ts counts such paths). */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A built cover (a picture in public/media/blog) or an uploaded one (lib/uploads.ts). */
const BUILT_COVER = /^blog\/[a-z0-9-]{1,100}$/;
const isCover = (key: string) => BUILT_COVER.test(key) || uploadIdOfKey(key) !== undefined;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists (not 2026-02-30): one that reads back as itself. */
const realDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/**
 * A single-line field: what draws nothing but can hide or reorder the text around it (controls, bidi overrides,
 * zero-width characters: lib/visible-text.ts, the rule the beacons and enquiries keep) is refused, named, not dropped.
 */
const hidden = (value: string) => visibleLine(value) === value;
/** Quotes and lists nest at most this deep: no article needs more, and thousands made the renderer's work grow with them. */
export const MAX_NESTING = 20;

/**
 * The deepest nesting of quotes and lists a Markdown body opens on any line, in one pass: each `>` at a line's start
 * is a level, and a list item indented by two spaces (or a tab) more than the last is another.
 */
export function nestingOf(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split('\n')) {
    const quote = /^(?:[ \t]*>[ \t]?)*/.exec(line)![0];
    const quotes = quote.split('>').length - 1;
    const rest = line.slice(quote.length);
    const item = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])[ \t]/.exec(rest);
    const indent = item ? item[1]!.replace(/\t/g, '  ').length : 0;
    deepest = Math.max(deepest, quotes + (item ? Math.floor(indent / 2) + 1 : 0));
  }
  return deepest;
}

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message).refine(hidden, messages.hidden);
/** A field that may stay empty, on a draft and on the site: what is typed is held to its length and the hidden characters rule. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine(hidden, messages.hidden)
    .optional()
    .transform((value) => value ?? '');

/**
 * One article as the editor saves it, with the rules the build held the Markdown files to: every field present, an
 * author page's address, a real date. A save that breaks one saves nothing. That the author has a page, and the role
 * it gives, is the store's to say (lib/articles/editor.ts).
 */
export const articleSchema = z
  .object({
    title: text(150, messages.title),
    slug: z.string({ error: messages.slug }).trim().min(3, messages.slug).max(100, messages.slug).regex(ARTICLE_SLUG, messages.slug),
    summary: text(300, messages.summary),
    body: z
      .string({ error: messages.body })
      .min(1, messages.body)
      .max(100_000, messages.body)
      .refine((body) => body.trim().length > 0, messages.body)
      .refine((body) => nestingOf(body) <= MAX_NESTING, messages.nesting),
    author: z.string({ error: messages.author }).trim().min(1, messages.author).max(100, messages.author).regex(ARTICLE_SLUG, messages.author),
    authorRole: text(120, messages.authorRole),
    tags: z
      .string({ error: messages.tags })
      .transform((line) => [...new Set(line.split(',').map((tag) => tag.trim()).filter(Boolean))])
      .pipe(z.array(z.string().max(40, messages.tags).refine(hidden, messages.hidden), { error: messages.tags }).min(1, messages.tags).max(8, messages.tags)),
    cover: z.string({ error: messages.cover }).trim().refine(isCover, messages.cover),
    coverAlt: text(200, messages.coverAlt),
    date: z
      .string({ error: messages.date })
      .trim()
      .regex(DAY, messages.date)
      // Zod runs this after a failed pattern too: a day that is no date at all is refused here, never thrown.
      .refine(realDay, messages.date),
    seoTitle: optionalText(70, messages.seoTitle),
    seoDescription: optionalText(200, messages.seoDescription),
  });

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleFields = z.output<typeof articleSchema>;

/** A field left for later: nothing typed, or spaces alone. */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** A draft's field: checked by the published article's rule, with its message, once it is filled in. */
const later = <Rule extends z.ZodType>(rule: Rule) => z.preprocess((value) => (blank(value) ? undefined : value), rule.optional());

const rules = articleSchema.shape;
/**
 * A draft, as the editor saves it: a title is enough, so an idea can be parked and a cover waited for. Every field
 * filled in is held to its rule above; one left empty waits for publishing, which holds the whole revision to
 * articleSchema with the same messages (lib/articles/editor.ts).
 */
export const draftSchema = z
  .object({
    title: rules.title,
    slug: later(rules.slug),
    summary: later(rules.summary),
    body: later(rules.body),
    author: later(rules.author),
    authorRole: later(rules.authorRole),
    tags: later(rules.tags),
    cover: later(rules.cover),
    coverAlt: later(rules.coverAlt),
    date: later(rules.date),
    seoTitle: rules.seoTitle,
    seoDescription: rules.seoDescription,
  });

export type DraftFields = z.output<typeof draftSchema>;
/** The fields a form posts, by name: what the editor's form and its action share. */
export const ARTICLE_FIELDS = ['title', 'slug', 'summary', 'body', 'author', 'authorRole', 'tags', 'cover', 'coverAlt', 'date', 'seoTitle', 'seoDescription'] as const;
