import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const base = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/content', '<rootDir>/app', '<rootDir>/components', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // One PostgreSQL for the run: the store and pipeline tests run on SQLite and on it.
  globalSetup: '<rootDir>/scripts/jest/postgres-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest/postgres-teardown.mjs',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
});

// marked ships only ES modules: let SWC compile it like our own code.
const config = async () => {
  const resolved = await base();
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) => pattern.replace('(?!(geist|', '(?!(marked|geist|'));
  return resolved;
};

export default config;
