import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Each rule of .dependency-cruiser.cjs, planted and expected to refuse: a rule that stops matching fails here, not
// silently. The plants go into a copy of the project's sources in a temporary folder, never into the tree, and only
// the planted files' own imports are read (a planted cycle runs through planted files alone): `npm run lint` cruises
// the whole tree.

interface Refusal {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}

const root = path.join(__dirname, '..');
const SOURCES = ['app', 'components', 'content', 'e2e', 'lib', 'scripts', 'testing', 'proxy.ts', 'tsconfig.json', 'package.json', '.dependency-cruiser.cjs'];
const copied = /(\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)|\/[^./]+)$/;

/** Reads the imports of `files` under `folder`, and answers what the rules refuse. */
function cruise(folder: string, files: string[]): { modules: number; refusals: Refusal[] } {
  return JSON.parse(execFileSync(process.execPath, [path.join(folder, 'scripts/depcruise.mjs'), '--json', '--targets-only', ...files], { cwd: folder, encoding: 'utf8' }));
}

/** Side-effect imports appended to real files, and whole new files, by path. */
const APPENDED: Record<string, string[]> = {
  // A loose lib file importing a higher folder: the config reading the mail layer, as it did through mail/addresses.
  'lib/config.ts': ['@/lib/mail/compose'],
  // A loose file importing a folder of its own layer.
  'lib/health.ts': ['@/lib/articles/live'],
  // The public proxy importing a staff component, beside the staff names it may read.
  'proxy.ts': ['@/components/staff/audit-table'],
  // A real module in a planted cycle.
  'lib/http/requests.ts': ['./planted-cycle'],
};
const PLANTED: Record<string, string> = {
  'lib/db/planted-back-edge.test.ts': "import '@/lib/enquiries/pipeline';\n",
  'lib/forms/planted-same-layer.ts': "import '@/lib/db/store';\n",
  'lib/enquiries/planted-layer-below.ts': "import { Store } from '@/lib/db/store';\nimport { logEvent } from '@/lib/log';\n\nexport const planted = [Store, logEvent];\n",
  'lib/planted-unlayered.ts': "import { logEvent } from './log';\n\nexport const planted = logEvent;\n",
  'lib/http/planted-cycle.ts': "import { readJson } from './requests';\n\nexport const planted = readJson;\n",
  'lib/http/planted-self.ts': "export const again = () => import('./planted-self');\n",
  'lib/http/planted-types-a.ts': "import type { B } from './planted-types-b';\n\nexport interface A {\n  b?: B;\n}\n",
  'lib/http/planted-types-b.ts': "import { type A } from './planted-types-a';\n\nexport interface B {\n  a?: A;\n}\n",
  'lib/http/planted-half-types.ts': "import type { C } from './planted-half-types-c';\n\nexport interface Half {\n  c?: C;\n}\n",
  'lib/http/planted-half-types-c.ts': "import './planted-half-types';\n\nexport interface C {\n  n: number;\n}\n",
  'components/layout/planted.tsx': "import { auditCopy } from '@/content/staff-inbox';\n\nexport const planted = auditCopy;\n",
  'app/(public)/(site)/planted.test.ts': "import { staffFrom } from '@/lib/staff/guard';\n\nexport const planted = staffFrom;\n",
  'lib/db/articles/planted-up.ts': "import { saveArticle } from '@/lib/articles/editor';\n\nexport const planted = saveArticle;\n",
  'lib/db/newsletter/planted.ts': "export const planted = 1;\n",
  'lib/db/articles/planted-cross.ts': "import { planted as other } from '@/lib/db/newsletter/planted';\n\nexport const planted = other;\n",
  'lib/articles/planted-own-store.ts': "import { Articles } from '@/lib/db/articles/articles';\nimport { Store } from '@/lib/db/store';\n\nexport const planted = [Articles, Store];\n",
  'lib/http/planted-kit.ts': "import { provideStore } from '@/testing/services';\n\nexport const planted = provideStore;\n",
  'lib/http/planted-kit.test.ts': "import { provideStore } from '@/testing/services';\n\nexport const planted = provideStore;\n",
  'components/staff/planted.tsx': "import { auditCopy } from '@/content/staff-inbox';\n\nexport const planted = auditCopy;\n",
};

