import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import { logEvent } from '@/lib/log';
import { Subscriptions } from '@/lib/newsletter/subscriptions';
import { startCheckpointer, type CheckpointOptions, type Checkpointer } from './checkpointer';
import { connect, type Connection, type Dialect } from './db/connect';
import { claimDue, recordLeased } from './db/dialect';
import { migrateToLatest } from './db/migrations';
import type { Database } from './db/schema';
import { Mailbox } from './mailbox';
import { migrate as migrateLegacy } from './migrations';
import { newLease, newRef, toRow, type Answer, type AttemptOutcome, type EnquiryRow, type EnquiryStatus, type Lease, type RawRow } from './rows';

export { newLease, newRef, type Answer, type AttemptOutcome, type EnquiryRow, type EnquiryStatus, type Lease } from './rows';

export interface NewEnquiry {
  endpoint: string;
  payload: Record<string, unknown>;
  status: EnquiryStatus;
  idempotencyKey: string;
  /** A queued row is leased to the request delivering it, so the outbox leaves it alone meanwhile. */
  lease?: Lease | undefined;
  /** The answer, when it is known before any delivery: stored with the row in one write. */
  answer?: ((ref: string) => Answer) | undefined;
  /** What is written in the same transaction as a new row (its mails, a subscription); never for a repeated key. */
  alongside?: ((into: Transaction<Database>, ref: string) => Promise<void>) | undefined;
}

/** Where the store lives: a SQLite file (or ':memory:'), or a PostgreSQL server. */
export type StoreTarget = string | { url: string };

export interface StoreOptions {
  /** How references are drawn (tests pass one that repeats itself). */
  makeRef?: (now: Date) => string;
  /** How SQLite's checkpoint worker runs (tests shorten the timer); false for none (the CLI's short visits). */
  checkpoints?: CheckpointOptions | false;
}

/** A listed row as the CLI shows it: a payload that cannot be read comes back empty rather than stopping the list. */
export interface ListedRow {
  ref: string;
  endpoint: string;
  status: EnquiryStatus;
  attempts: number;
  lastError: string | null;
  payload: Record<string, unknown>;
  createdAt: number;
}

const MAX_REF_DRAWS = 8;
const WAL_SIZE_LIMIT = 16 * 1024 * 1024;
const PURGE_CHUNK = 500;

/** Enquiries hold personal data: the folder is the owner's alone when we make it, the database file always (SQLite gives -wal and -shm its mode). */
function preparePrivateFile(file: string) {
  const dir = path.dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  // The file is chosen at run time (DATA_DIR): nothing for the build's file tracing to follow.
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(/*turbopackIgnore: true*/ name)) chmodSync(/*turbopackIgnore: true*/ name, 0o600);
}

function openSqlite(file: string): Sqlite.Database {
  if (file !== ':memory:') preparePrivateFile(file);
  const db = new Sqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // Deleted enquiries (retention, erasure) are overwritten with zeros, not left in free pages.
  db.pragma('secure_delete = ON');
  // After the log starts again, its file is cut back to this size rather than keeping its largest.
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  // Files from before the typed schema carry their version in user_version; they are brought to it first.
  migrateLegacy(db);
  return db;
}

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The enquiry store, the outbox's queue and the idempotency keys, on SQLite (the embedded default) or PostgreSQL
 * (several hosts). One set of queries through Kysely; where the two must differ, db/dialect.ts says so.
 */
export class EnquiryStore {
  readonly dialect: Dialect;
  /** The SQLite handle, for what only SQLite has (pragmas, checkpoints); undefined on PostgreSQL. */
  readonly sqlite: Sqlite.Database | undefined;
  /** Checkpoints run off the request thread (checkpointer.ts); none on PostgreSQL or for a database in memory. */
  readonly checkpointer: Checkpointer | undefined;
  private readonly connection: Connection;
  private readonly db: Kysely<Database>;
  private readonly makeRef: (now: Date) => string;
  private migrated: Promise<void> | undefined;
  private readonly secrets = new Map<string, Promise<string>>();
  /** The mails queued with the enquiries, sent by the same outbox. */
  readonly mail: Mailbox;
  readonly subscriptions: Subscriptions;

  constructor(target: StoreTarget, { makeRef = newRef, checkpoints = {} }: StoreOptions = {}) {
    if (typeof target === 'string') {
      this.sqlite = openSqlite(target);
      this.connection = connect({ sqlite: this.sqlite });
      this.checkpointer = target === ':memory:' || checkpoints === false ? undefined : startCheckpointer(this.sqlite, target, checkpoints);
    } else {
      this.connection = connect(target);
    }
    this.dialect = this.connection.dialect;
    this.db = this.connection.db;
    this.makeRef = makeRef;
    const ready = () => this.ready();
    this.mail = new Mailbox(this.db, this.dialect, ready);
    this.subscriptions = new Subscriptions(this.db, ready);
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
    this.migrated ??= migrateToLatest(this.connection).catch((error: unknown) => {
      this.migrated = undefined;
      throw error;
    });
    return this.migrated;
  }

