import { cleanText, csvLine, safeJson } from '@/lib/admin/csv';
import { parseConfig } from '@/lib/config';
import { HIDDEN, visibleLine, visibleProse } from '@/lib/visible-text';
import { teamNotice } from './compose';

// lib/visible-text.ts's one set of hidden characters, held against each of its callers: here, in the lowest layer that
// sees them all (the CSV and the config below, the mail itself). The inbox's search and tags, in the staff area, are
// held to it in lib/staff/inbox-filter.test.ts.

const settings = parseConfig({ NOTIFY_TO: 'team@quillmark.test', MAIL_FROM: 'Quillmark <hello@quillmark.test>' });
/** Every code point the one set holds, lone surrogates included, each between two letters so none pairs with the next. */
const HIDDEN_ONE = new RegExp(HIDDEN.source, 'u');
const EVERY_HIDDEN = Array.from({ length: 0x110000 }, (_, point) => String.fromCodePoint(point)).filter((char) => HIDDEN_ONE.test(char));
/** What free text keeps of one: tab, newline and the joiners as they are, CR and the separators as newlines. */
const inProse = (char: string) => (['\t', '\n', '\u200c', '\u200d'].includes(char) ? [char] : ['\r', '\u2028', '\u2029'].includes(char) ? ['\n'] : []);
const hiddenIn = (text: string) => [...text].filter((char) => HIDDEN_ONE.test(char));

describe('the one set of hidden characters', () => {
  it('is what every caller takes out or escapes', () => {
    for (const char of EVERY_HIDDEN) {
      const planted = `a${char}b`;
      const kept = inProse(char);
      expect(hiddenIn(visibleLine(planted))).toEqual([]);
      expect(hiddenIn(visibleProse(planted))).toEqual(kept);
      expect(hiddenIn(cleanText(planted))).toEqual(kept);
      expect(hiddenIn(csvLine([planted]))).toEqual([...kept, '\r', '\n']);
      expect(hiddenIn(safeJson(planted))).toEqual([]);
      const mailed = teamNotice('contact-us', 'QM-20261122-7K3F9D', { message: `«${char}»` }, 0, settings).text;
      expect(hiddenIn(mailed.slice(mailed.indexOf('«'), mailed.indexOf('»')))).toEqual(kept);
    }
  });

});
