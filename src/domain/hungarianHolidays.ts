import { addDays } from './budapestTime';

/**
 * Hungarian public holidays (munkaszüneti napok), kept apart from the pure calendar rules (calendar.ts)
 * so those are tested with any holiday check. The list is the Labour Code's, 2012. évi I. törvény
 * (Mt.) 102. § (1): fixed dates plus the Easter-based ones (Good Friday since 1 January 2017, when the
 * Labour Code's 2016 amendment added it). Christmas Eve is not among them: in a year the decree makes it a rest day,
 * calendar_exceptions says so, as it does for every decreed transferred day (docs/decisions/0026).
 * tests/unit/hungarian-holidays.test.ts checks every year 2020–2040 against date-holidays' 'public' days.
 */

/** Mt. 102. § (1): 'MM-DD' of the holidays on the same date every year. */
const FIXED = ['01-01', '03-15', '05-01', '08-20', '10-23', '11-01', '12-25', '12-26'];

/** Days after Easter Sunday of the movable holidays: Good Friday, Easter Monday, Whit Sunday and Monday. */
const AFTER_EASTER = [0, 1, 49, 50];
const GOOD_FRIDAY = -2;
const GOOD_FRIDAY_SINCE = 2017;

/**
 * Gregorian Easter Sunday as 'YYYY-MM-DD': the anonymous Gregorian algorithm (Meeus/Jones/Butcher,
 * Jean Meeus, Astronomical Algorithms, 2nd ed., ch. 8), exact for every Gregorian year.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// A year's dates are computed once per isolate: a 60-day horizon asks about at most two years.
const byYear = new Map<number, ReadonlySet<string>>();

/** The year's public holidays as 'YYYY-MM-DD' dates. */
export function hungarianPublicHolidays(year: number): ReadonlySet<string> {
  let dates = byYear.get(year);
  if (!dates) {
    const easter = easterSunday(year);
    const offsets = year >= GOOD_FRIDAY_SINCE ? [GOOD_FRIDAY, ...AFTER_EASTER] : AFTER_EASTER;
    dates = new Set([
      ...FIXED.map((monthDay) => `${year}-${monthDay}`),
      ...offsets.map((days) => addDays(easter, days)),
    ]);
    byYear.set(year, dates);
  }
  return dates;
}

/** Whether a 'YYYY-MM-DD' date is a Hungarian public holiday. */
export function isHungarianPublicHoliday(date: string): boolean {
  return hungarianPublicHolidays(Number(date.slice(0, 4))).has(date);
}
