import Holidays from 'date-holidays';

/**
 * Hungarian public holidays (munkaszüneti napok) from the maintained `date-holidays` library, kept
 * apart from the pure calendar rules (calendar.ts) so those are tested with any holiday check. Only its
 * 'public' days close a sampling point: not 'observance' days (10-06) nor 'optional' ones (12-24: in a
 * year the decree makes it a rest day, calendar_exceptions says so).
 *
 * The package bundles every country's rules and its parser's time-zone data (+1.5 MB minified, +240 KB
 * gzipped on the worker); it has no per-country entry point, so the worker carries all of it.
 */

// Built on first use, not at module load: the worker's startup should not pay for the rules' parsing.
let hungary: Holidays | undefined;

// A year's dates are computed once per isolate: a 60-day horizon asks about at most two years.
const byYear = new Map<number, ReadonlySet<string>>();

function publicHolidays(year: number): ReadonlySet<string> {
  let dates = byYear.get(year);
  if (!dates) {
    hungary ??= new Holidays('HU');
    // `date` is the holiday's local start, 'YYYY-MM-DD 00:00:00'.
    dates = new Set(
      hungary
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, dates);
  }
  return dates;
}

/** Whether a 'YYYY-MM-DD' date is a Hungarian public holiday. */
export function isHungarianPublicHoliday(date: string): boolean {
  return publicHolidays(Number(date.slice(0, 4))).has(date);
}
