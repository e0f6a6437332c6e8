import 'server-only';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { ArticleAuthors } from '@/lib/db/articles/article-authors';
import { ArticlePictures } from '@/lib/db/articles/article-pictures';
import { Articles } from '@/lib/db/articles/articles';
import { Enquiries } from '@/lib/db/enquiries/enquiries';
import { Inbox } from '@/lib/db/enquiries/inbox';
import { Digests } from '@/lib/db/insights/digests';
import { InsightSalts } from '@/lib/db/insights/insight-salts';
import { Insights } from '@/lib/db/insights/insights';
import { LeadSources } from '@/lib/db/insights/lead-sources';
import { Mails } from '@/lib/db/mail/mails';
import { Subscriptions } from '@/lib/db/newsletter/subscriptions';
import { StaffInvites } from '@/lib/db/staff/staff-invites';
import { AuditTrail } from './audit';
import { startCheckpointer, type CheckpointOptions, type Checkpointer } from './checkpointer';
import { connect, type Connection, type Dialect } from './connect';
import { migrate as migrateLegacy } from './legacy-migrations';
import { whileMigrationLocked } from './migration-lock';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';
import { Secrets } from './secrets';
import { openSqlite, switchToWriteAheadLog } from './sqlite-file';

/** Where the store lives: a SQLite file (or ':memory:'), or a PostgreSQL server. */
export type StoreTarget = string | { url: string };

export interface StoreOptions {
  /** How references are drawn (tests pass one that repeats itself). */
  makeRef?: (now: Date) => string;
  /** How SQLite's checkpoint worker runs (tests shorten the timer); false for none (the CLI's short visits). */
  checkpoints?: CheckpointOptions | false;
  /** How long a query waits for a connection before it fails (tests shorten it). */
  acquireTimeoutMs?: number;
}

/** The repositories a command changes through in one transaction with its audit line (Store.inTransaction). */
export interface StoreTransaction {
  inbox: Inbox;
  audit: AuditTrail;
}

/**
 * The site's database, SQLite (the embedded default) or PostgreSQL (several hosts), with one repository per table.
 * One set of queries through Kysely; where the two databases must differ, columns.ts and leases.ts say so.
 */
export class Store {
  readonly dialect: Dialect;
  /** The SQLite handle, for what only SQLite has (pragmas, checkpoints); undefined on PostgreSQL. */
  readonly sqlite: Sqlite.Database | undefined;
  /** Checkpoints run off the request thread (checkpointer.ts); none on PostgreSQL or for a database in memory. */
  readonly checkpointer: Checkpointer | undefined;
  /** The query builder, for the repositories and the administrative operations (lib/admin). */
  readonly db: Kysely<Database>;
  readonly enquiries: Enquiries;
  readonly mails: Mails;
  readonly subscriptions: Subscriptions;
  readonly secrets: Secrets;
  /** The staff area's views of the enquiries, its audit trail and its invitations. */
  readonly inbox: Inbox;
  readonly audit: AuditTrail;
  readonly invites: StaffInvites;
  /** The salt of each day, all a visitor key is made with (lib/analytics/visitor-key.ts). */
  readonly insightSalts: InsightSalts;
  readonly insights: Insights;
  /** The visit each enquiry and sign-up came in. */
  readonly leadSources: LeadSources;
  /** Articles and their revisions. */
  readonly articles: Articles;
  /** The pictures staff upload for articles, and which revisions show each. */
  readonly pictures: ArticlePictures;
  /** The authors' pages the bylines name. */
  readonly authors: ArticleAuthors;
  /** The weekly digest's weeks and who turned it off. */
  readonly digests: Digests;
  /** The SQLite file; undefined in memory and on PostgreSQL. */
  private readonly file: string | undefined;
  private readonly connection: Connection;
  private migrated: Promise<void> | undefined;
  private readonly stoppers = new Set<() => Promise<void> | void>();
  private closing: Promise<void> | undefined;

  constructor(target: StoreTarget, { makeRef, checkpoints = {}, acquireTimeoutMs }: StoreOptions = {}) {
    if (typeof target === 'string') {
      this.sqlite = openSqlite(target);
      this.file = target === ':memory:' ? undefined : target;
      this.connection = connect({ sqlite: this.sqlite }, acquireTimeoutMs);
      this.checkpointer = target === ':memory:' || checkpoints === false ? undefined : startCheckpointer(this.sqlite, target, checkpoints);
    } else {
      this.connection = connect(target, acquireTimeoutMs);
    }
    this.dialect = this.connection.dialect;
    this.db = this.connection.db;
    const ready = () => this.ready();
    this.enquiries = new Enquiries(this.db, this.dialect, ready, makeRef);
    this.mails = new Mails(this.db, this.dialect, ready);
    this.subscriptions = new Subscriptions(this.db, ready);
    this.secrets = new Secrets(this.db, ready);
    this.inbox = new Inbox(this.db, this.dialect, ready);
    this.audit = new AuditTrail(this.db, ready);
    this.invites = new StaffInvites(this.db, ready);
    this.insightSalts = new InsightSalts(this.db, ready);
    this.insights = new Insights(this.db, ready, this.insightSalts);
    this.leadSources = new LeadSources(this.db, ready);
    this.articles = new Articles(this.db, ready);
    this.pictures = new ArticlePictures(this.db, ready);
    this.authors = new ArticleAuthors(this.db, ready);
    this.digests = new Digests(this.db, ready);
  }

