import { describe, expect, it } from 'vitest';
import { budapestNow } from '../../src/domain/budapestTime';
import {
  addWorkingDays,
  cutoffMinute,
  DEFAULT_RESULTS_CUTOFF,
  expectedResults,
  isWorkingDay,
  latestResults,
  packageTurnaround,
  receivedOn,
  resultsCalendar,
  type ResultsCalendar,
  type Sampling,
  turnaround,
} from '../../src/domain/expectedResults';
import { formatTurnaround } from '../../src/domain/turnaround';
import { seededCalendar } from '../fixtures/expectedResults';
import { formatExpected as withNoBreakSpaces } from '../../src/i18n/resultsMessages';
import type { Lang } from '../../src/i18n/lang';

/** The words with plain spaces and no joiners; a date's own spaces are no-break ones (checked below). */
const formatExpected = (item: Parameters<typeof withNoBreakSpaces>[0], lang: Lang) =>
  withNoBreakSpaces(item, lang).replaceAll('\u00a0', ' ').replaceAll('\u2060', '');

// The seeded 2026 working-day order (10/2025. (IV. 30.) NGM rendelet, scripts/seed/booking.mjs), as the
// laboratory port answers it, and the same calendar without the decree: what counting by the holiday
// rules alone would give.
const decreed = seededCalendar();
const undecreed = resultsCalendar({ cutoff: DEFAULT_RESULTS_CUTOFF, exceptions: [] });

const at = (date: string, time: string): Sampling => ({ date, minute: cutoffMinute(time) });
const expect_ = (min: number, max: number, sampling: Sampling, calendar: ResultsCalendar = decreed) =>
  expectedResults(turnaround(min, max), sampling, calendar);

describe('the working days results are counted on', () => {
  it('are Monday to Friday without the public holidays, the decreed rest days and with the decreed Saturdays', () => {
    expect(isWorkingDay('2026-10-22', decreed)).toBe(true); // Thursday
    expect(isWorkingDay('2026-10-23', decreed)).toBe(false); // Friday, national holiday (Mt. 102. §)
    expect(isWorkingDay('2026-10-24', decreed)).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-24', decreed)).toBe(false); // Thursday made a rest day by the decree
    expect(isWorkingDay('2026-12-24', undecreed)).toBe(true);
    expect(isWorkingDay('2026-12-12', decreed)).toBe(true); // Saturday worked for 24 December
    expect(isWorkingDay('2026-12-12', undecreed)).toBe(false);
    // No row turns a public holiday into a working day (calendar.ts, effectivePlan's order).
    const odd = resultsCalendar({ cutoff: '10:00', exceptions: [{ date: '2026-10-23', kind: 'working_day' }] });
    expect(isWorkingDay('2026-10-23', odd)).toBe(false);
  });
});

