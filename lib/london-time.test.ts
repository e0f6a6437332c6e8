import { formatLondon, fromLondon, isoWeekMonday, isoWeekOf, londonClock, londonDate, londonDateTime, londonDay, londonDayStart, londonLong, londonMonday, plusDays, timeAgo, toLondonInput } from './london-time';

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
    for (const text of ['', '2026-02-30T10:00', '2026-11-28 14:05', '2026-11-28T25:00', '2026-11-28T10:00:61', 'tomorrow', '2026-7-01T09:30']) expect(fromLondon(text)).toBeUndefined();
  });

  it('writes an instant back as London wall time, and says it in words', () => {
    expect(toLondonInput(Date.UTC(2026, 6, 1, 8, 30))).toBe('2026-07-01T09:30');
    expect(toLondonInput(Date.UTC(2026, 10, 28, 14, 5))).toBe('2026-11-28T14:05');
    expect(formatLondon(Date.UTC(2026, 6, 1, 8, 30))).toBe('1 July 2026 at 09:30 London time');
  });

  it('shows a time as the staff area does: the clock today, the day and the clock before', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(londonClock(Date.UTC(2026, 10, 24, 8, 14), now)).toBe('08:14');
    expect(londonClock(Date.UTC(2026, 10, 23, 8, 14), now)).toBe('23 Nov 2026, 08:14');
    expect(londonDateTime(Date.UTC(2026, 10, 24, 8, 14))).toBe('24 Nov 2026, 08:14');
    expect(londonDate(Date.UTC(2026, 10, 24, 8, 14))).toBe('24 Nov 2026');
    expect(londonDay(Date.UTC(2026, 6, 1, 23, 30))).toBe('2026-07-02');
    expect(londonLong(Date.UTC(2026, 0, 5, 7, 4))).toBe('5 January 2026 at 07:04');
    expect(timeAgo(now - 12 * 60_000, now)).toBe('12 min ago');
  });
});

// 29 March 2026: at 01:00 UTC the clocks go from 01:00 GMT to 02:00 BST, and the day is 23 hours long.
describe('London time when the clocks go forward, on the last Sunday of March', () => {
  const before = Date.UTC(2026, 2, 29, 0, 59);
  const after = Date.UTC(2026, 2, 29, 1, 0);

  it('jumps from 00:59 to 02:00 on the wall', () => {
    expect([toLondonInput(before), toLondonInput(after)]).toEqual(['2026-03-29T00:59', '2026-03-29T02:00']);
    expect([formatLondon(before), formatLondon(after)]).toEqual(['29 March 2026 at 00:59 London time', '29 March 2026 at 02:00 London time']);
    expect([londonDateTime(before), londonDateTime(after)]).toEqual(['29 Mar 2026, 00:59', '29 Mar 2026, 02:00']);
    expect([londonClock(before, after), londonClock(after, before)]).toEqual(['00:59', '02:00']);
  });

  it('reads the wall times either side, and the skipped hour as the instant after the jump', () => {
    expect(fromLondon('2026-03-29T00:59')).toBe(before);
    expect(fromLondon('2026-03-29T01:00')).toBe(after);
    expect(fromLondon('2026-03-29T01:59:59')).toBe(Date.UTC(2026, 2, 29, 1, 59, 59));
    expect(fromLondon('2026-03-29T02:00')).toBe(after);
    expect(fromLondon('2026-03-29T03:00')).toBe(Date.UTC(2026, 2, 29, 2));
  });

  it('starts the next day at 23:00 UTC, and counts calendar days across it', () => {
    expect(londonDayStart('2026-03-29')).toBe(Date.UTC(2026, 2, 29));
    expect(londonDayStart('2026-03-30')).toBe(Date.UTC(2026, 2, 29, 23));
    expect([londonDay(Date.UTC(2026, 2, 28, 23, 30)), londonDay(Date.UTC(2026, 2, 29, 23, 30))]).toEqual(['2026-03-28', '2026-03-30']);
    expect([londonDate(Date.UTC(2026, 2, 28, 23, 30)), londonDate(Date.UTC(2026, 2, 29, 23, 30))]).toEqual(['28 Mar 2026', '30 Mar 2026']);
    expect(londonClock(Date.UTC(2026, 2, 29, 23, 30), Date.UTC(2026, 2, 29, 12))).toBe('30 Mar 2026, 00:30');
    expect([plusDays('2026-03-28', 1), plusDays('2026-03-29', 1), plusDays('2026-03-30', -2)]).toEqual(['2026-03-29', '2026-03-30', '2026-03-28']);
  });

  it('ends the ISO week at Sunday midnight BST', () => {
    expect([isoWeekOf('2026-03-29'), isoWeekOf('2026-03-30')]).toEqual(['2026-W13', '2026-W14']);
    expect([isoWeekMonday('2026-W13'), isoWeekMonday('2026-W14')]).toEqual(['2026-03-23', '2026-03-30']);
    expect([londonMonday(Date.UTC(2026, 2, 29, 22, 59)), londonMonday(Date.UTC(2026, 2, 29, 23))]).toEqual(['2026-03-23', '2026-03-30']);
  });

  it('counts time ago in elapsed time, not on the wall', () => {
    expect(timeAgo(before, before + 2 * 3_600_000)).toBe('2 hr ago');
  });
});

