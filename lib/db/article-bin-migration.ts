import type { Kysely, Migration } from 'kysely';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * The articles' bin: a draft or an unpublished article deleted is kept, with its revisions, from `binned_at` for 30
 * days, then deleted for good by the hourly sweep; `binned_by` names who moved it. Null on every article this
 * release finds.
 */
export function articleBin(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').addColumn('binned_at', time(dialect)).execute();
      await db.schema.alterTable('articles').addColumn('binned_by', 'text').execute();
    },
  };
}
