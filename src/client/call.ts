import { API_CALLS, type CallAnswer, type CallInput, type CallName, callPath } from '../domain/api';
import { api, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'showLoading' | 'timeoutMs' | 'headers'>;

/**
 * One call of the JSON API by its name in the contract (src/domain/api.ts): what it sends and what
 * its success answers are the contract's types, so an island reads `data.paymentUrl` only where the
 * route answers it. Failures are the http client's ApiError, with the API's stable code.
 */
export function call<K extends CallName>(name: K, input: CallInput<K>, options: CallOptions = {}) {
  const { query, body, params } = input as { query?: object; body?: unknown; params?: Record<string, string> };
  return api<CallAnswer<K>>(callPath(name, params), {
    ...options,
    method: API_CALLS[name].method,
    query: query as RequestOptions['query'],
    body,
  });
}