  /**
   * Inserts one row, or returns the row that already holds this idempotency key. A reference drawn twice (30
   * random bits a day: likely once in some 40,000 enquiries on one day) is drawn again, never an error.
   */
  async insert(enquiry: NewEnquiry, now = Date.now()): Promise<{ row: EnquiryRow; created: boolean }> {
    await this.ready();
    const nextAttemptAt = enquiry.status === 'queued' ? now : null;
    for (let draw = 1; draw <= MAX_REF_DRAWS; draw += 1) {
      const ref = this.makeRef(new Date(now));
      const answer = enquiry.answer?.(ref) ?? null;
      // Either unique column may conflict: the key (a repeat, answered with the row that holds it) or the ref (drawn again).
      const write = async (into: Kysely<Database>) => {
        const inserted = await into
          .insertInto('enquiries')
          .values({
            ref,
            endpoint: enquiry.endpoint,
            payload: JSON.stringify(enquiry.payload),
            status: enquiry.status,
            idempotency_key: enquiry.idempotencyKey,
            answer_status: answer?.status ?? null,
            answer_body: answer ? JSON.stringify(answer.body) : null,
            next_attempt_at: nextAttemptAt,
            lease_until: enquiry.lease?.until ?? null,
            lease_token: enquiry.lease?.token ?? null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
        if (created && enquiry.alongside) await enquiry.alongside(into as Transaction<Database>, ref);
        return created;
      };
      // With anything alongside, one transaction: the enquiry is never stored without its mails.
      const created = enquiry.alongside ? await this.db.transaction().execute(write) : await write(this.db);
      if (created) {
        const { endpoint, payload, status, idempotencyKey } = enquiry;
        return { row: { ref, endpoint, payload, status, attempts: 0, lastError: null, idempotencyKey, answer, nextAttemptAt, createdAt: now, updatedAt: now }, created: true };
      }
      const existing = await this.findByKey(enquiry.idempotencyKey);
      if (existing) return { row: existing, created: false };
    }
    throw new Error(`Every one of ${MAX_REF_DRAWS} references drawn was already taken`);
  }

  async findByKey(key: string): Promise<EnquiryRow | undefined> {
    await this.ready();
    const raw = await this.db.selectFrom('enquiries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    return raw && toRow(raw as RawRow);
  }

  async find(ref: string): Promise<EnquiryRow | undefined> {
    await this.ready();
    const raw = await this.db.selectFrom('enquiries').selectAll().where('ref', '=', ref).executeTakeFirst();
    return raw && toRow(raw as RawRow);
  }

  async saveAnswer(ref: string, answer: Answer, now = Date.now()): Promise<void> {
    await this.ready();
    await this.db.updateTable('enquiries').set({ answer_status: answer.status, answer_body: JSON.stringify(answer.body), updated_at: now }).where('ref', '=', ref).execute();
  }

  /** Records one delivery attempt and where the row goes next; false when the lease was lost (recordLeased). */
  async recordAttempt(ref: string, lease: Lease, outcome: AttemptOutcome, now = Date.now()): Promise<boolean> {
    await this.ready();
    return recordLeased(this.db, 'enquiries', { ref }, lease, outcome, now);
  }

  /**
   * Leases the next due row for the time of one attempt, in one statement: on PostgreSQL several instances claim
   * at once and each gets a different row. A row that cannot be read (its JSON damaged) is marked failed with the
   * reason and passed over, so it never holds up the rows behind it.
   */
  async claimNext(now: number, leaseMs: number): Promise<{ row: EnquiryRow; lease: Lease } | undefined> {
    await this.ready();
    for (;;) {
      const lease = newLease(now, leaseMs);
      const raw = await claimDue(this.db, this.dialect, 'enquiries', lease, now);
      if (!raw) return undefined;
      try {
        return { row: toRow(raw as RawRow), lease };
      } catch (error) {
        const reason = `unreadable row: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
        await this.db
          .updateTable('enquiries')
          .set({ status: 'failed', last_error: reason, lease_until: null, lease_token: null, updated_at: now })
          .where('id', '=', raw.id)
          .where('lease_token', '=', lease.token)
          .execute();
        logEvent('enquiry.unreadable', { ref: raw.ref, error: reason }, 'error');
      }
    }
  }

  /** The outbox at a glance: how many rows wait and since when, and how many gave up. */
  async outboxState(): Promise<{ queued: number; failed: number; oldestQueuedAt: number | null }> {
    await this.ready();
    const row = await this.db
      .selectFrom('enquiries')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('status', '=', 'queued').as('queued'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'failed').as('failed'),
        eb.fn.min('created_at').filterWhere('status', '=', 'queued').as('oldest'),
      ])
      .where('status', 'in', ['queued', 'failed'])
      .executeTakeFirstOrThrow();
    return { queued: Number(row.queued), failed: Number(row.failed), oldestQueuedAt: row.oldest === null ? null : Number(row.oldest) };
  }

  /** Deletes the enquiries received before the cutoff, a few hundred per write, and records how many, never whose. */
  async purgeBefore(cutoff: number, now = Date.now()): Promise<number> {
    await this.ready();
    let total = 0;
    for (;;) {
      const chunk = this.db.selectFrom('enquiries').select('id').where('created_at', '<', cutoff).limit(PURGE_CHUNK);
      const result = await this.db.deleteFrom('enquiries').where('id', 'in', chunk).executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted === 0) break;
      total += deleted;
    }
    // Mails are kept as long as their enquiries; subscriptions (with their consent) until the person leaves.
    await this.db.deleteFrom('mails').where('created_at', '<', cutoff).execute();
    if (total > 0) await this.db.insertInto('erasures').values({ at: now, reason: 'retention', count: total }).execute();
    return total;
  }

  async all(): Promise<EnquiryRow[]> {
    await this.ready();
    return (await this.db.selectFrom('enquiries').selectAll().orderBy('id').execute()).map((raw) => toRow(raw as RawRow));
  }

  /** Every row, oldest first, optionally of one endpoint; a damaged payload is listed empty. */
  async list(endpoint?: string): Promise<ListedRow[]> {
    await this.ready();
    let query = this.db.selectFrom('enquiries').select(['ref', 'endpoint', 'status', 'attempts', 'last_error', 'payload', 'created_at']).orderBy('id');
    if (endpoint) query = query.where('endpoint', '=', endpoint);
    return (await query.execute()).map((raw) => ({
      ref: raw.ref,
      endpoint: raw.endpoint,
      status: raw.status as EnquiryStatus,
      attempts: raw.attempts,
      lastError: raw.last_error,
      payload: parsePayload(raw.payload),
      createdAt: raw.created_at,
    }));
  }

  /** Queues one enquiry (failed, queued or refused), or every failed one, for delivery again with its attempts reset. */
  async requeue(which: { ref: string } | 'failed', now = Date.now()): Promise<number> {
    await this.ready();
    let query = this.db.updateTable('enquiries').set({ status: 'queued', attempts: 0, next_attempt_at: now, lease_until: null, lease_token: null, updated_at: now });
    query = which === 'failed' ? query.where('status', '=', 'failed') : query.where('ref', '=', which.ref).where('status', 'in', ['failed', 'queued', 'refused']);
    return Number((await query.executeTakeFirst()).numUpdatedRows);
  }

  /**
   * Deletes every row whose payload names this address in an email field, whatever the endpoint or status (a
   * damaged payload is searched as text), and records when and how many, never whose, in the same transaction.
   */
  async eraseAddress(address: string, now = Date.now()): Promise<number> {
    await this.ready();
    const wanted = address.trim().toLowerCase();
    const matches = (payload: string) => {
      let fields: unknown;
      try {
        fields = JSON.parse(payload);
      } catch {
        return payload.toLowerCase().includes(wanted);
      }
      return Object.entries(fields ?? {}).some(([key, value]) => /email/i.test(key) && typeof value === 'string' && value.trim().toLowerCase() === wanted);
    };
    return this.db.transaction().execute(async (trx) => {
      const rows = (await trx.selectFrom('enquiries').select(['id', 'ref', 'payload']).execute()).filter((row) => matches(row.payload));
      const ids = rows.map((row) => row.id);
      for (let start = 0; start < rows.length; start += PURGE_CHUNK) {
        const chunk = rows.slice(start, start + PURGE_CHUNK);
        await trx.deleteFrom('enquiries').where('id', 'in', chunk.map((row) => row.id)).execute();
        // Their mails go with them: the team's notice holds every field.
        await trx.deleteFrom('mails').where('ref', 'in', chunk.map((row) => row.ref)).execute();
      }
      await trx.deleteFrom('mails').where('recipient', '=', wanted).execute();
      await trx.deleteFrom('subscriptions').where('email', '=', wanted).execute();
      await trx.insertInto('erasures').values({ at: now, reason: 'request', count: ids.length }).execute();
      return ids.length;
    });
  }

  /**
   * Copies every enquiry (with its outbox state and idempotency key) and the erasure records into another store.
   * Rows already there, by reference or key, are left alone, so a second run copies nothing twice. Leases are not
   * copied: a row that was mid-attempt is due again at once in its new home.
   */
  async copyInto(target: EnquiryStore): Promise<{ enquiries: number; erasures: number }> {
    await this.ready();
    await target.ready();
    let enquiries = 0;
    for (let after = 0; ; ) {
      const rows = await this.db.selectFrom('enquiries').selectAll().where('id', '>', after).orderBy('id').limit(PURGE_CHUNK).execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      // Kysely leaves out an undefined value: the target numbers the rows itself.
      const values = rows.map((row) => ({ ...row, id: undefined, lease_until: null, lease_token: null }));
      const result = await target.db.insertInto('enquiries').values(values).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      enquiries += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    let erasures = 0;
    const known = new Set((await target.db.selectFrom('erasures').select(['at', 'reason', 'count']).execute()).map((row) => `${row.at}|${row.reason}|${row.count}`));
    for (const { at, reason, count } of await this.db.selectFrom('erasures').select(['at', 'reason', 'count']).orderBy('id').execute()) {
      if (known.has(`${at}|${reason}|${count}`)) continue;
      await target.db.insertInto('erasures').values({ at, reason, count }).execute();
      erasures += 1;
    }
    // Mails, subscriptions and the links' secret keep their own unique names, so links already sent still work.
    const mails = await this.db.selectFrom('mails').selectAll().orderBy('id').execute();
    for (let start = 0; start < mails.length; start += PURGE_CHUNK) {
      const values = mails.slice(start, start + PURGE_CHUNK).map((row) => ({ ...row, id: undefined, lease_until: null, lease_token: null }));
      await target.db.insertInto('mails').values(values).onConflict((conflict) => conflict.doNothing()).execute();
    }
    const subscriptions = await this.db.selectFrom('subscriptions').selectAll().orderBy('id').execute();
    if (subscriptions.length) await target.db.insertInto('subscriptions').values(subscriptions.map((row) => ({ ...row, id: undefined }))).onConflict((conflict) => conflict.doNothing()).execute();
    const secrets = await this.db.selectFrom('secrets').selectAll().execute();
    if (secrets.length) await target.db.insertInto('secrets').values(secrets).onConflict((conflict) => conflict.doNothing()).execute();
    return { enquiries, erasures };
  }

  /**
   * A secret kept with the data, made on first use, so every instance on this database signs and checks alike
   * (the newsletter's links). Two instances making it at once keep whichever was written first.
   */
  secret(name: string): Promise<string> {
    let secret = this.secrets.get(name);
    if (!secret) {
      secret = (async () => {
        await this.ready();
        await this.db.insertInto('secrets').values({ name, value: randomBytes(32).toString('base64url') }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
        return (await this.db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
      })();
      secret.catch(() => this.secrets.delete(name));
      this.secrets.set(name, secret);
    }
    return secret;
  }

  /** Proves the store can take a write right now. */
  async probeWrite(now = Date.now()): Promise<void> {
    await this.ready();
    await this.db
      .insertInto('health')
      .values({ id: 1, checked_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: (eb) => eb.ref('excluded.checked_at') }))
      .execute();
  }

  /**
   * SQLite: stops the checkpoint worker and closes the file at once (closing the last connection copies the log
   * into the database, as SQLite does). PostgreSQL: ends the pool, whose clients close as their queries finish.
   */
  close(): Promise<void> {
    this.checkpointer?.stop();
    if (this.sqlite) {
      this.sqlite.close();
      return Promise.resolve();
    }
    return this.db.destroy();
  }
}

const stores = new Map<string, EnquiryStore>();

/**
 * On the way out (the server's SIGTERM ends in process.exit once the answers in flight are sent) every store
 * closes, so SQLite's last checkpoint is made then rather than left in the log for the next start to replay.
 */
function closeStores() {
  for (const store of stores.values()) void store.close();
  stores.clear();
}

/** One store per process and place: PostgreSQL when a URL is given, else SQLite in the data folder. */
export function getStore({ DATA_DIR, DATABASE_URL }: { DATA_DIR: string; DATABASE_URL?: string | undefined }): EnquiryStore {
  const key = DATABASE_URL || path.resolve(DATA_DIR, 'enquiries.sqlite');
  let store = stores.get(key);
  if (!store) {
    if (stores.size === 0) process.once('exit', closeStores);
    store = new EnquiryStore(DATABASE_URL ? { url: DATABASE_URL } : key);
    stores.set(key, store);
  }
  return store;
}
