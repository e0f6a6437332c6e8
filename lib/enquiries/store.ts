import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { newRef } from './reference';
import { startCheckpointer, type CheckpointOptions, type Checkpointer } from './checkpointer';

export type EnquiryStatus = 'stored' | 'queued' | 'delivered' | 'refused' | 'spam';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface EnquiryRow {
  ref: string;
  endpoint: string;
  payload: Record<string, unknown>;
  status: EnquiryStatus;
  attempts: number;
  lastError: string | null;
  idempotencyKey: string;
  answer: Answer | null;
  nextAttemptAt: number | null;
  createdAt: number;
  updatedAt: number;
}

interface RawRow {
  ref: string;
  endpoint: string;
  payload: string;
  status: EnquiryStatus;
  attempts: number;
  last_error: string | null;
  idempotency_key: string;
  answer_status: number | null;
  answer_body: string | null;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Each entry moves the schema one version forward; the database records how far it has come. */
const MIGRATIONS = [
  `CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY,
     ref TEXT NOT NULL UNIQUE,
     endpoint TEXT NOT NULL,
     payload TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('stored', 'queued', 'delivered', 'refused', 'spam')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     idempotency_key TEXT NOT NULL UNIQUE,
     answer_status INTEGER,
     answer_body TEXT,
     next_attempt_at INTEGER,
     lease_until INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX enquiries_due ON enquiries (status, next_attempt_at);
   CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL);`,
];

const toRow = (raw: RawRow): EnquiryRow => ({
  ref: raw.ref,
  endpoint: raw.endpoint,
  payload: JSON.parse(raw.payload) as Record<string, unknown>,
  status: raw.status,
  attempts: raw.attempts,
  lastError: raw.last_error,
  idempotencyKey: raw.idempotency_key,
  answer: raw.answer_status === null ? null : { status: raw.answer_status, body: JSON.parse(raw.answer_body ?? '{}') as Record<string, unknown> },
  nextAttemptAt: raw.next_attempt_at,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

export interface NewEnquiry {
  endpoint: string;
  payload: Record<string, unknown>;
  status: EnquiryStatus;
  idempotencyKey: string;
  /** A queued row is leased to the request delivering it, so the outbox leaves it alone meanwhile. */
  leaseUntil?: number;
  /** The answer, when it is known before any delivery: stored with the row in one write. */
  answer?: (ref: string) => Answer;
}

const MAX_REF_DRAWS = 8;
const WAL_SIZE_LIMIT = 16 * 1024 * 1024;

const INSERT = `INSERT INTO enquiries (ref, endpoint, payload, status, idempotency_key, answer_status, answer_body, next_attempt_at, lease_until, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`;

export { newRef };

export class EnquiryStore {
  readonly db: Database.Database;
  // Prepared once: an enquiry costs one statement run, not a parse of its SQL.
  private readonly statements: { insert: Database.Statement; byKey: Database.Statement; byRef: Database.Statement; saveAnswer: Database.Statement };

  /** Checkpoints run off the request thread (checkpointer.ts); none for a database in memory, which has no log. */
  readonly checkpointer: Checkpointer | undefined;

  /**
   * @param makeRef how references are drawn (tests pass one that repeats itself).
   * @param checkpoints how the worker checkpoints (tests shorten the timer).
   */
  constructor(
    file: string,
    private readonly makeRef: (now: Date) => string = newRef,
    checkpoints: CheckpointOptions = {},
  ) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // After the log starts again, its file is cut back to this size rather than keeping its largest.
    this.db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
    this.migrate();
    this.checkpointer = file === ':memory:' ? undefined : startCheckpointer(this.db, file, checkpoints);
    this.statements = {
      insert: this.db.prepare(INSERT),
      byKey: this.db.prepare('SELECT * FROM enquiries WHERE idempotency_key = ?'),
      byRef: this.db.prepare('SELECT * FROM enquiries WHERE ref = ?'),
      saveAnswer: this.db.prepare('UPDATE enquiries SET answer_status = ?, answer_body = ?, updated_at = ? WHERE ref = ?'),
    };
  }

  private migrate() {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let next = version; next < MIGRATIONS.length; next += 1) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[next] ?? '');
        this.db.pragma(`user_version = ${next + 1}`);
      })();
    }
  }

  /**
   * Inserts one row, or returns the row that already holds this idempotency key. A reference drawn twice (30
   * random bits a day: likely once in some 40,000 enquiries on one day) is drawn again, never an error.
   */
  insert(enquiry: NewEnquiry, now = Date.now()): { row: EnquiryRow; created: boolean } {
    const nextAttemptAt = enquiry.status === 'queued' ? now : null;
    for (let draw = 1; ; draw += 1) {
      const ref = this.makeRef(new Date(now));
      const answer = enquiry.answer?.(ref) ?? null;
      try {
        const result = this.statements.insert.run(
          ref,
          enquiry.endpoint,
          JSON.stringify(enquiry.payload),
          enquiry.status,
          enquiry.idempotencyKey,
          answer?.status ?? null,
          answer ? JSON.stringify(answer.body) : null,
          nextAttemptAt,
          enquiry.leaseUntil ?? null,
          now,
          now,
        );
        return this.inserted(enquiry, result.changes, { ref, answer, nextAttemptAt, now });
      } catch (error) {
        // By code and message: instanceof SqliteError failed in a full Jest run, where each file loads the module anew.
        const { code, message } = error as { code?: unknown; message?: unknown };
        const refTaken = code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('enquiries.ref');
        if (!refTaken || draw >= MAX_REF_DRAWS) throw error;
      }
    }
  }

  private inserted(
    enquiry: NewEnquiry,
    changes: number,
    { ref, answer, nextAttemptAt, now }: { ref: string; answer: Answer | null; nextAttemptAt: number | null; now: number },
  ): { row: EnquiryRow; created: boolean } {
    if (changes === 0) {
      const existing = this.findByKey(enquiry.idempotencyKey);
      if (!existing) throw new Error('Enquiry row neither inserted nor found');
      return { row: existing, created: false };
    }
    const row: EnquiryRow = {
      ref,
      endpoint: enquiry.endpoint,
      payload: enquiry.payload,
      status: enquiry.status,
      attempts: 0,
      lastError: null,
      idempotencyKey: enquiry.idempotencyKey,
      answer,
      nextAttemptAt,
      createdAt: now,
      updatedAt: now,
    };
    return { row, created: true };
  }

  findByKey(key: string): EnquiryRow | undefined {
    const raw = this.statements.byKey.get(key) as RawRow | undefined;
    return raw && toRow(raw);
  }

  find(ref: string): EnquiryRow | undefined {
    const raw = this.statements.byRef.get(ref) as RawRow | undefined;
    return raw && toRow(raw);
  }

  saveAnswer(ref: string, answer: Answer, now = Date.now()) {
    this.statements.saveAnswer.run(answer.status, JSON.stringify(answer.body), now, ref);
  }

  /** Records one delivery attempt and where the row goes next. */
  recordAttempt(ref: string, outcome: { status: 'delivered' | 'refused' | 'queued'; error?: string; nextAttemptAt?: number }, now = Date.now()) {
    this.db
      .prepare(
        `UPDATE enquiries SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_until = NULL, updated_at = ?
         WHERE ref = ?`,
      )
      .run(outcome.status, outcome.error ?? null, outcome.status === 'queued' ? (outcome.nextAttemptAt ?? now) : null, now, ref);
  }

  /** Leases queued rows that are due; a leased row is not handed out again until its lease ends. */
  claimDue(now: number, leaseMs: number, limit = 10): EnquiryRow[] {
    return this.db.transaction(() => {
      const due = this.db
        .prepare(
          `SELECT * FROM enquiries WHERE status = 'queued' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
           ORDER BY next_attempt_at LIMIT ?`,
        )
        .all(now, now, limit) as RawRow[];
      const lease = this.db.prepare('UPDATE enquiries SET lease_until = ? WHERE ref = ?');
      for (const row of due) lease.run(now + leaseMs, row.ref);
      return due.map(toRow);
    })();
  }

  /** The outbox at a glance: how many rows wait, and since when. */
  pending(): { count: number; oldestCreatedAt: number | null } {
    const row = this.db.prepare(`SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM enquiries WHERE status = 'queued'`).get() as { count: number; oldest: number | null };
    return { count: row.count, oldestCreatedAt: row.oldest };
  }

  all(): EnquiryRow[] {
    return (this.db.prepare('SELECT * FROM enquiries ORDER BY id').all() as RawRow[]).map(toRow);
  }

  /** Proves the store can take a write right now. */
  probeWrite(now = Date.now()): void {
    this.db.prepare('INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at').run(now);
  }

  /** Stops the checkpoint worker; closing the last connection copies the log into the database, as SQLite does. */
  close() {
    this.checkpointer?.stop();
    this.db.close();
  }
}

const stores = new Map<string, EnquiryStore>();

/**
 * On the way out (the server's SIGTERM ends in process.exit once the answers in flight are sent) every store
 * closes, so its last checkpoint is made then rather than left in the log for the next start to replay.
 */
function closeStores() {
  for (const store of stores.values()) store.close();
  stores.clear();
}

/** One store per data folder per process, closed when the process exits. */
export function getStore(dataDir: string): EnquiryStore {
  const file = path.resolve(dataDir, 'enquiries.sqlite');
  let store = stores.get(file);
  if (!store) {
    if (stores.size === 0) process.once('exit', closeStores);
    store = new EnquiryStore(file);
    stores.set(file, store);
  }
  return store;
}
