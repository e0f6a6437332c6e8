import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCycles, sourceFiles, valueImports } from './import-cycles';

const root = path.join(__dirname, '..');

describe('import cycles', () => {
  it('no two of our modules import each other', () => {
    expect(importCycles(root, sourceFiles(root))).toEqual([]);
  });

  it('finds a planted cycle through the @/ paths, a relative import and a re-export', () => {
    const a = path.join(root, 'lib/planted-cycle/a.ts');
    const b = path.join(root, 'lib/planted-cycle/b.ts');
    const c = path.join(root, 'lib/planted-cycle/c.ts');
    const plants: Record<string, string> = {
      [a]: "import { b } from '@/lib/planted-cycle/b';\nexport const a = () => b;\n",
      [b]: "export { c as b } from './c';\n",
      [c]: "import { a } from './a';\nexport const c = () => a;\n",
    };
    const files = [...sourceFiles(root), a, b, c];
    expect(importCycles(root, files, (file) => plants[file] ?? readFileSync(file, 'utf8'))).toEqual([
      ['lib/planted-cycle/a.ts', 'lib/planted-cycle/b.ts', 'lib/planted-cycle/c.ts', 'lib/planted-cycle/a.ts'],
    ]);
  });

  it('finds a planted cycle between a real module and a new one, and one module importing itself', () => {
    const plant = path.join(root, 'lib/http/planted.ts');
    const store = path.join(root, 'lib/http/requests.ts');
    const self = path.join(root, 'lib/planted-self.ts');
    const real = readFileSync(store, 'utf8');
    const plants: Record<string, string> = {
      [plant]: "import { readJson } from './requests';\nexport const planted = readJson;\n",
      [store]: `import { planted } from './planted';\n${real}\nexport const back = planted;\n`,
      [self]: "export const self = 1;\nexport const again = () => import('./planted-self');\n",
    };
    const cycles = importCycles(root, [...sourceFiles(root), plant, self], (file) => plants[file] ?? readFileSync(file, 'utf8'));
    expect(cycles).toEqual(
      expect.arrayContaining([
        ['lib/http/planted.ts', 'lib/http/requests.ts', 'lib/http/planted.ts'],
        ['lib/planted-self.ts', 'lib/planted-self.ts'],
      ]),
    );
    expect(cycles).toHaveLength(2);
  });

  it('counts what loads a module at run time, and not what the compiler erases', () => {
    const text = [
      "import type { A } from './type-only';",
      "import { type B, type C } from './named-types';",
      "import { type D, value } from './mixed';",
      "import './side-effect';",
      "export { e } from './re-export';",
      "export type { F } from './type-re-export';",
      "const later = () => import('./dynamic');",
    ].join('\n');
    expect(valueImports('x.ts', text).sort()).toEqual(['./dynamic', './mixed', './re-export', './side-effect']);
  });
});
