import * as v from 'valibot';
import type { AvailabilityBackend } from './availability';
import type { AvailableTime } from './bookingPort';
import type { HttpLabOptions } from './http';
import { envelope } from './schema';

/**
 * Available dates and times from the laboratory system (spec section 7: GET
 * /api/whitetech/web/available_dates with location_id, package_ids; /web/available_times with date,
 * location_id, package_ids), validated with valibot like every upstream answer (DESIGN.md, Ports). It
 * speaks the product's own contract, so an empty answer comes as 404 no_data and reads as [].
 * Takes httpLabBackend's options; these calls send no institute_id (the spec names none for them).
 */

const TIMEOUT_MS = 10_000;

const date = v.pipe(v.string(), v.isoDate('Expected YYYY-MM-DD'));

export const availableTimeSchema: v.GenericSchema<AvailableTime> = v.object({
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')),
  minute: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1439)),
  starts_at: v.pipe(v.string(), v.isoTimestamp('Expected an ISO-8601 instant')),
  free: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const datesAnswer = envelope(date);
const timesAnswer = envelope(availableTimeSchema);

export function httpAvailability(options: HttpLabOptions): AvailabilityBackend {
  const root = options.baseUrl.replace(/\/+$/, '');
  // workerd refuses a fetch called without globalThis as `this`, so the default is wrapped.
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));

  async function get<T>(call: string, params: Record<string, string>, schema: v.GenericSchema<unknown, T[]>) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
    // Id lists go comma-separated ('package_ids=3,7'), as the system reads them.
    const query = new URLSearchParams(params).toString().replaceAll('%2C', ',');
    let response: Response;
    try {
      response = await fetchFn(`${root}/api/whitetech/web/${call}?${query}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Laboratory backend call ${call} failed: ${(error as Error).message}`, { cause: error });
    }
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: unknown } } | undefined;
    if (response.status === 404 && body?.error?.code === 'no_data') return [];
    if (!response.ok) throw new Error(`Laboratory backend answered ${response.status} for ${call}`);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      throw new Error(`Laboratory backend answered ${call} with an unexpected body: ${v.summarize(parsed.issues)}`);
    }
    return parsed.output;
  }

  return {
    availableDates: ({ location_id, package_ids }) =>
      get('available_dates', { location_id: String(location_id), package_ids: package_ids.join(',') }, datesAnswer),
    availableTimes: ({ date, location_id, package_ids }) =>
      get(
        'available_times',
        { date, location_id: String(location_id), package_ids: package_ids.join(',') },
        timesAnswer,
      ),
  };
}
