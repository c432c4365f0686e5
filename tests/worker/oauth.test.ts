import { env, SELF } from 'cloudflare:test';
import { describe, expect, inject, it, vi } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { ORIGIN, xsrfHeaders } from './helpers';

// OAuth login and linking (spec section 7: /api/auth/authorize, /api/auth/link, /api/auth/linked;
// docs/decisions/0013) against a real OpenID Connect provider (oidc-provider, started in node by
// tests/worker/oidc-global-setup.ts). Its interaction logs in the account named by `login_hint` and grants
// consent; the test follows the provider's redirects itself, with a cookie jar, as a browser would.

const ISSUER = inject('oidcIssuer');
/** The worker's PUBLIC_ORIGIN in the test environment: where the provider sends the browser back. */
const PUBLIC_ORIGIN = 'https://test.example.invalid';
const PASSWORD = 'Kék-Tulipán-Vár-42';

type Json = Record<string, any>;

let counter = 0;
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
/** A fresh provider account name (its e-mail is `<name>@idp.test`) and client IP for one test. */
function fresh(tag: string) {
  counter += 1;
  return { name: `${tag}${Date.now().toString(36)}${counter}`, ip: `2001:db8:0a:${RUN}::${counter.toString(16)}` };
}

/** Cookies by name, from Set-Cookie headers; an expired one is forgotten. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1));
    }
    return this;
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const worker = (path: string, jar?: Jar, init: RequestInit = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { ...(jar?.cookies.size ? { cookie: jar.header() } : {}), ...(init.headers as Record<string, string>) },
  });

/** GET /api/auth/authorize; the jar keeps the pending-login cookie. */
async function authorize(jar: Jar, query = 'provider=testidp&redirectUri=/sajat') {
  const res = await worker(`/api/auth/authorize?${query}`, jar);
  jar.take(res);
  return res;
}

/**
 * At the provider, as `loginHint`: follows its redirects (with its own cookies) until it sends the
 * browser back to the site, and answers that callback URL as a path on the worker.
 */
async function atProvider(authorizationUrl: string, loginHint: string): Promise<string> {
  const jar = new Jar();
  const first = new URL(authorizationUrl);
  first.searchParams.set('login_hint', loginHint);
  let url = first.toString();
  for (let hop = 0; hop < 8; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: jar.cookies.size ? { cookie: jar.header() } : {} });
    jar.take(res);
    await res.arrayBuffer();
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${res.status}`);
    const next = new URL(location, url);
    if (next.origin === PUBLIC_ORIGIN) return next.pathname + next.search;
    url = next.toString();
  }
  throw new Error('Too many redirects at the provider');
}

/** The whole login: authorize → provider → callback. Answers the callback's response. */
async function oauthLogin(loginHint: string, jar = new Jar(), query?: string) {
  const start = await authorize(jar, query);
  expect(start.status).toBe(302);
  const callback = await atProvider(start.headers.get('location')!, loginHint);
  const res = await worker(callback, jar);
  jar.take(res);
  return res;
}

/** The user the session cookie (or token) belongs to, by PUT /api/whitetech/user/validate. */
async function validate(jar: Jar | null, token?: string) {
  const xsrf = await xsrfHeaders();
  const cookie = [xsrf.cookie, jar?.header()].filter(Boolean).join('; ');
  return SELF.fetch(`${ORIGIN}/api/whitetech/user/validate`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf['x-xsrf-token']!, cookie },
    body: JSON.stringify(token ? { token } : {}),
  });
}

async function postWithSession(path: string, jar: Jar, body: unknown) {
  const xsrf = await xsrfHeaders();
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': xsrf['x-xsrf-token']!,
      cookie: [xsrf.cookie, jar.header()].filter(Boolean).join('; '),
    },
    body: JSON.stringify(body),
  });
}

/** A password account put straight into D1 (verified or not), logged in: its id, token and cookie jar. */
async function passwordUser(email: string, clientIp: string, verified = true) {
  const hash = await hashPassword(PASSWORD, env.PASSWORD_PEPPER!);
  const row = await env.DB.prepare(
    'INSERT INTO users (email, username, password_hash, verified) VALUES (?1, ?2, ?3, ?4) RETURNING id',
  )
    .bind(email, email.split('@')[0], hash, verified ? 1 : 0)
    .first<{ id: number }>();
  const jar = new Jar();
  if (!verified) return { id: row!.id, token: '', jar };
  const xsrf = await xsrfHeaders();
  const res = await SELF.fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': clientIp, ...xsrf },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  jar.take(res);
  jar.cookies.delete('__Host-XSRF-TOKEN');
  const json = await res.json<Json>();
  return { id: row!.id, token: json.access_token as string, jar };
}

const sessionOf = (jar: Jar) => jar.get('__Host-session');
const failedTo = (res: Response, code = 'oauth_failed') => {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`/sajat/bejelentkezes?error=${code}`);
};

describe('GET /api/auth/authorize', () => {
  it('lists the configured providers', async () => {
    const res = await worker('/api/auth/providers');
    expect(res.status).toBe(200);
    expect((await res.json<Json>()).data).toEqual([{ id: 'testidp', name: 'Test IdP' }]);
  });

  it('redirects to the provider with state and an S256 PKCE challenge, kept in an HttpOnly cookie', async () => {
    const jar = new Jar();
    const res = await authorize(jar);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(res.headers.get('location')!);
    expect(url.origin).toBe(ISSUER);
    expect(url.searchParams.get('client_id')).toBe('lab-website');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}/api/auth/callback/testidp`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('__Host-oauth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Neither the state nor the verifier is readable in plain form outside the signed cookie.
    expect(cookie).not.toContain(url.searchParams.get('code_challenge'));
  });

  it('refuses a missing provider, an unknown one, and a redirect off the site', async () => {
    const cases: [string, number, string][] = [
      ['redirectUri=/sajat', 400, 'missing_parameter'],
      ['provider=nope', 400, 'unknown_provider'],
      ['provider=testidp&redirectUri=https://evil.example/', 400, 'invalid_redirect'],
      ['provider=testidp&redirectUri=//evil.example/', 400, 'invalid_redirect'],
      ['provider=testidp&redirectUri=/%5Cevil.example', 400, 'invalid_redirect'],
      ['provider=testidp&redirectUri=javascript:alert(1)', 400, 'invalid_redirect'],
    ];
    for (const [query, status, code] of cases) {
      const res = await worker(`/api/auth/authorize?${query}`);
      expect(res.status, query).toBe(status);
      expect((await res.json<Json>()).error.code, query).toBe(code);
    }
  });
});

