/** @postgres: dumps and restores run against the run's PostgreSQL. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Store } from '@/lib/db/store';
import { copyOfDatabase, freshDatabaseUrl, migratedDatabaseUrl } from '@/lib/db/test-stores';
import { backup } from './backup';
import { restorePostgres } from './restore-postgres';
import { eraseReferences } from './store-admin';

// Each way a dump could be turned against the site, planted in the database it is taken from, and seen refused,
// with the database restored into left empty; then what a good restore ends and reports.

const key = 'a-test-key-of-at-least-32-characters!';
const signed = { signingKey: key };
const policy = { daily: 28, weekly: 0 };

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'restore-pg-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Two enquiries and a signed-in admin, in a database made once per file: its URL and the enquiries' references. */
async function seed(): Promise<{ url: string; refs: string[] }> {
  const url = await migratedDatabaseUrl();
  const store = new Store({ url });
  const refs: string[] = [];
  for (const index of [0, 1]) refs.push((await store.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: `p${index}@example.test` }, idempotencyKey: `key-${index}`, status: 'stored' })).row.ref);
  await store.close();
  await run(url, `insert into staff_users (id, name, email, "emailVerified", role, banned) values ('u-admin', 'Ana', 'ana@quillmark.test', true, 'admin', false)`);
  await run(url, `insert into staff_sessions (id, "expiresAt", token, "updatedAt", "userId") values ('s-1', now(), 't-1', now(), 'u-admin')`);
  return { url, refs };
}

let seeded: Promise<{ url: string; refs: string[] }> | undefined;

/** A live database of the test's own, a copy of the seeded one: a clone takes a tenth of seeding anew. */
async function seedLive(): Promise<{ url: string; refs: string[] }> {
  seeded ??= seed();
  const { url, refs } = await seeded;
  return { url: await copyOfDatabase(url), refs };
}

const copyOf = (url: string, options: { signingKey?: string } = signed) => backup({ url }, path.join(dir, 'copies'), policy, { ...options, now: new Date(Date.now() - 60_000) });
const tableCount = async (url: string) => Number((await run(url, "select count(*) as n from information_schema.tables where table_schema = 'public'"))[0]!.n);

describe('a dump is restored only as this release would have made it', () => {
  const plants: [string, string, RegExp][] = [
    ['a function of its own', `create function promote() returns void language sql as $$ update staff_users set role = 'admin' $$`, /the dump holds what this release's migrations do not make: FUNCTION <schema> promote\(\)/],
    [
      'a trigger of its own',
      `create function wipe() returns trigger language plpgsql as $$ begin delete from audit_events; return new; end $$;
       create trigger wipe after insert on enquiries for each row execute function wipe()`,
      /FUNCTION <schema> wipe\(\); TRIGGER <schema> enquiries wipe/,
    ],
    ['a view', 'create view everyone as select email, role from staff_users', /VIEW <schema> everyone/],
  ];

  it.each(plants)('refuses a dump with %s before pg_restore runs, signed or not', async (_, statements, said) => {
    const { url } = await seedLive();
    await run(url, statements);
    const made = await copyOf(url);
    const into = await freshDatabaseUrl();
    await expect(restorePostgres(made.file, into, signed)).rejects.toThrow(said);
    await expect(restorePostgres(made.file, into, { trustUnsigned: true })).rejects.toThrow(said);
    expect(await tableCount(into)).toBe(0);
  });

  it.each([
    ['lost its append-only trigger', 'drop trigger audit_events_append_only on audit_events', /the copy has no trigger audit_events.audit_events_append_only, which this release makes/],
    [
      'had its trigger function rewritten',
      `create or replace function audit_events_refuse_update() returns trigger language plpgsql as $$ begin return new; end $$`,
      /the copy's function audit_events_refuse_update\(\) is not this release's/,
    ],
  ])('refuses a dump whose audit trail %s, and empties the database again', async (_, statement, said) => {
    const { url } = await seedLive();
    await run(url, statement);
    const made = await copyOf(url);
    const into = await freshDatabaseUrl();
    await expect(restorePostgres(made.file, into, signed)).rejects.toThrow(said);
    expect(await tableCount(into)).toBe(0);
  });

  it('refuses an unsigned dump or one signed with another key, unless told --trust-unsigned', async () => {
    const { url } = await seedLive();
    const unsigned = await copyOf(url, {});
    const into = await freshDatabaseUrl();
    await expect(restorePostgres(unsigned.file, into, signed)).rejects.toThrow(/manifest is not signed: refused/);
    rmSync(path.join(dir, 'copies'), { recursive: true });
    const made = await copyOf(url, { signingKey: 'someone-elses-key-of-32-characters!!' });
    await expect(restorePostgres(made.file, into, signed)).rejects.toThrow(/is not signed with BACKUP_SIGNING_KEY/);
    expect(await tableCount(into)).toBe(0);
    expect((await restorePostgres(made.file, into, { ...signed, trustUnsigned: true })).trust).toBe('unsigned, trusted by --trust-unsigned');
  });
});

describe('a store that began on an older release', () => {
  it.each(['postgres-before-staff.sql', 'postgres-8ff0871.sql'])('restores a dump of one that began as %s and was migrated since', async (fixture) => {
    const url = await freshDatabaseUrl();
    await run(url, readFileSync(path.join(__dirname, '../db/fixtures', fixture), 'utf8'));
    const store = new Store({ url });
    await store.ready();
    await store.close();
    const made = await copyOf(url);
    const restored = await restorePostgres(made.file, await freshDatabaseUrl(), signed);
    expect(restored).toEqual(expect.objectContaining({ trust: 'signed', tables: made.tables }));
  });
});

describe('what a restore ends and reports', () => {
  it('restores even when the live database cannot be read, and says so', async () => {
    const { url } = await seedLive();
    const made = await copyOf(url);
    const gone = new URL(url);
    gone.pathname = '/no_such_database';
    const restored = await restorePostgres(made.file, await freshDatabaseUrl(), { ...signed, live: gone.toString() });
    expect(restored).toEqual(expect.objectContaining({ afterCopy: null, afterCopyUnknown: expect.stringMatching(/^the live store could not be read: database "no_such_database" does not exist/) }));
  });

  it('ends every staff session and reports, from the live database, what was done after the dump', async () => {
    const { url, refs } = await seedLive();
    const made = await copyOf(url);
    const store = new Store({ url });
    await store.audit.append({ actorId: null, actorEmail: 'command line', action: 'remove-staff', subject: 'u-admin', detail: { email: 'ana@quillmark.test' } });
    await eraseReferences(store, [refs[1]!], { actorEmail: 'command line' });
    await store.close();
    const into = await freshDatabaseUrl();
    await expect(restorePostgres(made.file, into, { ...signed, live: into })).rejects.toThrow(/is the live database: restore into a new one/);
    const restored = await restorePostgres(made.file, into, { ...signed, live: url });
    expect(restored).toEqual(expect.objectContaining({ trust: 'signed', sessionsEnded: 1 }));
    expect(restored.afterCopyUnknown).toBeUndefined();
    expect(await run(into, 'select count(*)::int as n from staff_sessions')).toEqual([{ n: 0 }]);
    expect(restored.afterCopy).toEqual({
      staff: [{ at: expect.any(String), action: 'remove-staff', email: 'ana@quillmark.test', redo: 'npm run staff -- remove ana@quillmark.test' }],
      erasures: 1,
      erased: [refs[1]],
      unexplained: 0,
      redo: ['npm run staff -- remove ana@quillmark.test', `npm run enquiries -- erase ${refs[1]}`],
    });
  });
});
