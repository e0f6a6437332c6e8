import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The lint's guards, planted and expected to refuse: a setting that a config merge switches off fails here, not
// silently. Each plant is linted as text at a path that does not exist, through ESLint's Node API
// (scripts/lint-plants.mjs), so nothing is written to the tree.

jest.setTimeout(120_000);

const backEdge = "import { submitEnquiry } from '@/lib/enquiries/pipeline';\n\nexport const planted = submitEnquiry;\n";
const uses = (module: string, name: string) => `import { ${name} } from '${module}';\n\nexport const planted = ${name};\n`;

const PLANTS = {
  productionBackEdge: ['lib/db/planted-back-edge.ts', backEdge],
  testBackEdge: ['lib/db/planted-back-edge.test.ts', backEdge],
  acrossOneLayer: ['lib/forms/planted.ts', uses('@/lib/db/store', 'Store')],
  layerBelow: ['lib/enquiries/planted.ts', uses('@/lib/db/store', 'Store')],
  staffCopyInComponent: ['components/layout/planted.tsx', uses('@/content/staff-inbox', 'auditCopy')],
  staffCopyInLib: ['lib/seo-planted.ts', uses('@/content/staff-auth', 'welcomeCopy')],
  staffCodeInPublicTest: ['app/(public)/(site)/planted.test.ts', uses('@/lib/staff/guard', 'staffFrom')],
  staffComponentInProxy: ['proxy.ts', uses('@/components/staff/audit-table', 'AuditTable')],
  staffOwnCopy: ['components/staff/planted.tsx', uses('@/content/staff-inbox', 'auditCopy')],
  proxyReadsNames: ['proxy.ts', uses('@/lib/staff/constants', 'SIGN_IN_PATH')],
} as const;

let refusals: Record<keyof typeof PLANTS, string[]>;
beforeAll(() => {
  const entries = Object.entries(PLANTS);
  const root = path.join(__dirname, '..');
  const input = JSON.stringify(entries.map(([, [filePath, source]]) => ({ filePath: path.join(root, filePath), source })));
  const answers = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'lint-plants.mjs'), 'import/no-restricted-paths'], { cwd: root, input, encoding: 'utf8' })) as string[][];
  refusals = Object.fromEntries(entries.map(([name], index) => [name, answers[index] ?? []])) as typeof refusals;
});

describe('the lib layer rule', () => {
  it('refuses a back-edge in a production file and in a test file', () => {
    expect(refusals.productionBackEdge).toEqual([expect.stringMatching(/lib\/db sits below that folder/)]);
    expect(refusals.testBackEdge).toEqual([expect.stringMatching(/lib\/db sits below that folder/)]);
  });

  it('refuses an import across one layer, and lets a layer use the one below', () => {
    expect(refusals.acrossOneLayer).toEqual([expect.stringMatching(/lib\/forms sits below that folder/)]);
    expect(refusals.layerBelow).toEqual([]);
  });
});

describe('the staff zones', () => {
  it('refuse staff code and every staff copy module in public code, production or test', () => {
    expect(refusals.staffCopyInComponent).toEqual([expect.stringMatching(/Staff copy/)]);
    expect(refusals.staffCopyInLib).toEqual([expect.stringMatching(/Staff copy/)]);
    expect(refusals.staffCodeInPublicTest).toEqual([expect.stringMatching(/Staff code/)]);
    expect(refusals.staffComponentInProxy).toEqual([expect.stringMatching(/Staff code/)]);
  });

  it('let the staff area use its own code, and the proxy its names', () => {
    expect(refusals.staffOwnCopy).toEqual([]);
    expect(refusals.proxyReadsNames).toEqual([]);
  });
});
