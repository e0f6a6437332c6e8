import { type Kysely, type Migration } from 'kysely';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * An update of a live article waits beside the revision the site shows: `scheduled_revision_id` goes live at
 * `scheduled_at`, and until then `published_revision_id` stays live. Null on every article this release finds.
 */
export function scheduledUpdates(dialect: Dialect): Migration {
  const key = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').addColumn('scheduled_revision_id', key).execute();
      await db.schema.alterTable('articles').addColumn('scheduled_at', time(dialect)).execute();
    },
  };
}
