import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAvailability } from '../../src/backends/lab/availability';
import { embeddedAppointments } from '../../src/backends/lab/embeddedAppointments';
import { httpAppointments } from '../../src/backends/lab/httpAppointments';
import type { AppEnv } from '../../src/env';
import { appointmentsApi, createAppointmentsApi } from '../../src/routes/api/appointments';
import { LINK_LIMITS } from '../../src/services/linkLimits';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { dayClearOfCutoff, ORIGIN } from './helpers';
import { anonymousBooker } from './booker';
import { addAllWeekLocation } from './testLocation';

// Issue 12, point 2: malformed input is a 400 or a 422 naming the field, never a 5xx; only the
// laboratory system's own failure is a 502. Own sampling point 9601, open every day from 06:00.
const LOCATION = 9601;

const app = new Hono<AppEnv>().route('/api', appointmentsApi);
const APPOINTMENTS = '/whitetech/appointments';

async function call(method: string, path: string, body?: unknown, api = app, ip = 'local') {
  const booker = path.endsWith('patient_appointment_post') ? await anonymousBooker() : { 'cf-connecting-ip': ip };
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...booker } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await api.request(`${ORIGIN}/api${path}`, init, env);
  return { status: res.status, body: (await res.json()) as any };
}
const book = (body: unknown, api = app) => call('POST', `${APPOINTMENTS}/patient_appointment_post`, body, api);
const put = (hash: string, body: unknown, api = app) =>
  call('PUT', `${APPOINTMENTS}/patient_appointment_put/${hash}`, body, api);

// A patient and an invoice that pass every rule; each case changes one field.
/** The demo patient's details, each time another patient's contact and TAJ (decision 0050's limits). */
const person = (fields: Record<string, unknown> = {}) => ({ ...freshPatient(), ...fields });
const invoice = (fields: Record<string, unknown> = {}) => ({ ...demoInvoice, ...fields });
const request = (fields: Record<string, unknown>) => ({
  idempotency_key: crypto.randomUUID(),
  language: 'hu',
  location_id: LOCATION,
  package_ids: [1],
  payment_type: 'ONSITE',
  person: person(),
  invoice: invoice(),
  ...fields,
});

let date: string;
let minutes: number[];

beforeAll(async () => {
  await addAllWeekLocation({ id: LOCATION, slug: 't-bemenet', name: 'Teszt bemenet', capacity: 5 });
  const engine = embeddedAvailability(env.DB);
  date = dayClearOfCutoff(await engine.availableDates({ location_id: LOCATION, package_ids: [1] }));
  minutes = (await engine.availableTimes({ location_id: LOCATION, package_ids: [1], date })).map((t) => t.minute);
});

describe('malformed dates and times', () => {
  it('answers 400 invalid_body naming the date for dates that are not calendar days', async () => {
    for (const bad of ['2026-13-01', '2026-1-1', '', 'tomorrow', '2026-12-09T00:00', '2026-02-30']) {
      const res = await book(request({ date: bad, time: minutes[0] }));
      expect([res.status, res.body.error.code], bad).toEqual([400, 'invalid_body']);
      expect(res.body.error.message, bad).toMatch(/^date: /);
    }
  });

  it('answers 400 to a change with a bad date or time, not a 502', async () => {
    const booked = (await book(request({ date, time: minutes[1] }))).body.data;
    for (const body of [
      { date: 'abc', time: 400 },
      { date, time: 5000 },
      { date: '2026-13-01', time: 400 },
    ]) {
      const res = await put(booked.hash, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, 'invalid_body']);
    }
  });
});

