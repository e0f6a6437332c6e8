import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['lib', 'app', 'scripts'];

/** Every TypeScript source under the roots but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where a measure is written out, by what gives it away. */
const DEFINITIONS = {
  'the visit gap': /VISIT_GAP_MS\s*=/,
  'a bounce': /=\s*1\s+then\s+1\s+else\s+0/,
  'the visitor key': /visitorKey\(\s*await\s/,
};

describe('what the insights count', () => {
  it('is written out in one place each, so live and rolled-up days cannot drift apart', () => {
    const found = Object.entries(DEFINITIONS).map(([measure, pattern]) => [measure, ROOTS.flatMap((root) => sources(root)).filter((file) => pattern.test(readFileSync(file, 'utf8')))]);
    expect(Object.fromEntries(found)).toEqual({
      'the visit gap': [path.join('lib', 'analytics', 'measures.ts')],
      'a bounce': [path.join('lib', 'analytics', 'measures.ts')],
      'the visitor key': [path.join('lib', 'db', 'insights', 'insight-salts.ts')],
    });
  });

  it('finds a planted second definition', () => {
    expect(DEFINITIONS['a bounce'].test('sql`sum(case when ${pages} = 1 then 1 else 0 end)`')).toBe(true);
    expect(DEFINITIONS['the visit gap'].test('export const VISIT_GAP_MS = 30 * 60_000;')).toBe(true);
    expect(DEFINITIONS['the visitor key'].test('visitorKey(await salts.of(day), site, address, agent)')).toBe(true);
  });
});
