import { visibleLine, visibleProse } from './visible-text';

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
