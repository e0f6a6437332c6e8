import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { logEvent } from '@/lib/log';
import { startCheckpointer, type CheckpointOptions, type Checkpointer } from './checkpointer';
import { migrate } from './migrations';
import { newLease, newRef, toRow, type Answer, type AttemptOutcome, type EnquiryRow, type EnquiryStatus, type Lease, type RawRow } from './rows';

export { newLease, newRef, type Answer, type AttemptOutcome, type EnquiryRow, type EnquiryStatus, type Lease } from './rows';

export interface NewEnquiry {
  endpoint: string;
  payload: Record<string, unknown>;
  status: EnquiryStatus;
  idempotencyKey: string;
  /** A queued row is leased to the request delivering it, so the outbox leaves it alone meanwhile. */
  lease?: Lease;
  /** The answer, when it is known before any delivery: stored with the row in one write. */
  answer?: (ref: string) => Answer;
}

const MAX_REF_DRAWS = 8;
const WAL_SIZE_LIMIT = 16 * 1024 * 1024;

const INSERT = `INSERT INTO enquiries (ref, endpoint, payload, status, idempotency_key, answer_status, answer_body, next_attempt_at, lease_until, lease_token, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`;

// Only the holder of the row's current lease may record, and only once: a late answer after someone else claimed the row changes nothing.
const RECORD = `UPDATE enquiries SET status = ?, attempts = attempts + ?, last_error = ?, next_attempt_at = ?, lease_until = NULL, lease_token = NULL, updated_at = ?
  WHERE ref = ? AND lease_token = ? AND status = 'queued'`;

const DUE = `SELECT * FROM enquiries WHERE status = 'queued' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
  ORDER BY next_attempt_at LIMIT 1`;

/** Enquiries hold personal data: the folder is the owner's alone when we make it, the database file always (SQLite gives -wal and -shm its mode). */
function preparePrivateFile(file: string) {
  const dir = path.dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(name)) chmodSync(name, 0o600);
}

/**
 * The enquiry store. Its methods answer with promises although SQLite answers at once: the store on a database
 * server (several hosts) will not, and the pipeline has one code path for both.
 */
export class EnquiryStore {
  readonly db: Database.Database;
  // Prepared once: an enquiry costs one statement run, not a parse of its SQL.
  private readonly statements: Record<'insert' | 'byKey' | 'byRef' | 'saveAnswer' | 'record' | 'due' | 'lease' | 'unreadable', Database.Statement>;

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
    if (file !== ':memory:') preparePrivateFile(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // Deleted enquiries (retention, erasure) are overwritten with zeros, not left in free pages.
    this.db.pragma('secure_delete = ON');
    // After the log starts again, its file is cut back to this size rather than keeping its largest.
    this.db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
    migrate(this.db);
    this.checkpointer = file === ':memory:' ? undefined : startCheckpointer(this.db, file, checkpoints);
    this.statements = {
      insert: this.db.prepare(INSERT),
      byKey: this.db.prepare('SELECT * FROM enquiries WHERE idempotency_key = ?'),
      byRef: this.db.prepare('SELECT * FROM enquiries WHERE ref = ?'),
      saveAnswer: this.db.prepare('UPDATE enquiries SET answer_status = ?, answer_body = ?, updated_at = ? WHERE ref = ?'),
      record: this.db.prepare(RECORD),
      due: this.db.prepare(DUE),
      lease: this.db.prepare('UPDATE enquiries SET lease_until = ?, lease_token = ? WHERE id = ?'),
      unreadable: this.db.prepare(`UPDATE enquiries SET status = 'failed', last_error = ?, lease_until = NULL, lease_token = NULL, updated_at = ? WHERE id = ?`),
    };
  }