  /** Whether close() has been called: what was made on this store is to be made again on a new one. */
  get closed(): boolean {
    return this.closing !== undefined;
  }

  /** PostgreSQL's pool, for the shared rate limiter; undefined on SQLite. */
  get pool() {
    return this.connection.pool;
  }

  /**
   * The schema is brought up to date before the first query. A database that cannot be reached at start is tried
   * again on the next call, so an instance that started while it was down recovers on its own.
   */
  ready(): Promise<void> {
    this.migrated ??= this.migrate().catch((error: unknown) => {
      this.migrated = undefined;
      throw error;
    });
    return this.migrated;
  }

  /**
   * SQLite: the file in WAL mode; files from before the typed schema carry their version in user_version and are
   * brought to it first; then the typed schema, all while no other process migrates the same file (migration-lock.ts).
   */
  private migrate(): Promise<void> {
    const { sqlite, file } = this;
    if (!sqlite) return migrateToLatest(this.connection);
    const steps = async () => {
      await switchToWriteAheadLog(sqlite);
      migrateLegacy(sqlite);
      await migrateToLatest(this.connection);
    };
    return file ? whileMigrationLocked(file, steps) : steps();
  }

  /**
   * Runs `work` in one transaction, with the repositories a command writes through bound to it: a change and the
   * audit line that says so commit together, or neither does.
   */
  async inTransaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    await this.ready();
    const ready = () => Promise.resolve();
    return this.db.transaction().execute((trx) => work({ inbox: new Inbox(trx, this.dialect, ready), audit: new AuditTrail(trx, ready) }));
  }

  /** Proves the store can take a write right now. */
  async probeWrite(now = Date.now()): Promise<void> {
    await this.ready();
    await this.db
      .insertInto('health')
      .values({ id: 1, checkedAt: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ checkedAt: (eb) => eb.ref('excluded.checkedAt') }))
      .execute();
  }

  /**
   * Ties work on this store (the retention sweep) to its closing: close() calls `stop` first, and waits for what it
   * returns, so nothing of that work meets a closed connection. Returns the way to untie it.
   */
  beforeClose(stop: () => Promise<void> | void): () => void {
    this.stoppers.add(stop);
    return () => this.stoppers.delete(stop);
  }

  /**
   * Stops the work tied to the store and waits for what it still has in flight (when none, SQLite closes before this
   * returns), then closes the connection. SQLite: stops the checkpoint worker and closes the file (closing the last
   * connection copies the log into the database, as SQLite does). PostgreSQL: ends the pool, whose clients close as
   * their queries finish.
   */
  close(): Promise<void> {
    if (!this.closing) {
      const inFlight = [...this.stoppers].map((stop) => stop()).filter((done) => done instanceof Promise);
      this.closing = inFlight.length === 0 ? this.closeConnection() : Promise.all(inFlight).then(() => this.closeConnection());
    }
    return this.closing;
  }

  /** At process exit nothing runs afterwards, so nothing is waited for: the work is told to stop and SQLite closes now. */
  closeAtExit(): void {
    for (const stop of this.stoppers) void stop();
    this.closing ??= this.closeConnection();
  }

  private closeConnection(): Promise<void> {
    this.checkpointer?.stop();
    if (this.sqlite) {
      this.sqlite.close();
      return Promise.resolve();
    }
    return this.db.destroy();
  }
}

/** The SQLite file's name in the data folder (DATA_DIR): named here and nowhere else. */
export const STORE_FILE = 'enquiries.sqlite';

/** Where the settings put the store: PostgreSQL when a URL is given, else SQLite in the data folder. */
export function storeTarget({ DATA_DIR, DATABASE_URL }: { DATA_DIR: string; DATABASE_URL?: string | undefined }): StoreTarget {
  return DATABASE_URL ? { url: DATABASE_URL } : storeFile(DATA_DIR);
}

/** The SQLite file in a data folder. */
export const storeFile = (dataDir: string) => path.resolve(dataDir, STORE_FILE);
