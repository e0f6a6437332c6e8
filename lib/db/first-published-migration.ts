import { sql, type Kysely, type Migration } from 'kysely';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * When an article first went live (or first goes live, while only scheduled), kept apart from `publish_at`, which a
 * republish moves. An article this release finds published or unpublished is given its `publish_at`, the earliest
 * time the store still knows; a draft has none.
 */
export function firstPublished(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').addColumn('first_published_at', time(dialect)).execute();
      await sql`update articles set first_published_at = publish_at where state <> 'draft' and publish_at is not null`.execute(db);
    },
  };
}
