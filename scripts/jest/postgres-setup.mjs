// The globalSetup of Jest's "database" project (jest.config.mjs): Jest runs it, once, only when the run includes a
// test file marked `@postgres`. One throwaway PostgreSQL for the whole run (scripts/postgres.sh), so the store and
// pipeline tests run on both databases. Its URL reaches the test workers as TEST_DATABASE_URL; each test that needs
// a database creates its own in it (lib/db/test-stores.ts). A URL given from outside is used as it is.
import { execFileSync } from 'node:child_process';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const url = execFileSync('bash', ['scripts/postgres.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_POSTGRES_PORT = new URL(url).port;
}