describe('enumerated and free-text fields', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['gender 99', { gender: 99 }, {}, 'gender'],
    ['gender -1', { gender: -1 }, {}, 'gender'],
    ['id_card_type -7', { id_card_type: -7 }, {}, 'id_card_type'],
    ['language klingon', { language: 'klingon' }, {}, 'language'],
    ['state ZZZ', { state: 'ZZZ' }, {}, 'state'],
    ['a postal code no Hungarian settlement has', { zip_code: '9999' }, {}, 'zip_code'],
    ['an invoice postal code no Hungarian settlement has', {}, { invoice_zipcode: '9999' }, 'invoice_zipcode'],
    ['NUL in a name', { last_name: 'Kov\u0000ács' }, {}, 'last_name'],
    ['a zero-width space in a name', { first_name: 'An\u200bna' }, {}, 'first_name'],
    ['a zero-width joiner in an address', { address: 'Váci út\u200d 10.' }, {}, 'address'],
    ['NUL in a city', { city: 'Budapest\u0000' }, {}, 'city'],
    ['a bidi override in the invoice address', {}, { invoice_address: 'Váci \u202eút 10.' }, 'invoice_address'],
  ];
  for (const [name, personFields, invoiceFields, field] of cases) {
    it(`refuses ${name} with 422 naming ${field}`, async () => {
      const res = await book(
        request({ date, time: minutes[2], person: person(personFields), invoice: invoice(invoiceFields) }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    });
  }

  it('translates the messages by the booking language', async () => {
    const hu = await book(request({ date, time: minutes[2], person: person({ state: 'ZZZ', gender: 9 }) }));
    expect(hu.body.error.fields).toEqual({ state: 'Érvénytelen ország', gender: 'Érvénytelen választás' });
    const en = await book(
      request({ language: 'en', date, time: minutes[2], person: person({ zip_code: '9999', first_name: 'A\u200bn' }) }),
    );
    expect(en.body.error.fields).toEqual({
      zip_code: 'No Hungarian settlement has this postal code',
      first_name: 'Contains control or invisible characters',
    });
  });

  it('accepts the valid choices, a foreign address and line breaks in the invoice notes', async () => {
    const res = await book(
      request({
        date,
        time: minutes[3],
        person: person({ gender: 1, id_card_type: 2, language: 'en', state: 'AUT', zip_code: 'A-1010', taj: '' }),
        invoice: invoice({ invoice_notes: 'Első sor\nmásodik sor' }),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Any 1xxx code is Budapest's (PO boxes included) and a listed village code passes.
    const village = await book(request({ date, time: minutes[3], person: person({ zip_code: '8127' }) }));
    expect(village.status, JSON.stringify(village.body)).toBe(201);
  });

  it('checks a changed person the same way', async () => {
    const booked = (await book(request({ date, time: minutes[4] }))).body.data;
    const res = await put(booked.hash, { person: person({ state: 'ZZZ' }) });
    expect([res.status, Object.keys(res.body.error.fields)]).toEqual([422, ['state']]);
  });
});

describe('whose fault a failure is', () => {
  it('answers 502 only when the laboratory system fails, and 500 internal_error for a local fault', async () => {
    const down = new Hono<AppEnv>().route(
      '/api',
      createAppointmentsApi(() =>
        httpAppointments({ baseUrl: ORIGIN, fetch: () => Promise.reject(new Error('connection refused')) }),
      ),
    );
    const unreachable = await book(request({ date, time: minutes[5] }), down);
    expect([unreachable.status, unreachable.body.error.code]).toEqual([502, 'lab_backend_failed']);

    const broken = new Hono<AppEnv>().route(
      '/api',
      createAppointmentsApi(() => ({
        ...embeddedAppointments(env.DB),
        create: () => Promise.reject(new TypeError('x is undefined')),
      })),
    );
    const local = await book(request({ date, time: minutes[5] }), broken);
    expect([local.status, local.body.error.code]).toEqual([500, 'internal_error']);
  });
});

describe('hash link limits', () => {
  const get = (hash: string, ip: string) =>
    call('GET', `${APPOINTMENTS}/patient_appointment_get/${hash}`, undefined, app, ip);

  it('refuses every hash call from an address past its misses, hits included, with Retry-After', async () => {
    const booked = (await book(request({ date, time: minutes[6] }))).body.data;
    const guesser = '2001:db8:12::1';
    for (let i = 0; i < LINK_LIMITS.guessesPerIp.max; i++) {
      const hash = i % 2 ? `guess${String(i).padStart(17, '0')}` : 'short';
      expect((await get(hash, guesser)).status, hash).toBe(404);
    }
    const res = await app.request(
      `${ORIGIN}/api${APPOINTMENTS}/patient_appointment_get/${booked.hash}`,
      { headers: { 'cf-connecting-ip': guesser } },
      env,
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as any).error.code).toBe('too_many_attempts');
    // Another address, and the patient's own hits, are not limited.
    for (let i = 0; i < LINK_LIMITS.guessesPerIp.max + 5; i++) {
      expect((await get(booked.hash, '2001:db8:12::2')).status).toBe(200);
    }
  });

  it('limits the changes one booking takes, no-op changes included', async () => {
    const booked = (await book(request({ date, time: minutes[7] }))).body.data;
    for (let i = 0; i < LINK_LIMITS.changesPerHash.max; i++) {
      const res = await call(
        'PUT',
        `${APPOINTMENTS}/patient_appointment_put/${booked.hash}`,
        {},
        app,
        `2001:db8:13::${i}`,
      );
      expect([res.status, res.body.unchanged]).toEqual([200, true]);
    }
    const refused = await put(booked.hash, {});
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too_many_attempts']);
    // Reading the booking is not a change.
    expect((await get(booked.hash, '2001:db8:13::ff')).status).toBe(200);
  });
});

describe('no-op changes', () => {
  it('answers {} and an unchanged person 200 unchanged, but a cancelled booking still 422 not_bookable', async () => {
    const booked = (await book(request({ date, time: minutes[8] }))).body.data;
    for (const body of [
      {},
      { person: booked.person },
      { date: booked.date, time: booked.minute, location_id: LOCATION },
    ]) {
      const res = await put(booked.hash, body);
      expect([res.status, res.body.unchanged, res.body.data?.hash], JSON.stringify(body)).toEqual([
        200,
        true,
        booked.hash,
      ]);
    }
    const array = await put(booked.hash, []);
    expect([array.status, array.body.error.code]).toEqual([400, 'invalid_body']);
    expect((await call('DELETE', `${APPOINTMENTS}/patient_appointment_delete/${booked.hash}`)).status).toBe(200);
    const late = await put(booked.hash, {});
    expect([late.status, late.body.error?.code]).toEqual([422, 'not_bookable']);
  });
});
