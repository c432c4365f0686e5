import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  type CachedOptions,
  cachedLocations,
  cachedPackages,
  cachedPrices,
  cachedTests,
  labBackend,
} from '../../backends/lab';
import { type LabBackend, NoDataError } from '../../backends/lab/port';
import type { AppEnv, Bindings } from '../../env';
import { apiError } from './errors';
import { repeatable, valid, type Valid } from './validate';

/**
 * The laboratory backend's catalogue calls (spec section 7, Laboratory backend), answered as
 * `{ data: [...] }` from whichever backend LAB_BACKEND names, through the KV cache. An empty answer is
 * 404 'No data received from …' (section 8); a failing backend with no cached copy is 502.
 */
export const labApi = new Hono<AppEnv>();

const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;

const language = v.optional(v.picklist(['hu', 'en'], 'language must be hu or en'), 'hu');

const instituteId = v.optional(
  v.pipe(v.string(), v.regex(WHOLE_NUMBER, 'institute_id must be a positive whole number'), v.transform(Number)),
);

/**
 * Ids given as '1,2,3', as repeated parameters, or both. They are sorted and made unique, so equal
 * filters share one cache entry; an empty value ('test_ids=') is no filter.
 */
const idList = (name: string) =>
  v.optional(
    v.pipe(
      repeatable(),
      v.transform((values) => values.flatMap((value) => value.split(',')).map((id) => id.trim())),
      v.transform((ids) => ids.filter((id) => id !== '')),
      v.check((ids) => ids.every((id) => WHOLE_NUMBER.test(id)), `${name} must be a comma-separated list of ids`),
      v.transform((ids) => (ids.length ? [...new Set(ids.map(Number))].sort((a, b) => a - b) : undefined)),
    ),
  );

const pricesQuery = v.object({
  language,
  type: v.optional(v.picklist(['test', 'package'], 'type must be test or package')),
});
const testsQuery = v.object({
  language,
  institute_id: instituteId,
  fraction_ids: idList('fraction_ids'),
  test_ids: idList('test_ids'),
});
const packagesQuery = v.object({ language, institute_id: instituteId, package_ids: idList('package_ids') });
const locationsQuery = v.object({ language, location_ids: idList('location_ids'), package_ids: idList('package_ids') });

type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>;
type Load<S extends QuerySchema> = (
  env: Bindings,
  query: v.InferOutput<S>,
  backend: LabBackend,
  options: CachedOptions,
) => Promise<unknown[]>;

/** One catalogue call on its validated parameters: ask the cache, answer or map the failure. */
function labCall<S extends QuerySchema>(source: string, schema: S, load: Load<S>) {
  const answer = async (c: Context<AppEnv, string, Valid<'query', S>>) => {
    // Outside the try: a misconfigured backend is the server's fault (500), not the upstream's (502).
    const backend = labBackend(c.env);
    let data: unknown[];
    try {
      // A query shaped by the caller: read what the site's pages cached, store nothing new (issue 12 point 6).
      data = await load(c.env, c.req.valid('query'), backend, { store: false });
    } catch (error) {
      console.error(`Lab API: the laboratory backend failed for ${source} and no copy is cached`, error);
      return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
    }
    if (!data.length) {
      const empty = new NoDataError(source);
      console.error(`Lab API: ${empty.message}`);
      return apiError(c, 404, 'no_data', empty.message);
    }
    return c.json({ data });
  };
  return [valid('query', schema), answer] as const;
}

labApi.get('/whitetech/prices', ...labCall('prices', pricesQuery, cachedPrices));
labApi.get('/whitetech/web/tests', ...labCall('tests', testsQuery, cachedTests));
labApi.get('/whitetech/web/packages', ...labCall('packages', packagesQuery, cachedPackages));
labApi.get('/whitetech/web/locations', ...labCall('locations', locationsQuery, cachedLocations));
