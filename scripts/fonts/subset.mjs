// npm run fonts: cuts the two variable fonts down to the characters the site's words use and the weights its
// CSS asks for, so a visitor downloads about 37 kB of fonts instead of 69. The full fonts stay in assets/fonts.
// Run it after copy gains a character outside the set; the glyph test fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONTS, GLYPHS_FILE, WEIGHTS, siteText } from './glyphs.mjs';

const text = siteText();
for (const font of FONTS) {
  const source = readFileSync(path.join('assets/fonts', font));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
  });
  writeFileSync(path.join('app/fonts', font), subset);
  console.log(`${font}: ${(source.length / 1024).toFixed(1)} kB → ${(subset.length / 1024).toFixed(1)} kB`);
}
writeFileSync(GLYPHS_FILE, `${JSON.stringify({ weights: WEIGHTS, text }, null, 2)}\n`);
console.log(`${[...text].length} characters → ${GLYPHS_FILE}`);
