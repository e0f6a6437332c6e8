import { sql, type Kysely, type Migration } from 'kysely';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/**
 * audit_events.action without a CHECK. Each new action used to need a migration that widened the list, and on SQLite
 * a rebuild of the whole trail; the list now lives once, in code (AUDIT_ACTIONS, checked by AuditTrail.append before
 * any row is written). The index and the append-only trigger are kept as they were.
 */
export function openAuditActions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await db.schema.alterTable('audit_events').dropConstraint('audit_events_action_check').execute();
        return;
      }
      // SQLite cannot drop a CHECK: the table is rebuilt with every row and id, in one transaction, one last time.
      await db.transaction().execute(async (trx) => {
        await trx.schema
          .createTable('audit_events_next')
          .addColumn('id', sql`${generatedKey('sqlite')}`)
          .addColumn('at', time('sqlite'), (c) => c.notNull())
          .addColumn('actor_id', 'text')
          .addColumn('actor_email', 'text')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('subject', 'text')
          .addColumn('detail', 'text')
          .addColumn('ip', 'text')
          .execute();
        await sql`insert into audit_events_next (id, at, actor_id, actor_email, action, subject, detail, ip) select id, at, actor_id, actor_email, action, subject, detail, ip from audit_events`.execute(trx);
        await trx.schema.dropTable('audit_events').execute();
        await trx.schema.alterTable('audit_events_next').renameTo('audit_events').execute();
        await trx.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
        await sql`create trigger audit_events_append_only before update on audit_events begin select raise(abort, ${sql.lit('the audit trail is append-only')}); end`.execute(trx);
      });
    },
  };
}
