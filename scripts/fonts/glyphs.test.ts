import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FONTS, GLYPHS_FILE, WEIGHTS, filesIn, usedCharacters } from './glyphs.mjs';

const glyphs = JSON.parse(readFileSync(GLYPHS_FILE, 'utf8')) as { weights: typeof WEIGHTS; text: string };

describe('the subset fonts', () => {
  it('keep every character the copy and components use (run `npm run fonts` after adding one)', () => {
    const kept = new Set(glyphs.text);
    const missing = [...usedCharacters()].filter((char) => !kept.has(char));
    expect(missing).toEqual([]);
  });

  it('keep every weight the CSS asks for', () => {
    const weights = ['app', 'components']
      .flatMap((dir) => filesIn(dir, /\.css$/))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+|bold)/g)].map((match) => (match[1] === 'bold' ? 700 : Number(match[1]))));
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(glyphs.weights.min);
      expect(weight).toBeLessThanOrEqual(glyphs.weights.max);
    }
  });

  it('are the subsets, far smaller than the full fonts they were cut from', () => {
    for (const font of FONTS) {
      const full = statSync(path.join('assets/fonts', font)).size;
      const subset = readFileSync(path.join('app/fonts', font));
      expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(subset.length).toBeLessThan(full * 0.75);
    }
  });
});
