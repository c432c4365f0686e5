import type { Signal } from '@preact/signals-core';
import { loading } from '../islands/loading';

/**
 * The one HTTP client of the browser (spec section 7): accepts JSON, sends the __Host-XSRF-TOKEN cookie back as
 * the X-XSRF-TOKEN header, and fails with 'The operation was aborted due to timeout' when a timeout is
 * configured (there is none by default). Failures are logged, clear the loading flag and are rethrown
 * (spec section 8); a refusal of the visitor's input is not an error and is logged at debug level only.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  timeoutMs?: number;
  /** Turn the shared loading flag on for the duration of the call. */
  showLoading?: boolean;
  /** Headers of the call's own (the bot challenge's proof, decision 0050). */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Seconds from a 429's Retry-After header, when it gave them. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const TIMEOUT_MESSAGE = 'The operation was aborted due to timeout';

/**
 * 4xx codes that mean the page itself is broken, not that the visitor's input was refused: its XSRF token
 * or origin was refused, or the answer had no stable code (a path that is no API call).
 */
const PAGE_FAULTS = new Set(['xsrf_invalid', 'cross_site_refused', 'http_error']);

/**
 * An answer the API gives by design to what the visitor sent or did (issue 15 point 10): a 4xx with its
 * stable code, such as a bad coupon (422 coupon_invalid), a weak password (422 weak_password), an
 * unverified login (403 email_not_verified), a slot taken meanwhile (409) or too many tries (429). The
 * caller shows its message, so it is no console error; spec section 8's log is kept for real failures:
 * the network, a timeout, a 5xx, and the page faults above.
 */
export function isRefusal(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && !PAGE_FAULTS.has(failure.code);
}

export interface ClientEnvironment {
  origin: string;
  cookies: () => string;
  fetch: (request: Request) => Promise<Response>;
  loading: Signal<boolean>;
}

export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function createApiClient(environment: ClientEnvironment) {
  return async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, timeoutMs, showLoading = false, headers: own = {} } = options;
    const url = new URL(path, environment.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ ...own, Accept: 'application/json' });
    // XSRF_COOKIE of src/middleware/xsrf.ts (not imported: that module is server code).
    const token = readCookie('__Host-XSRF-TOKEN', environment.cookies());
    if (token) headers.set('X-XSRF-TOKEN', token);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (showLoading) environment.loading.value = true;
    try {
      const response = await environment.fetch(
        new Request(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
          signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
        }),
      );
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
        const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
        throw new ApiError(
          error?.message ?? `HTTP ${response.status}`,
          response.status,
          error?.code ?? 'http_error',
          retryAfter,
        );
      }
      return payload as T;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const failure = timedOut ? new ApiError(TIMEOUT_MESSAGE, 0, 'timeout') : error;
      if (isRefusal(failure)) console.debug(`${method} ${url.pathname} refused: ${failure.code}`);
      else console.error(`${method} ${url.pathname} failed`, failure);
      throw failure;
    } finally {
      if (showLoading) environment.loading.value = false;
    }
  };
}

/** The client the browser code uses. */
export const api = createApiClient({
  origin: globalThis.location?.origin ?? 'http://localhost',
  cookies: () => globalThis.document?.cookie ?? '',
  fetch: (request) => fetch(request),
  loading,
});
