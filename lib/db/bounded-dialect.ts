import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';
import { logEvent } from '@/lib/log';

/** How long a query may wait for the database's connection before it fails (SQLite has one, PostgreSQL's pool ten). */
export const ACQUIRE_TIMEOUT_MS = 5_000;

/** The database could not be had in time: something holds its only connection (or every pooled one). */
export class StoreBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`The database was busy for ${waitedMs} ms: no connection was free`);
    this.name = 'StoreBusyError';
  }
}

/**
 * A driver whose connection is had within a bounded time or not at all. A query that waits longer fails with a
 * logged StoreBusyError (readiness then answers 503) rather than queueing forever behind a connection that a stuck
 * transaction holds. A connection that arrives after its caller gave up is handed straight back.
 */
class BoundedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly timeoutMs: number,
    private readonly connections?: () => ConnectionCounts,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const started = performance.now();
    const pending = this.inner.acquireConnection();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreBusyError(this.timeoutMs)), this.timeoutMs);
    });
    try {
      return await Promise.race([pending, expired]);
    } catch (error) {
      if (error instanceof StoreBusyError) {
        // What was busy: every pooled connection held, or one not yet made (the counts), or this process itself
        // (lateMs: how long after the bound the timer could run, the event loop blocked meanwhile).
        const lateMs = Math.round(performance.now() - started - this.timeoutMs);
        logEvent('store.busy', { waitedMs: this.timeoutMs, lateMs, ...this.connections?.() }, 'error');
        pending.then((connection) => this.inner.releaseConnection(connection), () => undefined);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/**
 * A pool's connections when a query gave up waiting: open (idle or held), idle, and queries waiting for one. A type,
 * not an interface, so that it spreads into a log line's fields.
 */
export type ConnectionCounts = {
  open: number;
  idle: number;
  waiting: number;
};

/**
 * Kysely's own dialect with its driver bounded: every other part (compiler, adapter, introspector) is its own.
 * `connections` tells the log how the pool stood when a query gave up.
 */
export function bounded(dialect: Dialect, timeoutMs = ACQUIRE_TIMEOUT_MS, connections?: () => ConnectionCounts): Dialect {
  return {
    createDriver: () => new BoundedDriver(dialect.createDriver(), timeoutMs, connections),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
