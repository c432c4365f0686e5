import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday, hungarianPublicHolidays, isHungarianPublicHoliday } from '../../src/domain/hungarianHolidays';

// The worker's own rule set (docs/decisions/0026) against the maintained date-holidays library, a dev
// dependency used only here: its 'public' days for Hungary are the ones that close a sampling point
// (decision 0009), not 'observance' (10-06), 'optional' (12-24) or 'school' days.
describe('Hungarian public holidays', () => {
  const library = new Holidays('HU');
  const libraryPublic = (year: number) =>
    library
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10));

  it('are the days date-holidays calls public, every year 2020–2040', () => {
    for (let year = 2020; year <= 2040; year++) {
      const expected = [...new Set(libraryPublic(year))].sort();
      expect([...hungarianPublicHolidays(year)].sort(), String(year)).toEqual(expected);
      // Thirteen a year: eight fixed dates, Good Friday, Easter Sunday and Monday, Whit Sunday and Monday.
      expect(expected, String(year)).toHaveLength(13);
    }
  });

  it('computes Easter Sunday by the Gregorian rule, its earliest and latest dates included', () => {
    // Published Easter dates: 2285-03-22 is the earliest possible, 2038-04-25 the latest possible.
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('adds Good Friday from 2017, when the Labour Code made it a holiday', () => {
    expect(isHungarianPublicHoliday('2016-03-25')).toBe(false);
    expect(libraryPublic(2016)).not.toContain('2016-03-25');
    expect(isHungarianPublicHoliday('2017-04-14')).toBe(true);
    expect(libraryPublic(2017)).toContain('2017-04-14');
  });

  it('leaves Christmas Eve and observances to the decree and the operators', () => {
    for (const day of ['2026-12-24', '2026-10-06', '2026-12-31', '2026-02-01']) {
      expect(isHungarianPublicHoliday(day), day).toBe(false);
    }
  });
});
