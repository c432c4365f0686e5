import { cachedWorkingCalendar } from '../backends/lab/workingCalendar';
import { budapestNow } from '../domain/budapestTime';
import type { LabPackage, LabTest } from '../domain/catalogue';
import {
  calendarYears,
  type ExpectedItem,
  type ExpectedResultsAnswer,
  type ExpectedText,
  expectedResults,
  latestResults,
  packageTurnaround,
  type ResultsCalendar,
  resultsCalendar,
  type Sampling,
  type Turnaround,
  turnaround,
} from '../domain/expectedResults';
import type { Bindings, RequestScope } from '../env';
import type { Lang } from '../i18n/lang';
import { formatExpected } from '../i18n/resultsMessages';

/**
 * The expected-results date where pages, mails and the API need it (docs/decisions/0046): the working
 * calendar through the laboratory port and the cache, a sampling (now, or a booking's time), and the
 * domain's rule (src/domain/expectedResults.ts) with its words in the page's language.
 */
export interface ResultsBasis {
  calendar: ResultsCalendar;
  /** 'HH:MM' */
  cutoff: string;
  sampling: Sampling;
  basis: ExpectedResultsAnswer['basis'];
  lang: Lang;
}

type Env = Bindings & RequestScope;

/**
 * The page-cache read that stands for the clock (src/cache/pageCache.ts): a kept page that shows dates
 * counted from today is kept for this day and this side of the cut-off only.
 */
export const RESULTS_CLOCK_READ = 'results-clock';

/**
 * The working calendar around `today`, or null when the laboratory cannot say (logged): a page then
 * shows no date rather than a wrong one, and, its read having failed, is never kept.
 */
async function calendarAround(env: Env, today: string) {
  try {
    const calendar = await cachedWorkingCalendar(env, calendarYears(today));
    return { calendar: resultsCalendar(calendar), cutoff: calendar.cutoff };
  } catch (error) {
    console.error('The working calendar could not be read; no expected-results dates are shown', error);
    return null;
  }
}

/** The basis of dates counted from a sampling today, now (the cards, a cart without a time). */
export async function resultsToday(env: Env, lang: Lang, now = new Date()): Promise<ResultsBasis | null> {
  const clock = budapestNow(now);
  const found = await calendarAround(env, clock.date);
  if (!found) return null;
  const side = clock.minute < found.calendar.cutoffMinute ? 'before' : 'after';
  env.reads?.read(RESULTS_CLOCK_READ, `${clock.date} ${side} ${found.cutoff}`);
  return { ...found, sampling: clock, basis: 'today', lang };
}

/** The basis of dates counted from a booked or chosen time. */
export async function resultsAt(env: Env, lang: Lang, sampling: Sampling, now = new Date()) {
  const found = await calendarAround(env, budapestNow(now).date);
  return found && { ...found, sampling, basis: 'appointment' as const, lang };
}

/** An item's expected results with their words; undefined without a turnaround or a basis. */
export function expectedText(item: Turnaround | null, basis: ResultsBasis | null): ExpectedText | undefined {
  if (!item || !basis) return undefined;
  const expected = expectedResults(item, basis.sampling, basis.calendar);
  return { ...expected, text: formatExpected(expected, basis.lang) };
}

/** A test's turnaround, low to high (a package's is packageTurnaround's, rule 4). */
export const testTurnaround = (test: LabTest) => turnaround(test.turn_around_time_min, test.turn_around_time_max);

/**
 * The expected results of packages and tests, each and all together (the API's answer, the mails'
 * section, /sajat), in the order given: packages first. Null for nothing.
 */
export function expectedAnswer(
  packages: LabPackage[],
  tests: LabTest[],
  basis: ResultsBasis,
): ExpectedResultsAnswer | null {
  const rows = [
    ...packages.map((item) => ({ type: 'package' as const, id: item.id, span: packageTurnaround(item) })),
    ...tests.map((item) => ({ type: 'test' as const, id: item.id, span: testTurnaround(item) })),
  ];
  const items = rows.flatMap(({ type, id, span }): ExpectedItem[] => {
    const expected = expectedText(span, basis);
    return expected && span
      ? [{ type, id, turn_around_time_min: span.min, turn_around_time_max: span.max, ...expected }]
      : [];
  });
  const all = latestResults(items);
  if (!all) return null;
  return {
    basis: basis.basis,
    sampling: basis.sampling,
    cutoff: basis.cutoff,
    items,
    all: { ...all, text: formatExpected(all, basis.lang) },
  };
}
