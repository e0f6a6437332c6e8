import type { ArticleRow } from '@/lib/db/articles';

/** What an article is, as the editor and the site read it: one definition for both (published = live now). */
export type ArticleState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export function stateOf(article: Pick<ArticleRow, 'state' | 'publishAt'>, now = Date.now()): ArticleState {
  if (article.state !== 'published') return article.state;
  return article.publishAt !== null && article.publishAt > now ? 'scheduled' : 'published';
}
