import { dueWeek, lastFinishedWeek, parseDigestSchedule, weekAfter, weekBefore, weekFrom, weekNamed, type DigestSchedule } from './digest-schedule';

const MONDAY_8: DigestSchedule = { weekday: 1, hour: 8, minute: 0 };
const at = (iso: string) => Date.parse(iso);

describe('the weekly digest’s setting', () => {
  it('reads a weekday and a London time, or off', () => {
    expect(parseDigestSchedule('mon 08:00')).toEqual({ schedule: MONDAY_8 });
    expect(parseDigestSchedule(' SUN 7:05 ')).toEqual({ schedule: { weekday: 7, hour: 7, minute: 5 } });
    expect(parseDigestSchedule('Off')).toEqual({ schedule: 'off' });
  });

  it('says what is wrong with anything else', () => {
    for (const text of ['', 'mon', 'mon 8', 'monday 08:00', 'mon 24:00', 'mon 23:60', 'mon 08:00 utc', '08:00'])
      expect(parseDigestSchedule(text)).toEqual({ error: expect.stringContaining('is not a weekday and a London time, e.g. mon 08:00') });
  });
});

describe('London weeks', () => {
  it('are named by their ISO week, which belongs to the year of its Thursday', () => {
    expect(weekFrom('2026-03-23')).toEqual({ week: '2026-W13', monday: '2026-03-23', sunday: '2026-03-29' });
    // 29 December 2025 starts 2026's first week; 28 December 2026 starts 2026's last, its 53rd.
    expect(weekFrom('2025-12-29').week).toBe('2026-W01');
    expect(weekFrom('2026-12-28').week).toBe('2026-W53');
    expect(weekFrom('2027-01-04').week).toBe('2027-W01');
  });

  it('are found from their names, and nothing else is', () => {
    for (const monday of ['2025-12-29', '2026-03-23', '2026-12-28', '2027-01-04']) expect(weekNamed(weekFrom(monday).week)?.monday).toBe(monday);
    for (const name of ['2026-W54', '2025-W53', '2026-W00', '2026-13', 'W13', '2026-W1', '<2026-W13>', '0000-W01', '0001-W01', '1969-W10', '9999-W52']) expect(weekNamed(name)).toBeUndefined();
    expect(weekBefore(weekFrom('2026-01-05')).week).toBe('2026-W01');
    expect(weekAfter(weekFrom('2026-12-28')).week).toBe('2027-W01');
  });

  it('end on Sunday at midnight London time, an hour before midnight UTC in summer', () => {
    // Sunday 29 March 2026, 23:30 UTC is already Monday 00:30 BST.
    expect(lastFinishedWeek(at('2026-03-29T22:59:00Z')).week).toBe('2026-W12');
    expect(lastFinishedWeek(at('2026-03-29T23:00:00Z')).week).toBe('2026-W13');
    // In winter London's midnight is UTC's.
    expect(lastFinishedWeek(at('2026-11-29T23:59:00Z')).week).toBe('2026-W47');
    expect(lastFinishedWeek(at('2026-11-30T00:00:00Z')).week).toBe('2026-W48');
  });
});

describe('when the digest is due', () => {
  it('comes at the London time on the day, in British Summer Time an hour before that time in UTC', () => {
    // 30 March 2026 is the first Monday of BST: 08:00 London is 07:00 UTC.
    expect(dueWeek(MONDAY_8, at('2026-03-30T06:59:59Z'))).toBeUndefined();
    expect(dueWeek(MONDAY_8, at('2026-03-30T07:00:00Z'))?.week).toBe('2026-W13');
    expect(dueWeek(MONDAY_8, at('2026-03-30T07:30:00Z'))).toEqual({ week: '2026-W13', monday: '2026-03-23', sunday: '2026-03-29' });
  });

  it('comes at the same time in UTC in winter (GMT)', () => {
    expect(dueWeek(MONDAY_8, at('2026-03-23T07:30:00Z'))).toBeUndefined();
    expect(dueWeek(MONDAY_8, at('2026-03-23T08:00:00Z'))?.week).toBe('2026-W12');
    expect(dueWeek(MONDAY_8, at('2026-10-26T07:59:00Z'))).toBeUndefined();
    expect(dueWeek(MONDAY_8, at('2026-10-26T08:00:00Z'))?.week).toBe('2026-W43');
  });

  it('stays due for the rest of the week, so a host down on the day catches up, and never for a week before', () => {
    expect(dueWeek(MONDAY_8, at('2026-04-02T15:00:00Z'))?.week).toBe('2026-W13');
    expect(dueWeek(MONDAY_8, at('2026-04-05T22:59:00Z'))?.week).toBe('2026-W13');
    // Monday 6 April, 00:30 BST: a new week, whose digest is not due until 08:00.
    expect(dueWeek(MONDAY_8, at('2026-04-05T23:30:00Z'))).toBeUndefined();
  });

  it('comes on another weekday when set so, still telling the week that ended', () => {
    const friday = { weekday: 5, hour: 17, minute: 30 };
    expect(dueWeek(friday, at('2026-04-03T16:29:00Z'))).toBeUndefined();
    expect(dueWeek(friday, at('2026-04-03T16:30:00Z'))?.week).toBe('2026-W13');
  });

  it('never comes when off', () => {
    expect(dueWeek('off', at('2026-03-30T12:00:00Z'))).toBeUndefined();
  });
});
