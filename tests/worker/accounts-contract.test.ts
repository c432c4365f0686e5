import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { accountsBackend, AccountsError } from '../../src/backends/accounts';
import { httpAccounts } from '../../src/backends/accounts/http';
import type { Bindings } from '../../src/env';
import errors from '../fixtures/accounts/errors.json';
import link from '../fixtures/accounts/link.json';
import linked from '../fixtures/accounts/linked.json';
import login from '../fixtures/accounts/login.json';
import patient from '../fixtures/accounts/patient.json';
import providers from '../fixtures/accounts/providers.json';
import statuses from '../fixtures/accounts/statuses.json';
import validateSpecFields from '../fixtures/accounts/validate-spec-fields.json';
import validate from '../fixtures/accounts/validate.json';
import { demoPerson } from '../fixtures/booking.mjs';

// The HTTP accounts adapter against an upstream stand-in answering the product's documented shapes
// (DESIGN.md, Ports: contract tests for every remote implementation; tests/fixtures/accounts).

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: any;
  signal: AbortSignal | null | undefined;
  redirect: RequestRedirect | undefined;
}
interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const KEY = 'accounts-api-key';
const TOKEN = login.access_token;
const CREDENTIALS = { email: 'eva.kovacs@example.hu', password: 'Kék-Tulipán-Vár-42', language: 'hu' as const };
const caller = { ip: '203.0.113.9', requestId: 'req-7', defer: (work: Promise<unknown>) => work };

/** The adapter, its recorded requests, and a stand-in giving `answer` (or each of `answers` in turn). */
function upstream(...answers: Answer[]) {
  const calls: Call[] = [];
  const backend = httpAccounts(
    {
      baseUrl: 'https://fiokok.example.hu/',
      apiKey: KEY,
      fetch: async (input, init) => {
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        const method = init?.method ?? 'GET';
        const headers = new Headers(init?.headers);
        calls.push({
          url: new URL(String(input)),
          method,
          headers,
          body,
          signal: init?.signal,
          redirect: init?.redirect,
        });
        const answer = answers[Math.min(calls.length, answers.length) - 1] ?? {};
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
        return new Response(answer.status === 302 ? null : text, {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json', ...answer.headers },
        });
      },
    },
    caller,
    env.DB,
  );
  return { backend, calls };
}

const path = (call: Call) => `${call.method} ${call.url.pathname}${call.url.search}`;

async function refusal(work: Promise<unknown>): Promise<AccountsError> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AccountsError);
  return error as AccountsError;
}

