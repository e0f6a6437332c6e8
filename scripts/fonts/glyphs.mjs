// Which characters and weights the subset fonts keep: shared by the subsetting script and its test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files.mjs';

/**
 * What each source font becomes. The body face is cut into one static file per weight the CSS asks of it
 * (400 and 600): each is under 10 kB, so with its headers it arrives in the first round trip of a fresh connection
 * (ten segments, 14.6 kB), where one variable file with both weights (16 kB) would need a second one and hold
 * back the first paint on a slow line. The display face (400-700, all three used) stays one variable file (13 kB).
 * `display` marks the face that CSS selects with `var(--font-display)`; the other is the body's.
 */
export const FONTS = [
  {
    source: 'inter-latin-wght.woff2',
    display: false,
    files: [
      { file: 'inter-latin-400.woff2', weight: 400 },
      { file: 'inter-latin-600.woff2', weight: 600 },
    ],
  },
  { source: 'space-grotesk-latin-wght.woff2', display: true, files: [{ file: 'space-grotesk-latin-wght.woff2', weight: { min: 400, max: 700 } }] },
];
export const GLYPHS_FILE = 'app/fonts/glyphs.json';
/**
 * The OpenType features the subsets keep: what a browser applies to Latin text by default, less Inter's
 * contextual alternates (calt: arrows drawn from "->", punctuation raised between capitals), plus tabular
 * figures for the counters. calt alone, with the alternate glyphs it reaches, was a third of each Inter file.
 */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'rvrn', 'tnum'];

// Where visible words live: the copy, and the few labels written in components.
const SOURCES = ['content', 'app', 'components'];
const SOURCE_FILE = /\.(ts|tsx|md|mdx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

// Printable ASCII and the typography an editor may reach for next (quotes, dashes, currency, arrows),
// so a new sentence rarely needs a new subset.
const BASE = (() => {
  let text = '';
  for (let code = 0x20; code <= 0x7e; code += 1) text += String.fromCodePoint(code);
  return `${text}\u00a0©®°±×÷·£€’‘“”–—…•‹›←→↑↓↗™−`;
})();

/** The files under a folder whose names match, at any depth: the build's one walker (scripts/files.mjs). */
export const filesIn = (dir, pattern) => filesUnder(dir, (name) => pattern.test(name));

/** Every character outside printable ASCII that the site's sources contain. */
export function usedCharacters(root = '.') {
  const used = new Set();
  for (const dir of SOURCES) {
    for (const file of filesIn(path.join(root, dir), SOURCE_FILE).filter((name) => !TEST_FILE.test(name))) {
      for (const char of readFileSync(file, 'utf8')) if (char.codePointAt(0) > 0x7e) used.add(char);
    }
  }
  return used;
}

/** The subset's characters: the base set, then whatever else the sources use, in code-point order. */
export function siteText(root = '.') {
  const chars = new Set([...BASE, ...usedCharacters(root)]);
  return [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)).join('');
}
