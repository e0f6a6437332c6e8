import { type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * The beacons shed each UTC day: answered 503 and never queued, while the insights writer's queue was full or the
 * process's heap was near its limit (lib/insights/shed.ts). Each host adds its own to the day's row; the staff page
 * shows the period's sum, so a gap in the figures under a flood is named, not silent.
 */
export function insightShed(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insight_shed')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('beacons', 'integer', (column) => column.notNull())
        .execute();
    },
  };
}
