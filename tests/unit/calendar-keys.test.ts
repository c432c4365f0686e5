import { describe, expect, it } from 'vitest';
import { addMonths, calendarKeyTarget, lastDayOf } from '../../src/domain/calendarKeys';
import { formatOnDay, huDayEnding } from '../../src/i18n/dates';

/** The booking calendar's keys (issue 16 point 6, decision 0045) and the day its times are said on. */
describe('where the calendar keys lead', () => {
  // November 2026 starts on a Sunday; the calendar can show November and December.
  const [first, last] = ['2026-11-01', '2026-12-31'];
  const from = (day: string, key: string) => calendarKeyTarget(day, key, first, last);

  it('moves a day or a week with the arrows, across the month end', () => {
    expect(from('2026-11-25', 'ArrowRight')).toBe('2026-11-26');
    expect(from('2026-11-25', 'ArrowLeft')).toBe('2026-11-24');
    expect(from('2026-11-25', 'ArrowUp')).toBe('2026-11-18');
    expect(from('2026-11-25', 'ArrowDown')).toBe('2026-12-02');
    expect(from('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
  });

  it('goes to the first and last day of the week with Home and End, inside the month', () => {
    // Wednesday 25 November: Monday 23rd, Sunday 29th.
    expect(from('2026-11-25', 'Home')).toBe('2026-11-23');
    expect(from('2026-11-25', 'End')).toBe('2026-11-29');
    // Tuesday 1 December: its Monday is in November, so the month's first day; its Sunday the 6th.
    expect(from('2026-12-01', 'Home')).toBe('2026-12-01');
    expect(from('2026-12-01', 'End')).toBe('2026-12-06');
    // Monday 30 November: its Sunday is in December, so the month's last day.
    expect(from('2026-11-30', 'End')).toBe('2026-11-30');
  });

  it('moves a month with Page Up and Page Down, to the month’s last day when it is shorter', () => {
    expect(from('2026-11-25', 'PageDown')).toBe('2026-12-25');
    expect(from('2026-12-31', 'PageUp')).toBe('2026-11-30');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
  });

  it('stays put at the edges of the months shown, and takes no other key', () => {
    expect(from('2026-11-01', 'ArrowLeft')).toBe('2026-11-01');
    expect(from('2026-11-03', 'ArrowUp')).toBe('2026-11-03');
    expect(from('2026-12-28', 'ArrowDown')).toBe('2026-12-28');
    expect(from('2026-12-10', 'PageDown')).toBe('2026-12-10');
    expect(from('2026-11-25', 'Enter')).toBeNull();
    expect(from('2026-11-25', 'a')).toBeNull();
    expect(from('2026-11-25', 'toString')).toBeNull();
  });
});

describe('a day said as "on the day"', () => {
  it('takes the Hungarian ending of the ordinal', () => {
    const endings = Array.from({ length: 31 }, (_, index) => `${index + 1}-${huDayEnding(index + 1)}`);
    expect(endings).toEqual([
      '1-jén',
      '2-án',
      '3-án',
      '4-én',
      '5-én',
      '6-án',
      '7-én',
      '8-án',
      '9-én',
      '10-én',
      '11-én',
      '12-én',
      '13-án',
      '14-én',
      '15-én',
      '16-án',
      '17-én',
      '18-án',
      '19-én',
      '20-án',
      '21-én',
      '22-én',
      '23-án',
      '24-én',
      '25-én',
      '26-án',
      '27-én',
      '28-án',
      '29-én',
      '30-án',
      '31-én',
    ]);
  });

  it('names the day and its weekday in both languages', () => {
    expect(formatOnDay('hu', '2026-11-25')).toBe('2026. november 25-én, szerdán');
    expect(formatOnDay('hu', '2026-11-01')).toBe('2026. november 1-jén, vasárnap');
    expect(formatOnDay('en', '2026-11-25')).toBe('on Wednesday, 25 November 2026');
    expect(formatOnDay('en', 'someday')).toBe('someday');
  });
});
