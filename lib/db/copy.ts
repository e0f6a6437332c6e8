import { CHUNK } from './paging';
import type { Database } from './schema';
import type { Store } from './store';

// Moving a store to another database (`npm run enquiries -- copy --to`) is each domain's business: each declares the
// tables it owns, which of them it copies and how, and which stay behind and why. lib/admin's copyStore runs the
// steps in order; lib/db/domains.test.ts checks every table the migrations make is declared by exactly one domain.

export type TableName = keyof Database & string;

export interface StoreCopy {
  /** The domain, for the messages. */
  domain: string;
  /** The tables this step copies. */
  copies: readonly TableName[];
  /** The tables the domain owns and leaves behind, each with why (Better Auth's, outside the Database type, too). */
  leaves: Partial<Record<TableName, string>> & Record<string, string>;
  /** Copies them from `source` into `target`, each row once however often it runs; how many of each were new. */
  copy(source: Store, target: Store): Promise<Record<string, number>>;
}

/** Rows known by their content (no unique name of their own): those of `rows` whose key `target` does not hold yet. */
export function notYetIn<Row>(known: Iterable<Row>, rows: Row[], key: (row: Row) => string): Row[] {
  const there = new Set([...known].map(key));
  return rows.filter((row) => !there.has(key(row)));
}

/** What every domain shares: the links' secret, so links already sent still verify, and the audit trail. */
export const coreCopy: StoreCopy = {
  domain: 'core',
  copies: ['secrets', 'auditEvents'],
  leaves: { health: 'this store’s own write probe', rateLimits: 'this minute’s counts, per host' },
  async copy(source, target) {
    const secrets = await source.db.selectFrom('secrets').selectAll().execute();
    if (secrets.length) await target.db.insertInto('secrets').values(secrets).onConflict((conflict) => conflict.doNothing()).execute();
    // The trail has no unique name of its own: a line already there is known by its content.
    const auditKey = (row: { at: number; action: string; actorId: string | null; subject: string | null }) => JSON.stringify([row.at, row.action, row.actorId, row.subject]);
    const events = notYetIn(await target.db.selectFrom('auditEvents').select(['at', 'action', 'actorId', 'subject']).execute(), await source.db.selectFrom('auditEvents').selectAll().orderBy('id').execute(), auditKey);
    for (let start = 0; start < events.length; start += CHUNK) await target.db.insertInto('auditEvents').values(events.slice(start, start + CHUNK).map((row) => ({ ...row, id: undefined }))).execute();
    return { auditEvents: events.length };
  },
};

/** What is wrong with `steps` as a declaration of `tables` (a store's, camelCased): a table no domain or two name. */
export function declarationProblems(tables: readonly string[], steps: readonly StoreCopy[]): string[] {
  const owners = new Map<string, string[]>();
  for (const step of steps) for (const table of [...step.copies, ...Object.keys(step.leaves)]) owners.set(table, [...(owners.get(table) ?? []), step.domain]);
  return [
    ...tables.filter((table) => !owners.has(table)).map((table) => `${table}: no domain declares it (copied, or left with why)`),
    ...[...owners].filter(([, domains]) => domains.length > 1).map(([table, domains]) => `${table}: declared by ${domains.join(' and ')}`),
  ];
}

/** The tables `steps` declare that none of `tables` (every database's, camelCased) is: a declaration left behind. */
export const staleDeclarations = (tables: readonly string[], steps: readonly StoreCopy[]): string[] => steps.flatMap((step) => [...step.copies, ...Object.keys(step.leaves)]).filter((table) => !tables.includes(table));