describe('httpAccounts: the requests, in the spec section 7 paths', () => {
  it('logs in with POST /api/auth/login, the key as Bearer, the client address, JSON and a timeout', async () => {
    const { backend, calls } = upstream({ body: login });
    const session = await backend.login({
      email: 'eva.kovacs@example.hu',
      password: 'Kék-Tulipán-Vár-42',
      language: 'hu',
    });
    expect(session).toEqual(login);
    const [call] = calls;
    expect(path(call!)).toBe('POST /api/auth/login');
    expect(call!.url.origin).toBe('https://fiokok.example.hu');
    expect(call!.body).toEqual({ email: 'eva.kovacs@example.hu', password: 'Kék-Tulipán-Vár-42', language: 'hu' });
    expect(call!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(call!.headers.get('accept')).toBe('application/json');
    expect(call!.headers.get('content-type')).toBe('application/json');
    expect(call!.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(call!.headers.get('x-request-id')).toBe('req-7');
    expect(call!.signal).toBeInstanceOf(AbortSignal);
  });

  it('validates with PUT /api/whitetech/user/validate { token }; the spec fields alone are enough', async () => {
    const { backend, calls } = upstream({ body: validate }, { body: validateSpecFields });
    expect(await backend.validate(TOKEN)).toEqual(validate.data);
    expect(path(calls[0]!)).toBe('PUT /api/whitetech/user/validate');
    expect(calls[0]!.body).toEqual({ token: TOKEN });
    // Only id, username, email, meta.verified and the patient lists are the spec's; the rest defaults.
    expect(await backend.validate(TOKEN)).toEqual({
      ...validateSpecFields.data,
      verified: false,
      language: 'hu',
      foreignLanguage: false,
      hasPassword: true,
    });
  });

  it('reads, changes and deletes the user at /api/whitetech/user/{userId}', async () => {
    const { backend, calls } = upstream({ body: validate }, { body: validate }, { body: statuses.deleted });
    await backend.getUser(TOKEN, 42);
    await backend.updateUser(TOKEN, 42, { username: 'Éva', language: 'en' });
    await backend.deleteUser(TOKEN, 42, 'Kék-Tulipán-Vár-42');
    expect(calls.map(path)).toEqual([
      `GET /api/whitetech/user/42?token=${TOKEN}`,
      'PUT /api/whitetech/user/42',
      'DELETE /api/whitetech/user/42',
    ]);
    expect(calls[1]!.body).toEqual({ username: 'Éva', language: 'en', token: TOKEN });
    expect(calls[2]!.body).toEqual({ token: TOKEN, password: 'Kék-Tulipán-Vár-42' });
  });

  it('creates, reads and changes the patient at /api/whitetech/patient[/{patientId}]', async () => {
    const { backend, calls } = upstream({ status: 201, body: patient }, { body: patient }, { body: patient });
    expect(await backend.createPatient(TOKEN, demoPerson)).toEqual(patient.data);
    expect(await backend.getPatient(TOKEN, 7)).toEqual(patient.data);
    await backend.updatePatient(TOKEN, 7, { ...demoPerson, city: 'Szeged' });
    expect(calls.map(path)).toEqual([
      'POST /api/whitetech/patient',
      `GET /api/whitetech/patient/7?token=${TOKEN}`,
      'PUT /api/whitetech/patient/7',
    ]);
    expect(calls[0]!.body).toEqual({ token: TOKEN, person: demoPerson });
    expect(calls[2]!.body.person.city).toBe('Szeged');
  });

  it('saves a family member with family: true and removes one with DELETE (decision 0048)', async () => {
    const member = { data: { ...patient.data, main: false } };
    const { backend, calls } = upstream({ status: 201, body: member }, { body: statuses.deleted });
    expect(await backend.createPatient(TOKEN, demoPerson, { family: true })).toEqual(member.data);
    await backend.deletePatient(TOKEN, 8);
    expect(calls.map(path)).toEqual(['POST /api/whitetech/patient', 'DELETE /api/whitetech/patient/8']);
    expect(calls[0]!.body).toEqual({ token: TOKEN, person: demoPerson, family: true });
    expect(calls[1]!.body).toEqual({ token: TOKEN });
    const full = { status: 409, body: { error: { code: 'too_many_patients', message: 'At most 10' } } };
    expect((await refusal(upstream(full).backend.createPatient(TOKEN, demoPerson, { family: true }))).code).toBe(
      'too_many_patients',
    );
  });

  it('links with POST /api/auth/link and lists with GET /api/auth/linked?userId=', async () => {
    const { backend, calls } = upstream({ body: link }, { body: linked }, { body: providers });
    expect(await backend.link(TOKEN, { primaryUserId: 42, secondaryToken: 'other' })).toEqual(link.data);
    expect(await backend.linked(TOKEN, 42)).toEqual(linked.data);
    expect(await backend.providers()).toEqual(providers.data);
    expect(calls.map(path)).toEqual([
      'POST /api/auth/link',
      `GET /api/auth/linked?userId=42&token=${TOKEN}`,
      'GET /api/auth/providers',
    ]);
    expect(calls[0]!.body).toEqual({ primaryUserId: 42, secondaryToken: 'other', token: TOKEN });
  });

  it('signs up, confirms, resets and logs out with the product’s calls', async () => {
    const { backend, calls } = upstream(
      { status: 202, body: statuses.signup },
      { body: statuses.verify },
      { status: 202, body: statuses.resetRequest },
      { body: statuses.resetConfirm },
      { body: statuses.logout },
    );
    await backend.signup({ email: 'a@example.hu', password: 'x', language: 'en' });
    await backend.verify('mail-token');
    await backend.requestReset({ email: 'a@example.hu', language: 'hu' });
    await backend.resetPassword({ token: 'reset-token', password: 'y' });
    await backend.logout(TOKEN);
    expect(calls.map(path)).toEqual([
      'POST /api/auth/signup',
      'POST /api/auth/verify',
      'POST /api/auth/reset_password',
      'POST /api/auth/reset_password',
      'POST /api/auth/logout',
    ]);
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'a@example.hu', password: 'x', language: 'en' },
      { token: 'mail-token' },
      { email: 'a@example.hu', language: 'hu' },
      { token: 'reset-token', password: 'y' },
      { token: TOKEN },
    ]);
  });

  it('asks GET /api/auth/authorize?provider=&redirectUri= and follows no redirect itself', async () => {
    const back = 'https://www.pannonlabor.hu/api/auth/callback/google?state=s1';
    const to = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x';
    const { backend, calls } = upstream(
      { status: 302, headers: { location: to } },
      { body: { data: { url: to } } },
      { status: 302, headers: { location: 'javascript:alert(1)' } },
    );
    if (backend.oauth.kind !== 'upstream') throw new Error('expected the upstream flow');
    expect(await backend.oauth.authorize('google', back)).toBe(to);
    expect(path(calls[0]!)).toBe(`GET /api/auth/authorize?provider=google&redirectUri=${encodeURIComponent(back)}`);
    expect(calls[0]!.redirect).toBe('manual');
    expect(await backend.oauth.authorize('google', back)).toBe(to);
    expect((await refusal(backend.oauth.authorize('google', back))).code).toBe('upstream_failed');
  });
});