// 25 October 2026: at 01:00 UTC the clocks go from 02:00 BST back to 01:00 GMT, and the day is 25 hours long.
describe('London time when the clocks go back, on the last Sunday of October', () => {
  const firstHalfPast = Date.UTC(2026, 9, 25, 0, 30);
  const secondHalfPast = Date.UTC(2026, 9, 25, 1, 30);

  it('shows 01:00 to 01:59 twice on the wall', () => {
    expect([toLondonInput(firstHalfPast), toLondonInput(secondHalfPast)]).toEqual(['2026-10-25T01:30', '2026-10-25T01:30']);
    expect([toLondonInput(Date.UTC(2026, 9, 25, 0, 59)), toLondonInput(Date.UTC(2026, 9, 25, 1))]).toEqual(['2026-10-25T01:59', '2026-10-25T01:00']);
    expect(formatLondon(secondHalfPast)).toBe('25 October 2026 at 01:30 London time');
    expect(londonDateTime(secondHalfPast)).toBe('25 Oct 2026, 01:30');
    expect([londonClock(firstHalfPast, secondHalfPast), londonClock(secondHalfPast, firstHalfPast)]).toEqual(['01:30', '01:30']);
  });

  it('reads the repeated hour as its first, and the wall times either side as they are', () => {
    expect(fromLondon('2026-10-25T00:59')).toBe(Date.UTC(2026, 9, 24, 23, 59));
    expect(fromLondon('2026-10-25T01:00')).toBe(Date.UTC(2026, 9, 25, 0, 0));
    expect(fromLondon('2026-10-25T01:30')).toBe(firstHalfPast);
    expect(fromLondon('2026-10-25T01:59:59')).toBe(Date.UTC(2026, 9, 25, 0, 59, 59));
    expect(fromLondon('2026-10-25T02:00')).toBe(Date.UTC(2026, 9, 25, 2));
  });

  it('starts that day at 23:00 UTC the evening before, and the next at midnight UTC', () => {
    expect(londonDayStart('2026-10-25')).toBe(Date.UTC(2026, 9, 24, 23));
    expect(londonDayStart('2026-10-26')).toBe(Date.UTC(2026, 9, 26));
    expect([londonDay(Date.UTC(2026, 9, 24, 23, 30)), londonDay(Date.UTC(2026, 9, 25, 23, 30))]).toEqual(['2026-10-25', '2026-10-25']);
    expect(londonDate(Date.UTC(2026, 9, 24, 23, 30))).toBe('25 Oct 2026');
    expect(londonClock(Date.UTC(2026, 9, 24, 23, 30), Date.UTC(2026, 9, 25, 23, 30))).toBe('00:30');
    expect([plusDays('2026-10-24', 1), plusDays('2026-10-25', 1), plusDays('2026-10-26', -2)]).toEqual(['2026-10-25', '2026-10-26', '2026-10-24']);
  });

  it('ends the ISO week at Sunday midnight GMT', () => {
    expect([isoWeekOf('2026-10-25'), isoWeekOf('2026-10-26')]).toEqual(['2026-W43', '2026-W44']);
    expect([isoWeekMonday('2026-W43'), isoWeekMonday('2026-W44')]).toEqual(['2026-10-19', '2026-10-26']);
    expect([londonMonday(Date.UTC(2026, 9, 18, 23)), londonMonday(Date.UTC(2026, 9, 25, 23, 59)), londonMonday(Date.UTC(2026, 9, 26))]).toEqual(['2026-10-19', '2026-10-19', '2026-10-26']);
  });

  it('counts time ago in elapsed time, not on the wall', () => {
    expect(timeAgo(firstHalfPast, secondHalfPast)).toBe('1 hr ago');
  });
});

describe('ISO weeks', () => {
  it('name a day by the year of its Thursday, and find only the weeks a year has', () => {
    expect([isoWeekOf('2025-12-29'), isoWeekOf('2027-01-03')]).toEqual(['2026-W01', '2026-W53']);
    expect([isoWeekMonday('2026-W53'), isoWeekMonday('2025-W53'), isoWeekMonday('2026-W00'), isoWeekMonday('1969-W10'), isoWeekMonday('2026-W1')]).toEqual(['2026-12-28', undefined, undefined, undefined, undefined]);
  });
});
