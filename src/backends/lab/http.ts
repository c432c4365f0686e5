import * as v from 'valibot';
import type { LabBackend } from './port';
import { envelope, labLocationSchema, labPackageSchema, labPriceEntrySchema, labTestSchema } from './schema';

/**
 * The production laboratory backend (DESIGN.md, Ports): the laboratory system's /api/whitetech/* calls
 * over HTTP (spec section 7, Laboratory backend). Every answer is checked with valibot before the
 * product sees it; a body that does not match is an error naming the call, never passed through.
 */
export interface HttpLabOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** Sent as institute_id on the calls that take one when the query names none. */
  instituteId?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// The spec's client has no default timeout (section 8); a worker cannot wait forever on an upstream.
const TIMEOUT_MS = 10_000;

type Params = Record<string, string | number | number[] | undefined>;

export function httpLabBackend(options: HttpLabOptions): LabBackend {
  const root = options.baseUrl.replace(/\/+$/, '');
  // workerd refuses a fetch called without globalThis as `this`, so the default is wrapped.
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const institute = (id?: number) => id ?? options.instituteId;

  async function get<T>(call: string, path: string, params: Params, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetchFn(`${root}/api/whitetech/${path}${queryString(params)}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Laboratory backend call ${call} failed: ${(error as Error).message}`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => undefined);
    // The laboratory system speaks the product's own contract, where an empty list is a 404 no_data.
    if (response.status === 404 && errorCode(body) === 'no_data') return v.parse(schema, { data: [] });
    if (!response.ok) throw new Error(`Laboratory backend answered ${response.status} for ${call}`);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      throw new Error(`Laboratory backend answered ${call} with an unexpected body: ${v.summarize(parsed.issues)}`);
    }
    return parsed.output;
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

/** Absent parameters are left out; id lists go comma-separated ('package_ids=3,7'), as the system reads them. */
function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

function errorCode(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
