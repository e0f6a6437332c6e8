import { sql, type Kysely, type Migration } from 'kysely';
import seed from './author-pages-migration-seed.json';
import { time } from './columns';
import type { Dialect } from './connect';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

interface SeedAuthor {
  slug: string;
  name: string;
  role: string;
  bio: string;
  topics: string;
}

/**
 * The blog's authors move from the code (content/authors.ts) into the store, where each writer keeps their own page:
 * one row per author page, keyed by its address, and linked to the staff member whose page it is (none for the six
 * authors this release finds, until an admin gives each to its person). A photo is an uploaded picture's key.
 */
export function authorPages(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('article_authors')
        .addColumn('slug', 'text', (column) => column.primaryKey())
        .addColumn('staff_id', 'text', (column) => column.unique().references('staff_users.id').onDelete('set null'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('bio', 'text', (column) => column.notNull())
        .addColumn('topics', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('photo', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('photo_alt', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', time(dialect), (column) => column.notNull())
        .addColumn('updated_at', time(dialect), (column) => column.notNull())
        .addColumn('updated_by', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      // One time for the six in every store, so a copy between two stores sees them as the same, unchanged, rows.
      const at = Date.UTC(2026, 11, 6);
      for (const { slug, name, role, bio, topics } of seed as SeedAuthor[])
        await sql`insert into article_authors (slug, name, role, bio, topics, created_at, updated_at) values (${slug}, ${name}, ${role}, ${bio}, ${topics}, ${at}, ${at})`.execute(db);
    },
  };
}
