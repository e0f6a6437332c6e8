import { readFileSync } from 'node:fs';
import { DRAWN_RANGES, drawableText } from './og-text';

/** The code points of a TrueType font's Unicode character map (format 4 and 12 subtables). */
function cmapOf(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(20 + i * 16);
  const points = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const at = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(at);
    if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      for (let s = 0; s < segments; s += 1) {
        const [end, start] = [font.readUInt16BE(at + 14 + s * 2), font.readUInt16BE(at + 16 + segments * 2 + s * 2)];
        const [delta, rangeOffsetAt] = [font.readInt16BE(at + 16 + segments * 4 + s * 2), at + 16 + segments * 6 + s * 2];
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          const offset = font.readUInt16BE(rangeOffsetAt);
          const glyph = offset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(rangeOffsetAt + offset + (code - start) * 2);
          if (glyph !== 0) points.add(code);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(at + 12); g += 1) for (let code = font.readUInt32BE(at + 16 + g * 12); code <= font.readUInt32BE(at + 20 + g * 12); code += 1) points.add(code);
    }
  }
  return points;
}

describe('the text a share image draws', () => {
  it('is what next/og’s bundled font has, no more: anything else would be fetched from the network', () => {
    const font = cmapOf(readFileSync(require.resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf')));
    const listed = new Set(DRAWN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
    expect([...listed].filter((point) => !font.has(point))).toEqual([]);
    expect([...font].filter((point) => point >= 0x20 && !listed.has(point))).toEqual([]);
  });

  it('leaves out emoji and scripts the font has not, and keeps Latin, Cyrillic and the punctuation it has', () => {
    expect(drawableText('🚀 Launching our AI call analytics 🎉')).toBe('Launching our AI call analytics');
    expect(drawableText('Visas for 日本 and Україна — “quoted”')).toBe('Visas for and Україна — “quoted”');
    expect(drawableText('Café, naïve, Łódź, Ørsted')).toBe('Café, naïve, Łódź, Ørsted');
    expect(drawableText('a\u202Eb\u200Bc')).toBe('a b c');
  });
});
