import { sql, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from './connect';

/**
 * Where SQLite and PostgreSQL must differ in a query, and nowhere else. SQLite has one writer at a time, so a
 * claim is already exclusive; on PostgreSQL several instances claim at once, and each skips the rows another has
 * locked instead of waiting for them or taking the same one.
 */
export function lockedForClaim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, dialect: Dialect): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate().skipLocked() : query;
}

/** A table's generated key: an identity column on PostgreSQL, SQLite's rowid alias. */
export const generatedKey = (dialect: Dialect) => (dialect === 'postgres' ? sql`bigint generated always as identity primary key` : sql`integer primary key`);

/** Milliseconds since the epoch: bigint on PostgreSQL (past int4), integer (up to 8 bytes) on SQLite. */
export const time = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');
