import * as v from 'valibot';
import { isNoData, labClient, parseAnswer, type HttpLabOptions, type Params } from './labClient';
import type { LabBackend } from './port';
import { envelope, labLocationSchema, labPackageSchema, labPriceEntrySchema, labTestSchema } from './schema';

/**
 * The production laboratory backend (DESIGN.md, Ports): the laboratory system's /api/whitetech/* calls
 * over HTTP (spec section 7, Laboratory backend). Every answer is checked with valibot before the
 * product sees it; a body that does not match is an error naming the call, never passed through.
 */
export type { HttpLabOptions } from './labClient';

export function httpLabBackend(options: HttpLabOptions): LabBackend {
  const request = labClient(options);
  const institute = (id?: number) => id ?? options.instituteId;

  async function get<T>(call: string, path: string, query: Params, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const answer = await request(call, `whitetech/${path}`, { query });
    if (isNoData(answer)) return v.parse(schema, { data: [] });
    return parseAnswer(call, answer, schema);
  }

  return {
    prices: ({ language, type }) => get('prices', 'prices', { language, type }, envelope(labPriceEntrySchema)),
    tests: ({ language, institute_id, fraction_ids, test_ids }) =>
      get(
        'tests',
        'web/tests',
        { language, institute_id: institute(institute_id), fraction_ids, test_ids },
        envelope(labTestSchema),
      ),
    packages: ({ language, institute_id, package_ids }) =>
      get(
        'packages',
        'web/packages',
        { language, institute_id: institute(institute_id), package_ids },
        envelope(labPackageSchema),
      ),
    locations: ({ language, location_ids, package_ids }) =>
      get('locations', 'web/locations', { language, location_ids, package_ids }, envelope(labLocationSchema)),
  };
}
