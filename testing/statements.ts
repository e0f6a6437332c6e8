import type { Store } from '@/lib/db/store';

/** What the session check reads: Better Auth's session and user, and whether the person has a password (lib/staff/guard.ts). */
export const SESSION_TABLES: readonly string[] = ['staff_accounts', 'staff_sessions', 'staff_users'];

export interface Statements {
  /** Every table a statement named since watching began, once each, sorted. */
  tables(): string[];
  /** The same, less the session check's: what a request read or wrote for itself. */
  beyondTheSession(): string[];
}

/**
 * Watches every statement a SQLite store runs from now on, as its driver prepares them: how a test on a real store
 * proves a refused request read nothing, or nothing past the session check.
 */
export function watchStatements(store: Store): Statements {
  const sqlite = store.sqlite;
  if (!sqlite) throw new Error('watchStatements reads SQLite statements: open the store on SQLite');
  const seen = new Set<string>();
  const prepare = sqlite.prepare.bind(sqlite);
  jest.spyOn(sqlite, 'prepare').mockImplementation((source: string) => {
    for (const [, table] of source.matchAll(/\b(?:from|join|into|update)\s+"(\w+)"/gi)) seen.add(table!);
    return prepare(source);
  });
  const tables = () => [...seen].sort();
  return { tables, beyondTheSession: () => tables().filter((table) => !SESSION_TABLES.includes(table)) };
}
