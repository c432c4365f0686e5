import type { Appointment } from './appointment';
import { addDays, weekdayOf } from './budapestTime';
import type { CalendarExceptionKind } from './calendar';
import { isHungarianPublicHoliday } from './hungarianHolidays';

/**
 * When a booking's results are expected (issue 17 point 1, docs/decisions/0046): the sampling day plus
 * the examination's turnaround (`turn_around_time_min`–`max`, working days; spec section 2), counted on
 * the Hungarian working-day calendar the booking engine uses (calendar.ts): public holidays
 * (hungarianHolidays.ts), the decreed transferred rest days and working Saturdays (calendar_exceptions,
 * migrations/0004), and weekends. Pure: the calendar and the clock come in as values, so the browser
 * and the server give the same dates and the tests need no database.
 *
 * The rule:
 * 1. The laboratory starts on a sample the day it arrives: the sampling day when that is a working day
 *    and the sampling is before the laboratory's cut-off time, otherwise the next working day.
 * 2. A turnaround of N working days is ready N working days after that day; 0 is that day itself.
 * 3. "Same day" only when the result is ready on the sampling day: a 0-day turnaround sampled on a
 *    working day before the cut-off.
 * 4. A package's turnaround is its own when the laboratory gives one, else the slowest of its tests'.
 * 5. A booking's results are all in when its slowest item's are: the latest `from` and the latest `to`.
 */

/** The laboratory's working calendar, as the laboratory port answers it (workingCalendar.ts). */
export interface WorkingCalendar {
  /** 'HH:MM' Budapest wall clock: a sample taken before it is worked on that day. */
  cutoff: string;
  /** The decreed transferred days of the range asked for. */
  exceptions: { date: string; kind: CalendarExceptionKind }[];
}

/** The cut-off when the laboratory names none (migrations/0016_create_lab_settings.sql's default). */
export const DEFAULT_RESULTS_CUTOFF = '10:00';

/** A turnaround in working days, low to high. */
export interface Turnaround {
  min: number;
  max: number;
}

/** When a sample is taken: a Budapest date and minute of the day. */
export interface Sampling {
  date: string;
  minute: number;
}

/** When results are expected: ready from `from` and by `to` ('YYYY-MM-DD', equal when min = max). */
export interface ExpectedResults {
  from: string;
  to: string;
  /** Ready on the sampling day itself (rule 3). */
  same_day: boolean;
}

/** The calendar as the counting reads it. */
export interface ResultsCalendar {
  cutoffMinute: number;
  exceptions: ReadonlyMap<string, CalendarExceptionKind>;
}

/** 'HH:MM' → minutes from midnight; the default cut-off for anything that is not a wall-clock time. */
export function cutoffMinute(cutoff: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff);
  if (!match) return cutoffMinute(DEFAULT_RESULTS_CUTOFF);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function resultsCalendar(calendar: WorkingCalendar): ResultsCalendar {
  return {
    cutoffMinute: cutoffMinute(calendar.cutoff),
    exceptions: new Map(calendar.exceptions.map((row) => [row.date, row.kind])),
  };
}

/**
 * Whether the laboratory works on `date`, in effectivePlan's order (calendar.ts): a public holiday never
 * (no decree makes one a working day), then a decreed rest day never, a decreed working day always
 * (a Saturday worked for a bridge day), otherwise Monday to Friday.
 */
export function isWorkingDay(date: string, calendar: ResultsCalendar): boolean {
  if (isHungarianPublicHoliday(date)) return false;
  const kind = calendar.exceptions.get(date);
  if (kind === 'rest_day') return false;
  if (kind === 'working_day') return true;
  return weekdayOf(date) <= 5;
}

/**
 * A bound on the days looked at for one step: the longest run of days off Hungary's calendar can have
 * is a few days (Christmas with a decreed bridge day and a weekend); a calendar whose rows made every
 * day a rest day must not hang the worker.
 */
const MAX_DAYS_OFF = 31;

/** The first working day after `date`. */
export function nextWorkingDay(date: string, calendar: ResultsCalendar): string {
  let day = addDays(date, 1);
  for (let step = 0; step < MAX_DAYS_OFF && !isWorkingDay(day, calendar); step++) day = addDays(day, 1);
  return day;
}

