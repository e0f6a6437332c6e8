// Visitors' text reaches staff screens, logs and exports, so what draws nothing but can hide, reorder or break the
// text around it is taken out where a string is taken in. The rule:
// - a single-line value that names something (a path, a utm value, a selector, a passkey's name) loses every control
//   (Cc), format character (Cf: bidi controls and marks, zero-width spaces and joiners, BOM, soft hyphen, tags), lone
//   surrogate (Cs) and U+2028/U+2029, as the audit trail's text does;
// - free text (an enquiry's message, a company's name) loses the same but keeps tab, newline, ZWJ (U+200D, emoji
//   sequences) and ZWNJ (U+200C, Persian and Indic spelling); its CR and U+2028/U+2029 become newlines.
// Every caller (the CSV and JSON exports, the inbox's search, the mails) reads the one set below.

/** The hidden characters, one match each: for a caller that escapes or refuses them rather than drops them. */
export const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;
/** Of those, what free text keeps (CR and the separators are made newlines first). */
const KEPT_IN_PROSE = /^[\t\n\u200c\u200d]$/;
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/** A single-line value with nothing hidden in it: no control, format character, lone surrogate or separator. */
export function visibleLine(text: string): string {
  return text.replace(HIDDEN, '');
}

/** Free text with nothing hidden in it, its lines, tabs and the joiners ZWJ and ZWNJ kept; CR and separators as \n. */
export function visibleProse(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(HIDDEN, (char) => (KEPT_IN_PROSE.test(char) ? char : ''));
}
