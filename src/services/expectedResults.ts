import { cachedPackages, cachedTests } from '../backends/lab';
import { cachedWorkingCalendar } from '../backends/lab/workingCalendar';
import { budapestNow } from '../domain/budapestTime';
import type { Appointment } from '../domain/appointment';
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

/**
 * When a booking's results are expected: counted from its date and time, for its packages and tests
 * as the laboratory's catalogue gives them (the mails, /sajat). Null when the calendar is not known.
 */
export async function appointmentResults(
  env: Env,
  appointment: Pick<Appointment, 'date' | 'minute' | 'language'>,
  packages: LabPackage[],
  tests: LabTest[],
): Promise<ExpectedResultsAnswer | null> {
  const lang: Lang = appointment.language === 'en' ? 'en' : 'hu';
  const basis = await resultsAt(env, lang, { date: appointment.date, minute: appointment.minute });
  return basis && expectedAnswer(packages, tests, basis);
}

/**
 * The expected results of each live booking of a list (/sajat), by hash: one read of the catalogue and
 * the calendar for all of them. Cancelled and expired bookings have none.
 */
export async function bookingsResults(
  env: Env,
  lang: Lang,
  bookings: Appointment[],
): Promise<Map<string, ExpectedResultsAnswer>> {
  const live = bookings.filter((item) => item.status === 'held' || item.status === 'confirmed');
  const found = new Map<string, ExpectedResultsAnswer>();
  if (!live.length) return found;
  let read;
  try {
    read = await Promise.all([
      cachedPackages(env, { language: lang }),
      cachedTests(env, { language: lang }),
      resultsAt(env, lang, { date: live[0]!.date, minute: live[0]!.minute }),
    ]);
  } catch (error) {
    // The bookings are what the page is for; their dates only add to them.
    console.error('The catalogue could not be read; /sajat shows no expected-results dates', error);
    return found;
  }
  const [packages, tests, basis] = read;
  if (!basis) return found;
  for (const item of live) {
    const ids = (list: { id: number }[]) => new Set(list.map((entry) => entry.id));
    const [packageIds, testIds] = [ids(item.examinations), ids(item.parameters)];
    const answer = expectedAnswer(
      packages.filter((entry) => packageIds.has(entry.id)),
      tests.filter((entry) => testIds.has(entry.id)),
      { ...basis, sampling: { date: item.date, minute: item.minute } },
    );
    if (answer) found.set(item.hash, answer);
  }
  return found;
}