  /**
   * Inserts one row, or returns the row that already holds this idempotency key. A reference drawn twice (30
   * random bits a day: likely once in some 40,000 enquiries on one day) is drawn again, never an error.
   */
  async insert(enquiry: NewEnquiry, now = Date.now()): Promise<{ row: EnquiryRow; created: boolean }> {
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
          enquiry.lease?.until ?? null,
          enquiry.lease?.token ?? null,
          now,
          now,
        );
        return await this.inserted(enquiry, result.changes, { ref, answer, nextAttemptAt, now });
      } catch (error) {
        // By code and message: instanceof SqliteError failed in a full Jest run, where each file loads the module anew.
        const { code, message } = error as { code?: unknown; message?: unknown };
        const refTaken = code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('enquiries.ref');
        if (!refTaken || draw >= MAX_REF_DRAWS) throw error;
      }
    }
  }

  private async inserted(
    enquiry: NewEnquiry,
    changes: number,
    { ref, answer, nextAttemptAt, now }: { ref: string; answer: Answer | null; nextAttemptAt: number | null; now: number },
  ): Promise<{ row: EnquiryRow; created: boolean }> {
    if (changes === 0) {
      const existing = await this.findByKey(enquiry.idempotencyKey);
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

  async findByKey(key: string): Promise<EnquiryRow | undefined> {
    const raw = this.statements.byKey.get(key) as RawRow | undefined;
    return raw && toRow(raw);
  }

  async find(ref: string): Promise<EnquiryRow | undefined> {
    const raw = this.statements.byRef.get(ref) as RawRow | undefined;
    return raw && toRow(raw);
  }

  async saveAnswer(ref: string, answer: Answer, now = Date.now()): Promise<void> {
    this.statements.saveAnswer.run(answer.status, JSON.stringify(answer.body), now, ref);
  }

  /** Records one delivery attempt and where the row goes next; false when the lease was lost and nothing changed. */
  async recordAttempt(ref: string, lease: Lease, outcome: AttemptOutcome, now = Date.now()): Promise<boolean> {
    const next = outcome.status === 'queued' ? (outcome.nextAttemptAt ?? now) : null;
    const counted = outcome.counted === false ? 0 : 1;
    return this.statements.record.run(outcome.status, counted, outcome.error ?? null, next, now, ref, lease.token).changes === 1;
  }

  /**
   * Leases the next due row for the time of one attempt. A row that cannot be read (its JSON damaged) is marked
   * failed with the reason and passed over, so it never holds up the rows behind it.
   */
  async claimNext(now: number, leaseMs: number): Promise<{ row: EnquiryRow; lease: Lease } | undefined> {
    return this.db.transaction(() => {
      for (;;) {
        const raw = this.statements.due.get(now, now) as (RawRow & { id: number }) | undefined;
        if (!raw) return undefined;
        try {
          const row = toRow(raw);
          const lease = newLease(now, leaseMs);
          this.statements.lease.run(lease.until, lease.token, raw.id);
          return { row, lease };
        } catch (error) {
          const reason = `unreadable row: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
          this.statements.unreadable.run(reason, now, raw.id);
          logEvent('enquiry.unreadable', { ref: raw.ref, error: reason }, 'error');
        }
      }
    })();
  }

  /** The outbox at a glance: how many rows wait and since when, and how many gave up. */
  async outboxState(): Promise<{ queued: number; failed: number; oldestQueuedAt: number | null }> {
    const row = this.db
      .prepare(`SELECT COUNT(*) FILTER (WHERE status = 'queued') AS queued, COUNT(*) FILTER (WHERE status = 'failed') AS failed,
                MIN(created_at) FILTER (WHERE status = 'queued') AS oldest FROM enquiries WHERE status IN ('queued', 'failed')`)
      .get() as { queued: number; failed: number; oldest: number | null };
    return { queued: row.queued, failed: row.failed, oldestQueuedAt: row.oldest };
  }

  /** Deletes the enquiries received before the cutoff, a few hundred per write, and records how many, never whose. */
  async purgeBefore(cutoff: number, now = Date.now()): Promise<number> {
    const chunk = this.db.prepare('DELETE FROM enquiries WHERE id IN (SELECT id FROM enquiries WHERE created_at < ? LIMIT 500)');
    let total = 0;
    for (let deleted = chunk.run(cutoff).changes; deleted > 0; deleted = chunk.run(cutoff).changes) total += deleted;
    if (total > 0) this.db.prepare(`INSERT INTO erasures (at, reason, count) VALUES (?, 'retention', ?)`).run(now, total);
    return total;
  }

  async all(): Promise<EnquiryRow[]> {
    return (this.db.prepare('SELECT * FROM enquiries ORDER BY id').all() as RawRow[]).map(toRow);
  }

  /** Proves the store can take a write right now. */
  async probeWrite(now = Date.now()): Promise<void> {
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
