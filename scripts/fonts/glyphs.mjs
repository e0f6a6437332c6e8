// Which characters and weights the subset fonts keep: shared by the subsetting script and its test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const FONTS = ['inter-latin-wght.woff2', 'space-grotesk-latin-wght.woff2'];
export const GLYPHS_FILE = 'app/fonts/glyphs.json';
/** The CSS uses 400, 600 and bold (700); the variable axis keeps exactly that range. */
export const WEIGHTS = { min: 400, max: 700 };

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

/** The files under a folder whose names match, at any depth. */
export function filesIn(dir, pattern) {
  return readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, file))
    .filter((file) => pattern.test(file) && statSync(file).isFile());
}

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
