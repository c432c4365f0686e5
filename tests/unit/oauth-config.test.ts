import { describe, expect, it } from 'vitest';
import { callbackUrl, enabledProviders, oidcSecretName } from '../../src/auth/oauth';
import { openPendingLogin, sealPendingLogin, STATE_MINUTES } from '../../src/auth/oauthState';
import type { Bindings } from '../../src/env';
import { safeRedirect } from '../../src/routes/api/oauth';

// OAuth configuration by environment, the signed pending-login cookie, and the redirect check
// (docs/decisions/0013). The flow itself is in tests/worker/oauth.test.ts, against a real provider.

const base = { PUBLIC_ORIGIN: 'https://www.example.hu' } as Bindings;
const env = (extra: Record<string, string>) => ({ ...base, ...extra }) as Bindings;

describe('OAuth providers by configuration', () => {
  it('offers Google and Facebook only when both their id and secret are set', () => {
    expect(enabledProviders(base)).toEqual([]);
    expect(enabledProviders(env({ GOOGLE_CLIENT_ID: 'g' }))).toEqual([]);
    expect(
      enabledProviders(
        env({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 't' }),
      ),
    ).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'facebook', name: 'Facebook' },
    ]);
  });

  it('offers an OIDC provider from OIDC_PROVIDERS when its OIDC_<ID>_CLIENT_SECRET is set', () => {
    const list = JSON.stringify([
      { id: 'gov-id', name: 'Ügyfélkapu', issuer: 'https://idp.example/', clientId: 'lab' },
      { id: 'other', name: 'Other', issuer: 'https://other.example', clientId: 'lab' },
    ]);
    expect(oidcSecretName('gov-id')).toBe('OIDC_GOV_ID_CLIENT_SECRET');
    expect(enabledProviders(env({ OIDC_PROVIDERS: list, OIDC_GOV_ID_CLIENT_SECRET: 'x' }))).toEqual([
      { id: 'gov-id', name: 'Ügyfélkapu' },
    ]);
    expect(callbackUrl(base, 'gov-id')).toBe('https://www.example.hu/api/auth/callback/gov-id');
  });

  it('refuses a malformed OIDC_PROVIDERS loudly', () => {
    const bad = (value: unknown) => () =>
      enabledProviders(env({ OIDC_PROVIDERS: typeof value === 'string' ? value : JSON.stringify(value) }));
    expect(bad('{not json')).toThrow(/not JSON/);
    expect(bad([{ id: 'x', name: 'X', issuer: 'http://idp.example', clientId: 'c' }])).toThrow(/https/);
    expect(bad([{ id: 'google', name: 'G', issuer: 'https://idp.example', clientId: 'c' }])).toThrow(/built in/);
    expect(bad([{ id: 'Upper', name: 'U', issuer: 'https://idp.example', clientId: 'c' }])).toThrow(/id/);
    expect(bad([{ id: 'x', name: 'X', issuer: 'https://idp.example' }])).toThrow(/clientId/);
    expect(enabledProviders(env({ OIDC_PROVIDERS: ' ' }))).toEqual([]);
  });
});

describe('the pending-login cookie', () => {
  const login = {
    provider: 'google',
    state: 'st',
    codeVerifier: 'verifier',
    redirectUri: '/sajat',
    language: 'hu' as const,
  };

  it('opens what it sealed, until it expires', async () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const sealed = await sealPendingLogin('secret', login, now);
    expect(sealed).not.toContain('verifier');
    expect(await openPendingLogin('secret', sealed, now + 60_000)).toEqual(login);
    expect(await openPendingLogin('secret', sealed, now + STATE_MINUTES * 60_000)).toBeNull();
  });

  it('refuses another key, a changed body or garbage', async () => {
    const sealed = await sealPendingLogin('secret', login);
    expect(await openPendingLogin('other', sealed)).toBeNull();
    const [body, mac] = sealed.split('.');
    const changed = btoa(atob(body!.replace(/-/g, '+').replace(/_/g, '/')).replace('/sajat', '/evil!'))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await openPendingLogin('secret', `${changed}.${mac}`)).toBeNull();
    expect(await openPendingLogin('secret', 'x')).toBeNull();
    expect(await openPendingLogin('secret', 'a.b.c')).toBeNull();
    expect(await openPendingLogin('secret', '%%%.###')).toBeNull();
  });
});

describe('redirectUri', () => {
  it('is a path on this site, /sajat by default', () => {
    expect(safeRedirect(undefined)).toBe('/sajat');
    expect(safeRedirect('')).toBe('/sajat');
    expect(safeRedirect('/en/sajat?tab=1#x')).toBe('/en/sajat?tab=1#x');
    expect(safeRedirect('/sajat/../foglalas')).toBe('/foglalas');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'sajat', '/a\nb', 'javascript:x']) {
      expect(safeRedirect(bad), bad).toBeNull();
    }
  });
});
