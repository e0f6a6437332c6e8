import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The server side's folders, lowest first (docs/ARCHITECTURE.md). A folder may import from the layers below it,
 * never from its own layer's other folders or from a layer above: a back-edge fails the lint.
 */
const LIB_LAYERS = [['analytics'], ['forms', 'http', 'db'], ['container'], ['outbox', 'admin'], ['mail'], ['newsletter'], ['enquiries'], ['insights', 'articles'], ['staff']];

const libZones = LIB_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./lib/${folder}`,
    from: [...layer.filter((other) => other !== folder), ...LIB_LAYERS.slice(index + 1).flat()].map((other) => `./lib/${other}`),
    message: `lib/${folder} sits below that folder (docs/ARCHITECTURE.md): move the shared code down, or pass it in.`,
  })),
);

/** The staff area's own files: everything else is the public site, which never imports them. */
const STAFF_AREA = ['app/(staff)/**', 'app/api/staff/**', 'components/staff/**', 'content/staff-*.ts', 'lib/staff/**'];
const isStaff = (folder, name) => (folder === 'app' && name === '(staff)') || (folder === 'app/api' && name === 'staff') || (folder !== 'app' && name === 'staff') || (folder === 'content' && name.startsWith('staff-'));

/**
 * Every public folder, read from the tree, and every public file at the top of one: a new one is covered by the staff
 * zones without a word here.
 */
const publicTargets = [
  ...['app', 'app/api', 'components', 'content', 'lib'].flatMap((folder) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isStaff(folder, entry.name) && !(folder === 'app' && entry.name === 'api'))
      .map((entry) => `./${folder}/${entry.name}`),
  ),
  './app/*.{ts,tsx}',
  './components/*.{ts,tsx}',
  './lib/*.{ts,tsx}',
  './content/!(staff-*).ts',
  './proxy.ts',
];

const staffZones = [
  { target: publicTargets, from: './components/staff', message: 'Staff code stays in the staff area.' },
  // Every staff copy module, present and future (the rule takes globs or paths in one zone, not both).
  { target: publicTargets, from: ['./content/staff-*.ts'], message: 'Staff copy stays in the staff area.' },
  {
    target: publicTargets,
    from: './lib/staff',
    except: ['./constants.ts', './session-cookie.ts', './preview.ts'],
    message: 'Staff code stays in the staff area (the proxy may read its names and look for its cookie; the article preview checks a session).',
  },
];

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
      // No two modules import each other: scripts/import-cycles.test.ts walks the graph once (import/no-cycle took
      // 46 of the lint's 52 s).
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
  // One setting of the rule for every file: in flat config a later block's setting replaces an earlier one's, and a
  // second block for the staff zones once silently turned the layer zones off (scripts/lint-guards.test.ts plants both).
  { files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'], rules: { 'import/no-restricted-paths': ['error', { zones: [...libZones, ...staffZones] }] } },
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
