import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import validateFixture from '../fixtures/accounts/validate.json';
import { demoPerson } from '../fixtures/booking.mjs';
import { ORIGIN, solvedProof, xsrfHeaders } from './helpers';

// ACCOUNTS_BACKEND=http against a real upstream: this same worker with the embedded accounts backend,
// reached through the ACCOUNTS_SERVICE binding (docs/decisions/0016-accounts-port.md). The site keeps
// no account of its own: every answer below comes from the stand-in, over the spec section 7 calls.

const KEY = 'test-accounts-service-key';
const STAND_IN = 'http://accounts.stand-in';
const PASSWORD = 'Kék-Tulipán-Vár-42';
const base = env as unknown as Bindings;

interface Upstream {
  requests: Request[];
}

/** The embedded backend as the stand-in upstream, holding `serviceKey` as its accounts service key. */
function standIn(serviceKey: string | undefined = KEY) {
  const bindings = { ...base, ACCOUNTS_BACKEND: 'embedded', ACCOUNTS_SERVICE_KEY: serviceKey };
  return async (request: Request) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], bindings, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** The site, configured for the upstream `answer` stands in for (the embedded one by default). */
function site(answer: (request: Request) => Promise<Response> = standIn()) {
  const upstream: Upstream = { requests: [] };
  const bindings: Bindings = {
    ...base,
    ACCOUNTS_BACKEND: 'http',
    ACCOUNTS_API_URL: STAND_IN,
    ACCOUNTS_API_KEY: KEY,
    ACCOUNTS_SERVICE: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init) as Request;
        upstream.requests.push(request.clone() as Request);
        return answer(request);
      },
    } as unknown as Fetcher,
  };
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const xsrf = method === 'GET' ? { cookie: '' } : await xsrfHeaders();
    const cookie = [xsrf.cookie, headers.cookie].filter(Boolean).join('; ');
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...xsrf, ...headers, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }
  return { call, upstream };
}

const json = async (response: Response): Promise<any> => response.json();
let counter = 0;
function fresh() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { email: `upstream.${stamp}@example.hu`, ip: `198.51.100.${counter}` };
}

/** The verification token the stand-in e-mailed (the outbox is the stand-in's). */
async function verifyToken(email: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND kind = 'verify' ORDER BY id DESC",
  )
    .bind(email)
    .first<{ text_body: string }>();
  return /verify=([A-Za-z0-9_-]+)/.exec(row?.text_body ?? '')![1]!;
}

describe('ACCOUNTS_BACKEND=http against the embedded backend as the upstream', () => {
  it('signs up, confirms, logs in, validates by cookie and keeps the patient, all upstream', async () => {
    const { call, upstream } = site();
    const { email, ip } = fresh();
    const client = { 'cf-connecting-ip': ip };
    const proof = { 'x-challenge': await solvedProof() };
    expect(
      (await call('POST', '/api/auth/signup', { email, password: PASSWORD }, { ...client, ...proof })).status,
    ).toBe(202);
    const verified = await call('POST', '/api/auth/verify', { token: await verifyToken(email) }, client);
    expect(verified.status).toBe(200);

    const wrong = await call('POST', '/api/auth/login', { email, password: 'Nem-Ez-A-Jelszó-1' }, client);
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error.code).toBe('invalid_credentials');
    const login = await call('POST', '/api/auth/login', { email, password: PASSWORD }, client);
    expect(login.status).toBe(200);
    const { access_token: token, user_id: userId } = await json(login);
    // The site's cookie holds the upstream's token; the session lives in the stand-in's table.
    expect(login.headers.getSetCookie().join()).toContain(`__Host-session=${token}`);
    const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(await env.DB.prepare('SELECT user_id FROM sessions WHERE token_hash = ?1').bind(hash).first()).toEqual({
      user_id: userId,
    });
    // The stand-in counted the failed attempt against the visitor's address, which the site vouched for
    // (the right password took its own attempt back).
    const limit = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?1')
      .bind(`login-fail:ip:${ip}`)
      .first();
    expect(limit).toEqual({ count: 1 });

    const session = { ...client, cookie: `__Host-session=${token}` };
    const validated = await call('PUT', '/api/whitetech/user/validate', undefined, session);
    expect(validated.status).toBe(200);
    expect((await json(validated)).data).toMatchObject({
      id: userId,
      email,
      meta: { verified: true },
      main_patients: [],
    });

    const created = await call('POST', '/api/whitetech/patient', { person: demoPerson }, session);
    expect(created.status).toBe(201);
    const patient = (await json(created)).data;
    const again = await call(
      'POST',
      '/api/whitetech/patient',
      { person: { ...demoPerson, first_name: 'Anna' } },
      session,
    );
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe('User already has a patient');
    const invalid = await call(
      'PUT',
      `/api/whitetech/patient/${patient.id}`,
      { person: { ...demoPerson, taj: '1' } },
      session,
    );
    expect(invalid.status).toBe(422);
    expect((await json(invalid)).error.fields).toHaveProperty('taj');
    const changed = await call(
      'PUT',
      `/api/whitetech/patient/${patient.id}`,
      { person: { ...demoPerson, city: 'Pécs' } },
      session,
    );
    expect((await json(changed)).data.person.city).toBe('Pécs');
    const read = await call('GET', `/api/whitetech/patient/${patient.id}`, undefined, session);
    expect((await json(read)).data).toMatchObject({ id: patient.id, main: true, person: { city: 'Pécs' } });
    expect((await call('GET', '/api/whitetech/patient/99999999', undefined, session)).status).toBe(404);

    // The account pages read the user and the main patient through the port too.
    const profile = await call('GET', '/sajat/profilom', undefined, session);
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('Pécs');

    // Every call went to the stand-in's spec path with the key, none needed the browser's XSRF pair.
    const paths = upstream.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/auth/verify',
        'POST /api/auth/login',
        'PUT /api/whitetech/user/validate',
        'POST /api/whitetech/patient',
        `PUT /api/whitetech/patient/${patient.id}`,
        `GET /api/whitetech/patient/${patient.id}`,
        'GET /api/auth/linked',
      ]),
    );
    expect(upstream.requests.map((request) => new URL(request.url).origin)).toEqual(
      upstream.requests.map(() => STAND_IN),
    );
    expect(upstream.requests.every((request) => request.headers.get('authorization') === `Bearer ${KEY}`)).toBe(true);
    expect(upstream.requests.every((request) => !request.headers.get('x-xsrf-token'))).toBe(true);

    const logout = await call('POST', '/api/auth/logout', undefined, session);
    expect(logout.status).toBe(200);
    expect(await env.DB.prepare('SELECT 1 FROM sessions WHERE token_hash = ?1').bind(hash).first()).toBeNull();
    expect((await call('PUT', '/api/whitetech/user/validate', undefined, session)).status).toBe(401);
  }, 30_000);

  it('answers 502 upstream_failed when the upstream does not accept the site’s key', async () => {
    const { call } = site(standIn('another-key'));
    const { email, ip } = fresh();
    const res = await call(
      'POST',
      '/api/auth/signup',
      { email, password: PASSWORD },
      { 'cf-connecting-ip': ip, 'x-challenge': await solvedProof() },
    );
    expect(res.status).toBe(502);
    expect((await json(res)).error.code).toBe('upstream_failed');
  });
});

