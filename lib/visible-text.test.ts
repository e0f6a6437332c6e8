import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HIDDEN, visibleLine, visibleProse } from './visible-text';

// The characters a review planted: a right-to-left override, a first-strong isolate, a zero-width space, a BOM, a soft hyphen.
const PLANTED = '\u202e\u2066\u200b\ufeff\u00ad';

describe('visible text', () => {
  it('takes every control, format character, lone surrogate and separator out of a single line', () => {
    expect(visibleLine(`/ser${PLANTED}vices`)).toBe('/services');
    expect(visibleLine('a\u0000b\nc\td\u007fe\u009bf\u2028g\u2029h\ud800i\u061cj\u200ek\u200fl\u200dm\u200cn\u{e0041}o')).toBe('abcdefghijklmno');
    expect(visibleLine('José María 北京 🔑 Ключ')).toBe('José María 北京 🔑 Ключ');
  });

  it('keeps the lines, tabs, joiners and every script of free text, and nothing else hidden', () => {
    expect(visibleProse(`Hello${PLANTED} there`)).toBe('Hello there');
    for (const bidi of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']) expect(visibleProse(`a${bidi}b`)).toBe('ab');
    expect(visibleProse('one\r\ntwo\rthree\u2028four\u2029five\n\tsix')).toBe('one\ntwo\nthree\nfour\nfive\n\tsix');
    expect(visibleProse('a\u0000b\u0007c\u001bd\u007fe\u0085f\ud800g')).toBe('abcdefg');
    // ZWJ holds a family emoji together; ZWNJ is part of how Persian is spelled.
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(visibleProse(`${family} می\u200cخواهم`)).toBe(`${family} می\u200cخواهم`);
    expect(visibleProse('José, 北京, Ключ, مرحبا, नमस्ते ✅')).toBe('José, 北京, Ключ, مرحبا, नमस्ते ✅');
  });
});

/** Every code point the one set holds, lone surrogates included, each between two letters so none pairs with the next. */
const HIDDEN_ONE = new RegExp(HIDDEN.source, 'u');
const EVERY_HIDDEN = Array.from({ length: 0x110000 }, (_, point) => String.fromCodePoint(point)).filter((char) => HIDDEN_ONE.test(char));

describe('the one set of hidden characters', () => {
  it('is every control, format character, lone surrogate and separator', () => {
    expect(EVERY_HIDDEN).toHaveLength(65 + 170 + 2048 + 2);
    for (const char of ['\u0000', '\u001b', '\u007f', '\u009b', '\u00ad', '\u061c', '\u200b', '\u200e', '\u202e', '\u2066', '\ufeff', '\u{e0041}', '\ud800', '\u2028']) expect(EVERY_HIDDEN).toContain(char);
  });

  it('is spelled in lib/visible-text.ts alone', () => {
    expect(['lib', 'app', 'components', 'scripts'].flatMap(sources).filter((file) => SPELLED.test(readFileSync(file, 'utf8')))).toEqual([]);
    for (const planted of ['/[\\x7f-\\x9f]/', '/[\\u202a-\\u202e]/', '/[\\u2066-\\u2069]/', '/[\\u007f-\\u009f]/', '/\\p{Cf}/u']) expect(SPELLED.test(planted)).toBe(true);
  });
});

/** What gives away a second set: DEL, a bidi embedding or isolate, or the control or format class taken as a set. */
const SPELLED = /\\x7[fF]|\\u007[fF]|\\u202[a-eA-E]|\\u206[6-9]|\\p\{C[cf]\}/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(?:tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== path.join('lib', 'visible-text.ts') ? [full] : [];
  });
}
