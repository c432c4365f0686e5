import { signal } from '@preact/signals-core';
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, TIMEOUT_MESSAGE } from '../../src/client/http';
import { solvedProof, xsrfHeaders } from '../worker/helpers';

afterEach(() => vi.restoreAllMocks());

/** The browser client pointed at the real worker, with the cookie jar a browser would have. */
async function browserLikeClient(withCookie = true) {
  const cookie = withCookie ? (await xsrfHeaders()).cookie : '';
  const loading = signal(false);
  const seen: boolean[] = [];
  const api = createApiClient({
    origin: 'http://localhost',
    cookies: () => cookie,
    fetch: (request) => {
      seen.push(loading.value);
      const headers = new Headers(request.headers);
      if (cookie) headers.set('cookie', cookie);
      return SELF.fetch(new Request(request, { headers }));
    },
    loading,
  });
  return { api, loading, seen };
}

describe('the browser HTTP client', () => {
  it('sends the XSRF cookie back as a header, so the worker accepts its POST', async () => {
    const { api } = await browserLikeClient();
    const body = await api<{ data: unknown[] }>('/api/ajaxpost', {
      method: 'POST',
      body: { url: 'bottom-menu-1s', locale: 'en' },
    });
    expect(body.data).toHaveLength(5);
  });

  it('turns the loading flag on during the call and off after a failure, which it rethrows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, loading, seen } = await browserLikeClient(false);
    const failure = api('/api/ajaxpost', { method: 'POST', body: { url: 'top-menus' }, showLoading: true });
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'xsrf_invalid' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([true]);
    expect(loading.value).toBe(false);
    expect(logged).toHaveBeenCalledWith('POST /api/ajaxpost failed', expect.any(ApiError));
  });

  it('does not log a refusal of what the visitor sent as an error: a bad coupon, a weak password, an unverified login', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { api } = await browserLikeClient();
    const coupon = api('/api/coupons/validate', {
      method: 'POST',
      body: { code: 'NINCS-ILYEN', package_ids: [1], test_ids: [], location_id: 1 },
    });
    await expect(coupon).rejects.toMatchObject({ status: 422, code: 'coupon_invalid' });
    // A sign-up carries its solved challenge (decision 0051), as the sign-up form's does.
    const proof = async () => ({ 'x-challenge': await solvedProof() });
    const weak = api('/api/auth/signup', {
      method: 'POST',
      body: { email: 'gyenge@example.hu', password: 'password' },
      headers: await proof(),
    });
    await expect(weak).rejects.toMatchObject({ status: 422, code: 'weak_password' });
    const unverified = `unverified-${crypto.randomUUID().slice(0, 8)}@example.hu`;
    await api('/api/auth/signup', {
      method: 'POST',
      body: { email: unverified, password: 'Hosszú-jelszó-2026!' },
      headers: await proof(),
    });
    const login = api('/api/auth/login', {
      method: 'POST',
      body: { email: unverified, password: 'Hosszú-jelszó-2026!' },
    });
    await expect(login).rejects.toMatchObject({ status: 403, code: 'email_not_verified' });
    expect(error).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('POST /api/coupons/validate refused: coupon_invalid');
    expect(debug).toHaveBeenCalledWith('POST /api/auth/login refused: email_not_verified');
  });

  it('still logs real failures as errors: a server error, the network, a refused XSRF token', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (response: () => Promise<Response>) =>
      createApiClient({ origin: 'http://localhost', cookies: () => '', fetch: response, loading: signal(false) });
    const serverError = failing(async () => Response.json({ error: { code: 'lab_backend_failed' } }, { status: 502 }));
    await expect(serverError('/api/whitetech/web/locations')).rejects.toMatchObject({ status: 502 });
    const offline = failing(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline('/api/whitetech/web/locations')).rejects.toThrow('Failed to fetch');
    const { api } = await browserLikeClient(false);
    await expect(api('/api/coupons/validate', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'xsrf_invalid',
    });
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'GET /api/whitetech/web/locations failed',
      'GET /api/whitetech/web/locations failed',
      'POST /api/coupons/validate failed',
    ]);
  });

  it('puts query parameters on GET calls', async () => {
    const { api } = await browserLikeClient();
    const body = await api<{ meta: { pagination: { pageSize: number } } }>('/api/ajax', {
      query: { url: 'bottom-menu-2s', 'pagination[pageSize]': 2, locale: undefined },
    });
    expect(body.meta.pagination.pageSize).toBe(2);
  });

  it('fails with the timeout message when a timeout is set and the answer is late', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loading = signal(false);
    const api = createApiClient({
      origin: 'http://localhost',
      cookies: () => '',
      // A server that never answers, as a stalled connection does; it gives up only when aborted.
      fetch: (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      loading,
    });
    await expect(api('/api/ajax', { timeoutMs: 50, showLoading: true })).rejects.toThrow(TIMEOUT_MESSAGE);
    expect(loading.value).toBe(false);
  });
});
