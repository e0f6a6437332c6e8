import type { BlogPost } from '@/content/types';
import { authorPath, type BlogAuthor } from '@/lib/bylines';
import seed from '@/lib/db/articles-migration-seed.json';
import authorSeed from '@/lib/db/author-pages-migration-seed.json';
import { allRoutes } from '@/lib/routes';
import { renderArticle } from './render';

// What a fresh store starts with: the migrations' frozen literals, as the site shows them. Only for what checks a
// fresh install (the content tests, the route sweep, the e2e suite); the site itself reads the store, where staff may
// since have changed them.

/** The author pages a fresh store holds. */
export function shippedAuthors(): BlogAuthor[] {
  return authorSeed.map((author) => ({ ...author, path: authorPath(author.slug) }));
}

/** The articles a fresh store starts with, rendered as the site renders them, with their authors' names. */
export function shippedArticles(): BlogPost[] {
  const names = new Map(authorSeed.map((author) => [author.slug, author.name]));
  return seed
    .map((article) => {
      const { html, readingMinutes } = renderArticle(article.body);
      return { ...article, author: names.get(article.author) ?? article.author, authorSlug: article.author, html, readingMinutes };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Every page a fresh store's site serves. */
export const shippedRoutes = () => allRoutes(shippedArticles(), shippedAuthors());
