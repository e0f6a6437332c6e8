import { type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists (metrics, bands), which move on.

/**
 * One finished day's conversion by speed band (lib/insights/report/speed-conversion.ts): per route, device, metric
 * and band, the visits whose landing page load fell in it and how many of them sent an enquiry. Reading 90 days of it
 * from the raw vitals took 2.7 s on the insights bench; the day's rows are made once, by the rollup.
 */
export function speedConversion(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insight_conversion_daily')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull())
        .addColumn('metric', 'text', (column) => column.notNull())
        .addColumn('band', 'text', (column) => column.notNull())
        .addColumn('visits', 'integer', (column) => column.notNull())
        .addColumn('converted', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('insight_conversion_daily_pk', ['day', 'path', 'device', 'metric', 'band'])
        .execute();
    },
  };
}
