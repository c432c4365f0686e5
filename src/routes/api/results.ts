import { Hono } from 'hono';
import * as v from 'valibot';
import { cachedPackages, cachedTests, labBackend } from '../../backends/lab';
import { cachedWorkingCalendar, workingCalendarBackend } from '../../backends/lab/workingCalendar';
import { routePath } from '../../domain/api';
import { addDays, budapestNow } from '../../domain/budapestTime';
import { calendarYears } from '../../domain/expectedResults';
import type { AppEnv } from '../../env';
import { noStore } from '../../middleware/noStore';
import { expectedAnswer, resultsAt, resultsToday } from '../../services/expectedResults';
import { calendarDateParam } from './availability';
import { apiError } from './errors';
import { idList, valid, validCall } from './validate';

/**
 * The expected-results date over the API (issue 17 point 1, docs/decisions/0046):
 *
 * - GET /api/whitetech/web/working_calendar?from=&to= — the laboratory port's working calendar
 *   (decreed transferred days and the results cut-off) as `{ data: { cutoff, exceptions } }`: the call a
 *   site with LAB_BACKEND "http" makes of its laboratory system, answered here from whichever backend
 *   this worker has, so one site instance can stand in for the laboratory of another.
 * - GET /api/results_expected?language=&package_ids=&test_ids=[&date=&time=] — when the results of
 *   these packages and tests are expected, each and all together, sampled at `date` and `time`
 *   (minutes from Budapest midnight; both or neither) or today, now. The booking steps show it.
 *
 * Bad parameters are 400 invalid_query; ids that name nothing 404 no_data; a laboratory that cannot
 * answer 502 lab_backend_failed. The expected dates depend on the clock: never stored by a cache.
 */
export function createResultsApi(now: () => Date = () => new Date()) {
  const api = new Hono<AppEnv>();

  /** At most this many days per working-calendar call: three years, the most the site itself asks for. */
  const MAX_RANGE_DAYS = 1100;
  const rangeQuery = v.pipe(
    v.object({ from: calendarDateParam('from'), to: calendarDateParam('to') }),
    v.check(({ from, to }) => from <= to, 'from must not be after to'),
    v.check(({ from, to }) => addDays(from, MAX_RANGE_DAYS) > to, `the range must be under ${MAX_RANGE_DAYS} days`),
  );

  api.get('/whitetech/web/working_calendar', valid('query', rangeQuery), async (c) => {
    const range = c.req.valid('query');
    // Outside the try: a misconfigured backend is the server's fault (500), not the upstream's (502).
    const backend = workingCalendarBackend(c.env);
    try {
      return c.json({ data: await cachedWorkingCalendar(c.env, range, backend, { store: false }) });
    } catch (error) {
      console.error('Results API: the laboratory backend failed for working_calendar', error);
      return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
    }
  });

  const minute = v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, 'time must be minutes from midnight'),
    v.transform(Number),
    v.maxValue(1439, 'time must be minutes from midnight'),
  );
  const expectedQuery = v.pipe(
    v.object({
      language: v.optional(v.picklist(['hu', 'en'], 'language must be hu or en'), 'hu'),
      package_ids: v.optional(idList('package_ids'), []),
      test_ids: v.optional(idList('test_ids'), []),
      date: v.optional(calendarDateParam('date')),
      time: v.optional(minute),
    }),
    v.check((query) => query.package_ids.length + query.test_ids.length > 0, 'package_ids or test_ids is required'),
    v.check((query) => (query.date === undefined) === (query.time === undefined), 'date and time go together'),
  );

  api.use(routePath('resultsExpected'), noStore());
  api.get(routePath('resultsExpected'), validCall('resultsExpected', 'query', expectedQuery), async (c) => {
    const { language, package_ids, test_ids, date, time } = c.req.valid('query');
    const at = now();
    // The calendar a page reads covers last year to next year (calendarYears): a date outside it would
    // be counted without its decreed days.
    const years = calendarYears(budapestNow(at).date);
    if (date !== undefined && (date < years.from || date > years.to)) {
      return apiError(c, 400, 'invalid_query', `date must be between ${years.from} and ${years.to}`);
    }
    const backend = labBackend(c.env);
    let answer;
    try {
      // The whole catalogue, as the pages cache it: any cart's ids are in that one copy.
      const [packages, tests, basis] = await Promise.all([
        package_ids.length ? cachedPackages(c.env, { language }, backend) : [],
        test_ids.length ? cachedTests(c.env, { language }, backend) : [],
        date !== undefined && time !== undefined
          ? resultsAt(c.env, language, { date, minute: time }, at)
          : resultsToday(c.env, language, at),
      ]);
      if (!basis) throw new Error('The working calendar is not available');
      answer = expectedAnswer(
        packages.filter((item) => package_ids.includes(item.id)),
        tests.filter((item) => test_ids.includes(item.id)),
        basis,
      );
    } catch (error) {
      console.error('Results API: the laboratory backend failed for results_expected', error);
      return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
    }
    if (!answer) {
      console.warn('Results API: No data received from results expected');
      return apiError(c, 404, 'no_data', 'No data received from results expected');
    }
    return c.json({ data: answer });
  });

  return api;
}

export const resultsApi = createResultsApi();
