import { formatLondon, fromLondon, toLondonInput } from './london-time';

describe('London time', () => {
  it('reads winter times as UTC and summer times an hour ahead', () => {
    expect(fromLondon('2026-11-28T14:05')).toBe(Date.UTC(2026, 10, 28, 14, 5));
    expect(fromLondon('2026-07-01T09:30')).toBe(Date.UTC(2026, 6, 1, 8, 30));
    expect(fromLondon('2026-07-01T09:30:15')).toBe(Date.UTC(2026, 6, 1, 8, 30, 15));
  });

  it('reads the hour the clocks skip as the instant after the jump, and the repeated hour as its first', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(fromLondon('2026-03-29T01:30')).toBe(Date.UTC(2026, 2, 29, 1, 30) - 0);
    expect(fromLondon('2026-10-25T01:30')).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('refuses a month or a day the calendar has not, rather than rolling it over', () => {
    for (const impossible of ['2027-13-01T10:00', '2027-00-10T10:00', '2027-02-29T10:00', '2027-04-31T10:00', '2027-12-32T10:00']) expect(fromLondon(impossible)).toBeUndefined();
    expect(fromLondon('2028-02-29T10:00')).toBe(Date.UTC(2028, 1, 29, 10));
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '2026-02-30T10:00', '2026-11-28 14:05', '2026-11-28T25:00', '2026-11-28T10:00:61', 'tomorrow']) expect(fromLondon(text)).toBeUndefined();
  });

  it('writes an instant back as London wall time, and says it in words', () => {
    expect(toLondonInput(Date.UTC(2026, 6, 1, 8, 30))).toBe('2026-07-01T09:30');
    expect(toLondonInput(Date.UTC(2026, 10, 28, 14, 5))).toBe('2026-11-28T14:05');
    expect(formatLondon(Date.UTC(2026, 6, 1, 8, 30))).toBe('1 July 2026 at 09:30 London time');
  });
});
