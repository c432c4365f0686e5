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
import type { LabBackend } from '../../backends/lab/port';
import type { LabPriceEntry } from '../../domain/catalogue';
import { type CallAnswer, type CallName, routePath } from '../../domain/api';
import type { AppEnv, Bindings } from '../../env';
import { listAnswer } from './listAnswer';
import { idList, valid, validCall, type Valid, WHOLE_NUMBER } from './validate';

/**
 * The laboratory backend's catalogue calls (spec section 7, Laboratory backend), answered as
 * `{ data: [...] }` from whichever backend LAB_BACKEND names, through the KV cache. An empty answer is
 * 404 'No data received from …' (section 8); a failing backend with no cached copy is 502.
 */
export const labApi = new Hono<AppEnv>();

const language = v.optional(v.picklist(['hu', 'en'], 'language must be hu or en'), 'hu');

const instituteId = v.optional(
  v.pipe(v.string(), v.regex(WHOLE_NUMBER, 'institute_id must be a positive whole number'), v.transform(Number)),
);

/** An id filter: none when left out or empty. */
const filter = (name: string) =>
  v.optional(
    v.pipe(
      idList(name),
      v.transform((ids) => (ids.length ? ids : undefined)),
    ),
  );

const pricesQuery = v.object({
  language,
  type: v.optional(v.picklist(['test', 'package'], 'type must be test or package')),
});
const testsQuery = v.object({
  language,
  institute_id: instituteId,
  fraction_ids: filter('fraction_ids'),
  test_ids: filter('test_ids'),
});
const packagesQuery = v.object({ language, institute_id: instituteId, package_ids: filter('package_ids') });
const locationsQuery = v.object({ language, location_ids: filter('location_ids'), package_ids: filter('package_ids') });

type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>;
type Load<S extends QuerySchema, T> = (
  env: Bindings,
  query: v.InferOutput<S>,
  backend: LabBackend,
  options: CachedOptions,
) => Promise<T[]>;
/** An item of a browser call's list (src/domain/api.ts), which a load must give. */
type Item<K extends CallName> = CallAnswer<K> extends { data: (infer T)[] } ? T : never;

/** One catalogue call on its validated parameters: ask the cache, answer or map the failure. */
function labCall<S extends QuerySchema, T>(source: string, load: Load<S, T>) {
  return (c: Context<AppEnv, string, Valid<'query', S>>) => {
    // Outside listAnswer: a misconfigured backend is the server's fault (500), not the upstream's (502).
    const backend = labBackend(c.env);
    // A query shaped by the caller: read what the site's pages cached, store nothing new (issue 12 point 6).
    return listAnswer(c, 'Lab API', source, () => load(c.env, c.req.valid('query'), backend, { store: false }));
  };
}

labApi.get(
  '/whitetech/prices',
  valid('query', pricesQuery),
  labCall<typeof pricesQuery, LabPriceEntry>('prices', cachedPrices),
);
labApi.get(
  routePath('tests'),
  validCall('tests', 'query', testsQuery),
  labCall<typeof testsQuery, Item<'tests'>>('tests', cachedTests),
);
labApi.get(
  routePath('packages'),
  validCall('packages', 'query', packagesQuery),
  labCall<typeof packagesQuery, Item<'packages'>>('packages', cachedPackages),
);
labApi.get(
  routePath('locations'),
  validCall('locations', 'query', locationsQuery),
  labCall<typeof locationsQuery, Item<'locations'>>('locations', cachedLocations),
);
