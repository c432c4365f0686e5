import { cacheKey, readThrough } from '../../cache/kv';
import type { Bindings, RequestScope } from '../../env';
import { embeddedLabBackend } from './embedded';
import type { AppointmentsBackend } from './bookingPort';
import { embeddedAppointments } from './embeddedAppointments';
import { type AvailabilityBackend, embeddedAvailability } from './availability';
import { httpLabBackend } from './http';
import { httpAppointments } from './httpAppointments';
import { httpAvailability } from './httpAvailability';
import type { HttpLabOptions } from './labClient';
import type { LabBackend, LocationsQuery, PackagesQuery, PricesQuery, TestsQuery } from './port';
import type { LabLocation } from '../../domain/location';
import type { LabPackage, LabPriceEntry, LabTest } from '../../domain/catalogue';

export type LabConfig = Pick<Bindings, 'DB' | 'LAB_BACKEND' | 'LAB_API_URL' | 'LAB_API_KEY' | 'LAB_INSTITUTE_ID'>;

/**
 * The implementation wrangler.toml's LAB_BACKEND names (DESIGN.md: configuration, never a code edit),
 * for each part of the laboratory-backend port: the embedded one on D1 or the laboratory system.
 */
export function selectLab<T>(
  env: LabConfig,
  make: { embedded: (db: D1Database) => T; http: (options: HttpLabOptions) => T },
): T {
  switch (env.LAB_BACKEND) {
    case 'embedded':
      return make.embedded(env.DB);
    case 'http': {
      if (!env.LAB_API_URL) throw new Error('LAB_BACKEND is "http" but LAB_API_URL is not set');
      const instituteId = Number(env.LAB_INSTITUTE_ID);
      if (!Number.isInteger(instituteId) || instituteId < 1) {
        throw new Error(`LAB_INSTITUTE_ID must be a positive whole number, not "${env.LAB_INSTITUTE_ID}"`);
      }
      return make.http({ baseUrl: env.LAB_API_URL, apiKey: env.LAB_API_KEY, instituteId });
    }
    default:
      throw new Error(`Unknown LAB_BACKEND "${env.LAB_BACKEND}"; expected "embedded" or "http"`);
  }
}

export function labBackend(env: LabConfig): LabBackend {
  return selectLab(env, { embedded: embeddedLabBackend, http: httpLabBackend });
}

/** Available dates and times; never cached (DESIGN.md: capacity is never cached in KV). */
export function availabilityBackend(env: LabConfig, now?: () => Date): AvailabilityBackend {
  return selectLab(env, { embedded: (db) => embeddedAvailability(db, now), http: httpAvailability });
}

export function appointmentsBackend(env: LabConfig, now?: () => Date): AppointmentsBackend {
  return selectLab(env, { embedded: (db) => embeddedAppointments(db, now), http: httpAppointments });
}

/**
 * One call through the KV cache with stale-while-revalidate (the request's `background`, decision 0024)
 * and stale-if-error (DESIGN.md, Data), as content is. Catalogue calls have no error
 * that is an answer: an empty result is [], so every failure is an outage and falls back to the last
 * good copy. The returned lists are shared with the memory cache; callers must not modify them.
 */
function cached<Q extends object, T>(
  env: Bindings & RequestScope,
  call: string,
  query: Q,
  load: () => Promise<T>,
  { store = true }: CachedOptions,
): Promise<T> {
  return readThrough(
    env.CACHE,
    cacheKey(env.CACHE_VERSION, 'lab', { call, ...query }),
    { freshSeconds: Number(env.CACHE_FRESH_SECONDS), store, background: env.background, reads: env.reads },
    load,
  );
}

/** `store: false` for a query a caller of the public API shaped (src/cache/kv.ts, CacheOptions.store). */
export interface CachedOptions {
  store?: boolean;
}

export function cachedPrices(
  env: Bindings,
  query: PricesQuery,
  backend = labBackend(env),
  options: CachedOptions = {},
): Promise<LabPriceEntry[]> {
  return cached(env, 'prices', query, () => backend.prices(query), options);
}

export function cachedTests(
  env: Bindings,
  query: TestsQuery,
  backend = labBackend(env),
  options: CachedOptions = {},
): Promise<LabTest[]> {
  return cached(env, 'tests', query, () => backend.tests(query), options);
}

export function cachedPackages(
  env: Bindings,
  query: PackagesQuery,
  backend = labBackend(env),
  options: CachedOptions = {},
): Promise<LabPackage[]> {
  return cached(env, 'packages', query, () => backend.packages(query), options);
}

export function cachedLocations(
  env: Bindings,
  query: LocationsQuery,
  backend = labBackend(env),
  options: CachedOptions = {},
): Promise<LabLocation[]> {
  return cached(env, 'locations', query, () => backend.locations(query), options);
}
