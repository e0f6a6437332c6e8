/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The throwaway PostgreSQL the store's tests will run on: started, answering, and gone without a trace.

const script = path.resolve('scripts/postgres.sh');
const postgres = (...args: string[]) => execFileSync('bash', [script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

describe('scripts/postgres.sh', () => {
  it('starts a cluster that answers on its URL, then stops it and removes its folder', () => {
    const url = postgres('start');
    expect(url).toMatch(/^postgres:\/\/quillmark@127\.0\.0\.1:\d+\/quillmark$/);
    const port = new URL(url).port;
    const state = path.join(process.env.TMPDIR ?? tmpdir(), `quillmark-postgres-${port}.dir`);
    const folder = readFileSync(state, 'utf8').trim();
    try {
      expect(postgres('url', '--port', port)).toBe(url);
      expect(execFileSync('psql', [url, '-tAc', 'select current_user, current_database()'], { encoding: 'utf8' }).trim()).toBe('quillmark|quillmark');
    } finally {
      postgres('stop', '--port', port);
    }
    expect(existsSync(folder)).toBe(false);
    expect(existsSync(state)).toBe(false);
    expect(() => postgres('url', '--port', port)).toThrow();
  }, 60_000);
});
