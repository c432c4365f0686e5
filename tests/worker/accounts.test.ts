import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS } from '../../src/auth/password';
import { LIMITS, passwordAccepted, passwordAttempt } from '../../src/auth/rateLimit';
import { demoPerson } from '../fixtures/booking.mjs';
import { clearOfWindowEnd } from '../fixtures/windows';
import { ORIGIN, postJson, sendJson, solvedProof, xsrfHeaders } from './helpers';

// Accounts and patients (spec sections 3 User, 5, 6, 7; DESIGN.md, Security baseline), through the
// worker as a browser or API client calls it. Every test uses its own addresses and its own client IP,
// so the per-account and per-IP attempt limits of one test never reach another.

const PASSWORD = 'Kék-Tulipán-Vár-42';
const NEW_PASSWORD = 'Zöld-Gesztenye-Fa-77';

let counter = 0;
/** Per run, in case storage outlives a run: the IP limits count per address. */
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
/** A fresh address and client IP for one test. */
function fresh(tag: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { email: `${tag}.${stamp}@example.hu`, ip: `2001:db8:${RUN}::${counter.toString(16)}`, stamp };
}

type Json = Record<string, any>;

async function body(res: Response): Promise<Json> {
  return res.json<Json>();
}

interface MailRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

const mailsTo = async (to: string, kind?: string) =>
  (
    await env.DB.prepare(`SELECT * FROM mail_outbox WHERE to_address = ?1 AND (?2 IS NULL OR kind = ?2) ORDER BY id`)
      .bind(to, kind ?? null)
      .all<MailRow>()
  ).results;

/** The outbox rows to an address once `count` have arrived (account mail goes out after the answer). */
async function mailsOnceThere(to: string, count: number, kind?: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const rows = await mailsTo(to, kind);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(to, kind);
}

/** The token of the newest mail of `kind` to `to`, read from its link. */
async function tokenFromMail(to: string, kind: 'verify' | 'reset', count = 1): Promise<string> {
  const rows = await mailsOnceThere(to, count, kind);
  expect(rows.length).toBeGreaterThanOrEqual(count);
  const text = rows.at(-1)!.text_body;
  const pattern =
    kind === 'verify'
      ? /\/sajat\/bejelentkezes\?verify=([A-Za-z0-9_-]+)/
      : /\/sajat\/jelszo-visszaallitas\?token=([A-Za-z0-9_-]+)/;
  const match = pattern.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

const ip = (address: string) => ({ 'cf-connecting-ip': address });

/** A sign-up as the browser sends it: with a solved bot challenge (decision 0050). */
const signup = async (email: string, password: string, clientIp: string) =>
  postJson('/api/auth/signup', { email, password }, { ...ip(clientIp), 'x-challenge': await solvedProof() });

const login = (email: string, password: string, clientIp: string) =>
  postJson('/api/auth/login', { email, password }, ip(clientIp));

/** Signs up, confirms the address from the mail, and answers the user's id. */
async function verifiedUser(email: string, clientIp: string, password = PASSWORD): Promise<number> {
  const res = await signup(email, password, clientIp);
  expect(res.status, await res.clone().text()).toBe(202);
  const verify = await postJson('/api/auth/verify', { token: await tokenFromMail(email, 'verify') }, ip(clientIp));
  expect(verify.status).toBe(200);
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first<{ id: number }>();
  return row!.id;
}

/** A verified user, logged in: their id and access token. */
async function loggedIn(email: string, clientIp: string, password = PASSWORD) {
  const id = await verifiedUser(email, clientIp, password);
  const res = await login(email, password, clientIp);
  expect(res.status, await res.clone().text()).toBe(200);
  const json = await body(res);
  return { id, token: json.access_token as string };
}

/** XSRF headers with the session cookie beside the XSRF cookie, as a logged-in browser sends them. */
async function withSessionCookie(token: string, extra: Record<string, string> = {}) {
  const xsrf = await xsrfHeaders();
  return { ...xsrf, cookie: `${xsrf.cookie}; __Host-session=${token}`, ...extra };
}

const getJson = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: { accept: 'application/json', ...headers } });

const validate = (token: string, clientIp: string) =>
  sendJson('PUT', '/api/whitetech/user/validate', { token }, ip(clientIp));

function expectNoStore(res: Response) {
  expect(res.headers.get('cache-control')).toBe('no-store');
}

