import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The staff area's own files, which alone may use Better Auth. Which files may import which is .dependency-cruiser.cjs's. */
const STAFF_AREA = ['app/(staff)/**', 'app/api/staff/**', 'components/staff/**', 'content/staff-*.ts', 'lib/staff/**'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // One import order everywhere: Node, packages, the project ('@/…'), relative paths, styles; A-Z inside each group.
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            // Styles come last, after every component whose styles they may override.
            { pattern: '{.,..,@}/**/*.css', group: 'index', position: 'after', patternOptions: { dot: true } },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import/first': 'error',
      // No two modules import each other: .dependency-cruiser.cjs walks the graph once (import/no-cycle took 46 of the
      // lint's 52 s).
      'import/no-duplicates': 'error',
      // Leaving fields out of an object by destructuring them beside a rest is how a row drops its lease columns.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      // Importing next/image's values puts its client component in the page's scripts, rendered or not (decisions/0020).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/image', allowTypeImports: true, message: 'Use StaticImage (components/media/static-image.tsx): next/image ships its client component to every page that imports it.' }] },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'content/**/*.ts', 'proxy.ts'],
    ignores: [...STAFF_AREA, '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/image', allowTypeImports: true, message: 'Use StaticImage (components/media/static-image.tsx): next/image ships its client component to every page that imports it.' }],
          patterns: [{ group: ['better-auth', 'better-auth/*', '@better-auth/*', '@simplewebauthn/*'], message: 'Better Auth belongs to the staff area (lib/staff, components/staff).' }],
        },
      ],
    },
  },
  // CommonJS on purpose: Node runs the mock upstream directly and Jest requires it.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'e2e-artifacts/**', 'bench-reports/**', 'next-env.d.ts'] },
];

export default config;
