import { authors } from '@/content/authors';
import type { BlogPost } from '@/content/types';
import seed from '@/lib/db/articles-migration-seed.json';
import { renderArticle } from './render';

/**
 * The articles a fresh store starts with: the migration's frozen literal, rendered as the site renders them. Only for
 * what checks a fresh install (the content tests, the route sweep, the e2e suite); the site itself reads the store,
 * where staff may since have changed them.
 */
export function shippedArticles(): BlogPost[] {
  return seed
    .map((article) => {
      const { html, readingMinutes } = renderArticle(article.body);
      const author = (authors as Record<string, { name: string } | undefined>)[article.author];
      return { ...article, author: author?.name ?? article.author, html, readingMinutes };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
