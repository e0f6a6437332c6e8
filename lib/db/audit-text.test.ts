import { AUDIT_TEXT_MAX, cleanAuditDetail, cleanAuditJson, cleanAuditText } from './audit-text';

// A passkey credential id as a hostile client sent it: an override that shows "exe.txt" for "txt.exe", and 15,000 units.
const RLO = '\u202E';
const spoofed = `invoice${RLO}txt.exe`;
const huge = `cred-${'A'.repeat(15_000)}`;

describe('cleanAuditText', () => {
  it('strips bidi controls, zero-width and other format characters, and C0/C1 controls', () => {
    expect(cleanAuditText(spoofed)).toBe('invoicetxt.exe');
    const hidden = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\uFEFF', '\u2028', '\u2029', '\u00AD', '\u0000', '\t', '\n', '\r', '\u001B', '\u007F', '\u0085', '\u009F'];
    expect(cleanAuditText(`a${hidden.join('')}b`)).toBe('ab');
    expect(cleanAuditText('kim@quillmark.test')).toBe('kim@quillmark.test');
    expect(cleanAuditText('Zoë Łukasz 日本 🙂 مرحبا')).toBe('Zoë Łukasz 日本 🙂 مرحبا');
  });

  it('cuts a long string to the bound, ending in an ellipsis, and leaves one at the bound whole', () => {
    const cut = cleanAuditText(huge);
    expect(cut).toHaveLength(AUDIT_TEXT_MAX);
    expect(cut).toBe(`${huge.slice(0, AUDIT_TEXT_MAX - 1)}…`);
    expect(cleanAuditText('x'.repeat(AUDIT_TEXT_MAX))).toBe('x'.repeat(AUDIT_TEXT_MAX));
    // Cleaned first, then measured: hidden characters do not count towards the bound.
    expect(cleanAuditText(`${RLO.repeat(500)}short`)).toBe('short');
  });

  it('never cuts a surrogate pair in half', () => {
    const cut = cleanAuditText(`${'x'.repeat(AUDIT_TEXT_MAX - 2)}🙂🙂`);
    expect(cut).toBe(`${'x'.repeat(AUDIT_TEXT_MAX - 2)}…`);
    expect(cut).not.toMatch(/\p{Cs}/u);
    expect(cleanAuditText('lone \uD800 half')).toBe('lone  half');
  });
});

describe('cleanAuditJson and cleanAuditDetail', () => {
  it('cleans every string at any depth, keys too, and leaves other values be', () => {
    expect(cleanAuditJson({ credentialId: spoofed, nested: { list: [huge, 3, true, null, { deeper: `a${RLO}b` }] }, [`k${RLO}`]: 1 })).toEqual({
      credentialId: 'invoicetxt.exe',
      nested: { list: [`${huge.slice(0, AUDIT_TEXT_MAX - 1)}…`, 3, true, null, { deeper: 'ab' }] },
      k: 1,
    });
  });

  it('stores plain JSON: what JSON would not keep is gone, a date is its text', () => {
    const at = new Date(Date.UTC(2026, 10, 26));
    expect(JSON.parse(cleanAuditDetail({ at, skip: undefined, q: `silva${RLO}` }))).toEqual({ at: '2026-11-26T00:00:00.000Z', q: 'silva' });
  });
});
