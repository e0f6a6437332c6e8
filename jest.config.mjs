import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const roots = ['lib', 'content', 'app', 'components', 'scripts'];
const testFile = /\.test\.tsx?$/;

const createJestConfig = nextJest({ dir: './' });

const base = createJestConfig({
  testEnvironment: 'node',
  roots: roots.map((root) => `<rootDir>/${root}`),
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  // A passing run reads clean: a stray warning, error line or listener leak fails the test that caused it.
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/quiet-run.ts'],
});

/** Every test file under the roots, as an absolute path. */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return testFile.test(entry.name) ? [full] : [];
  });
}

/** A test file that needs PostgreSQL says so with `@postgres` in the docblock that opens it. */
function needsPostgres(file) {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return /(^|\s)@postgres\b/.test(docblock);
}

const exactly = (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

// Two projects over the same files. "unit" has no global setup, so a run that selects only its files
// (`npx jest lib/blog`) never touches PostgreSQL. "database" holds the files marked `@postgres`; Jest runs a
// project's globalSetup only when the run selects at least one of its files, and then once for the whole run:
// one throwaway PostgreSQL (scripts/postgres.sh), its URL in TEST_DATABASE_URL for every worker, stopped by the
// globalTeardown after the last file, failed or not.
const config = async () => {
  const resolved = await base();
  // marked, shiki and Better Auth (with the packages they bring) ship only ES modules: let SWC compile them like our own code.
  const esmOnly = ['marked', 'shiki', '@shikijs', 'hast-util-to-html', 'hast-util-whitespace', 'html-void-elements', 'property-information', 'space-separated-tokens', 'comma-separated-tokens', 'stringify-entities', 'character-entities-[a-z0-9]+', 'ccount', 'zwitch', 'oniguruma-to-es', 'oniguruma-parser', 'regex', 'regex-recursion', 'regex-utilities', 'better-auth', '@better-auth', 'better-call', '@better-fetch', 'jose', 'nanostores', '@noble', 'defu', '@simplewebauthn', 'rou3', 'uncrypto', '@standard-schema'];
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) => pattern.replace('(?!(geist|', `(?!(${esmOnly.join('|')}|geist|`));
  const database = roots.flatMap((root) => testFiles(path.join(rootDir, root))).filter(needsPostgres);
  const projects = [
    {
      ...resolved,
      rootDir,
      displayName: 'unit',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: [...(resolved.testPathIgnorePatterns ?? []), ...database.map(exactly)],
    },
  ];
  if (database.length > 0) {
    projects.push({
      ...resolved,
      rootDir,
      displayName: 'database',
      testRegex: database.map(exactly),
      globalSetup: '<rootDir>/scripts/jest/postgres-setup.mjs',
      globalTeardown: '<rootDir>/scripts/jest/postgres-teardown.mjs',
    });
  }
  // A test's bound is for a hang, not a speed: Jest's 5 s is under what encoding an AVIF or a pg_restore takes with
  // both cores busy elsewhere (three such failures in a run on 2026-12-05). The same 30 s as Playwright's; how fast
  // the site is lives in `npm run bench`. A run-wide option: inside a project Jest ignores it.
  return { projects, testTimeout: 30_000 };
};

export default config;
