// Visitors' text reaches staff screens, logs and exports, so what draws nothing but can hide, reorder or break the
// text around it is taken out where a string is taken in. The rule:
// - a single-line value that names something (a path, a utm value, a selector, a passkey's name) loses every control
//   (Cc), format character (Cf: bidi controls and marks, zero-width spaces and joiners, BOM, soft hyphen, tags), lone
//   surrogate (Cs) and U+2028/U+2029, as the audit trail's text does;
// - free text (an enquiry's message, a company's name) loses the same but keeps tab, newline, ZWJ (U+200D, emoji
//   sequences) and ZWNJ (U+200C, Persian and Indic spelling); its CR and U+2028/U+2029 become newlines.

const HIDDEN_IN_LINE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;
// Cf but the two joiners, C0 but tab and newline, DEL and C1, lone surrogates.
const HIDDEN_IN_PROSE = /[^\P{Cf}\u200c\u200d]|[\0-\x08\x0b-\x1f\x7f-\x9f]|\p{Cs}/gu;
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/** A single-line value with nothing hidden in it: no control, format character, lone surrogate or separator. */
export function visibleLine(text: string): string {
  return text.replace(HIDDEN_IN_LINE, '');
}

/** Free text with nothing hidden in it, its lines, tabs and the joiners ZWJ and ZWNJ kept; CR and separators as \n. */
export function visibleProse(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(HIDDEN_IN_PROSE, '');
}
