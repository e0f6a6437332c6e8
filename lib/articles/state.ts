import type { ArticleRow } from '@/lib/db/articles/articles';

/** What an article is, as the editor and the site read it: one definition for both (published = live now). */
export type ArticleState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export function stateOf(article: Pick<ArticleRow, 'state' | 'publishAt'>, now = Date.now()): ArticleState {
  if (article.state !== 'published') return article.state;
  return article.publishAt !== null && article.publishAt > now ? 'scheduled' : 'published';
}

/**
 * Which revision the site shows at `now`, and the update waiting for its time if one is: a scheduled update is live
 * from its time, the published revision before (lib/db/articles/articles.ts reads the site's rows by the same rule).
 */
export function liveRevisionOf(article: Pick<ArticleRow, 'publishedRevisionId' | 'scheduledRevisionId' | 'scheduledAt'>, now = Date.now()): { live: number | null; waiting: { revisionId: number; at: number } | null } {
  const { scheduledRevisionId: revisionId, scheduledAt: at } = article;
  if (revisionId === null || at === null) return { live: article.publishedRevisionId, waiting: null };
  return at <= now ? { live: revisionId, waiting: null } : { live: article.publishedRevisionId, waiting: { revisionId, at } };
}

export { BIN_DAYS } from '@/lib/db/articles/article-bin';
