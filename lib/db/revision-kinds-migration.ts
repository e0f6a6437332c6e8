import type { Kysely, Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * What made a revision: 'save' (a person saved, restored or published it) or 'autosave' (the editor saved it on its
 * own while they typed; the next autosave by the same person replaces it until someone saves). Every revision this
 * release finds was saved.
 */
export function revisionKinds(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('article_revisions').addColumn('kind', 'text', (column) => column.notNull().defaultTo('save')).execute();
    },
  };
}
