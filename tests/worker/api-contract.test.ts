import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { API_CALLS, type CallName, callPath } from '../../src/domain/api';
import { ORIGIN, xsrfHeaders } from './helpers';

/**
 * The browser calls the API by the names of src/domain/api.ts (docs/decisions/0032); the types keep
 * both sides' shapes together, this keeps their paths: every call the browser can make reaches a
 * route, which answers it (with its own refusal of an empty call, here) instead of the API's
 * 'No API route' 404.
 */
describe('the browser API contract', () => {
  const names = Object.keys(API_CALLS) as CallName[];

  it.each(names)('%s reaches its route', async (name) => {
    const { method } = API_CALLS[name];
    const path = callPath(name, { hash: 'AAAAAAAAAAAAAAAAAAAAAAAA', code: '1011', userId: '1', patientId: '1' });
    const res = await SELF.fetch(`${ORIGIN}${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(await xsrfHeaders()) },
      body: method === 'GET' ? undefined : '{}',
    });
    const body = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
    expect(body?.error?.code ?? 'answered', `${method} ${path} answered ${res.status}`).not.toBe('not_found');
    expect(res.status).toBeLessThan(500);
  });

  it('fills path parameters encoded, so a hash cannot reach another route', () => {
    expect(callPath('booking', { hash: 'a/b?c' })).toBe(
      '/api/whitetech/appointments/patient_appointment_get/a%2Fb%3Fc',
    );
  });
});
