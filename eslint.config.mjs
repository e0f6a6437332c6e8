import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The server side's folders, lowest first (docs/ARCHITECTURE.md). A folder may import from the layers below it,
 * never from its own layer's other folders or from a layer above: a back-edge fails the lint.
 */
const LIB_LAYERS = [['forms', 'http', 'db'], ['outbox', 'admin'], ['mail'], ['newsletter'], ['enquiries'], ['staff']];

const libZones = LIB_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./lib/${folder}`,
    from: [...layer.filter((other) => other !== folder), ...LIB_LAYERS.slice(index + 1).flat()].map((other) => `./lib/${other}`),
    message: `lib/${folder} sits below that folder (docs/ARCHITECTURE.md): move the shared code down, or pass it in.`,
  })),
);

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
      // No two modules import each other, as the carousel once did. It triples the lint's time (9 s → 31 s here).
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
  { files: ['lib/**/*.{ts,tsx}'], rules: { 'import/no-restricted-paths': ['error', { zones: libZones }] } },
  // The public site never imports the staff area's code: none of it may reach a public page's scripts. Only names
  // (lib/staff/constants.ts) may be read by the proxy.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'content/**/*.ts', 'proxy.ts'],
    ignores: ['app/(staff)/**', 'app/api/staff/**', 'components/staff/**', 'lib/staff/**', '**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./app', './components', './content', './lib', './proxy.ts'], from: ['./components/staff', './content/staff-auth.ts', './content/staff-inbox.ts'], message: 'Staff code stays in the staff area.' },
            { target: ['./app', './components', './content', './lib', './proxy.ts'], from: './lib/staff', except: ['./constants.ts', './session-cookie.ts'], message: 'Staff code stays in the staff area (the proxy may read its names and look for its cookie).' },
          ],
        },
      ],
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
