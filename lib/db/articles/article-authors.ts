import type { Kysely, Selectable } from 'kysely';
import type { ArticleAuthorsTable, Database } from '@/lib/db/schema';

export type AuthorRow = Selectable<ArticleAuthorsTable>;
/** What a person writes on an author page; the address only when the page is made. */
export type AuthorPage = Pick<AuthorRow, 'name' | 'role' | 'bio' | 'topics' | 'photo' | 'photoAlt'>;
export type AuthorCreate = 'created' | 'slug-taken' | 'has-page';

/** The authors' pages: one per writer, the bylines' names, roles and photos, each kept by its own staff member. */
export class ArticleAuthors {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /** Every author page, by name. */
  async list(): Promise<AuthorRow[]> {
    await this.ready();
    return this.db.selectFrom('articleAuthors').selectAll().orderBy('name').orderBy('slug').execute();
  }

  async get(slug: string): Promise<AuthorRow | undefined> {
    await this.ready();
    return this.db.selectFrom('articleAuthors').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  /** The page this staff member keeps, if any. */
  async ofStaff(staffId: string): Promise<AuthorRow | undefined> {
    await this.ready();
    return this.db.selectFrom('articleAuthors').selectAll().where('staffId', '=', staffId).executeTakeFirst();
  }

  /** A new page at `slug`, kept by `staffId` (or by nobody yet); refused when the address is taken or they keep one. */
  async create(slug: string, page: AuthorPage, staffId: string | null, by: string, now = Date.now()): Promise<AuthorCreate> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('articleAuthors').select('slug').where('slug', '=', slug).executeTakeFirst()) return 'slug-taken';
      if (staffId !== null && (await trx.selectFrom('articleAuthors').select('slug').where('staffId', '=', staffId).executeTakeFirst())) return 'has-page';
      await trx
        .insertInto('articleAuthors')
        .values({ slug, staffId, ...page, createdAt: now, updatedAt: now, updatedBy: by })
        .execute();
      return 'created';
    });
  }

  /** What the page says; false when there is no page at `slug`. */
  async update(slug: string, page: AuthorPage, by: string, now = Date.now()): Promise<boolean> {
    await this.ready();
    const result = await this.db.updateTable('articleAuthors').set({ ...page, updatedAt: now, updatedBy: by }).where('slug', '=', slug).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Gives the page to a staff member (or to nobody): 'given', 'missing' for no page, or 'has-page' when that person
   * already keeps another.
   */
  async give(slug: string, staffId: string | null, by: string, now = Date.now()): Promise<'given' | 'missing' | 'has-page'> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      if (staffId !== null) {
        const kept = await trx.selectFrom('articleAuthors').select('slug').where('staffId', '=', staffId).executeTakeFirst();
        if (kept && kept.slug !== slug) return 'has-page';
      }
      const result = await trx.updateTable('articleAuthors').set({ staffId, updatedAt: now, updatedBy: by }).where('slug', '=', slug).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? 'given' : 'missing';
    });
  }
}
