// What a share image can draw without the network: next/og draws text in its bundled Geist, and fetches any
// character Geist has not (emoji from a CDN, other scripts from Google Fonts) at request time. Offline, or with the
// CDN slow, that fetch failed the whole image. Titles keep only what Geist draws; lib/og-text.test.ts checks this list
// against the font's own character map, so a Next upgrade that changes the font fails loudly.

/** Geist-Regular's characters (its cmap, as code point ranges). */
const GEIST =
  '20-7e a0-ac ae-113 116-12b 12e-137 139-13e 141-148 14a-14d 150-17e 18f 192 1a0-1a1 1af-1b0 1cd-1ce 1e4-1e9 218-21b 237 259 2b9 2bc 2c6-2c8 2d8-2dd 300-304 306-30c 312 31b 323 326-328 335-338 39b 3a9 3bb-3bc 3c0 3c9 400-45f 462-463 46a-46b 472-475 490-493 496-497 49a-49b 4a2-4a3 4ae-4b3 4b6-4b7 4ba-4bb 4c0 4cf 4d8-4d9 4e2-4e3 4e8-4e9 4ee-4ef e3f 1e20-1e21 1e80-1e85 1e9e 1ea0-1ef9 2013-2014 2018-201a 201c-201e 2020-2022 2026 2030 2032-2033 2039-203a 2044 2070 2074-2079 2080-2089 20aa 20ac 20b1 20b4 20b9 20bd 2116-2117 2122 2153-2155 215b-215e 2190-2199 219d 21a9-21aa 21b0-21b1 21b3-21b5 21e4-21e5 21e7 2202 2206 220f 2211-2212 221a 221e 222b 2236 2248 2260 2264-2265 2460-2468 24ea 24ff 25b2-25b3 25b6-25b7 25bc-25bd 25c0-25c1 25ca-25cc 25cf 2639-263a 2776-277e 3003 301c a78b-a78c f8ff fb01-fb02';

export const DRAWN_RANGES: readonly (readonly [number, number])[] = GEIST.split(' ').map((range) => {
  const [from, to = from] = range.split('-').map((hex) => parseInt(hex, 16)) as [number, number?];
  return [from, to] as const;
});

const drawn = (codePoint: number) => DRAWN_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The text with every character the share image could not draw offline left out, and the spaces that leaves closed up. */
export function drawableText(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => (drawn(char.codePointAt(0)!) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