async function sha256Hex(text: string) {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// ---------------------------------------------------------------------------------------------------

describe('POST /api/auth/signup', () => {
  it('answers 202 for a new address and mails a verification link', async () => {
    const { email, ip: clientIp } = fresh('signup');
    const res = await signup(email, PASSWORD, clientIp);
    expect(res.status).toBe(202);
    expectNoStore(res);
    expect(await body(res)).toEqual({ data: { status: 'verification_sent' } });
    const rows = await mailsOnceThere(email, 1);
    expect(rows.map((row) => row.kind)).toEqual(['verify']);
    expect(rows[0]!.text_body).toMatch(/\/sajat\/bejelentkezes\?verify=[A-Za-z0-9_-]{20,}/);
    // The address is stored trimmed and lower-cased; the password only as a hash.
    const user = await env.DB.prepare('SELECT * FROM users WHERE email = ?1').bind(email).first<Json>();
    expect(user).toMatchObject({ email, verified: 0 });
    expect(user!.password_hash).not.toContain(PASSWORD);
  });

  it('answers an already registered address the same, and mails its owner a note instead', async () => {
    const { email, ip: clientIp } = fresh('again');
    const first = await signup(email, PASSWORD, clientIp);
    const second = await signup(email.toUpperCase(), 'Egészen-Más-Jelszó-99', clientIp);
    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    const rows = await mailsOnceThere(email, 2);
    expect(rows.map((row) => row.kind)).toEqual(['verify', 'account_exists']);
    expect(rows[1]!.text_body).toContain('/sajat/jelszo-visszaallitas');
    expect(rows[1]!.text_body).not.toMatch(/verify=|token=/);
    // The first sign-up's password still stands.
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?1').bind(email).first<Json>();
    expect(count!.n).toBe(1);
  });

  it.each([
    ['too short', 'Rövid-1'],
    ['a common one', 'password123'],
    ['a common one with a suffix', 'password123!'],
  ])('refuses a weak password (%s) with 422 weak_password', async (_name, password) => {
    const { email, ip: clientIp } = fresh('weak');
    const res = await signup(email, password, clientIp);
    expect(res.status).toBe(422);
    expectNoStore(res);
    expect((await body(res)).error.code).toBe('weak_password');
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first()).toBeNull();
  });

  it("refuses a password containing the address's local part", async () => {
    const { email, ip: clientIp, stamp } = fresh('kovacseva');
    const res = await signup(email, `Kovacseva.${stamp}-jelszo`, clientIp);
    expect(res.status).toBe(422);
    expect((await body(res)).error).toMatchObject({ code: 'weak_password' });
  });

  it('refuses an invalid e-mail address with 400', async () => {
    const { ip: clientIp } = fresh('bad');
    for (const email of ['nem-email', 'a@', '', 'két szó@example.hu']) {
      const res = await signup(email, PASSWORD, clientIp);
      expect(res.status, email).toBe(400);
      expectNoStore(res);
      expect((await body(res)).error.code).toBe('invalid_body');
    }
    const missing = await postJson('/api/auth/signup', { password: PASSWORD }, ip(clientIp));
    expect(missing.status).toBe(400);
  });

  it('refuses a call without the XSRF pair', async () => {
    const { email } = fresh('xsrf');
    const res = await SELF.fetch(`${ORIGIN}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect((await body(res)).error.code).toBe('xsrf_invalid');
  });

  it('limits sign-ups per IP (10 an hour) with 429 and Retry-After', async () => {
    const { ip: clientIp, stamp } = fresh('flood');
    for (let i = 0; i < 10; i++) {
      const res = await signup(`flood${i}.${stamp}@example.hu`, PASSWORD, clientIp);
      expect(res.status).toBe(202);
    }
    const res = await signup(`flood10.${stamp}@example.hu`, PASSWORD, clientIp);
    expect(res.status).toBe(429);
    expectNoStore(res);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(res)).error.code).toBe('too_many_attempts');
  });
});

describe('POST /api/auth/verify', () => {
  it('confirms the address once; a reused or unknown token is 400 invalid_token', async () => {
    const { email, ip: clientIp } = fresh('verify');
    await signup(email, PASSWORD, clientIp);
    const token = await tokenFromMail(email, 'verify');
    const ok = await postJson('/api/auth/verify', { token }, ip(clientIp));
    expect(ok.status).toBe(200);
    expectNoStore(ok);
    expect(await body(ok)).toEqual({ data: { verified: true } });
    const user = await env.DB.prepare('SELECT verified FROM users WHERE email = ?1').bind(email).first<Json>();
    expect(user!.verified).toBe(1);

    const reused = await postJson('/api/auth/verify', { token }, ip(clientIp));
    expect(reused.status).toBe(400);
    expect((await body(reused)).error.code).toBe('invalid_token');

    const unknown = await postJson('/api/auth/verify', { token: 'nincs-ilyen-token' }, ip(clientIp));
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).error.code).toBe('invalid_token');

    const empty = await postJson('/api/auth/verify', {}, ip(clientIp));
    expect(empty.status).toBe(400);
  });
  it('refuses an expired link with 400 invalid_token', async () => {
    const { email, ip: clientIp } = fresh('verifyexp');
    await signup(email, PASSWORD, clientIp);
    const token = await tokenFromMail(email, 'verify');
    await env.DB.prepare(
      `UPDATE auth_tokens SET expires_at = ?2 WHERE purpose = 'verify' AND user_id = (SELECT id FROM users WHERE email = ?1)`,
    )
      .bind(email, new Date(Date.now() - 1000).toISOString())
      .run();
    const res = await postJson('/api/auth/verify', { token }, ip(clientIp));
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('invalid_token');
    expect((await login(email, PASSWORD, clientIp)).status).toBe(403);
  });
});

describe('POST /api/auth/login', () => {
  it('refuses an unconfirmed address with 403 email_not_verified and mails a fresh link', async () => {
    const { email, ip: clientIp } = fresh('unverified');
    await signup(email, PASSWORD, clientIp);
    await mailsOnceThere(email, 1, 'verify');
    const res = await login(email, PASSWORD, clientIp);
    expect(res.status).toBe(403);
    expectNoStore(res);
    expect((await body(res)).error.code).toBe('email_not_verified');
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('__Host-session='))).toBe(false);
    // The link already in the mailbox still works: a login never ends it (issue 25); the fresh one too.
    const links = (await mailsOnceThere(email, 2, 'verify')).map(
      (mail) => /\/sajat\/bejelentkezes\?verify=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!,
    );
    const [first, again] = links;
    expect(again).not.toBe(first);
    expect((await postJson('/api/auth/verify', { token: first }, ip(clientIp))).status).toBe(200);
    expect((await login(email, PASSWORD, clientIp)).status).toBe(200);
  });

  it('answers a wrong password and an unknown address alike: 401 invalid_credentials', async () => {
    const { email, ip: clientIp } = fresh('wrong');
    await verifiedUser(email, clientIp);
    const wrong = await login(email, 'Rossz-Jelszó-12345', clientIp);
    const unknown = await login(`nobody.${fresh('x').stamp}@example.hu`, PASSWORD, clientIp);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expectNoStore(wrong);
    const wrongBody = await wrong.text();
    expect(await unknown.text()).toBe(wrongBody);
    expect(JSON.parse(wrongBody).error.code).toBe('invalid_credentials');
    expect(wrong.headers.getSetCookie().some((cookie) => cookie.startsWith('__Host-session='))).toBe(false);
  });

  it('logs in: 200 with access_token and a __Host- session cookie', async () => {
    const { email, ip: clientIp } = fresh('login');
    const id = await verifiedUser(email, clientIp);
    // The address is matched whatever its case and surrounding spaces.
    const res = await login(`  ${email.toUpperCase()} `, PASSWORD, clientIp);
    expect(res.status).toBe(200);
    expectNoStore(res);
    const json = await body(res);
    expect(json).toMatchObject({ user_id: id });
    expect(json.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('__Host-session='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`__Host-session=${json.access_token};`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    // Only the token's digest is stored.
    const session = await env.DB.prepare('SELECT * FROM sessions WHERE token_hash = ?1')
      .bind(await sha256Hex(json.access_token))
      .first<Json>();
    expect(session).toMatchObject({ user_id: id });
  });

  // Issue 12 point 4: only failures count, keyed by account and address together (10 per 15 minutes),
  // with a per-account ceiling (100 an hour); a right password clears the account's counters.
  const SLOW = 180_000; // PBKDF2 on every attempt, on a loaded machine
  const wrongPassword = (i: number) => `Rossz-Jelszó-${i}-abcdef`;

  it(
    'lets the owner in after wrong passwords from other addresses, and after their own earlier login',
    async () => {
      const { email, ip: ownIp } = fresh('owner');
      await verifiedUser(email, ownIp);
      expect((await login(email, PASSWORD, ownIp)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(email, wrongPassword(i), fresh('ip').ip)).status).toBe(401);
      expect((await login(email, PASSWORD, ownIp)).status).toBe(200);
      // Nor does one attacker address that used up its allowance lock the owner out.
      const attacker = fresh('ip').ip;
      for (let i = 0; i < 11; i++) await (await login(email, wrongPassword(i), attacker)).arrayBuffer();
      expect((await login(email, PASSWORD, attacker)).status).toBe(429);
      expect((await login(email, PASSWORD, ownIp)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'refuses the 11th attempt from one address with 429 and Retry-After, for that address only',
    async () => {
      const { email, ip: ownIp } = fresh('limit');
      await verifiedUser(email, ownIp);
      const attacker = fresh('ip').ip;
      for (let i = 0; i < 10; i++) expect((await login(email, wrongPassword(i), attacker)).status).toBe(401);
      // The right password from that address is refused too: the limit does not tell right from wrong.
      const res = await login(email, PASSWORD, attacker);
      expect(res.status).toBe(429);
      expectNoStore(res);
      const retry = Number(res.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(15 * 60);
      const error = (await body(res)).error;
      expect(error.code).toBe('too_many_attempts');
      expect(error.message).toBe(
        `Too many attempts; try again in ${Math.ceil(retry / 60)} minute${retry > 60 ? 's' : ''}`,
      );
      expect((await login(email, PASSWORD, ownIp)).status).toBe(200);
      // The same limit for an address nobody registered: a limit reveals nothing either.
      const ghost = `ghost.${fresh('g').stamp}@example.hu`;
      for (let i = 0; i < 10; i++) expect((await login(ghost, PASSWORD, attacker)).status).toBe(401);
      expect((await login(ghost, PASSWORD, attacker)).status).toBe(429);
    },
    SLOW,
  );

  it(
    'starts counting again after a right password',
    async () => {
      const { email, ip: clientIp } = fresh('reset');
      // Twenty slow logins must fall in one 15-minute window of the limit they count against.
      await clearOfWindowEnd(LIMITS.loginFailuresPerAccountAndIp.windowMinutes, 3 * 60_000);
      await verifiedUser(email, clientIp);
      for (let i = 0; i < 9; i++) expect((await login(email, wrongPassword(i), clientIp)).status).toBe(401);
      expect((await login(email, PASSWORD, clientIp)).status).toBe(200);
      // Without the reset the second of these would already be the 11th failure.
      for (let i = 0; i < 10; i++) expect((await login(email, wrongPassword(i), clientIp)).status).toBe(401);
      expect((await login(email, PASSWORD, clientIp)).status).toBe(429);
    },
    SLOW + 4 * 60_000,
  );

  it('caps the failures of one account from any number of addresses (100 an hour)', async () => {
    const account = `ceiling.${fresh('c').stamp}@example.hu`;
    const now = new Date('2030-06-01T10:05:00Z');
    for (let i = 0; i < 100; i++) expect(await passwordAttempt(env.DB, account, `198.51.100.${i}`, now)).toBe(0);
    expect(await passwordAttempt(env.DB, account, '203.0.113.1', now)).toBe(55 * 60);
    // A right password starts the account again.
    await passwordAccepted(env.DB, account, '203.0.113.1', now);
    expect(await passwordAttempt(env.DB, account, '203.0.113.2', now)).toBe(0);
  });

  it('refuses an invalid body with 400', async () => {
    const { ip: clientIp } = fresh('badlogin');
    const res = await postJson('/api/auth/login', { email: 'nem-email', password: PASSWORD }, ip(clientIp));
    expect(res.status).toBe(400);
    expectNoStore(res);
  });
});

describe('sessions', () => {
  it('validates by token or by cookie; without either 400, a bogus token 401', async () => {
    const { email, ip: clientIp } = fresh('validate');
    const { id, token } = await loggedIn(email, clientIp);
    const res = await validate(token, clientIp);
    expect(res.status).toBe(200);
    expectNoStore(res);
    const user = (await body(res)).data;
    expect(user).toMatchObject({
      id,
      username: email.split('@')[0],
      email,
      meta: { verified: true },
      main_patients: [],
      enabled_patients: [],
    });

    const byCookie = await SELF.fetch(`${ORIGIN}/api/whitetech/user/validate`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(await withSessionCookie(token, ip(clientIp))) },
      body: '{}',
    });
    expect(byCookie.status).toBe(200);
    expect((await body(byCookie)).data.id).toBe(id);

    const missing = await sendJson('PUT', '/api/whitetech/user/validate', {}, ip(clientIp));
    expect(missing.status).toBe(400);
    expectNoStore(missing);
    expect((await body(missing)).error.message).toBe('Missing token parameter');

    const bogus = await validate('ez-nem-egy-munkamenet', clientIp);
    expect(bogus.status).toBe(401);
    expectNoStore(bogus);
    expect((await body(bogus)).error.code).toBe('invalid_token');
  });

  it('ends an idle session: 401 once idle_expires_at has passed', async () => {
    const { email, ip: clientIp } = fresh('idle');
    const { token } = await loggedIn(email, clientIp);
    expect((await validate(token, clientIp)).status).toBe(200);
    await env.DB.prepare('UPDATE sessions SET idle_expires_at = ?2 WHERE token_hash = ?1')
      .bind(await sha256Hex(token), new Date(Date.now() - 1000).toISOString())
      .run();
    const res = await validate(token, clientIp);
    expect(res.status).toBe(401);
    expect((await body(res)).error.code).toBe('invalid_token');
    // The expired row is gone, so it cannot come back.
    expect(
      await env.DB.prepare('SELECT 1 FROM sessions WHERE token_hash = ?1')
        .bind(await sha256Hex(token))
        .first(),
    ).toBeNull();
  });

  it('ends a session past its absolute limit', async () => {
    const { email, ip: clientIp } = fresh('absolute');
    const { token } = await loggedIn(email, clientIp);
    await env.DB.prepare('UPDATE sessions SET absolute_expires_at = ?2 WHERE token_hash = ?1')
      .bind(await sha256Hex(token), new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await validate(token, clientIp)).status).toBe(401);
  });

  it('logs out by cookie: the session ends and the cookie is cleared', async () => {
    const { email, ip: clientIp } = fresh('logout');
    const { token } = await loggedIn(email, clientIp);
    const res = await SELF.fetch(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await withSessionCookie(token, ip(clientIp))) },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expectNoStore(res);
    const cleared = res.headers.getSetCookie().find((value) => value.startsWith('__Host-session='));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await validate(token, clientIp)).status).toBe(401);
  });

  it('logs out by the cookie alone, without a body', async () => {
    const { email, ip: clientIp } = fresh('logout3');
    const { token } = await loggedIn(email, clientIp);
    const res = await SELF.fetch(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: await withSessionCookie(token, ip(clientIp)),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await validate(token, clientIp)).status).toBe(401);
  });

  it('keeps a used session alive: its idle deadline moves on', async () => {
    const { email, ip: clientIp } = fresh('touch');
    const { token } = await loggedIn(email, clientIp);
    const hash = await sha256Hex(token);
    const soon = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare('UPDATE sessions SET last_used_at = ?2, idle_expires_at = ?3 WHERE token_hash = ?1')
      .bind(hash, new Date(Date.now() - 30 * 60_000).toISOString(), soon)
      .run();
    expect((await validate(token, clientIp)).status).toBe(200);
    const row = await env.DB.prepare('SELECT idle_expires_at FROM sessions WHERE token_hash = ?1')
      .bind(hash)
      .first<Json>();
    expect(Date.parse(row!.idle_expires_at)).toBeGreaterThan(Date.now() + 7 * 3_600_000);
  });

  it('refuses a malformed body with 400', async () => {
    const { ip: clientIp } = fresh('malformed');
    const res = await SELF.fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await xsrfHeaders()), ...ip(clientIp) },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('invalid_body');
    expectNoStore(res);
  });

  it('logs out by token', async () => {
    const { email, ip: clientIp } = fresh('logout2');
    const { token } = await loggedIn(email, clientIp);
    const res = await postJson('/api/auth/logout', { token }, ip(clientIp));
    expect(res.status).toBe(200);
    expect((await validate(token, clientIp)).status).toBe(401);
  });
});

describe('/api/whitetech/user/{userId}', () => {
  it('GET answers the own user, by query token or cookie; another user is 403', async () => {
    const a = fresh('usera');
    const b = fresh('userb');
    const alice = await loggedIn(a.email, a.ip);
    const bob = await loggedIn(b.email, b.ip);

    const own = await getJson(`/api/whitetech/user/${alice.id}?token=${alice.token}`);
    expect(own.status).toBe(200);
    expectNoStore(own);
    expect((await body(own)).data).toMatchObject({ id: alice.id, email: a.email, meta: { verified: true } });

    const byCookie = await getJson(`/api/whitetech/user/${alice.id}`, { cookie: `__Host-session=${alice.token}` });
    expect(byCookie.status).toBe(200);

    const other = await getJson(`/api/whitetech/user/${bob.id}?token=${alice.token}`);
    expect(other.status).toBe(403);
    expectNoStore(other);
    expect((await body(other)).error.code).toBe('forbidden');

    const missing = await getJson(`/api/whitetech/user?token=${alice.token}`);
    expect(missing.status).toBe(400);
    expectNoStore(missing);
    expect((await body(missing)).error.message).toBe('Missing userId parameter');

    const noToken = await getJson(`/api/whitetech/user/${alice.id}`);
    expect(noToken.status).toBe(400);
    expect((await body(noToken)).error.message).toBe('Missing token parameter');
  });

  it('PUT changes username and language, only for the own user', async () => {
    const a = fresh('puta');
    const b = fresh('putb');
    const alice = await loggedIn(a.email, a.ip);
    const bob = await loggedIn(b.email, b.ip);

    const res = await sendJson(
      'PUT',
      `/api/whitetech/user/${alice.id}`,
      { token: alice.token, username: '  Alíz  ', language: 'en', foreignLanguage: true },
      ip(a.ip),
    );
    expect(res.status).toBe(200);
    expectNoStore(res);
    expect((await body(res)).data).toMatchObject({
      id: alice.id,
      username: 'Alíz',
      language: 'en',
      foreignLanguage: true,
    });
    const again = await getJson(`/api/whitetech/user/${alice.id}?token=${alice.token}`);
    expect((await body(again)).data).toMatchObject({ username: 'Alíz', language: 'en' });

    const other = await sendJson(
      'PUT',
      `/api/whitetech/user/${bob.id}`,
      { token: alice.token, username: 'x' },
      ip(a.ip),
    );
    expect(other.status).toBe(403);
    const bobNow = await env.DB.prepare('SELECT username FROM users WHERE id = ?1').bind(bob.id).first<Json>();
    expect(bobNow!.username).toBe(b.email.split('@')[0]);

    const missing = await sendJson('PUT', '/api/whitetech/user', { token: alice.token, username: 'x' }, ip(a.ip));
    expect(missing.status).toBe(400);
    expect((await body(missing)).error.message).toBe('Missing userId parameter');

    const badLanguage = await sendJson(
      'PUT',
      `/api/whitetech/user/${alice.id}`,
      { token: alice.token, language: 'de' },
      ip(a.ip),
    );
    expect(badLanguage.status).toBe(400);
  });

  it('PUT changes the password with the right current one; other sessions end, this one stays', async () => {
    const { email, ip: clientIp } = fresh('pwchange');
    const { id, token } = await loggedIn(email, clientIp);
    const second = await body(await login(email, PASSWORD, clientIp));

    const wrong = await sendJson(
      'PUT',
      `/api/whitetech/user/${id}`,
      { token, current_password: 'Nem-Ez-A-Jelszó-1', new_password: NEW_PASSWORD },
      ip(clientIp),
    );
    expect(wrong.status).toBe(403);
    expect((await body(wrong)).error.code).toBe('invalid_credentials');
    const none = await sendJson(
      'PUT',
      `/api/whitetech/user/${id}`,
      { token, new_password: NEW_PASSWORD },
      ip(clientIp),
    );
    expect(none.status).toBe(403);
    // A refused change changes nothing else either.
    expect((await validate(second.access_token, clientIp)).status).toBe(200);

    const weak = await sendJson(
      'PUT',
      `/api/whitetech/user/${id}`,
      { token, current_password: PASSWORD, new_password: 'password123' },
      ip(clientIp),
    );
    expect(weak.status).toBe(422);
    expect((await body(weak)).error.code).toBe('weak_password');

    const ok = await sendJson(
      'PUT',
      `/api/whitetech/user/${id}`,
      { token, current_password: PASSWORD, new_password: NEW_PASSWORD },
      ip(clientIp),
    );
    expect(ok.status).toBe(200);
    expect((await validate(token, clientIp)).status).toBe(200);
    expect((await validate(second.access_token, clientIp)).status).toBe(401);
    expect((await login(email, PASSWORD, clientIp)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD, clientIp)).status).toBe(200);
  });

  it('DELETE needs the password, only for the own user, and ends the account', async () => {
    const a = fresh('dela');
    const b = fresh('delb');
    const alice = await loggedIn(a.email, a.ip);
    const bob = await loggedIn(b.email, b.ip);

    const other = await sendJson(
      'DELETE',
      `/api/whitetech/user/${bob.id}`,
      { token: alice.token, password: PASSWORD },
      ip(a.ip),
    );
    expect(other.status).toBe(403);
    expectNoStore(other);

    const missing = await sendJson(
      'DELETE',
      '/api/whitetech/user',
      { token: alice.token, password: PASSWORD },
      ip(a.ip),
    );
    expect(missing.status).toBe(400);
    expect((await body(missing)).error.message).toBe('Missing userId parameter');

    const noPassword = await sendJson('DELETE', `/api/whitetech/user/${alice.id}`, { token: alice.token }, ip(a.ip));
    expect(noPassword.status).toBe(403);
    const wrong = await sendJson(
      'DELETE',
      `/api/whitetech/user/${alice.id}`,
      { token: alice.token, password: 'Nem-Ez-A-Jelszó-1' },
      ip(a.ip),
    );
    expect(wrong.status).toBe(403);
    expect((await validate(alice.token, a.ip)).status).toBe(200);

    const ok = await sendJson(
      'DELETE',
      `/api/whitetech/user/${alice.id}`,
      { token: alice.token, password: PASSWORD },
      ip(a.ip),
    );
    expect(ok.status).toBe(200);
    expectNoStore(ok);
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE id = ?1').bind(alice.id).first()).toBeNull();
    expect(await env.DB.prepare('SELECT 1 FROM sessions WHERE user_id = ?1').bind(alice.id).first()).toBeNull();
    expect((await validate(alice.token, a.ip)).status).toBe(401);
    expect((await login(a.email, PASSWORD, a.ip)).status).toBe(401);
    // Bob is untouched.
    expect((await validate(bob.token, b.ip)).status).toBe(200);
  });
});

describe('confirming a change with the password', () => {
  it('counts against the login limit, so a session cannot guess passwords for ever', async () => {
    const a = fresh('guess');
    const user = await loggedIn(a.email, a.ip);
    const attempt = (password: string) =>
      sendJson('DELETE', `/api/whitetech/user/${user.id}`, { token: user.token, password }, ip(a.ip));
    // The login was a success and does not count; ten wrong guesses fill the limit of this address.
    for (let i = 0; i < 10; i++) expect((await attempt(`Rossz-${i}-jelszo-x`)).status).toBe(403);
    const over = await attempt(PASSWORD);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await validate(user.token, a.ip)).status).toBe(200);
  }, 180_000);
});

describe('POST /api/auth/reset_password', () => {
  const requestReset = (email: string, clientIp: string) =>
    postJson('/api/auth/reset_password', { email }, ip(clientIp));
  const confirmReset = (token: string, password: string, clientIp: string) =>
    postJson('/api/auth/reset_password', { token, password }, ip(clientIp));

  it('answers known and unknown addresses alike, and mails a link only to a known one', async () => {
    const { email, ip: clientIp } = fresh('reset');
    await verifiedUser(email, clientIp);
    const unknownAddress = `senki.${fresh('u').stamp}@example.hu`;
    const known = await requestReset(email, clientIp);
    const unknown = await requestReset(unknownAddress, clientIp);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expectNoStore(known);
    expect(await unknown.text()).toBe(await known.text());
    const rows = await mailsOnceThere(email, 1, 'reset');
    expect(rows[0]!.text_body).toMatch(/\/sajat\/jelszo-visszaallitas\?token=[A-Za-z0-9_-]{20,}/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(unknownAddress)).toEqual([]);

    const invalid = await postJson('/api/auth/reset_password', { email: 'nem-email' }, ip(clientIp));
    expect(invalid.status).toBe(400);
  });

  it('sets the new password from the link: the new one works, the old one and old sessions do not', async () => {
    const { email, ip: clientIp } = fresh('resetok');
    const { token: session } = await loggedIn(email, clientIp);
    await requestReset(email, clientIp);
    const token = await tokenFromMail(email, 'reset');

    const weak = await confirmReset(token, 'password123', clientIp);
    expect(weak.status).toBe(422);
    expectNoStore(weak);
    expect((await body(weak)).error.code).toBe('weak_password');
    const containsEmail = await confirmReset(token, `${email.split('@')[0]}-Hosszú!`, clientIp);
    expect(containsEmail.status).toBe(422);

    // The link survived the refusals.
    const ok = await confirmReset(token, NEW_PASSWORD, clientIp);
    expect(ok.status).toBe(200);
    expectNoStore(ok);
    expect(await body(ok)).toEqual({ data: { status: 'password_changed' } });
    expect((await validate(session, clientIp)).status).toBe(401);
    expect((await login(email, PASSWORD, clientIp)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD, clientIp)).status).toBe(200);

    const reused = await confirmReset(token, 'Harmadik-Jelszó-Próba-3', clientIp);
    expect(reused.status).toBe(400);
    expect((await body(reused)).error.code).toBe('invalid_token');
  });

  it('refuses an expired or unknown token with 400 invalid_token', async () => {
    const { email, ip: clientIp } = fresh('resetexp');
    const id = await verifiedUser(email, clientIp);
    await requestReset(email, clientIp);
    const token = await tokenFromMail(email, 'reset');
    await env.DB.prepare(`UPDATE auth_tokens SET expires_at = ?2 WHERE user_id = ?1 AND purpose = 'reset'`)
      .bind(id, new Date(Date.now() - 1000).toISOString())
      .run();
    const expired = await confirmReset(token, NEW_PASSWORD, clientIp);
    expect(expired.status).toBe(400);
    expect((await body(expired)).error.code).toBe('invalid_token');
    expect((await login(email, PASSWORD, clientIp)).status).toBe(200);

    const unknown = await confirmReset('nincs-ilyen-token', NEW_PASSWORD, clientIp);
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).error.code).toBe('invalid_token');

    // A verify token is no reset token.
    const { email: other, ip: otherIp } = fresh('resetkind');
    await signup(other, PASSWORD, otherIp);
    const verifyToken = await tokenFromMail(other, 'verify');
    expect((await confirmReset(verifyToken, NEW_PASSWORD, otherIp)).status).toBe(400);
  });

  it('confirms an unconfirmed address too: the link proves it', async () => {
    const { email, ip: clientIp } = fresh('resetunverified');
    await signup(email, PASSWORD, clientIp);
    expect((await login(email, PASSWORD, clientIp)).status).toBe(403);
    await requestReset(email, clientIp);
    expect((await confirmReset(await tokenFromMail(email, 'reset'), NEW_PASSWORD, clientIp)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD, clientIp)).status).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { email, ip: clientIp } = fresh('resettwice');
    await verifiedUser(email, clientIp);
    await requestReset(email, clientIp);
    const first = await tokenFromMail(email, 'reset', 1);
    await requestReset(email, clientIp);
    const second = await tokenFromMail(email, 'reset', 2);
    expect(second).not.toBe(first);
    expect((await confirmReset(first, NEW_PASSWORD, clientIp)).status).toBe(400);
    expect((await confirmReset(second, NEW_PASSWORD, clientIp)).status).toBe(200);
  });

  it('greets by the chosen name, escaped in the HTML mail', async () => {
    const { email, ip: clientIp } = fresh('escape');
    const { id, token } = await loggedIn(email, clientIp);
    const rename = await sendJson('PUT', `/api/whitetech/user/${id}`, { token, username: '<b>Évi</b>' }, ip(clientIp));
    expect(rename.status).toBe(200);
    await requestReset(email, clientIp);
    const [mail] = await mailsOnceThere(email, 1, 'reset');
    expect(mail!.text_body).toContain('<b>Évi</b>');
    expect(mail!.html_body).not.toContain('<b>Évi</b>');
    expect(mail!.html_body).toContain('&lt;b&gt;Évi');
  });

  it('limits requests per address (3 an hour) with 429 and Retry-After', async () => {
    const { email, ip: clientIp } = fresh('resetlimit');
    for (let i = 0; i < 3; i++) expect((await requestReset(email, fresh('ip').ip)).status).toBe(202);
    const res = await requestReset(email, clientIp);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('patients', () => {
  const createPatient = (token: string, person: unknown, clientIp: string) =>
    postJson('/api/whitetech/patient', { token, person }, ip(clientIp));

  it('creates the one main patient; a second is 409 User already has a patient', async () => {
    const { email, ip: clientIp } = fresh('patient');
    const { id: userId, token } = await loggedIn(email, clientIp);
    const res = await createPatient(token, demoPerson, clientIp);
    expect(res.status, await res.clone().text()).toBe(201);
    expectNoStore(res);
    const patient = (await body(res)).data;
    expect(patient).toMatchObject({ main: true, enabled: true, person: { taj: demoPerson.taj, last_name: 'Kovács' } });

    const user = (await body(await validate(token, clientIp))).data;
    expect(user.main_patients).toEqual([patient.id]);
    expect(user.enabled_patients).toEqual([patient.id]);

    const again = await createPatient(token, { ...demoPerson, first_name: 'Anna' }, clientIp);
    expect(again.status).toBe(409);
    expectNoStore(again);
    expect((await body(again)).error.message).toBe('User already has a patient');
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM patients WHERE user_id = ?1')
      .bind(userId)
      .first<Json>();
    expect(count!.n).toBe(1);
  });

  it('refuses an invalid person with 422 validation_failed and the fields', async () => {
    const { email, ip: clientIp } = fresh('badperson');
    const { token } = await loggedIn(email, clientIp);
    const res = await createPatient(token, { ...demoPerson, taj: '123456789', email: 'nem-email' }, clientIp);
    expect(res.status).toBe(422);
    expectNoStore(res);
    const error = (await body(res)).error;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['taj', 'email']));
    // Nothing was stored, so a valid one can still be created.
    expect((await createPatient(token, demoPerson, clientIp)).status).toBe(201);
  });

  it('refuses without a login', async () => {
    const { ip: clientIp } = fresh('anonpatient');
    const res = await postJson('/api/whitetech/patient', { person: demoPerson }, ip(clientIp));
    expect(res.status).toBe(400);
    expect((await body(res)).error.message).toBe('Missing token parameter');
    const bogus = await createPatient('ez-nem-egy-munkamenet', demoPerson, clientIp);
    expect(bogus.status).toBe(401);
  });

  it('GET and PUT the own patient only; a read is logged', async () => {
    const a = fresh('pata');
    const b = fresh('patb');
    const alice = await loggedIn(a.email, a.ip);
    const bob = await loggedIn(b.email, b.ip);
    const alicePatient = (await body(await createPatient(alice.token, demoPerson, a.ip))).data;
    const bobPatient = (await body(await createPatient(bob.token, { ...demoPerson, first_name: 'Béla' }, b.ip))).data;

    const own = await getJson(`/api/whitetech/patient/${alicePatient.id}?token=${alice.token}`);
    expect(own.status).toBe(200);
    expectNoStore(own);
    expect((await body(own)).data).toMatchObject({ id: alicePatient.id, person: { first_name: 'Éva' } });
    const reads = await env.DB.prepare('SELECT actor, subject FROM patient_data_reads WHERE subject = ?1')
      .bind(`patient:${alicePatient.id}`)
      .all<Json>();
    expect(reads.results).toContainEqual({ actor: `user:${alice.id}`, subject: `patient:${alicePatient.id}` });

    const byCookie = await getJson(`/api/whitetech/patient/${alicePatient.id}`, {
      cookie: `__Host-session=${alice.token}`,
    });
    expect(byCookie.status).toBe(200);

    const others = await getJson(`/api/whitetech/patient/${bobPatient.id}?token=${alice.token}`);
    expect(others.status).toBe(404);
    expectNoStore(others);
    const nobody = await getJson(`/api/whitetech/patient/99999999?token=${alice.token}`);
    expect(nobody.status).toBe(404);
    // Another user's patient looks exactly like a missing one.
    expect(await others.text()).toBe(await nobody.text());
    const foreignReads = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM patient_data_reads WHERE actor = ?1 AND subject = ?2',
    )
      .bind(`user:${alice.id}`, `patient:${bobPatient.id}`)
      .first<Json>();
    expect(foreignReads!.n).toBe(0);

    const missing = await getJson(`/api/whitetech/patient?token=${alice.token}`);
    expect(missing.status).toBe(400);
    expect((await body(missing)).error.message).toBe('Missing patientId parameter');

    const put = await sendJson(
      'PUT',
      `/api/whitetech/patient/${alicePatient.id}`,
      { token: alice.token, person: { ...demoPerson, city: 'Szeged', zip_code: '6720' } },
      ip(a.ip),
    );
    expect(put.status, await put.clone().text()).toBe(200);
    expectNoStore(put);
    expect((await body(put)).data.person).toMatchObject({ city: 'Szeged', zip_code: '6720' });

    const putOthers = await sendJson(
      'PUT',
      `/api/whitetech/patient/${bobPatient.id}`,
      { token: alice.token, person: { ...demoPerson, city: 'Pécs' } },
      ip(a.ip),
    );
    expect(putOthers.status).toBe(404);
    const bobNow = (await body(await getJson(`/api/whitetech/patient/${bobPatient.id}?token=${bob.token}`))).data;
    expect(bobNow.person.city).toBe('Budapest');

    const putInvalid = await sendJson(
      'PUT',
      `/api/whitetech/patient/${alicePatient.id}`,
      { token: alice.token, person: { ...demoPerson, taj: '123456789' } },
      ip(a.ip),
    );
    expect(putInvalid.status).toBe(422);
    expect((await body(putInvalid)).error.fields).toHaveProperty('taj');

    const putMissing = await sendJson(
      'PUT',
      '/api/whitetech/patient',
      { token: alice.token, person: demoPerson },
      ip(a.ip),
    );
    expect(putMissing.status).toBe(400);
    expect((await body(putMissing)).error.message).toBe('Missing patientId parameter');
  });
});

describe('password hashing', () => {
  it('stays within the Workers PBKDF2 limit of 100,000 iterations', async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_MAX_ITERATIONS).toBeLessThanOrEqual(100_000);
    const { email, ip: clientIp } = fresh('pbkdf2');
    await signup(email, PASSWORD, clientIp);
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?1').bind(email).first<Json>();
    const match = /^pbkdf2-sha256\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(row!.password_hash);
    expect(match, row!.password_hash).not.toBeNull();
    const iterations = Number(match![1]);
    expect(iterations).toBeGreaterThan(0);
    expect(iterations).toBeLessThanOrEqual(100_000);
    // A per-user salt: the same password hashes differently for another account.
    const other = fresh('pbkdf2b');
    await signup(other.email, PASSWORD, other.ip);
    const second = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?1')
      .bind(other.email)
      .first<Json>();
    expect(second!.password_hash).not.toBe(row!.password_hash);
  });
});
