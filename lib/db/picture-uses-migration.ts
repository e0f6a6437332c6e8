import { type Kysely, type Migration } from 'kysely';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists or rules, which move on.

/** Revisions read per step of the backfill: bodies can be long, so a large history is never held at once. */
const BATCH = 100;
/** An uploaded cover's key, and an uploaded picture's copy as the stored HTML (or, before HTML was stored, the body) names it. */
const COVER = /^uploads\/([0-9a-f]{32})$/;
const SHOWN = /\/uploads\/([0-9a-f]{32})(?:-\d{2,4})?\.(?:webp|avif)/g;

interface Rows {
  article_revisions: { id: number; cover: string; body: string; html: string | null };
  article_pictures: { id: string };
  article_picture_uses: { revision_id: number; picture_id: string };
}

/**
 * Which revision shows which uploaded picture (its cover, or one in its text), so a picture is served only while a
 * live revision shows it (or to signed-in staff), and one no revision shows is swept once `unused_since` is 30 days
 * old. Filled from every revision this release finds; `unused_since` starts null and the first sweep sets it.
 */
export function pictureUses(dialect: Dialect): Migration {
  const key = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('article_picture_uses')
        .addColumn('revision_id', key, (column) => column.notNull().references('article_revisions.id').onDelete('cascade'))
        .addColumn('picture_id', 'text', (column) => column.notNull().references('article_pictures.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('article_picture_uses_key', ['revision_id', 'picture_id'])
        .execute();
      await db.schema.createIndex('article_picture_uses_picture').on('article_picture_uses').column('picture_id').execute();
      await db.schema.alterTable('article_pictures').addColumn('unused_since', time(dialect)).execute();

      const rows = db as unknown as Kysely<Rows>;
      const known = new Set((await rows.selectFrom('article_pictures').select('id').execute()).map((row) => row.id));
      if (known.size === 0) return;
      for (let after = 0; ; ) {
        const revisions = await rows.selectFrom('article_revisions').select(['id', 'cover', 'body', 'html']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
        if (revisions.length === 0) break;
        after = Number(revisions.at(-1)!.id);
        const uses = revisions.flatMap((revision) => {
          const shown = new Set([COVER.exec(revision.cover)?.[1], ...[...(revision.html ?? revision.body).matchAll(SHOWN)].map((match) => match[1])]);
          return [...shown].filter((id): id is string => id !== undefined && known.has(id)).map((id) => ({ revision_id: Number(revision.id), picture_id: id }));
        });
        if (uses.length) await rows.insertInto('article_picture_uses').values(uses).execute();
      }
    },
  };
}
