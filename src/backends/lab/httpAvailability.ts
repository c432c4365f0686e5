import * as v from 'valibot';
import type { AvailabilityBackend } from './availability';
import type { AvailableTime } from '../../domain/slots';
import { isNoData, labClient, parseAnswer, type HttpLabOptions, type Params } from './labClient';
import { envelope } from './schema';
import { partyQuery } from '../../domain/party';

/**
 * Available dates and times from the laboratory system (spec section 7: GET
 * /api/whitetech/web/available_dates with location_id, package_ids; /web/available_times with date,
 * location_id, package_ids; plus test_ids, the product's own extension for single tests), validated with valibot like every upstream answer (DESIGN.md, Ports). It
 * speaks the product's own contract, so an empty answer comes as 404 no_data and reads as [].
 * Takes httpLabBackend's options; these calls send no institute_id (the spec names none for them).
 */

const date = v.pipe(v.string(), v.isoDate('Expected YYYY-MM-DD'));

export const availableTimeSchema: v.GenericSchema<AvailableTime> = v.object({
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')),
  minute: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1439)),
  starts_at: v.pipe(v.string(), v.isoTimestamp('Expected an ISO-8601 instant')),
  free: v.pipe(v.number(), v.integer(), v.minValue(0)),
  party: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1439)))),
});

const datesAnswer = envelope(date);
const timesAnswer = envelope(availableTimeSchema);

export function httpAvailability(options: HttpLabOptions): AvailabilityBackend {
  const request = labClient(options);

  async function get<T>(call: string, query: Params, schema: v.GenericSchema<unknown, T[]>): Promise<T[]> {
    const answer = await request(call, `whitetech/web/${call}`, { query });
    return isNoData(answer) ? [] : parseAnswer(call, answer, schema);
  }

  return {
    // Single tests travel too: a booking of single tests only (no package) has no package_ids at all.
    availableDates: ({ location_id, package_ids, test_ids, party, moving }) =>
      get(
        'available_dates',
        { location_id, package_ids, test_ids, party: party && partyQuery(party), moving },
        datesAnswer,
      ),
    availableTimes: ({ date, location_id, package_ids, test_ids, party, moving }) =>
      get(
        'available_times',
        { date, location_id, package_ids, test_ids, party: party && partyQuery(party), moving },
        timesAnswer,
      ),
  };
}
