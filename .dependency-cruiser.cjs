/**
 * The import rules, checked on one graph of the whole project by scripts/depcruise.mjs (`npm run lint`);
 * scripts/depcruise.test.ts plants a breach of each and expects it refused.
 *
 * lib/'s layers, lowest first (docs/ARCHITECTURE.md draws them; scripts/architecture-layers.test.ts holds it to them): every file under lib/ is in one, a folder whole or a loose
 * file by name. A layer may import from the layers below it, never from a layer above or from its own layer's
 * other folders. A layer's loose files share lib/ itself, so they may import each other.
 */
const LIB_LAYERS = [
  ['address-key.ts', 'bylines.ts', 'catalogue.ts', 'cli-args.ts', 'digest-schedule.ts', 'form-post-guard.ts', 'lazy-import.ts', 'log.ts', 'london-time.ts', 'motion.ts', 'og-text.ts', 'og.tsx', 'picture-loader.ts', 'picture-sizes.cjs', 'picture-sizes.d.cts', 'retry.ts', 'router-state-guard.ts', 'security.ts', 'seo.ts', 'time-units.ts', 'toast.ts', 'uploads.ts', 'visible-text.ts'],
  ['analytics'],
  ['forms', 'http', 'db'],
  ['config.ts', 'mail-addresses.ts', 'media.ts', 'routes.ts'],
  ['container'],
  ['outbox', 'admin'],
  ['mail'],
  ['newsletter'],
  ['enquiries'],
  ['insights', 'articles', 'health.ts', 'health-busy-store.test.ts', 'health-outage.test.ts'],
  ['staff', 'blog.ts'],
  ['boot.ts'],
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLoose = (entry) => entry.includes('.');
/** A loose file by name, its test beside it included. */
const looseFile = (name) => `${escape(name.replace(/(\.test)?\.(tsx?|cjs|d\.cts)$/, ''))}(\\.test)?\\.(tsx?|cjs|d\\.cts)`;

/** The paths of a layer's units: each folder, and its loose files as one. */
function units(layer) {
  const loose = layer.filter(isLoose);
  return [...layer.filter((entry) => !isLoose(entry)).map((folder) => ({ name: `lib/${folder}`, path: `^lib/${folder}/` })), ...(loose.length > 0 ? [{ name: 'lib/*.ts', path: `^lib/(${loose.map(looseFile).join('|')})$` }] : [])];
}

const layered = LIB_LAYERS.flatMap(units).map((unit) => unit.path);

const layerRules = LIB_LAYERS.flatMap((layer, index) => {
  const below = LIB_LAYERS.slice(0, index).flatMap(units).map((unit) => unit.path);
  return units(layer).map((unit) => ({
    name: `lib-layer-${index}: ${unit.name}`,
    severity: 'error',
    comment: `Layer ${index}'s ${unit.name} sits below that file, or beside it (docs/ARCHITECTURE.md): move the shared code down, or pass it in.`,
    from: { path: unit.path },
    to: { path: '^lib/', pathNot: [unit.path, ...below] },
  }));
});

const unlayered = {
  name: 'lib-unlayered',
  severity: 'error',
  comment: 'Every file under lib/ has a layer: add it to LIB_LAYERS in .dependency-cruiser.cjs.',
  from: { path: '^lib/', pathNot: layered },
  to: {},
};

/** The domains whose tables, repositories and copy steps are each a folder of lib/db (lib/db/articles, …). */
const DOMAIN_STORES = '(articles|enquiries|insights|mail|newsletter|staff)';

/** A domain's store is its own: another domain's tables are reached through lib/db's Database type, never its files. */
const domainStores = {
  name: 'domain-store',
  severity: 'error',
  comment: 'One domain’s folder of lib/db imports another’s: move what both need into lib/db itself, or reach the table through the Database type.',
  from: { path: `^lib/db/${DOMAIN_STORES}/` },
  to: { path: `^lib/db/${DOMAIN_STORES}/`, pathNot: '^lib/db/$1/' },
};

/** The staff area's own files: everything else in app/, components/, content/, lib/ and proxy.ts is the public site. */
const STAFF_AREA = ['^app/\\(staff\\)/', '^app/api/staff/', '^components/staff/', '^content/staff-', '^lib/staff/'];
const PUBLIC = { path: ['^app/', '^components/', '^content/', '^lib/', '^proxy\\.ts$'], pathNot: STAFF_AREA };

const staffRules = [
  { name: 'staff-code', severity: 'error', comment: 'Staff code stays in the staff area.', from: PUBLIC, to: { path: '^components/staff/' } },
  { name: 'staff-copy', severity: 'error', comment: 'Staff copy stays in the staff area.', from: PUBLIC, to: { path: '^content/staff-' } },
  {
    name: 'staff-lib',
    severity: 'error',
    comment: 'Staff code stays in the staff area (the proxy may read its names and look for its cookie; the article preview checks a session; the store holds the staff tables).',
    from: PUBLIC,
    to: { path: '^lib/staff/', pathNot: ['^lib/staff/(constants|session-cookie|preview)\\.ts$', '^lib/db/staff/'] },
  },
];

/** The test kits (testing/): real stores and real sessions for the tests, never part of what the site runs. */
const testKits = {
  name: 'test-kits',
  severity: 'error',
  comment: 'testing/ holds the tests’ kits: only tests (and the kits themselves) may import them.',
  from: { path: ['^app/', '^components/', '^content/', '^lib/', '^proxy\\.ts$', '^instrumentation\\.ts$'], pathNot: '\\.test\\.tsx?$' },
  to: { path: '^testing/' },
};

// What loads at run time: `import type` and imports of only types are erased by the compiler and load nothing. The
// cruiser follows one path back per import, so a value cycle sharing its modules with a type-only one could hide
// behind it; lib/forms/registry.ts and schemas.ts are the one such pair today.
const cycle = {
  name: 'no-cycle',
  severity: 'error',
  comment: 'Two modules import each other (values, not types): move what both need into a third.',
  from: {},
  to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
};

module.exports = {
  forbidden: [...layerRules, unlayered, domainStores, ...staffRules, testKits, cycle],
  options: {
    // Type-only imports are in the graph, marked, so a layer may not take even a type from above.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(app|components|content|e2e|lib|scripts|testing|proxy\\.ts$|[^/]+\\.(ts|mjs|cjs)$)',
    exclude: { path: '(^|/)(node_modules|\\.next|public)/' },
  },
};

// For scripts/architecture-layers.test.ts, which holds docs/ARCHITECTURE.md's diagram to it. Not enumerable: the
// cruiser's schema refuses a key of the config it does not know.
Object.defineProperty(module.exports, 'LIB_LAYERS', { value: LIB_LAYERS });