describe('the OAuth callback', () => {
  it('creates a verified account without password, logs it in, and goes to redirectUri', async () => {
    const { name } = fresh('new');
    const jar = new Jar();
    const res = await oauthLogin(name, jar, 'provider=testidp&redirectUri=/sajat/foglalasaim?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sajat/foglalasaim?x=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(sessionOf(jar)).toBeTruthy();
    // The pending login is used up.
    expect(jar.get('__Host-oauth')).toBeUndefined();
    const me = await validate(jar);
    expect(me.status).toBe(200);
    const user = (await me.json<Json>()).data;
    expect(user).toMatchObject({ email: `${name}@idp.test`, verified: true, hasPassword: false });
    expect(user.meta.verified).toBe(true);
    expect(user.username).toBe(`Test ${name}`);

    // The same identity again: the same user, in a new session.
    const again = new Jar();
    const second = await oauthLogin(name, again);
    expect(second.headers.get('location')).toBe('/sajat');
    expect(sessionOf(again)).not.toBe(sessionOf(jar));
    expect((await (await validate(again)).json<Json>()).data.id).toBe(user.id);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?1')
      .bind(`${name}@idp.test`)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it('limits failed callbacks per address (30 per 15 minutes); completed logins do not count', async () => {
    const { name, ip } = fresh('cblimit');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const from = { headers: { 'cf-connecting-ip': ip } };
    // A completed login from the address gives its count back.
    const jar = new Jar();
    const start = await worker('/api/auth/authorize?provider=testidp&redirectUri=/sajat', jar, from);
    jar.take(start);
    const done = await worker(await atProvider(start.headers.get('location')!, name), jar, from);
    expect(done.headers.get('location')).toBe('/sajat');
    for (let i = 0; i < 30; i++)
      failedTo(await worker(`/api/auth/callback/testidp?state=x${i}&code=y`, undefined, from));
    const over = await worker('/api/auth/callback/testidp?state=x&code=y', undefined, from);
    failedTo(over, 'too_many_attempts');
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    failedTo(
      await worker('/api/auth/callback/testidp?state=x&code=y', undefined, {
        headers: { 'cf-connecting-ip': fresh('o').ip },
      }),
    );
    expect(warn).toHaveBeenCalledWith('OAuth login by testidp failed: too many failed callbacks from this address');
    warn.mockRestore();
  });

  it('refuses a callback without the pending-login cookie, or with another state', async () => {
    const { name } = fresh('state');
    const jar = new Jar();
    const start = await authorize(jar);
    const callback = await atProvider(start.headers.get('location')!, name);

    // No cookie: nobody started this login in this browser.
    const bare = await worker(callback);
    failedTo(bare);
    expect(bare.headers.getSetCookie().some((line) => line.startsWith('__Host-session='))).toBe(false);

    // A state that is not the one issued.
    const tampered = new URL(callback, ORIGIN);
    tampered.searchParams.set('state', 'not-the-state');
    failedTo(await worker(tampered.pathname + tampered.search, jar));

    // No state at all.
    tampered.searchParams.delete('state');
    failedTo(await worker(tampered.pathname + tampered.search, jar));

    // A forged cookie.
    const forged = new Jar();
    forged.cookies.set('__Host-oauth', jar.get('__Host-oauth')!.replace(/\.[^.]+$/, '.AAAA'));
    failedTo(await worker(callback, forged));

    // The failures made no account.
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(`${name}@idp.test`).first();
    expect(row).toBeNull();
  });

  it('enforces PKCE: a code is exchanged only with the verifier of the login that asked for it', async () => {
    const { name } = fresh('pkce');
    // Login A reaches the provider and gets a code; login B is started in another browser.
    const jarA = new Jar();
    const startA = await authorize(jarA);
    const callbackA = new URL(await atProvider(startA.headers.get('location')!, name), ORIGIN);
    const jarB = new Jar();
    const startB = await authorize(jarB);
    const stateB = new URL(startB.headers.get('location')!).searchParams.get('state')!;
    // A's code with B's state and B's cookie (so B's verifier): the state check passes, the provider refuses.
    const injected = new URLSearchParams({ code: callbackA.searchParams.get('code')!, state: stateB });
    const res = await worker(`/api/auth/callback/testidp?${injected}`, jarB);
    failedTo(res);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('__Host-session='))).toBe(false);
  });

  it('goes back to the login page when the user refuses consent', async () => {
    failedTo(await oauthLogin('deny'));
  });

  it('links a verified e-mail to the existing account; refuses an unverified one', async () => {
    const carol = fresh('carol');
    const existing = await passwordUser(`${carol.name}@idp.test`, carol.ip);
    const jar = new Jar();
    expect((await oauthLogin(carol.name, jar)).headers.get('location')).toBe('/sajat');
    const me = (await (await validate(jar)).json<Json>()).data;
    expect(me).toMatchObject({ id: existing.id, hasPassword: true, verified: true });

    // The provider does not vouch for the address: neither a link to the account nor a new one.
    const dave = fresh('dave');
    await passwordUser(`${dave.name}@idp.test`, dave.ip);
    failedTo(await oauthLogin(`unverified-${dave.name}`), 'oauth_email_taken');
    failedTo(await oauthLogin(`unverified-${fresh('eve').name}`), 'oauth_email_unverified');
  });

  it('claims an account whose address was never confirmed, dropping the password set without proof', async () => {
    const erin = fresh('erin');
    const squatter = await passwordUser(`${erin.name}@idp.test`, erin.ip, false);
    const jar = new Jar();
    await oauthLogin(erin.name, jar);
    const me = (await (await validate(jar)).json<Json>()).data;
    expect(me).toMatchObject({ id: squatter.id, verified: true, hasPassword: false });
  });
});

describe('ID token signatures (issue 12 point 4)', () => {
  // The test provider (tests/worker/oidc-server.ts) rewrites the ID token of accounts named `forge-…`,
  // `es256-…` and `rotated-…`; everything else in those tokens (iss, aud, exp, sub) stays valid, so only
  // the signature can be the reason for a refusal.
  const jwksFetches = async () => (await (await fetch(`${ISSUER}/test/jwks-fetches`)).json<Json>()).count as number;
  const userRow = (email: string) => env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first();

  it('logs in with an RS256 token signed by the published key, and with an ES256 one', async () => {
    for (const name of [fresh('signed').name, `es256-${fresh('ec').name}`]) {
      const jar = new Jar();
      const res = await oauthLogin(name, jar);
      expect(res.headers.get('location'), name).toBe('/sajat');
      expect((await (await validate(jar)).json<Json>()).data.email).toBe(`${name}@idp.test`);
    }
  });

  it('refuses a tampered payload, another key, alg none, HS256 with the public key, an unknown kid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases: [string, RegExp][] = [
      ['forge-tampered', /signature does not match/],
      ['forge-otherkey', /signature does not match/],
      ['forge-none', /signed with none, not accepted/],
      ['forge-hs256', /signed with HS256, not accepted/],
      ['forge-unknownkid', /no published key of the provider has kid unknown-/],
    ];
    for (const [tag, reason] of cases) {
      const { name } = fresh(`${tag}-`);
      const jar = new Jar();
      const res = await oauthLogin(name, jar);
      failedTo(res);
      expect(
        res.headers.getSetCookie().some((line) => line.startsWith('__Host-session=')),
        tag,
      ).toBe(false);
      expect(sessionOf(jar), tag).toBeUndefined();
      expect(await userRow(`${name}@idp.test`), tag).toBeNull();
      expect(await userRow(`victim-${name}@idp.test`), tag).toBeNull();
      expect(warn.mock.calls.at(-1)?.[0], tag).toMatch(reason);
    }
    warn.mockRestore();
  });

  it('follows a key rotation: an unknown kid fetches the key set once more, then the new key counts', async () => {
    // The key set is cached by a login first.
    expect((await oauthLogin(fresh('before').name)).headers.get('location')).toBe('/sajat');
    const fetchesBefore = await jwksFetches();
    const cachedLogin = await oauthLogin(fresh('cached').name);
    expect(cachedLogin.headers.get('location')).toBe('/sajat');
    // A key that is still in the cached set costs no fetch.
    expect(await jwksFetches()).toBe(fetchesBefore);

    const rotation = await fetch(`${ISSUER}/test/rotate`, { method: 'POST' });
    expect(rotation.status).toBe(200);
    const { kid } = await rotation.json<Json>();
    const { name } = fresh('rotated-');
    const jar = new Jar();
    const res = await oauthLogin(name, jar);
    expect(res.headers.get('location')).toBe('/sajat');
    expect((await (await validate(jar)).json<Json>()).data.email).toBe(`${name}@idp.test`);
    expect(await jwksFetches()).toBeGreaterThan(fetchesBefore);
    expect(kid).toMatch(/^rs-/);
  });
});

