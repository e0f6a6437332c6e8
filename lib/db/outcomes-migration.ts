import { type Kysely, type Migration } from 'kysely';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * What became of each enquiry, as the team marks it: its outcome (null while open), a won one's value in minor units
 * and currency, a lost one's reason, and who marked it when. No CHECK on the values: the lists live in code
 * (outcomes-schema.ts), as the audit actions do (decision 0026), so a new reason needs no migration.
 */
export function outcomes(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One column a statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('enquiries').addColumn('outcome', 'text').execute();
      await db.schema.alterTable('enquiries').addColumn('outcome_value', dialect === 'postgres' ? 'bigint' : 'integer').execute();
      await db.schema.alterTable('enquiries').addColumn('outcome_currency', 'text').execute();
      await db.schema.alterTable('enquiries').addColumn('outcome_reason', 'text').execute();
      await db.schema.alterTable('enquiries').addColumn('outcome_at', time(dialect)).execute();
      await db.schema.alterTable('enquiries').addColumn('outcome_by', 'text').execute();
      await db.schema.createIndex('enquiries_outcome').on('enquiries').columns(['outcome', 'created_at']).execute();
    },
  };
}