/** Rule 1: the day the laboratory starts on a sample taken at `sampling`. */
export function receivedOn(sampling: Sampling, calendar: ResultsCalendar): string {
  const sameDay = isWorkingDay(sampling.date, calendar) && sampling.minute < calendar.cutoffMinute;
  return sameDay ? sampling.date : nextWorkingDay(sampling.date, calendar);
}

/** Rule 2: `days` working days after `date` (a working day); 0 is `date` itself. */
export function addWorkingDays(date: string, days: number, calendar: ResultsCalendar): string {
  let day = date;
  for (let left = Math.max(0, Math.floor(days)); left > 0; left--) day = nextWorkingDay(day, calendar);
  return day;
}

/** The turnaround low to high, whatever order the laboratory sent it in; negative values read as 0. */
export function turnaround(min: number, max: number): Turnaround {
  const low = Math.max(0, Math.min(min, max));
  return { min: low, max: Math.max(low, min, max) };
}

/** What a package's turnaround is read from: its own fields when given, and its tests'. */
export interface PackageTurnaroundSource {
  turn_around_time_min?: number | null;
  turn_around_time_max?: number | null;
  tests: { turn_around_time_min: number; turn_around_time_max: number }[];
}

/**
 * Rule 4: the package's own turnaround when the laboratory gives one, else the slowest of its tests'
 * (the latest min and the latest max); null when neither is known, so no date is made up.
 */
export function packageTurnaround(item: PackageTurnaroundSource): Turnaround | null {
  const { turn_around_time_min: min, turn_around_time_max: max } = item;
  if (typeof min === 'number' && typeof max === 'number') return turnaround(min, max);
  if (item.tests.length === 0) return null;
  return turnaround(
    Math.max(...item.tests.map((test) => test.turn_around_time_min)),
    Math.max(...item.tests.map((test) => test.turn_around_time_max)),
  );
}

/** When one item's results are expected, sampled at `sampling`. */
export function expectedResults(
  { min, max }: Turnaround,
  sampling: Sampling,
  calendar: ResultsCalendar,
): ExpectedResults {
  const received = receivedOn(sampling, calendar);
  const from = addWorkingDays(received, min, calendar);
  const to = addWorkingDays(from, max - min, calendar);
  return { from, to, same_day: to === sampling.date };
}

/** Rule 5: when all of a booking's results are in; null for a booking of nothing. */
export function latestResults(items: ExpectedResults[]): ExpectedResults | null {
  if (items.length === 0) return null;
  const latest = (pick: (item: ExpectedResults) => string) => items.map(pick).reduce((a, b) => (a > b ? a : b));
  return { from: latest((item) => item.from), to: latest((item) => item.to), same_day: items.every((i) => i.same_day) };
}

/**
 * The years a calendar must cover for this site: last year (a booking on /sajat, a mail about a change),
 * this year and next (a booking at the end of the year, results in January). One range per year, so a
 * cached copy is asked for again only at New Year.
 */
export function calendarYears(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { from: `${year - 1}-01-01`, to: `${year + 1}-12-31` };
}

/** An expected-results date with its words ("nov. 26–28.", "same day") in the page's language. */
export interface ExpectedText extends ExpectedResults {
  text: string;
}

/** One booked or chosen item's expected results. */
export interface ExpectedItem extends ExpectedText {
  type: 'package' | 'test';
  id: number;
  turn_around_time_min: number;
  turn_around_time_max: number;
}

/** Expected results of a set of items (GET /api/results_expected, the mails, /sajat). */
export interface ExpectedResultsAnswer {
  /** 'appointment': counted from a booked or chosen time; 'today': from now, before a time is chosen. */
  basis: 'appointment' | 'today';
  sampling: Sampling;
  /** The laboratory's cut-off, 'HH:MM'. */
  cutoff: string;
  items: ExpectedItem[];
  /** When the last of them is in. */
  all: ExpectedText;
}

/** A booking's items by name with their dates, in the booking's order (packages, then tests). */
export function namedResults(
  answer: ExpectedResultsAnswer,
  { examinations, parameters }: Pick<Appointment, 'examinations' | 'parameters'>,
): { name: string; expected: ExpectedText }[] {
  return [
    ...examinations.map((item) => ({ ...item, type: 'package' })),
    ...parameters.map((item) => ({ ...item, type: 'test' })),
  ].flatMap((item) => {
    const found = answer.items.find((candidate) => candidate.type === item.type && candidate.id === item.id);
    return found ? [{ name: item.name, expected: found }] : [];
  });
}
