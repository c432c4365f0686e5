import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../src/client/http';
import { accountEn, accountHu } from '../../src/i18n/accountMessages';
import { errorText } from '../../src/islands/account/shared';

// A refused login says when to try again, in the visitor's language (issue 12 point 4).

afterEach(() => vi.restoreAllMocks());

const refused = (headers: Record<string, string>) =>
  createApiClient({
    origin: 'http://localhost',
    cookies: () => '',
    fetch: async () =>
      Response.json({ error: { code: 'too_many_attempts', message: 'Too many attempts' } }, { status: 429, headers }),
    loading: signal(false),
  })('/api/auth/login', { method: 'POST', body: {} });

describe('a 429 in the account islands', () => {
  it('keeps the Retry-After seconds on the ApiError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(refused({ 'Retry-After': '540' })).rejects.toMatchObject({ status: 429, retryAfter: 540 });
    await expect(refused({})).rejects.toMatchObject({ status: 429, retryAfter: undefined });
  });

  it('names the clock time from when to try again, in both languages', () => {
    // 10:00 UTC is 11:00 in Budapest in January: like every time on the site, the clock is Budapest's.
    const now = Date.UTC(2030, 0, 1, 10, 0, 0);
    const error = new ApiError('Too many attempts', 429, 'too_many_attempts', 540);
    expect(errorText(error, accountHu, 'hu', now)).toBe(
      'Túl sok sikertelen próbálkozás. Kérjük, próbálja újra 11:09 után.',
    );
    expect(errorText(error, accountEn, 'en', now)).toBe('Too many failed attempts. Please try again after 11:09.');
    // Without a Retry-After the general message stays.
    const bare = new ApiError('Too many attempts', 429, 'too_many_attempts');
    expect(errorText(bare, accountEn, 'en', now)).toBe('Too many attempts. Please try again later.');
  });
});
