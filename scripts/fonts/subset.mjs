// npm run fonts: cuts the two variable fonts down to the characters the site's words use, the weights its CSS
// asks for and the OpenType features text needs (glyphs.mjs says which file keeps what), so a visitor downloads
// about 32 kB of fonts instead of 69. The full fonts stay in assets/fonts. Run it after copy gains a character
// outside the set; the glyph test fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FEATURES, FONTS, GLYPHS_FILE, siteText } from './glyphs.mjs';

const text = siteText();
for (const font of FONTS) {
  const source = readFileSync(path.join('assets/fonts', font.source));
  for (const { file, weight } of font.files) {
    // A number pins the axis (a static instance); a range keeps it variable between its ends.
    const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: weight }, keepFeatures: FEATURES });
    writeFileSync(path.join('app/fonts', file), subset);
    console.log(`${font.source} → ${file}: ${(source.length / 1024).toFixed(1)} kB → ${(subset.length / 1024).toFixed(1)} kB`);
  }
}
const weights = Object.fromEntries(FONTS.flatMap((font) => font.files.map(({ file, weight }) => [file, weight])));
writeFileSync(GLYPHS_FILE, `${JSON.stringify({ weights, features: FEATURES, text }, null, 2)}\n`);
console.log(`${[...text].length} characters → ${GLYPHS_FILE}`);
