import { sql } from 'kysely';
import type { Dialect } from './connect';

// Where SQLite and PostgreSQL must differ in a table's definition; the outboxes' claim differs too (leases.ts).

/** A table's generated key: an identity column on PostgreSQL, SQLite's rowid alias. */
export const generatedKey = (dialect: Dialect) => (dialect === 'postgres' ? sql`bigint generated always as identity primary key` : sql`integer primary key`);

/** Milliseconds since the epoch: bigint on PostgreSQL (past int4), integer (up to 8 bytes) on SQLite. */
export const time = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');
