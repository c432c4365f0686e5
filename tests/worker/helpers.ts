import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ChallengeOffer } from '../../src/domain/challenge';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { AppEnv, Bindings } from '../../src/env';
import worker from '../../src/index';
import { renderer } from '../../src/renderer';
import { paymentRoutes } from '../../src/routes/payment';

export const ORIGIN = 'http://localhost';

/** The test bindings with the HTTP mail transport; a test's injected fetch stands in for the mail API. */
export const httpMailEnv = {
  ...env,
  MAIL_TRANSPORT: 'http',
  MAIL_API_URL: 'https://mail.example.invalid/send',
  MAIL_API_KEY: 'mail-key',
  MAIL_FROM: 'Pannon Labor <noreply@example.hu>',
};

/** Fetches a page the way a browser would first arrive, and returns the XSRF cookie it was given. */
export async function xsrfHeaders(): Promise<Record<string, string>> {
  const res = await SELF.fetch(`${ORIGIN}/`, { redirect: 'manual' });
  await res.arrayBuffer();
  const setCookie = res.headers.get('set-cookie') ?? '';
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1];
  if (!token) throw new Error(`No __Host-XSRF-TOKEN cookie in: ${setCookie}`);
  return { cookie: `__Host-XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

/** POSTs JSON with a valid XSRF pair, as the site's own browser client does. */
export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(await xsrfHeaders()), ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * The payment routes in an app of their own (Hungarian, with the renderer), answering with the given
 * bindings: a test can run them against another gateway's configuration than the worker's.
 */
export function paymentApp(bindings: Bindings) {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('lang', 'hu');
      await next();
    })
    .use(renderer())
    .route('/', paymentRoutes);
  return (path: string, init?: RequestInit) => app.request(path, { redirect: 'manual', ...init }, bindings);
}

/** Any method with a JSON body and a valid XSRF pair (PUT, DELETE, …); extra headers win. */
export async function sendJson(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(await xsrfHeaders()), ...headers },
    body: JSON.stringify(body),
  });
}

let members = 0;
const MEMBER_RUN = Math.floor(Math.random() * 0xffff).toString(16);

/**
 * A verified, logged-in user of its own, signed up from a client address of its own (so no test's
 * attempt limits reach another's): the access token, the headers its API calls carry, and the address.
 */
export async function loggedInMember(tag: string, password = 'Kék-Tulipán-Vár-42') {
  members += 1;
  const email = `${tag}.${Date.now().toString(36)}${members}@example.hu`;
  const headers = { 'cf-connecting-ip': `2001:db8:${MEMBER_RUN}:f::${members.toString(16)}` };
  const signup = await postJson(
    '/api/auth/signup',
    { email, password },
    { ...headers, 'x-challenge': await solvedProof() },
  );
  expect(signup.status).toBe(202);
  // The verification mail goes out after the answer: read the outbox until it is there.
  let text = '';
  for (let attempt = 0; attempt < 60 && !text; attempt++) {
    const row = await env.DB.prepare(`SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND kind = 'verify'`)
      .bind(email)
      .first<{ text_body: string }>();
    text = row?.text_body ?? '';
    if (!text) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verify = /verify=([A-Za-z0-9_-]+)/.exec(text)![1];
  expect((await postJson('/api/auth/verify', { token: verify }, headers)).status).toBe(200);
  const login = await postJson('/api/auth/login', { email, password }, headers);
  const token = (await login.json<{ access_token: string }>()).access_token;
  return { token, headers, email };
}

/** The bookable start minutes at a location for a package on its `day`-th available date (0-based). */
export async function openTimes(location: number, packageId: number, day: number) {
  const query = `location_id=${location}&package_ids=${packageId}`;
  const json = async (path: string) => ((await (await SELF.fetch(`${ORIGIN}${path}`)).json()) as { data: any }).data;
  const date: string = (await json(`/api/whitetech/web/available_dates?${query}`))[day];
  const times: { minute: number }[] = await json(`/api/whitetech/web/available_times?${query}&date=${date}`);
  return { date, minutes: times.map((time) => time.minute) };
}

/**
 * For the tests of the calling file: the worker's fetches to URLs starting with `prefix` go to `handler`,
 * a stand-in for that upstream; every other fetch goes out as usual.
 */
export function standInUpstream(prefix: string, handler: (request: Request) => Promise<Response>): void {
  const passThrough = globalThis.fetch;
  beforeAll(() => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return request.url.startsWith(prefix) ? handler(request) : passThrough(input, init);
    });
  });
  afterAll(() => vi.unstubAllGlobals());
}

/**
 * The first of `dates` two or more days ahead in Budapest: a whole open day far from the 12-hour change
 * cut-off whatever the hour the suite runs at (the second available date is tomorrow in the evening,
 * when tomorrow's first times are inside it).
 */
export function dayClearOfCutoff(dates: string[]): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
  const twoDaysAhead = new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const day = dates.find((date) => date >= twoDaysAhead);
  if (!day) throw new Error(`No available date from ${twoDaysAhead} on among ${dates.join(', ')}`);
  return day;
}

/**
 * A proof of work as a browser finds it (decision 0050): a challenge from GET /api/challenge, solved with
 * altcha-lib itself, base64 of its payload. The test environment's difficulty is small
 * (CHALLENGE_MAX_COUNTER in wrangler.toml [env.test.vars]), so each takes a few milliseconds.
 */
export async function solvedProof(origin = ORIGIN, fetcher: { fetch: typeof fetch } = SELF): Promise<string> {
  const res = await fetcher.fetch(`${origin}/api/challenge`);
  const { data } = (await res.json()) as { data: ChallengeOffer };
  if (data.provider !== 'altcha') throw new Error(`Expected an ALTCHA challenge, got ${data.provider}`);
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return btoa(JSON.stringify({ challenge: data.challenge, solution }));
}

/**
 * A call through the worker that comes back only once the work it left for after its answer (waitUntil:
 * the mails) is done, so a test can assert that something did not happen without waiting a fixed time.
 */
export async function settledFetch(path: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(new Request(`${ORIGIN}${path}`, init) as never, env, ctx);
  await waitOnExecutionContext(ctx);
  return res as unknown as Response;
}
