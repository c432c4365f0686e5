import * as v from 'valibot';
import { type FetchFn, fetchJson } from '../../lib/fetch';

/**
 * The one way the product talks to the laboratory system over HTTP (through src/lib/fetch.ts):
 * Bearer key, JSON, a timeout, a failure named after the call. Each HTTP implementation (catalogue,
 * availability, appointments) maps the answer to its own port.
 */
export interface HttpLabOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** Sent as institute_id on the calls that take one when the query names none. */
  instituteId?: number;
  fetch?: FetchFn;
  timeoutMs?: number;
}

// The spec's client has no default timeout (section 8); a worker cannot wait forever on an upstream.
// Issue 12 point 5: an upstream that hangs costs a page at most 3 s (and the breaker stops asking it).
const TIMEOUT_MS = 3_000;

export type Params = Record<string, string | number | number[] | undefined>;

/**
 * The laboratory system failed: unreachable, timed out, or answered what the contract does not allow.
 * Only this is the upstream's fault (502); any other error is the worker's own (500, issue 12).
 */
export class LabBackendError extends Error {
  override name = 'LabBackendError';
}

export interface LabAnswer {
  status: number;
  body: unknown;
}

export function labClient(options: HttpLabOptions) {
  const root = options.baseUrl.replace(/\/+$/, '');
  return async function request(
    call: string,
    path: string,
    { method = 'GET', query = {}, body }: { method?: string; query?: Params; body?: unknown } = {},
  ): Promise<LabAnswer> {
    try {
      const { status, body: answer } = await fetchJson(`${root}/api/${path}${queryString(query)}`, {
        method,
        bearer: options.apiKey,
        json: body,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        fetch: options.fetch,
      });
      return { status, body: answer };
    } catch (error) {
      throw new LabBackendError(`Laboratory backend call ${call} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
}

/** The laboratory system speaks the product's own contract, where an empty answer is a 404 no_data. */
export function isNoData({ status, body }: LabAnswer): boolean {
  return status === 404 && errorOf(body)?.code === 'no_data';
}

export function errorOf(
  body: unknown,
): { code?: string; message?: string; fields?: unknown; people?: unknown } | undefined {
  const error = (body as { error?: unknown } | undefined)?.error;
  return error && typeof error === 'object' ? (error as { code?: string; message?: string }) : undefined;
}

/** A successful answer checked against its schema; anything else is an error naming the call. */
export function parseAnswer<T>(call: string, answer: LabAnswer, schema: v.GenericSchema<unknown, T>): T {
  if (answer.status < 200 || answer.status >= 300)
    throw new LabBackendError(`Laboratory backend answered ${answer.status} for ${call}`);
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) {
    throw new LabBackendError(
      `Laboratory backend answered ${call} with an unexpected body: ${v.summarize(parsed.issues)}`,
    );
  }
  return parsed.output;
}

/** Absent parameters are left out; id lists go comma-separated ('package_ids=3,7'), as the system reads them. */
export function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}
