import { signal } from '@preact/signals-core';
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, TIMEOUT_MESSAGE } from '../../src/client/http';
import { xsrfHeaders } from '../worker/helpers';

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
