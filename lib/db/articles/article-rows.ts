import type { Selectable } from 'kysely';
import type { ArticleRevisionsTable, ArticlesTable } from '@/lib/db/schema';

// The shapes the articles' repository (articles.ts) reads and writes, and the columns a revision is listed by.

export type ArticleRow = Selectable<ArticlesTable>;
export type RevisionRow = Selectable<ArticleRevisionsTable>;
/** What a revision holds that a person wrote: everything but its bookkeeping. */
export type RevisionFields = Omit<RevisionRow, 'id' | 'articleId' | 'number' | 'createdAt' | 'createdById' | 'createdByName' | 'note' | 'kind' | keyof RenderedBody>;
/** What the renderer made of a revision's body, stored with it: the site never renders on a request. */
export interface RenderedBody {
  html: string;
  readingMinutes: number;
  /** The renderer's version (lib/articles/renderer.ts). */
  renderer: number;
}
/** A revision as lists show it: no body, no HTML. */
export type RevisionSummary = Omit<RevisionRow, 'body' | 'html'>;
/** A published article as the public site reads it: its row and the revision it shows. */
export type LiveArticle = Omit<RevisionRow, 'body'> & { publishAt: number; articleId: number; updatedAt: number };
export type LiveArticleSummary = Omit<LiveArticle, 'html'>;
export interface Author {
  id: string | null;
  name: string;
}

/** The outcome of a save: the revision it wrote, and whether it became the article's newest or sits beside another's. */
export type SaveResult = { saved: true; revision: RevisionRow } | { saved: false; revision: RevisionRow; theirs: RevisionRow };

/** The outcome of an autosave: the revision it wrote (in place of the person's last autosave, or new), or the newer revision it did not write over. */
export type AutosaveResult = { saved: true; revision: RevisionRow; replaced: boolean } | { saved: false; theirs: RevisionRow };

/** A revision's columns but its body and HTML: what lists read. */
export const REVISION_COLUMNS = [
  'articleRevisions.id',
  'articleRevisions.articleId',
  'articleRevisions.number',
  'articleRevisions.slug',
  'articleRevisions.title',
  'articleRevisions.summary',
  'articleRevisions.author',
  'articleRevisions.authorRole',
  'articleRevisions.tags',
  'articleRevisions.cover',
  'articleRevisions.coverAlt',
  'articleRevisions.date',
  'articleRevisions.seoTitle',
  'articleRevisions.seoDescription',
  'articleRevisions.createdAt',
  'articleRevisions.createdById',
  'articleRevisions.createdByName',
  'articleRevisions.note',
  'articleRevisions.kind',
  'articleRevisions.readingMinutes',
  'articleRevisions.renderer',
] as const;
