import type { Kysely, Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * A revision's own title and description for search engines and share cards: empty, the page uses the article's title
 * (with the company's name) and its summary, as every revision this release finds does.
 */
export function articleSeo(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('article_revisions').addColumn('seo_title', 'text', (column) => column.notNull().defaultTo('')).execute();
      await db.schema.alterTable('article_revisions').addColumn('seo_description', 'text', (column) => column.notNull().defaultTo('')).execute();
    },
  };
}
