import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FEATURES, FONTS, GLYPHS_FILE, filesIn, usedCharacters, type Weight } from './glyphs.mjs';

const glyphs = JSON.parse(readFileSync(GLYPHS_FILE, 'utf8')) as { weights: Record<string, Weight>; features: string[]; text: string };
const covers = (weight: Weight, wanted: number) => (typeof weight === 'number' ? weight === wanted : wanted >= weight.min && wanted <= weight.max);

/** Every CSS rule that sets a weight, with the face it sets it on (the display face where the rule selects it). */
function weightRules() {
  return ['app', 'components']
    .flatMap((dir) => filesIn(dir, /\.css$/))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selector, body]) => {
        const weight = /font-weight:\s*(\d+|bold)/.exec(body!)?.[1];
        if (!weight) return [];
        return [{ where: `${file}: ${selector!.trim()}`, weight: weight === 'bold' ? 700 : Number(weight), display: /font-family:\s*var\(--font-display\)/.test(body!) }];
      }),
    );
}

describe('the subset fonts', () => {
  it('keep every character the copy and components use (run `npm run fonts` after adding one)', () => {
    const kept = new Set(glyphs.text);
    const missing = [...usedCharacters()].filter((char) => !kept.has(char));
    expect(missing).toEqual([]);
  });

  it('have a file for every weight the CSS asks of each face', () => {
    const rules = weightRules();
    expect(rules.length).toBeGreaterThan(0);
    const missing = rules.filter(({ weight, display }) => {
      const font = FONTS.find((candidate) => candidate.display === display)!;
      return !font.files.some((file) => covers(glyphs.weights[file.file]!, weight));
    });
    expect(missing).toEqual([]);
  });

  // A fresh connection's first round trip carries ten segments (14.6 kB); a font's answer headers take about 0.7 kB.
  it('are the files glyphs.mjs names, each far smaller than its full font and small enough for one round trip', () => {
    expect(glyphs.features).toEqual(FEATURES);
    for (const font of FONTS) {
      const full = statSync(path.join('assets/fonts', font.source)).size;
      for (const { file, weight } of font.files) {
        const subset = readFileSync(path.join('app/fonts', file));
        expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
        expect(glyphs.weights[file]).toEqual(weight);
        expect(subset.length).toBeLessThan(full * 0.75);
        expect(subset.length).toBeLessThanOrEqual(13.5 * 1024);
      }
    }
  });
});
