import * as v from 'valibot';
import { type FetchFn, fetchJson } from '../../lib/fetch';
import { type Params, queryString } from '../lab/labClient';
import { AccountsError, type AccountsCaller, type AccountsErrorCode } from './port';
import { errorAnswer } from './schema';

/**
 * The one way the site talks to the accounts upstream (through src/lib/fetch.ts, after
 * src/backends/lab/labClient.ts): Bearer ACCOUNTS_API_KEY, JSON, a 10 s timeout, the client's address
 * and the request id passed on; an answer is checked with valibot, an error mapped to the port's codes.
 * Kept apart from labClient because this one needs the answer's headers (Retry-After, Location).
 */
export interface HttpAccountsOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; the upstream lets such calls past its XSRF check. */
  apiKey: string;
  fetch?: FetchFn;
  timeoutMs?: number;
}

// The spec's client has no default timeout (section 8); a worker cannot wait forever on an upstream.
const TIMEOUT_MS = 10_000;

export interface UpstreamAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface UpstreamRequest {
  method?: string;
  query?: Params;
  body?: unknown;
  redirect?: RequestRedirect;
}

export const upstreamFailed = (call: string, why: string) =>
  new AccountsError('upstream_failed', `Accounts upstream call ${call} failed: ${why}`);

export function upstreamClient(options: HttpAccountsOptions, caller: AccountsCaller) {
  const root = options.baseUrl.replace(/\/+$/, '');

  return async function request(call: string, path: string, init: UpstreamRequest = {}): Promise<UpstreamAnswer> {
    // The upstream counts attempts per client address, not per site (it trusts this only with the key).
    const headers: Record<string, string> = { 'X-Forwarded-For': caller.ip };
    if (caller.requestId) headers['X-Request-Id'] = caller.requestId;
    try {
      const answer = await fetchJson(`${root}/api/${path}${queryString(init.query ?? {})}`, {
        method: init.method,
        headers,
        bearer: options.apiKey,
        json: init.body,
        redirect: init.redirect ?? 'follow',
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        fetch: options.fetch,
      });
      return { status: answer.status, body: answer.body, headers: answer.headers };
    } catch (error) {
      throw upstreamFailed(call, (error as Error).message);
    }
  };
}

/** A successful answer checked against its schema; anything else is the port's error for it. */
export function parseUpstream<T>(call: string, answer: UpstreamAnswer, schema: v.GenericSchema<unknown, T>): T {
  if (answer.status < 200 || answer.status >= 300) throw upstreamError(call, answer);
  const parsed = v.safeParse(schema, answer.body);
  if (!parsed.success) throw upstreamFailed(call, `unexpected answer: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** The port's code for an upstream error code at a status (the product's own codes, src/routes/api). */
const CODES: Record<number, Record<string, AccountsErrorCode> & { '*': AccountsErrorCode }> = {
  400: {
    '*': 'invalid_request',
    invalid_token: 'invalid_link',
    invalid_secondary_token: 'invalid_secondary_token',
    same_user: 'same_user',
    unknown_provider: 'unknown_provider',
  },
  401: { '*': 'invalid_token', invalid_credentials: 'invalid_credentials' },
  403: { '*': 'forbidden', email_not_verified: 'email_not_verified', invalid_credentials: 'wrong_password' },
  404: { '*': 'not_found' },
  409: {
    '*': 'upstream_failed',
    patient_exists: 'patient_exists',
    too_many_patients: 'too_many_patients',
    secondary_has_password: 'secondary_has_password',
    secondary_has_patients: 'secondary_has_patients',
    merge_conflict: 'merge_conflict',
  },
  422: { '*': 'upstream_failed', weak_password: 'weak_password', validation_failed: 'validation_failed' },
  429: { '*': 'too_many_attempts' },
};

/**
 * An upstream refusal as the port's error, with the upstream's message (the product's API answers it as
 * it is). An answer that is not the product's error shape, a 5xx, or a refusal of the site's own key
 * (403 xsrf_invalid: the upstream does not know ACCOUNTS_API_KEY) is upstream_failed.
 */
export function upstreamError(call: string, { status, body, headers }: UpstreamAnswer): AccountsError {
  const parsed = v.safeParse(errorAnswer, body);
  const table = CODES[status];
  if (!parsed.success || !table || parsed.output.error.code === 'xsrf_invalid') {
    return upstreamFailed(call, `answered ${status}`);
  }
  const { code, message, fields } = parsed.output.error;
  const mapped = table[code] ?? table['*'];
  if (mapped === 'upstream_failed') return upstreamFailed(call, `answered ${status} ${code}`);
  if (mapped === 'validation_failed' && !fields) return upstreamFailed(call, 'answered 422 without fields');
  const retryAfter = Number(headers.get('retry-after'));
  return new AccountsError(mapped, message, {
    fields,
    retryAfter: mapped === 'too_many_attempts' ? (retryAfter > 0 ? Math.ceil(retryAfter) : 60) : undefined,
  });
}