describe('expected results', () => {
  it('skip a holiday week: 23 October and the weekend after it', () => {
    // Thursday 22 October 2026, before the cut-off: one working day on is Monday 26 October.
    expect(expect_(1, 1, at('2026-10-22', '09:00'))).toEqual({ from: '2026-10-26', to: '2026-10-26', same_day: false });
    expect(expect_(1, 3, at('2026-10-22', '09:00'))).toEqual({ from: '2026-10-26', to: '2026-10-28', same_day: false });
    // Sampled on the holiday itself (a location open on it would be a closure's business): the
    // laboratory starts on Monday.
    expect(receivedOn(at('2026-10-23', '08:00'), decreed)).toBe('2026-10-26');
  });

  it('skip Christmas with the decreed rest day of 24 December 2026', () => {
    // Wednesday 23 December: 24 (rest day), 25–26 (holidays), 27 (Sunday) are no working days.
    expect(expect_(2, 2, at('2026-12-23', '09:00'))).toEqual({ from: '2026-12-29', to: '2026-12-29', same_day: false });
    // Without the decree 24 December would count, a day too early.
    expect(expect_(2, 2, at('2026-12-23', '09:00'), undecreed).to).toBe('2026-12-28');
    // Into the new year: 31 December is a working day for the laboratory, 1 January a holiday.
    expect(expect_(1, 2, at('2026-12-30', '09:00'))).toEqual({ from: '2026-12-31', to: '2027-01-04', same_day: false });
    // The decree of 2026 also makes Friday 2 January a rest day, worked on Saturday 10 January.
    expect(expect_(1, 1, at('2025-12-31', '09:00')).to).toBe('2026-01-05');
    expect(expect_(5, 5, at('2026-01-05', '09:00')).to).toBe('2026-01-10');
  });

  it('count a decreed working Saturday (12 December 2026, worked for 24 December)', () => {
    expect(expect_(1, 1, at('2026-12-11', '09:00'))).toEqual({ from: '2026-12-12', to: '2026-12-12', same_day: false });
    expect(expect_(1, 1, at('2026-12-11', '09:00'), undecreed).to).toBe('2026-12-14');
    // Sampled on that Saturday before the cut-off, a 0-day turnaround is ready the same day.
    expect(expect_(0, 0, at('2026-12-12', '08:30'))).toEqual({ from: '2026-12-12', to: '2026-12-12', same_day: true });
    // An ordinary Saturday is no working day: Monday.
    expect(expect_(0, 0, at('2026-12-05', '08:30'))).toEqual({ from: '2026-12-07', to: '2026-12-07', same_day: false });
  });

  it('keep their days over a daylight-saving weekend', () => {
    // Summer time starts on Sunday 29 March 2026 at 01:00 UTC; it ends on Sunday 25 October 2026.
    // 22:30 UTC on Sunday 29 March is 00:30 on Monday in Budapest (UTC+2), not 23:30 on Sunday.
    expect(budapestNow(new Date('2026-03-29T22:30:00Z'))).toEqual({ date: '2026-03-30', minute: 30 });
    expect(expect_(0, 0, budapestNow(new Date('2026-03-29T22:30:00Z')))).toEqual({
      from: '2026-03-30',
      to: '2026-03-30',
      same_day: true,
    });
    // 22:30 UTC on Saturday 28 March is 23:30 on Saturday (UTC+1): the laboratory starts on Monday.
    expect(budapestNow(new Date('2026-03-28T22:30:00Z'))).toEqual({ date: '2026-03-28', minute: 1410 });
    expect(expect_(0, 0, budapestNow(new Date('2026-03-28T22:30:00Z'))).to).toBe('2026-03-30');
    // In October the hour repeats: 23:30 UTC on Sunday 25 October is 00:30 on Monday (UTC+1).
    expect(budapestNow(new Date('2026-10-25T23:30:00Z'))).toEqual({ date: '2026-10-26', minute: 30 });
    // Counting over the switch weekends moves no date: Friday + 1 is Monday; + 5 passes Good Friday
    // (3 April 2026) and Easter Monday (6 April) to Tuesday 7 April.
    expect(expect_(1, 5, at('2026-03-27', '09:00'))).toEqual({ from: '2026-03-30', to: '2026-04-07', same_day: false });
    expect(addWorkingDays('2026-10-26', 5, decreed)).toBe('2026-11-02');
  });

  it('are the same day only for a 0-day turnaround sampled on a working day before the cut-off', () => {
    const monday = '2026-11-23';
    expect(expect_(0, 0, at(monday, '09:59')).same_day).toBe(true);
    // At the cut-off and after it, the next working day.
    expect(expect_(0, 0, at(monday, '10:00'))).toEqual({ from: '2026-11-24', to: '2026-11-24', same_day: false });
    expect(expect_(0, 0, at('2026-11-27', '15:00')).to).toBe('2026-11-30'); // Friday afternoon: Monday
    // Later samples are worked on from the next working day, so every turnaround moves with them.
    expect(expect_(1, 2, at(monday, '10:30'))).toEqual({ from: '2026-11-25', to: '2026-11-26', same_day: false });
    // The laboratory's own cut-off, as an operator set it.
    const late = resultsCalendar({ cutoff: '11:30', exceptions: [] });
    expect(expectedResults(turnaround(0, 0), at(monday, '11:00'), late).same_day).toBe(true);
    expect(expectedResults(turnaround(0, 0), at(monday, '11:30'), late).same_day).toBe(false);
    // A range starting on the day is no "same day": the words give the dates.
    expect(expect_(0, 2, at(monday, '08:00'))).toEqual({ from: monday, to: '2026-11-25', same_day: false });
  });

  it('take a package’s own turnaround, else its slowest test’s, and a booking’s latest', () => {
    const tests = [
      { turn_around_time_min: 1, turn_around_time_max: 1 },
      { turn_around_time_min: 2, turn_around_time_max: 4 },
      { turn_around_time_min: 0, turn_around_time_max: 5 },
    ];
    expect(packageTurnaround({ turn_around_time_min: 3, turn_around_time_max: 3, tests })).toEqual({ min: 3, max: 3 });
    expect(packageTurnaround({ tests })).toEqual({ min: 2, max: 5 });
    expect(packageTurnaround({ turn_around_time_min: null, turn_around_time_max: null, tests })).toEqual({
      min: 2,
      max: 5,
    });
    expect(packageTurnaround({ tests: [] })).toBeNull();
    expect(turnaround(4, 2)).toEqual({ min: 2, max: 4 });

    const items = [
      expect_(0, 0, at('2026-11-23', '08:00')),
      expect_(1, 3, at('2026-11-23', '08:00')),
      expect_(2, 2, at('2026-11-23', '08:00')),
    ];
    expect(latestResults(items)).toEqual({ from: '2026-11-25', to: '2026-11-26', same_day: false });
    expect(latestResults([items[0]!])).toEqual(items[0]);
    expect(latestResults([])).toBeNull();
  });

  it('read a cut-off that is no wall-clock time as the default', () => {
    expect(cutoffMinute('10:00')).toBe(600);
    expect(cutoffMinute('23:59')).toBe(1439);
    expect(cutoffMinute('24:00')).toBe(600);
    expect(cutoffMinute('9:00')).toBe(600);
  });
});

