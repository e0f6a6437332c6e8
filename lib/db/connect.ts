import Sqlite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ACQUIRE_TIMEOUT_MS, bounded } from './bounded-dialect';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's pool, which the shared rate limiter uses too; none on SQLite. */
  pool?: pg.Pool;
}

// Milliseconds since the epoch outgrow int4, so they are bigint; pg hands bigint back as text unless told.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Columns are snake_case in SQL and camelCase in our code; the plugin maps names in queries and in results. */
const plugins = [new CamelCasePlugin()];

/** PostgreSQL when a postgres:// URL is given; otherwise the SQLite connection the embedded store has opened. */
export function connect(target: { url: string } | { sqlite: Sqlite.Database }, acquireTimeoutMs = ACQUIRE_TIMEOUT_MS): Connection {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000, allowExitOnIdle: true });
    // An idle client that loses the server must not take the process with it; the next query reports it.
    pool.on('error', () => undefined);
    const connections = () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: new Kysely<Database>({ dialect: bounded(new PostgresDialect({ pool }), acquireTimeoutMs, connections), plugins }), dialect: 'postgres', pool };
  }
  return { db: new Kysely<Database>({ dialect: bounded(new SqliteDialect({ database: target.sqlite }), acquireTimeoutMs), plugins }), dialect: 'sqlite' };
}