let planted: Refusal[];
beforeAll(() => {
  const folder = mkdtempSync(path.join(tmpdir(), 'depcruise-'));
  try {
    for (const source of SOURCES) cpSync(path.join(root, source), path.join(folder, source), { recursive: true, filter: (file) => copied.test(file) });
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    for (const [file, specifiers] of Object.entries(APPENDED)) appendFileSync(path.join(folder, file), specifiers.map((specifier) => `\nimport '${specifier}';\n`).join(''));
    for (const [file, text] of Object.entries(PLANTED)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    planted = cruise(folder, [...Object.keys(APPENDED), ...Object.keys(PLANTED)]).refusals;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

const refusalsFrom = (file: string) => planted.filter((refusal) => refusal.from === file).map(({ rule, to }) => `${rule} → ${to}`);

describe('the lib layer rule', () => {
  it('refuses a loose file importing a higher folder, and one of its own layer', () => {
    expect(refusalsFrom('lib/config.ts')).toEqual(['lib-layer-3: lib/*.ts → lib/mail/compose.ts']);
    expect(refusalsFrom('lib/health.ts')).toEqual(['lib-layer-9: lib/*.ts → lib/articles/live.ts']);
  });

  it('refuses a back-edge in a test, and an import across one layer', () => {
    expect(refusalsFrom('lib/db/planted-back-edge.test.ts')).toEqual(['lib-layer-2: lib/db → lib/enquiries/pipeline.ts']);
    expect(refusalsFrom('lib/forms/planted-same-layer.ts')).toEqual(['lib-layer-2: lib/forms → lib/db/store.ts']);
  });

  it('refuses a lib file without a layer, and lets a layer use the folders and loose files below it', () => {
    expect(refusalsFrom('lib/planted-unlayered.ts')).toEqual(['lib-unlayered → lib/log.ts']);
    expect(refusalsFrom('lib/enquiries/planted-layer-below.ts')).toEqual([]);
  });
});

describe('the cycle rule', () => {
  it('refuses a cycle through a real module, and a module importing itself', () => {
    // Each cycle once, from one of its modules, with the path back to it.
    const cycles = planted.filter((refusal) => refusal.rule === 'no-cycle').map((refusal) => [refusal.from, ...(refusal.cycle ?? [])].sort());
    expect(cycles.sort()).toEqual([
      ['lib/http/planted-cycle.ts', 'lib/http/planted-cycle.ts', 'lib/http/requests.ts'],
      ['lib/http/planted-self.ts', 'lib/http/planted-self.ts'],
    ]);
  });

  it('counts only what loads at run time: a cycle with a type-only import in it passes', () => {
    expect(refusalsFrom('lib/http/planted-types-a.ts')).toEqual([]);
    expect(refusalsFrom('lib/http/planted-types-b.ts')).toEqual([]);
    expect(refusalsFrom('lib/http/planted-half-types.ts')).toEqual([]);
    expect(refusalsFrom('lib/http/planted-half-types-c.ts')).toEqual([]);
  });
});

describe('the staff rules', () => {
  it('refuse staff code and staff copy in public code, production or test', () => {
    expect(refusalsFrom('components/layout/planted.tsx')).toEqual(['staff-copy → content/staff-inbox.ts']);
    expect(refusalsFrom('app/(public)/(site)/planted.test.ts')).toEqual(['staff-lib → lib/staff/guard.ts']);
    expect(refusalsFrom('proxy.ts')).toEqual(['staff-code → components/staff/audit-table.tsx']);
  });

  it('let the staff area use its own copy', () => {
    expect(refusalsFrom('components/staff/planted.tsx')).toEqual([]);
  });
});

describe('the domains’ stores', () => {
  it('sit in lib/db: a store importing its own domain’s logic is refused', () => {
    expect(refusalsFrom('lib/db/articles/planted-up.ts')).toEqual(['lib-layer-2: lib/db → lib/articles/editor.ts']);
  });

  it('are each their domain’s own, and their domain reads them', () => {
    expect(refusalsFrom('lib/db/articles/planted-cross.ts')).toEqual(['domain-store → lib/db/newsletter/planted.ts']);
    expect(refusalsFrom('lib/articles/planted-own-store.ts')).toEqual([]);
  });
});

describe('the test kits rule', () => {
  it('refuses a kit in production code, and lets a test use it', () => {
    expect(refusalsFrom('lib/http/planted-kit.ts')).toEqual(['test-kits → testing/services.ts']);
    expect(refusalsFrom('lib/http/planted-kit.test.ts')).toEqual([]);
  });
});

it('refuses nothing but the plants', () => {
  const files = new Set([...Object.keys(APPENDED), ...Object.keys(PLANTED)]);
  expect(planted.filter((refusal) => !files.has(refusal.from))).toEqual([]);
});
