import type Database from 'better-sqlite3';

const STATUSES_V1 = `'stored', 'queued', 'delivered', 'refused', 'spam'`;

const table = (name: string, statuses: string, extra = '') => `CREATE TABLE ${name} (
     id INTEGER PRIMARY KEY,
     ref TEXT NOT NULL UNIQUE,
     endpoint TEXT NOT NULL,
     payload TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN (${statuses})),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     idempotency_key TEXT NOT NULL UNIQUE,
     answer_status INTEGER,
     answer_body TEXT,
     next_attempt_at INTEGER,
     lease_until INTEGER,${extra}
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`;

const V1_COLUMNS = 'id, ref, endpoint, payload, status, attempts, last_error, idempotency_key, answer_status, answer_body, next_attempt_at, lease_until, created_at, updated_at';

/** Each entry moves the schema one version forward; the database records how far it has come (user_version). */
export const MIGRATIONS = [
  `${table('enquiries', STATUSES_V1)};
   CREATE INDEX enquiries_due ON enquiries (status, next_attempt_at);
   CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL);`,
  // A CHECK constraint cannot be altered in SQLite: the table is rebuilt, every row copied with its id (SQLite's
  // "making other kinds of table schema changes" procedure, inside the migration's transaction).
  `${table('enquiries_v2', `${STATUSES_V1}, 'failed'`, '\n     lease_token TEXT,')};
   INSERT INTO enquiries_v2 (${V1_COLUMNS}) SELECT ${V1_COLUMNS} FROM enquiries;
   DROP TABLE enquiries;
   ALTER TABLE enquiries_v2 RENAME TO enquiries;
   CREATE INDEX enquiries_due ON enquiries (status, next_attempt_at);`,
  // What was erased and when, never whose: the count is the whole record. The index serves the retention sweep.
  `CREATE TABLE erasures (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     reason TEXT NOT NULL CHECK (reason IN ('retention', 'request')),
     count INTEGER NOT NULL
   );
   CREATE INDEX enquiries_created ON enquiries (created_at);`,
];

export function migrate(db: Database.Database) {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let next = version; next < MIGRATIONS.length; next += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[next] ?? '');
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
}
