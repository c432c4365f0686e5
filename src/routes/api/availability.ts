import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { availabilityBackend } from '../../backends/lab';
import type { AvailabilityBackend } from '../../backends/lab/availability';
import { NoDataError } from '../../backends/lab/port';
import type { AppEnv, Bindings } from '../../env';
import { apiError } from './errors';
import { noStore } from '../../middleware/noStore';
import { repeatable, valid, type Valid } from './validate';

/**
 * Available dates and times (spec section 7: GET /api/whitetech/web/available_dates with location_id,
 * package_ids; /available_times with date too), answered as `{ data: [...] }` by the backend LAB_BACKEND
 * names. Never cached: free capacity changes with every booking (DESIGN.md, Data), hence
 * `Cache-Control: no-store` on every answer. Empty is 404 'No data received from available dates' /
 * '… available times' (section 8); bad parameters 400; a failing backend 502.
 */

const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;

const locationId = v.pipe(
  v.string('location_id is required'),
  v.regex(WHOLE_NUMBER, 'location_id must be a positive whole number'),
  v.transform(Number),
);

/** Ids as '1,2,3', repeated parameters, or both; made unique and sorted. */
const ids = (name: string) =>
  v.pipe(
    repeatable(`${name} is required`),
    v.transform((values) =>
      values
        .flatMap((value) => value.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
    v.check((list) => list.every((id) => WHOLE_NUMBER.test(id)), `${name} must be a comma-separated list of ids`),
    v.transform((list) => [...new Set(list.map(Number))].sort((a, b) => a - b)),
  );

// Chosen examinations decide the sampling time; single tests alone take one slot. Either is needed.
const chosen = (query: { package_ids: number[]; test_ids?: number[] }) =>
  query.package_ids.length > 0 || (query.test_ids?.length ?? 0) > 0;
const NOTHING_CHOSEN = 'package_ids or test_ids is required';

const calendarDate = v.pipe(
  v.string('date is required'),
  v.isoDate('date must be YYYY-MM-DD'),
  // isoDate reads the shape only: 2026-02-30 must not roll over into March.
  v.check((date) => {
    const ms = Date.parse(`${date}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(date);
  }, 'date must be a real date'),
);

const datesEntries = {
  location_id: locationId,
  package_ids: v.optional(ids('package_ids'), []),
  test_ids: v.optional(ids('test_ids')),
};
const datesQuery = v.pipe(
  v.object(datesEntries),
  v.check((query) => chosen(query), NOTHING_CHOSEN),
);
const timesQuery = v.pipe(
  v.object({ ...datesEntries, date: calendarDate }),
  v.check((query) => chosen(query), NOTHING_CHOSEN),
);

type QuerySchema = typeof datesQuery | typeof timesQuery;
type Ask<S extends QuerySchema> = (backend: AvailabilityBackend, query: v.InferOutput<S>) => Promise<unknown[]>;

/** One availability call on its validated parameters: ask the backend, answer or map the failure. */
function availabilityCall<S extends QuerySchema>(
  source: string,
  ask: Ask<S>,
  backendFor: (env: Bindings) => AvailabilityBackend,
) {
  return async function answer(c: Context<AppEnv, string, Valid<'query', S>>) {
    // Outside the try: a misconfigured backend is the server's fault (500), not the upstream's (502).
    const backend = backendFor(c.env);
    let data: unknown[];
    try {
      data = await ask(backend, c.req.valid('query'));
    } catch (error) {
      console.error(`Availability API: the laboratory backend failed for ${source}`, error);
      return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
    }
    if (!data.length) return apiError(c, 404, 'no_data', new NoDataError(source).message);
    return c.json({ data });
  };
}

/** The routes, with the backend chosen per request; tests pass one with a fixed clock. */
export function createAvailabilityApi(backendFor: (env: Bindings) => AvailabilityBackend = availabilityBackend) {
  const api = new Hono<AppEnv>();
  // Only this module's paths: a '*' here would reach the catalogue's /whitetech/web routes once mounted.
  for (const path of ['/whitetech/web/available_dates', '/whitetech/web/available_times']) api.use(path, noStore());
  api.get(
    '/whitetech/web/available_dates',
    valid('query', datesQuery),
    availabilityCall<typeof datesQuery>(
      'available dates',
      (backend, query) => backend.availableDates(query),
      backendFor,
    ),
  );
  api.get(
    '/whitetech/web/available_times',
    valid('query', timesQuery),
    availabilityCall<typeof timesQuery>(
      'available times',
      (backend, query) => backend.availableTimes(query),
      backendFor,
    ),
  );
  return api;
}

export const availabilityApi = createAvailabilityApi();
