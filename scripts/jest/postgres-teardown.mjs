// Jest's globalTeardown: stops the cluster postgres-setup.mjs started (not one given from outside).
import { execFileSync } from 'node:child_process';

export default async function teardown() {
  const port = process.env.TEST_POSTGRES_PORT;
  if (port) execFileSync('bash', ['scripts/postgres.sh', 'stop', '--port', port], { stdio: 'inherit' });
}
