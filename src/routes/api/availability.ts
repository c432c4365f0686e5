import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { availabilityBackend } from '../../backends/lab';
import type { AvailabilityBackend } from '../../backends/lab/availability';
import { type CallAnswer, routePath } from '../../domain/api';
import type { AppEnv, Bindings } from '../../env';
import { listAnswer } from './listAnswer';
import { noStore } from '../../middleware/noStore';
import { idList, type Valid, validCall, WHOLE_NUMBER } from './validate';
import { MAX_COMPANIONS, readPartyQuery } from '../../domain/party';

/**
 * Available dates and times (spec section 7: GET /api/whitetech/web/available_dates with location_id,
 * package_ids; /available_times with date too; `party` for a family booking, src/domain/party.ts;
 * `moving` for a booking being moved, whose own places count as free),
 * answered as `{ data: [...] }` by the backend LAB_BACKEND
 * names. Never cached: free capacity changes with every booking (DESIGN.md, Data), hence
 * `Cache-Control: no-store` on every answer. Empty is 404 'No data received from available dates' /
 * '… available times' (section 8); bad parameters 400; a failing backend 502.
 */

const locationId = v.pipe(
  v.string('location_id is required'),
  v.regex(WHOLE_NUMBER, 'location_id must be a positive whole number'),
  v.transform(Number),
);

// Chosen examinations decide the sampling time; single tests alone take one slot. Either is needed.
const chosen = (query: { package_ids: number[]; test_ids?: number[] }) =>
  query.package_ids.length > 0 || (query.test_ids?.length ?? 0) > 0;
const NOTHING_CHOSEN = 'package_ids or test_ids is required';

/** A calendar date parameter named `name`, 'YYYY-MM-DD' and real. */
export const calendarDateParam = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.isoDate(`${name} must be YYYY-MM-DD`),
    // isoDate reads the shape only: 2026-02-30 must not roll over into March.
    v.check((date) => {
      const ms = Date.parse(`${date}T00:00:00Z`);
      return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(date);
    }, `${name} must be a real date`),
  );
const calendarDate = calendarDateParam('date');

/**
 * A family booking's other people (docs/decisions/0048): each one's package ids, comma-separated, the
 * people separated by ';' ('33;34,35' for two more; empty for a person with single tests only).
 */
const PARTY_MESSAGE = `party: up to ${MAX_COMPANIONS} people's package ids, each person's comma-separated, people separated by ;`;
const partyParam = v.pipe(
  v.string(PARTY_MESSAGE),
  v.check((value) => readPartyQuery(value) !== null, PARTY_MESSAGE),
  v.transform((value) => readPartyQuery(value)!),
);

/** A booking being moved (docs/decisions/0055): its hash link's token, whose own places count as free. */
const MOVING_MESSAGE = 'moving must be the hash of the booking being moved';
const movingParam = v.pipe(v.string(MOVING_MESSAGE), v.regex(/^[\w-]{1,128}$/, MOVING_MESSAGE));

const datesEntries = {
  location_id: locationId,
  package_ids: v.optional(idList('package_ids', 'package_ids is required'), []),
  test_ids: v.optional(idList('test_ids', 'test_ids is required')),
  party: v.optional(partyParam),
  moving: v.optional(movingParam),
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
type Ask<S extends QuerySchema, T> = (backend: AvailabilityBackend, query: v.InferOutput<S>) => Promise<T[]>;

/** One availability call on its validated parameters: ask the backend, answer or map the failure. */
function availabilityCall<S extends QuerySchema, T>(
  source: string,
  ask: Ask<S, T>,
  backendFor: (env: Bindings) => AvailabilityBackend,
) {
  return (c: Context<AppEnv, string, Valid<'query', S>>) => {
    // Outside listAnswer: a misconfigured backend is the server's fault (500), not the upstream's (502).
    const backend = backendFor(c.env);
    return listAnswer(c, 'Availability API', source, () => ask(backend, c.req.valid('query')));
  };
}

/** The routes, with the backend chosen per request; tests pass one with a fixed clock. */
export function createAvailabilityApi(backendFor: (env: Bindings) => AvailabilityBackend = availabilityBackend) {
  const api = new Hono<AppEnv>();
  // Only this module's paths: a '*' here would reach the catalogue's /whitetech/web routes once mounted.
  for (const path of [routePath('availableDates'), routePath('availableTimes')]) api.use(path, noStore());
  api.get(
    routePath('availableDates'),
    validCall('availableDates', 'query', datesQuery),
    availabilityCall<typeof datesQuery, CallAnswer<'availableDates'>['data'][number]>(
      'available dates',
      (backend, query) => backend.availableDates(query),
      backendFor,
    ),
  );
  api.get(
    routePath('availableTimes'),
    validCall('availableTimes', 'query', timesQuery),
    availabilityCall<typeof timesQuery, CallAnswer<'availableTimes'>['data'][number]>(
      'available times',
      (backend, query) => backend.availableTimes(query),
      backendFor,
    ),
  );
  return api;
}

export const availabilityApi = createAvailabilityApi();
