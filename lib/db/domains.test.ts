/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, execute, openStore } from '@/testing/stores';
import { declarationProblems, staleDeclarations, type StoreCopy } from './copy';
import { STORE_COPIES } from './domains';

// Every table the migrations make is some domain's: copied when the store moves, or left behind with a reason. A new
// table fails here until its domain declares it, so `npm run enquiries -- copy` is never silently short of one.

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

async function tablesOf(database: (typeof databases)[number]): Promise<string[]> {
  const store = await openStore(database);
  await store.ready();
  const rows =
    store.dialect === 'sqlite'
      ? await execute(store, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'`)
      : await execute(store, `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'`);
  return rows.map((row) => camel(String(row.name))).sort();
}

describe.each(databases)('the domains’ tables on %s', (database) => {
  it('are each declared by exactly one domain', async () => {
    expect(declarationProblems(await tablesOf(database), STORE_COPIES)).toEqual([]);
  });
});

it('declares no table that neither database has (rate_limits is PostgreSQL’s alone)', async () => {
  const tables = [...(await tablesOf('SQLite')), ...(await tablesOf('PostgreSQL'))];
  expect(staleDeclarations(tables, STORE_COPIES)).toEqual([]);
});

describe('the declaration check', () => {
  const step = (domain: string, copies: string[], leaves: Record<string, string> = {}) => ({ domain, copies, leaves, copy: async () => ({}) }) as unknown as StoreCopy;

  it('names a table no domain declares, one two declare, and one the store lacks', () => {
    expect(declarationProblems(['enquiries', 'planted'], [step('enquiries', ['enquiries'])])).toEqual(['planted: no domain declares it (copied, or left with why)']);
    expect(declarationProblems(['mails'], [step('mail', ['mails']), step('core', [], { mails: 'why' })])).toEqual(['mails: declared by mail and core']);
    expect(staleDeclarations(['enquiries'], [step('mail', ['mails'])])).toEqual(['mails']);
  });
});
