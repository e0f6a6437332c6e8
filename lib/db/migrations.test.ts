/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { freshDatabaseUrl } from '@/testing/stores';
import { connect, type Connection } from './connect';
import { migrateToLatest } from './migrations';
import { Store } from './store';

async function tables({ db, dialect }: Connection): Promise<string[]> {
  const query = dialect === 'postgres' ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'` : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(db)).rows.map((row) => row.name).filter((name) => !name.startsWith('sqlite_')).sort();
}

const STAFF = ['audit_events', 'enquiry_notes', 'staff_accounts', 'staff_invites', 'staff_passkeys', 'staff_rate_limits', 'staff_sessions', 'staff_two_factors', 'staff_users', 'staff_verifications'];
const INSIGHTS = ['insight_actions', 'insight_conversion_daily', 'insight_daily', 'insight_deploys', 'insight_digests', 'insight_events', 'insight_salts', 'insight_shed', 'insight_speed_daily', 'insight_visits', 'lead_sources', 'digest_optouts'];
const ARTICLES = ['article_authors', 'article_picture_files', 'article_picture_uses', 'article_pictures', 'article_redirects', 'article_revisions', 'articles'];
const EXPECTED = [...ARTICLES, 'enquiries', 'erasures', 'health', 'kysely_migration', 'kysely_migration_lock', 'mails', 'secrets', 'subscriptions', ...STAFF, ...INSIGHTS].sort();
const MIGRATION_COUNT = 25;

describe('the schema on SQLite', () => {
  it('comes up on a fresh database, and a second run changes nothing', async () => {
    const connection = connect({ sqlite: new Sqlite(':memory:') });
    await migrateToLatest(connection);
    await migrateToLatest(connection);
    expect(await tables(connection)).toEqual(EXPECTED);
    expect(await connection.db.selectFrom('kysely_migration' as never).selectAll().execute()).toHaveLength(MIGRATION_COUNT);
    await connection.db.destroy();
  });

  it('takes over a file of the former store with every row kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kysely-'));
    try {
      const file = path.join(dir, 'enquiries.sqlite');
      const store = new Store(file);
      const { row } = await store.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'kept@example.org' }, status: 'stored', idempotencyKey: 'key-kysely-01' });
      store.close();
      const connection = connect({ sqlite: new Sqlite(file) });
      await migrateToLatest(connection);
      expect(await connection.db.selectFrom('enquiries').select(['ref', 'payload']).execute()).toEqual([{ ref: row.ref, payload: '{"email_address":"kept@example.org"}' }]);
      await connection.db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the schema on PostgreSQL', () => {
  it('comes up once when three instances migrate at the same moment, and keeps times as numbers', async () => {
    // An empty database of the run's PostgreSQL: starting a cluster of its own took seconds.
    const url = await freshDatabaseUrl();
    const connections = [connect({ url }), connect({ url }), connect({ url })];
    try {
      await Promise.all(connections.map((connection) => migrateToLatest(connection)));
      const [first] = connections as [Connection, ...Connection[]];
      // The shared rate limiter's counters live on PostgreSQL only.
      expect(await tables(first)).toEqual([...EXPECTED, 'rate_limits'].sort());
      expect(await first.db.selectFrom('kysely_migration' as never).selectAll().execute()).toHaveLength(MIGRATION_COUNT);
      const at = Date.UTC(2026, 10, 24, 9, 30);
      await first.db.insertInto('erasures').values({ at, reason: 'request', count: 2 }).execute();
      expect(await first.db.selectFrom('erasures').select(['at', 'count']).execute()).toEqual([{ at, count: 2 }]);
      await expect(first.db.insertInto('enquiries').values({ ref: 'QM-1', endpoint: 'newsletter', payload: '{}', status: 'lost' as 'stored', idempotencyKey: 'k', createdAt: at, updatedAt: at }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/) });
    } finally {
      await Promise.all(connections.map((connection) => connection.db.destroy()));
    }
  });
});
