import { sql, type Kysely, type Migration } from 'kysely';
import seed from './articles-migration-seed.json';
import { generatedKey, time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on. The ten articles
// that were Markdown files in content/blog until this release are part of that literal (the JSON beside this file,
// frozen): a fresh store gets them as each article's first revision, published, and the files are gone.

interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  authorRole: string;
  tags: string[];
  cover: string;
  coverAlt: string;
  date: string;
}

/** Who the imported revisions name as their author: no staff member wrote them in the editor. */
const IMPORTED_BY = 'content/blog (imported)';

/** The migration's own rows, as SQL names them (the migrations run without the camelCase plugin). */
interface Rows {
  articles: { id?: number; slug: string; state: string; publish_at: number | null; published_revision_id: number | null; current_revision_id: number | null; created_at: number; updated_at: number; updated_by: string };
  article_revisions: {
    id?: number;
    article_id: number;
    number: number;
    slug: string;
    title: string;
    summary: string;
    body: string;
    author: string;
    author_role: string;
    tags: string;
    cover: string;
    cover_alt: string;
    date: string;
    created_at: number;
    created_by_id: string | null;
    created_by_name: string;
    note: string | null;
  };
}

/**
 * Articles, their revisions, the redirects a renamed slug leaves, and the pictures staff upload (every copy's bytes in
 * the store, so each host that shares it serves the same files).
 */
export function articles(dialect: Dialect): Migration {
  const key = dialect === 'postgres' ? 'bigint' : 'integer';
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('articles')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('draft', 'published', 'unpublished')`))
        .addColumn('publish_at', time(dialect))
        .addColumn('published_revision_id', key)
        .addColumn('current_revision_id', key)
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .addColumn('updated_at', time(dialect), (column) => column.notNull())
        .addColumn('updated_by', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('articles_live').on('articles').columns(['state', 'publish_at']).execute();
      await db.schema
        .createTable('article_revisions')
        .addColumn('id', sql`${generatedKey(dialect)}`)
        .addColumn('article_id', key, (column) => column.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('number', 'integer', (column) => column.notNull())
        .addColumn('slug', 'text', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('author', 'text', (column) => column.notNull())
        .addColumn('author_role', 'text', (column) => column.notNull())
        .addColumn('tags', 'text', (column) => column.notNull())
        .addColumn('cover', 'text', (column) => column.notNull())
        .addColumn('cover_alt', 'text', (column) => column.notNull())
        .addColumn('date', 'text', (column) => column.notNull())
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .addColumn('created_by_id', 'text')
        .addColumn('created_by_name', 'text', (column) => column.notNull())
        .addColumn('note', 'text')
        .addUniqueConstraint('article_revisions_number', ['article_id', 'number'])
        .execute();
      await db.schema
        .createTable('article_redirects')
        .addColumn('from_slug', 'text', (column) => column.primaryKey())
        .addColumn('article_id', key, (column) => column.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('article_pictures')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('cover', 'inline')`))
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('height', 'integer', (column) => column.notNull())
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('article_picture_files')
        .addColumn('picture_id', 'text', (column) => column.notNull().references('article_pictures.id').onDelete('cascade'))
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('format', 'text', (column) => column.notNull().check(sql`format in ('avif', 'webp')`))
        .addColumn('bytes', bytes, (column) => column.notNull())
        .addPrimaryKeyConstraint('article_picture_files_key', ['picture_id', 'width', 'format'])
        .execute();

      const rows = db as unknown as Kysely<Rows>;
      for (const article of seed as SeedArticle[]) {
        const at = Date.parse(`${article.date}T00:00:00Z`);
        const { id } = await rows
          .insertInto('articles')
          .values({ slug: article.slug, state: 'published', publish_at: at, published_revision_id: null, current_revision_id: null, created_at: at, updated_at: at, updated_by: IMPORTED_BY })
          .returning('id')
          .executeTakeFirstOrThrow();
        const revision = await rows
          .insertInto('article_revisions')
          .values({
            article_id: Number(id),
            number: 1,
            slug: article.slug,
            title: article.title,
            summary: article.summary,
            body: article.body,
            author: article.author,
            author_role: article.authorRole,
            tags: JSON.stringify(article.tags),
            cover: article.cover,
            cover_alt: article.coverAlt,
            date: article.date,
            created_at: at,
            created_by_id: null,
            created_by_name: IMPORTED_BY,
            note: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await rows.updateTable('articles').set({ published_revision_id: Number(revision.id), current_revision_id: Number(revision.id) }).where('id', '=', Number(id)).execute();
      }
    },
  };
}