describe('the words of an expected-results date', () => {
  it('say a day, a range, across months and years, and same day, in both languages', () => {
    const one = { from: '2026-11-26', to: '2026-11-26', same_day: false };
    const range = { from: '2026-11-26', to: '2026-11-28', same_day: false };
    const months = { from: '2026-11-30', to: '2026-12-02', same_day: false };
    const years = { from: '2026-12-30', to: '2027-01-04', same_day: false };
    const sameDay = { from: '2026-11-26', to: '2026-11-26', same_day: true };
    expect([one, range, months, years, sameDay].map((item) => formatExpected(item, 'hu'))).toEqual([
      'nov. 26.',
      'nov. 26–28.',
      'nov. 30. – dec. 2.',
      '2026. dec. 30. – 2027. jan. 4.',
      'aznap',
    ]);
    expect([one, range, months, years, sameDay].map((item) => formatExpected(item, 'en'))).toEqual([
      '26 Nov',
      '26–28 Nov',
      '30 Nov – 2 Dec',
      '30 Dec 2026 – 4 Jan 2027',
      'same day',
    ]);
    // A range breaks only at the spaced dash between two dates; a day range's dash is joined.
    expect(withNoBreakSpaces(months, 'hu')).toBe('nov.\u00a030. – dec.\u00a02.');
    expect(withNoBreakSpaces(range, 'en')).toBe('26\u2060–\u206028\u00a0Nov');
    // The DST Sunday's and Monday's dates are written as they are.
    expect(formatExpected({ from: '2026-03-29', to: '2026-03-30', same_day: false }, 'hu')).toBe('márc. 29–30.');
  });

  it('say a 0-day turnaround as same day and 0 - M as within M', () => {
    expect(formatTurnaround(0, 0, 'hu')).toBe('aznap');
    expect(formatTurnaround(0, 0, 'en')).toBe('same day');
    expect(formatTurnaround(0, 2, 'hu')).toBe('2 munkanapon belül');
    expect(formatTurnaround(0, 1, 'en')).toBe('within 1 working day');
  });
});