describe('httpAccounts: the answers', () => {
  it.each([
    ['login without access_token', () => upstream({ body: { token: 'x' } }).backend.login(CREDENTIALS)],
    [
      'login with an access_token that is not a string',
      () => upstream({ body: { access_token: 7 } }).backend.login(CREDENTIALS),
    ],
    [
      'validate without meta.verified',
      () => upstream({ body: { data: { ...validate.data, meta: {} } } }).backend.validate(TOKEN),
    ],
    ['validate outside its data envelope', () => upstream({ body: validate.data }).backend.validate(TOKEN)],
    [
      'validate with patient ids as strings',
      () => upstream({ body: { data: { ...validate.data, main_patients: ['7'] } } }).backend.validate(TOKEN),
    ],
    [
      'a patient whose person is missing',
      () => upstream({ body: { data: { ...patient.data, person: undefined } } }).backend.getPatient(TOKEN, 7),
    ],
    [
      'a patient whose person has a number for a name',
      () =>
        upstream({
          body: { data: { ...patient.data, person: { ...patient.data.person, first_name: 5 } } },
        }).backend.getPatient(TOKEN, 7),
    ],
    ['linked that is not a list', () => upstream({ body: { data: linked.data[0] } }).backend.linked(TOKEN, 42)],
    [
      'sign-up naming another outcome',
      () => upstream({ body: { data: { status: 'ok' } } }).backend.signup(CREDENTIALS),
    ],
    ['an HTML page with 200', () => upstream({ body: '<!doctype html><p>Maintenance</p>' }).backend.validate(TOKEN)],
  ])('refuses %s as upstream_failed, naming the call', async (_name, work) => {
    const error = await refusal(work());
    expect(error.code).toBe('upstream_failed');
    expect(error.message).toMatch(/^Accounts upstream call [a-z_ ]+ failed: /);
  });

  it.each([
    ['invalidCredentials', 'login', 'invalid_credentials'],
    ['emailNotVerified', 'login', 'email_not_verified'],
    ['wrongPassword', 'updateUser', 'wrong_password'],
    ['sessionEnded', 'validate', 'invalid_token'],
    ['linkUsed', 'verify', 'invalid_link'],
    ['forbidden', 'getUser', 'forbidden'],
    ['noPatient', 'getPatient', 'not_found'],
    ['patientExists', 'createPatient', 'patient_exists'],
    ['weakPassword', 'signup', 'weak_password'],
    ['sameUser', 'link', 'same_user'],
    ['secondaryHasPassword', 'link', 'secondary_has_password'],
    ['xsrfRefused', 'signup', 'upstream_failed'],
    ['serverError', 'validate', 'upstream_failed'],
  ] as const)('maps the upstream’s %s (on %s) to %s, keeping its message', async (name, method, code) => {
    const answer = errors[name];
    const { backend } = upstream(answer);
    const calls: Record<typeof method, () => Promise<unknown>> = {
      login: () => backend.login(CREDENTIALS),
      updateUser: () => backend.updateUser(TOKEN, 42, { new_password: 'x' }),
      validate: () => backend.validate(TOKEN),
      verify: () => backend.verify('t'),
      getUser: () => backend.getUser(TOKEN, 43),
      getPatient: () => backend.getPatient(TOKEN, 8),
      createPatient: () => backend.createPatient(TOKEN, demoPerson),
      signup: () => backend.signup(CREDENTIALS),
      link: () => backend.link(TOKEN, { primaryUserId: 42, secondaryToken: 'other' }),
    };
    const error = await refusal(calls[method]());
    expect(error.code).toBe(code);
    if (code !== 'upstream_failed') expect(error.message).toBe(answer.body.error.message);
  });

  it('keeps the fields of a 422 validation_failed and the Retry-After of a 429', async () => {
    const invalid = await refusal(upstream(errors.validationFailed).backend.createPatient(TOKEN, demoPerson));
    expect(invalid.code).toBe('validation_failed');
    expect(invalid.extra.fields).toEqual(errors.validationFailed.body.error.fields);
    const noFields = { status: 422, body: { error: { code: 'validation_failed', message: 'x' } } };
    expect((await refusal(upstream(noFields).backend.createPatient(TOKEN, demoPerson))).code).toBe('upstream_failed');
    const tooMany = await refusal(upstream(errors.tooMany).backend.login(CREDENTIALS));
    expect(tooMany.code).toBe('too_many_attempts');
    expect(tooMany.extra.retryAfter).toBe(540);
  });

  it('answers an unknown provider as such, and offers no provider while the upstream fails', async () => {
    const { backend } = upstream(errors.unknownProvider, errors.serverError);
    if (backend.oauth.kind !== 'upstream') throw new Error('expected the upstream flow');
    expect((await refusal(backend.oauth.authorize('myspace', 'https://x.example/'))).code).toBe('unknown_provider');
    expect(await backend.providers()).toEqual([]);
  });

  it('gives up after the timeout with upstream_failed naming the call', async () => {
    const backend = httpAccounts(
      {
        baseUrl: 'https://fiokok.example.hu',
        apiKey: KEY,
        timeoutMs: 20,
        fetch: (_input, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
      },
      caller,
      env.DB,
    );
    const error = await refusal(backend.validate(TOKEN));
    expect(error.code).toBe('upstream_failed');
    expect(error.message).toMatch(/^Accounts upstream call user validate failed: .*(timeout|abort)/i);
  });
});

describe('accountsBackend: the choice by ACCOUNTS_BACKEND', () => {
  const bindings = (vars: Partial<Bindings>) => ({ ...(env as unknown as Bindings), ...vars });

  it('is the embedded one by default and by name, the upstream one with its URL and key', () => {
    expect(accountsBackend(bindings({ ACCOUNTS_BACKEND: undefined }), caller).oauth.kind).toBe('embedded');
    expect(accountsBackend(bindings({ ACCOUNTS_BACKEND: 'embedded' }), caller).oauth.kind).toBe('embedded');
    const http = { ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_URL: 'https://fiokok.example.hu', ACCOUNTS_API_KEY: KEY };
    expect(accountsBackend(bindings(http), caller).oauth.kind).toBe('upstream');
  });

  it('keeps an upstream user’s bookings in account_bookings, apart from the embedded users’ list', async () => {
    const http = { ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_URL: 'https://fiokok.example.hu', ACCOUNTS_API_KEY: KEY };
    const backend = accountsBackend(bindings(http), caller);
    const userId = 900_000 + Math.floor(Math.random() * 99_999);
    await backend.claimBooking(userId, `hash-a-${userId}`);
    await backend.claimBooking(userId, `hash-a-${userId}`);
    expect(await backend.bookingHashes(userId)).toEqual([`hash-a-${userId}`]);
    // No embedded user has this id; the embedded list knows nothing of it.
    expect(await accountsBackend(bindings({}), caller).bookingHashes(userId)).toEqual([]);
  });

  it.each([
    [{ ACCOUNTS_BACKEND: 'ldap' }, /Unknown ACCOUNTS_BACKEND "ldap"/],
    [{ ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_KEY: KEY }, /ACCOUNTS_API_URL is not set/],
    [
      { ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_URL: 'fiokok.example.hu', ACCOUNTS_API_KEY: KEY },
      /ACCOUNTS_API_URL must be/,
    ],
    [{ ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_URL: 'https://fiokok.example.hu' }, /ACCOUNTS_API_KEY is not set/],
  ])('refuses %o with an error naming the setting', (vars, message) => {
    expect(() => accountsBackend(bindings(vars), caller)).toThrow(message);
  });
});