describe('linked identities', () => {
  it('links an OIDC identity to the logged-in password user and lists it', async () => {
    const { name, ip } = fresh('link');
    const user = await passwordUser(`pw-${name}@example.hu`, ip);
    const oldSession = sessionOf(user.jar);
    // Logged in with a password, the user logs in with the provider as a different address.
    const res = await oauthLogin(name, user.jar, 'provider=testidp&redirectUri=/sajat/fiok');
    expect(res.headers.get('location')).toBe('/sajat/fiok');
    expect(sessionOf(user.jar)).not.toBe(oldSession);
    expect((await (await validate(user.jar)).json<Json>()).data.id).toBe(user.id);
    // The session it replaced has ended.
    expect((await validate(null, oldSession)).status).toBe(401);

    const linked = await worker(`/api/auth/linked?userId=${user.id}`, user.jar);
    expect(linked.status).toBe(200);
    expect(linked.headers.get('cache-control')).toBe('no-store');
    const list = (await linked.json<Json>()).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ provider: 'testidp', email: `${name}@idp.test` });
    expect(list[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The provider login now opens the password user's account.
    const later = new Jar();
    await oauthLogin(name, later);
    expect((await (await validate(later)).json<Json>()).data.id).toBe(user.id);
  });

  it('answers another user’s list with 403, a missing userId with 400, no session with 400/401', async () => {
    const a = fresh('lista');
    const b = fresh('listb');
    const userA = await passwordUser(`${a.name}@example.hu`, a.ip);
    const userB = await passwordUser(`${b.name}@example.hu`, b.ip);
    const other = await worker(`/api/auth/linked?userId=${userB.id}`, userA.jar);
    expect(other.status).toBe(403);
    expect((await other.json<Json>()).error.code).toBe('forbidden');
    const missing = await worker('/api/auth/linked', userA.jar);
    expect(missing.status).toBe(400);
    expect((await missing.json<Json>()).error.message).toBe('Missing userId parameter');
    expect((await worker(`/api/auth/linked?userId=${userA.id}`)).status).toBe(400);
    expect((await worker(`/api/auth/linked?userId=${userA.id}&token=dead`)).status).toBe(401);
    // By token instead of cookie.
    const byToken = await worker(`/api/auth/linked?userId=${userA.id}&token=${userA.token}`);
    expect(byToken.status).toBe(200);
    expect((await byToken.json<Json>()).data).toEqual([]);
  });

  it('merges an OAuth-only account into the logged-in one with POST /api/auth/link', async () => {
    const primary = fresh('primary');
    const user = await passwordUser(`${primary.name}@example.hu`, primary.ip);
    // Someone logged in with the provider alone before: an account of its own.
    const { name } = fresh('frank');
    const other = new Jar();
    await oauthLogin(name, other);
    const secondaryToken = sessionOf(other)!;
    const secondary = (await (await validate(other)).json<Json>()).data;
    expect(secondary.id).not.toBe(user.id);

    // Not the caller's own id.
    const wrong = await postWithSession('/api/auth/link', user.jar, { primaryUserId: secondary.id, secondaryToken });
    expect(wrong.status).toBe(403);
    // Without XSRF the call does not even reach the route.
    const noXsrf = await worker('/api/auth/link', user.jar, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ primaryUserId: user.id, secondaryToken }),
    });
    expect(noXsrf.status).toBe(403);
    expect((await noXsrf.json<Json>()).error.code).toBe('xsrf_invalid');
    const dead = await postWithSession('/api/auth/link', user.jar, { primaryUserId: user.id, secondaryToken: 'x' });
    expect((await dead.json<Json>()).error.code).toBe('invalid_secondary_token');

    // A booking made while logged in to the secondary account goes along.
    const bookingHash = `merge-${name}`;
    await env.DB.prepare('INSERT INTO user_appointments (user_id, appointment_hash) VALUES (?1, ?2)')
      .bind(secondary.id, bookingHash)
      .run();

    const res = await postWithSession('/api/auth/link', user.jar, { primaryUserId: user.id, secondaryToken });
    expect(res.status).toBe(200);
    const booking = await env.DB.prepare('SELECT user_id FROM user_appointments WHERE appointment_hash = ?1')
      .bind(bookingHash)
      .first<{ user_id: number }>();
    expect(booking!.user_id).toBe(user.id);
    const merged = (await res.json<Json>()).data;
    expect(merged).toMatchObject({ userId: user.id, mergedUserId: secondary.id });
    expect(merged.identities).toMatchObject([{ provider: 'testidp', email: `${name}@idp.test` }]);

    // The secondary account is gone with its sessions; the provider login opens the primary one.
    expect((await validate(null, secondaryToken)).status).toBe(401);
    const gone = await env.DB.prepare('SELECT id FROM users WHERE id = ?1').bind(secondary.id).first();
    expect(gone).toBeNull();
    const later = new Jar();
    await oauthLogin(name, later);
    expect((await (await validate(later)).json<Json>()).data.id).toBe(user.id);
    const linked = await worker(`/api/auth/linked?userId=${user.id}`, user.jar);
    expect((await linked.json<Json>()).data).toHaveLength(1);
  });

  it('refuses to merge an account that has a password or patients', async () => {
    const p = fresh('prim');
    const s = fresh('sec');
    const user = await passwordUser(`${p.name}@example.hu`, p.ip);
    const withPassword = await passwordUser(`${s.name}@example.hu`, s.ip);
    const res = await postWithSession('/api/auth/link', user.jar, {
      primaryUserId: String(user.id),
      secondaryToken: withPassword.token,
    });
    expect(res.status).toBe(409);
    expect((await res.json<Json>()).error.code).toBe('secondary_has_password');

    const other = new Jar();
    await oauthLogin(fresh('pat').name, other);
    const secondary = (await (await validate(other)).json<Json>()).data;
    await env.DB.prepare('INSERT INTO patients (user_id, is_main, person) VALUES (?1, 1, ?2)')
      .bind(secondary.id, '{}')
      .run();
    const refused = await postWithSession('/api/auth/link', user.jar, {
      primaryUserId: user.id,
      secondaryToken: sessionOf(other),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json<Json>()).error.code).toBe('secondary_has_patients');
    // Nothing moved.
    const identities = await env.DB.prepare('SELECT user_id FROM user_identities WHERE user_id = ?1')
      .bind(secondary.id)
      .all();
    expect(identities.results).toHaveLength(1);
  });
});