describe('ACCOUNTS_BACKEND=http: a provider login run by the upstream', () => {
  const PROVIDER_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=labor';
  const TOKEN = validateFixture.data.id + '-upstream-token';

  /** An upstream that sends the browser to the provider and knows one access token. */
  const oauthUpstream = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/authorize') {
      return new Response(null, { status: 302, headers: { location: PROVIDER_URL } });
    }
    const known = url.pathname === '/api/whitetech/user/validate' && ((await request.json()) as any).token === TOKEN;
    return known
      ? Response.json(validateFixture)
      : Response.json({ error: { code: 'invalid_token', message: 'The session has ended' } }, { status: 401 });
  };

  async function authorize() {
    const { call, upstream } = site(oauthUpstream);
    const res = await call('GET', '/api/auth/authorize?provider=google&redirectUri=/sajat/profilom');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(PROVIDER_URL);
    const sent = new URL(upstream.requests[0]!.url);
    expect(sent.pathname).toBe('/api/auth/authorize');
    expect(sent.searchParams.get('provider')).toBe('google');
    // The upstream comes back to this site's callback with the state of this login.
    const back = new URL(sent.searchParams.get('redirectUri')!);
    expect(back.origin + back.pathname).toBe(`${base.PUBLIC_ORIGIN}/api/auth/callback/google`);
    const pending = /__Host-oauth=([^;]+)/.exec(res.headers.getSetCookie().join())![1]!;
    return { call, state: back.searchParams.get('state')!, cookie: `__Host-oauth=${pending}` };
  }

  it('sends the browser where the upstream says, and takes its access token back as the session', async () => {
    const { call, state, cookie } = await authorize();
    const res = await call('GET', `/api/auth/callback/google?state=${state}&token=${TOKEN}`, undefined, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sajat/profilom');
    expect(res.headers.getSetCookie().join()).toContain(`__Host-session=${TOKEN}`);
  });

  it('refuses a token the upstream does not know, and another login’s state', async () => {
    const first = await authorize();
    const forged = await first.call('GET', `/api/auth/callback/google?state=${first.state}&token=forged`, undefined, {
      cookie: first.cookie,
    });
    expect(forged.headers.get('location')).toBe('/sajat/bejelentkezes?error=oauth_failed');
    expect(forged.headers.getSetCookie().join()).not.toContain('__Host-session=forged');
    const second = await authorize();
    const stale = await second.call('GET', `/api/auth/callback/google?state=${first.state}&token=${TOKEN}`, undefined, {
      cookie: second.cookie,
    });
    expect(stale.headers.get('location')).toBe('/sajat/bejelentkezes?error=oauth_failed');
  });
});

describe('the verified service Bearer (src/middleware/xsrf.ts)', () => {
  const direct = async (path: string, authorization: string, serviceKey: string | undefined) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ token: 'nincs-ilyen' }),
      }),
      { ...base, ACCOUNTS_SERVICE_KEY: serviceKey },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { status: res.status, code: ((await res.json()) as any).error?.code };
  };

  it('passes the accounts paths with the right key instead of the XSRF pair', async () => {
    expect(await direct('/api/auth/logout', `Bearer ${KEY}`, KEY)).toMatchObject({ status: 200 });
  });

  it('refuses a wrong key, a key on another path, and any key while none is set', async () => {
    expect(await direct('/api/auth/logout', 'Bearer not-the-key', KEY)).toEqual({ status: 403, code: 'xsrf_invalid' });
    expect(await direct('/api/contest/subscribe', `Bearer ${KEY}`, KEY)).toEqual({ status: 403, code: 'xsrf_invalid' });
    expect(await direct('/api/auth/logout', 'Bearer ', '')).toEqual({ status: 403, code: 'xsrf_invalid' });
    expect(await direct('/api/auth/logout', `Bearer ${KEY}`, undefined)).toEqual({ status: 403, code: 'xsrf_invalid' });
    // The test worker itself holds no service key: the browser's rules stand.
    const res = await SELF.fetch(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(res.status).toBe(403);
  });
});
