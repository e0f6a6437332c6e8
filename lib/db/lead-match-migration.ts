import { type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * How each lead found its visit: 'view' (the page view its form named) or 'key' (its sender's visitor key, for a post
 * without the script). Null for the leads stored before, which were all found by the key.
 */
export function leadMatch(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('lead_sources').addColumn('matched_by', 'text').execute();
    },
  };
}
