import { type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * Each revision's HTML, made once when it is saved (lib/articles/renderer.ts), so that no public request renders
 * Markdown: the sanitized, sectioned HTML, its reading time and the renderer's version that made them. Null on the
 * revisions saved before this release; the site renders those in its worker at boot (lib/articles/runtime.ts).
 */
export function renderedArticles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('article_revisions').addColumn('html', 'text').execute();
      await db.schema.alterTable('article_revisions').addColumn('reading_minutes', 'integer').execute();
      await db.schema.alterTable('article_revisions').addColumn('renderer', 'integer').execute();
    },
  };
}
