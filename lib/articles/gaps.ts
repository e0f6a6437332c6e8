import type { RevisionFields } from '@/lib/db/articles/articles';
import { articleSchema, ARTICLE_FIELDS } from '@/lib/forms/article';
import { fieldErrors, type FieldErrors } from '@/lib/forms/errors';

// A saved revision read as the form shows it, and what it still lacks to be published: pure, so the public pages can
// ask "is this ready?" without the editor's store and renderer.

/** What a saved revision still lacks to be published, by field, with the messages publishing would give: none when ready. */
export function publishGaps(revision: RevisionFields): FieldErrors {
  const parsed = articleSchema.safeParse(formFields(revision));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** A revision's fields as the form shows them: tags as one line. */
export function formFields(revision: RevisionFields): Record<(typeof ARTICLE_FIELDS)[number], string> {
  // The fields alone, by name: a revision row read back carries its bookkeeping too (ids, times).
  const fields = Object.fromEntries(ARTICLE_FIELDS.map((name) => [name, revision[name]])) as Record<(typeof ARTICLE_FIELDS)[number], string>;
  return { ...fields, tags: (JSON.parse(revision.tags) as string[]).join(', ') };
}

