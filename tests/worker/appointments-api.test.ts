import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAppointments } from '../../src/backends/lab/embeddedAppointments';
import { embeddedAvailability } from '../../src/backends/lab/availability';
import { httpAppointments } from '../../src/backends/lab/httpAppointments';
import { isValidTaj } from '../../src/domain/checkDigits';
import type { AppEnv } from '../../src/env';
import { appointmentsApi, createAppointmentsApi } from '../../src/routes/api/appointments';
import { dayClearOfCutoff, ORIGIN } from './helpers';
import { anonymousBooker, asLabSystem } from './booker';
import { freshPatient } from '../fixtures/booking.mjs';

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

// Our own sampling points (ids 95xx) with the seeded packages 1 (Alap laborcsomag), 6 (Pajzsmirigy),
// 22 (2-point glucose load, 120 min) and retired 39; open every day, no lead time, so times are near.
const BOOKING = 9501;
const CROWDED = 9502;
/** Samples what BOOKING does, for a higher sampling fee: where bookings move to. */
const ELSEWHERE = 9503;
const SETUP = [
  `INSERT OR IGNORE INTO lab_locations (id, url_slug, name, address, zip_code, city, county, gps_latitude,
     gps_longitude) VALUES (9501, 't-foglalas', 'Teszt foglalás', 'Váci út 1.', '1134', 'Budapest', 'Budapest',
     47.5, 19.06), (9502, 't-zsufolt', 'Teszt zsúfolt', 'Váci út 2.', '1134', 'Budapest', 'Budapest', 47.5, 19.06),
     (9503, 't-masik', 'Teszt másik', 'Váci út 3.', '1134', 'Budapest', 'Budapest', 47.5, 19.06)`,
  `INSERT OR IGNORE INTO lab_location_tags VALUES (9501, 'showonweb'), (9502, 'showonweb'), (9503, 'showonweb')`,
  ...[1, 2, 3, 4, 5, 6, 7].map(
    (day) => `INSERT OR IGNORE INTO lab_working_plans VALUES (9501, ${day}, '06:00:00', '20:00:00'),
       (9502, ${day}, '06:00:00', '20:00:00'), (9503, ${day}, '06:00:00', '20:00:00')`,
  ),
  `INSERT OR IGNORE INTO lab_sampling_fees VALUES (9501, 'base', 2000), (9501, 'samplingfee_ex_2', 5000),
     (9502, 'base', 2000), (9503, 'base', 3500)`,
  `INSERT OR IGNORE INTO lab_location_packages VALUES (9501, 1), (9501, 6), (9501, 22), (9501, 39), (9502, 1),
     (9503, 1), (9503, 6)`,
  `INSERT INTO lab_location_schedules (location_id, slot_minutes, capacity_per_slot, lead_time_minutes, horizon_days)
     VALUES (9501, 10, 2, 0, 30), (9502, 10, 2, 0, 30), (9503, 10, 2, 0, 30)
     ON CONFLICT (location_id) DO UPDATE SET capacity_per_slot = 2`,
  `INSERT OR IGNORE INTO coupons (code, kind, value, usage_limit) VALUES ('EGYSZER', 'fixed', 1000, 1)`,
];

const app = new Hono<AppEnv>().route('/api', appointmentsApi);
type Answer = { status: number; headers: Headers; body: any };

async function call(method: string, path: string, body?: unknown, api = app): Promise<Answer> {
  const booker = path.endsWith('patient_appointment_post') ? await anonymousBooker() : {};
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...booker } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await api.request(`${ORIGIN}/api${path}`, init, env);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const APPOINTMENTS = '/whitetech/appointments';
const book = (body: unknown, api = app) => call('POST', `${APPOINTMENTS}/patient_appointment_post`, body, api);

const TAJ = '123456788';
/** Anna, each time another patient as the limits count them (her own e-mail, phone and TAJ). */
const person = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Anna',
  last_name: 'Kovács',
  gender: 2,
  ...pick(freshPatient(), ['email', 'phone_number', 'taj']),
  zip_code: '1134',
  city: 'Budapest',
  address: 'Váci út 10.',
  birth: '1985-04-12',
  elfogadom: true,
  adatvedelmiElfogadom: true,
  ...fields,
});
const invoice = {
  invoice_name: 'Kovács Anna',
  invoice_zipcode: '1134',
  invoice_city: 'Budapest',
  invoice_address: 'Váci út 10.',
};

const request = (fields: Record<string, unknown>) => ({
  idempotency_key: crypto.randomUUID(),
  language: 'hu',
  location_id: BOOKING,
  package_ids: [1],
  test_ids: [],
  payment_type: 'ONSITE',
  person: person(),
  invoice,
  ...fields,
});

/**
 * Bookable starts at a location, from the availability engine: those of the second available day, a
 * whole day whatever the hour the tests run at (the first may be today, half gone).
 */
/** Free times on an open day clear of the change cut-off. */
async function nextTimes(location: number, package_ids = [1]) {
  const engine = embeddedAvailability(env.DB);
  const date = dayClearOfCutoff(await engine.availableDates({ location_id: location, package_ids }));
  return { date, times: await engine.availableTimes({ location_id: location, package_ids, date }) };
}

/** How many live bookings occupy one slot. */
async function occupied(location: number, date: string, minute: number) {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM appointment_slots s JOIN appointments a ON a.id = s.appointment_id
     WHERE s.location_id = ?1 AND s.date = ?2 AND s.slot_minute = ?3 AND a.status IN ('held', 'confirmed')`,
  )
    .bind(location, date, minute)
    .first<{ n: number }>();
  return row!.n;
}

const price = async (table: string, id: number) =>
  (await env.DB.prepare(`SELECT b2c_price FROM ${table} WHERE id = ?1`).bind(id).first<{ b2c_price: number }>())!
    .b2c_price;

let date: string;
let minutes: number[];

beforeAll(async () => {
  await env.DB.batch(SETUP.map((sql) => env.DB.prepare(sql)));
  const next = await nextTimes(BOOKING);
  date = next.date;
  minutes = next.times.map((time) => time.minute);
  expect(minutes.length).toBeGreaterThan(20);
  expect(isValidTaj(TAJ)).toBe(true);
});

describe('POST /api/whitetech/appointments/patient_appointment_post', () => {
  it('holds an anonymous on-site booking for its mail to confirm, priced on the server whatever the client sends', async () => {
    const before = Date.now();
    const res = await book({ ...request({ date, time: minutes[0] }), total: 1, sumprice: 1, discount: 99999 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const booked = res.body.data;
    const alap = await price('lab_packages', 1);
    // Decision 0050: held for an hour, until the patient confirms it from the mail.
    const expires = Date.parse(booked.hold_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(booked).toMatchObject({
      status: 'held',
      location_id: BOOKING,
      date,
      minute: minutes[0],
      payment_type: 'ONSITE',
      items_total: alap,
      sampling_fee: 2000,
      discount: 0,
      total: alap + 2000,
    });
    expect(booked.examinations).toEqual([{ id: 1, name: 'Alap laborcsomag', price: alap }]);
    expect(await occupied(BOOKING, date, minutes[0])).toBe(1);
  });

  it('holds an online-payment booking for about 15 minutes', async () => {
    const before = Date.now();
    const res = await book(request({ date, time: minutes[1], payment_type: 'ONLINE' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.status).toBe('held');
    const expires = Date.parse(res.body.data.hold_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('gives every booking a fresh hash of at least 128 bits in base64url', async () => {
    const [a, b] = await Promise.all([
      book(request({ date, time: minutes[2] })),
      book(request({ date, time: minutes[2] })),
    ]);
    for (const res of [a, b]) expect(res.body.data.hash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(a.body.data.hash).not.toBe(b.body.data.hash);
  });

  it('answers a repeated idempotency key with the same request by the first booking, also when both race', async () => {
    const body = request({ date, time: minutes[3], payment_type: 'ONLINE' });
    const first = await book(body);
    // The same request: keys in another order, defaults left out or spelled out, is the same request.
    const { invoice: given, test_ids: _defaultIds, ...rest } = body;
    const reordered = Object.fromEntries(Object.entries({ ...rest, invoice: { ...given, invoice_type: 1 } }).reverse());
    const again = await book(reordered);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data).toEqual(first.body.data);

    const racing = request({ date, time: minutes[4] });
    const answers = await Promise.all([book(racing), book(racing), book(racing)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.data.hash)).size).toBe(1);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM appointments WHERE idempotency_key = ?1')
      .bind(racing.idempotency_key)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it('refuses a repeated idempotency key with another request by 409, telling nothing of the first booking', async () => {
    const body = request({ date, time: minutes[22], payment_type: 'ONLINE' });
    const first = (await book(body)).body.data;
    for (const other of [
      { ...body, time: minutes[23] },
      { ...body, person: person({ email: 'masvalaki@example.hu' }) },
      { ...body, payment_type: 'ONSITE' },
      { ...body, coupon_code: 'TAVASZ10' },
    ]) {
      const res = await book(other);
      expect(res.status).toBe(409);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual({
        error: { code: 'idempotency_key_reused', message: 'This idempotency key was used for another booking request' },
      });
    }
    const text = JSON.stringify((await book({ ...body, time: minutes[23] })).body);
    for (const secret of [first.hash, String(first.id), first.person.email]) expect(text).not.toContain(secret);
    // Nothing changed: the first booking still holds its own slot only, and the same request still gets it.
    expect([await occupied(BOOKING, date, minutes[22]), await occupied(BOOKING, date, minutes[23])]).toEqual([1, 0]);
    expect((await book(body)).body.data).toEqual(first);

    // Two different requests racing with one key: one booking, and the other is refused.
    const key = crypto.randomUUID();
    const raced = await Promise.all([
      book(request({ idempotency_key: key, date, time: minutes[24] })),
      book(request({ idempotency_key: key, date, time: minutes[25] })),
    ]);
    expect(raced.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(raced.find((res) => res.status === 409)!.body.error.code).toBe('idempotency_key_reused');
  });

  it('answers a key stored before requests were fingerprinted with its booking, as before', async () => {
    const body = request({ date, time: minutes[26] });
    const first = (await book(body)).body.data;
    await env.DB.prepare('UPDATE appointments SET request_fingerprint = NULL WHERE id = ?1').bind(first.id).run();
    const again = await book({ ...body, time: minutes[27] });
    expect([again.status, again.body.data]).toEqual([200, first]);
  });

  it('refuses idempotency keys too short to carry 128 random bits', async () => {
    for (const key of ['abc12345', 'test-key-1', 'a'.repeat(21), `${crypto.randomUUID()}!`, 'x'.repeat(101)]) {
      const res = await book(request({ idempotency_key: key, date, time: minutes[28] }));
      expect([res.status, res.body.error.code], key).toEqual([400, 'invalid_body']);
      expect(res.body.error.message).toContain('idempotency_key');
    }
    const keys = [crypto.randomUUID(), 'f'.repeat(32), 'Q2hvb3NlIGEgcmFuZG9tIGtleQ'];
    for (const [i, key] of keys.entries()) {
      expect((await book(request({ idempotency_key: key, date, time: minutes[31 + i] }))).status, key).toBe(201);
    }
  });

  it('occupies consecutive slots for a glucose load test and charges its sampling fee', async () => {
    const { times } = await nextTimes(BOOKING, [22]);
    const start = times.at(-1)!.minute;
    const res = await book(request({ date, time: start, package_ids: [22, 6] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ duration_minutes: 120, sampling_fee: 5000 });
    for (const minute of [start, start + 60, start + 110]) expect(await occupied(BOOKING, date, minute)).toBe(1);
    expect(await occupied(BOOKING, date, start + 120)).toBe(0);
  });

  it('answers 422 with field errors for a bad TAJ and a bad phone number', async () => {
    const res = await book(
      request({ date, time: minutes[5], person: person({ taj: '123456789', phone_number: '12' }) }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['phone_number', 'taj']);
  });

  it('refuses unknown items, unbookable ones, a malformed body and a time that is not offered', async () => {
    const unknown = await book(request({ date, time: minutes[5], package_ids: [99999] }));
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 'invalid_items']);
    for (const package_ids of [[39], [24]]) {
      const refused = await book(request({ date, time: minutes[5], package_ids }));
      expect([refused.status, refused.body.error.code]).toEqual([422, 'not_bookable']);
    }
    const malformed = await book(request({ date, time: 'reggel' }));
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'invalid_body']);
    const closed = await book(request({ date, time: 21 * 60 }));
    expect([closed.status, closed.body.error.code]).toEqual([409, 'slot_unavailable']);
  });
});

describe('get, put and delete by hash', () => {
  it('answers the booking, 400 without a hash and 404 for an unknown one', async () => {
    const booked = (await book(request({ date, time: minutes[6] }))).body.data;
    const got = await call('GET', `${APPOINTMENTS}/patient_appointment_get/${booked.hash}`);
    expect([got.status, got.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(got.body.data).toEqual(booked);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const name = { GET: 'get', PUT: 'put', DELETE: 'delete' }[method];
      const missing = await call(
        method,
        `${APPOINTMENTS}/patient_appointment_${name}`,
        method === 'PUT' ? {} : undefined,
      );
      expect([missing.status, missing.body.error.message]).toEqual([400, 'Missing hash parameter']);
    }
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const notFound = await call('GET', `${APPOINTMENTS}/patient_appointment_get/${unknown}`);
    expect([notFound.status, notFound.body.error.message]).toEqual([404, 'No data received from appointment get']);
    const notPut = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${unknown}`, { date, time: minutes[7] });
    expect([notPut.status, notPut.body.error.message]).toEqual([404, 'No data received from appointment put']);
  });

  it('moves a booking to another free time and changes the person', async () => {
    const booked = (await book(request({ date, time: minutes[8] }))).body.data;
    const res = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${booked.hash}`, {
      date,
      time: minutes[9],
      person: person({ first_name: 'Borbála' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ hash: booked.hash, minute: minutes[9], total: booked.total });
    expect(res.body.data.person.first_name).toBe('Borbála');
    expect([await occupied(BOOKING, date, minutes[8]), await occupied(BOOKING, date, minutes[9])]).toEqual([0, 1]);
  });

  it('keeps the booking where it was when the target is full, by the pre-check or by the trigger', async () => {
    const [from, full, held] = [minutes[10], minutes[11], minutes[12]];
    const booked = (await book(request({ date, time: from }))).body.data;
    for (let i = 0; i < 2; i++) expect((await book(request({ date, time: full }))).status).toBe(201);
    const precheck = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${booked.hash}`, { date, time: full });
    expect([precheck.status, precheck.body.error.code]).toEqual([409, 'slot_unavailable']);

    // Two holds fill `held`; a clock 20 minutes ahead sees them expired (15 minutes), the database does not.
    // The booking moved waits an hour for its mail's confirmation: still live then.
    for (let i = 0; i < 2; i++)
      expect((await book(request({ date, time: held, payment_type: 'ONLINE' }))).status).toBe(201);
    const later = new Hono<AppEnv>().route(
      '/api',
      createAppointmentsApi((bindings) => embeddedAppointments(bindings.DB, () => new Date(Date.now() + 20 * 60_000))),
    );
    const move = { date, time: held };
    const trigger = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${booked.hash}`, move, later);
    expect([trigger.status, trigger.body.error.code]).toEqual([409, 'slot_full']);

    const after = await call('GET', `${APPOINTMENTS}/patient_appointment_get/${booked.hash}`);
    expect(after.body.data).toEqual(booked);
    expect([await occupied(BOOKING, date, from), await occupied(BOOKING, date, held)]).toEqual([1, 2]);
  });

  it('moves a booking to another location: its slots there, the old ones freed, the fee of the new one', async () => {
    const from = minutes[20];
    const booked = (await book(request({ date, time: from }))).body.data;
    const there = await nextTimes(ELSEWHERE);
    const to = there.times[3]!.minute;
    const put = (body: unknown) => call('PUT', `${APPOINTMENTS}/patient_appointment_put/${booked.hash}`, body);

    const res = await put({ location_id: ELSEWHERE, date: there.date, time: to });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      location_id: ELSEWHERE,
      date: there.date,
      minute: to,
      items_total: booked.items_total,
      sampling_fee: 3500,
      total: booked.total + 1500,
    });
    expect([await occupied(BOOKING, date, from), await occupied(ELSEWHERE, there.date, to)]).toEqual([0, 1]);

    // Moving back is priced by the old location again.
    const back = await put({ location_id: BOOKING, date, time: from });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({ location_id: BOOKING, total: booked.total });
    expect([await occupied(BOOKING, date, from), await occupied(ELSEWHERE, there.date, to)]).toEqual([1, 0]);
  });

  it('refuses a location that cannot sample the booking, a full time there, and a location without a time', async () => {
    const booked = (await book(request({ date, time: minutes[21], package_ids: [6] }))).body.data;
    const put = (body: unknown) => call('PUT', `${APPOINTMENTS}/patient_appointment_put/${booked.hash}`, body);
    const crowded = await nextTimes(CROWDED);
    const cannot = await put({ location_id: CROWDED, date: crowded.date, time: crowded.times[0]!.minute });
    expect([cannot.status, cannot.body.error.code]).toEqual([422, 'not_bookable']);

    const there = await nextTimes(ELSEWHERE, [6]);
    const full = there.times[5]!.minute;
    for (let i = 0; i < 2; i++) {
      expect((await book(request({ location_id: ELSEWHERE, date: there.date, time: full }))).status).toBe(201);
    }
    const taken = await put({ location_id: ELSEWHERE, date: there.date, time: full });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'slot_unavailable']);

    const timeless = await put({ location_id: ELSEWHERE });
    expect([timeless.status, timeless.body.error.code]).toEqual([400, 'invalid_body']);
    expect((await call('GET', `${APPOINTMENTS}/patient_appointment_get/${booked.hash}`)).body.data).toEqual(booked);
    expect(await occupied(BOOKING, date, minutes[21])).toBe(1);
  });

  it('cancels, answering only the status, and frees the slot', async () => {
    const slot = minutes[13];
    const booked = await Promise.all([book(request({ date, time: slot })), book(request({ date, time: slot }))]);
    const offered = async () => (await nextTimes(BOOKING)).times.some((time) => time.minute === slot);
    expect(await offered()).toBe(false);
    const res = await call('DELETE', `${APPOINTMENTS}/patient_appointment_delete/${booked[0].body.data.hash}`);
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(res.body).toEqual({ data: { status: 'cancelled' } });
    expect(await offered()).toBe(true);
    expect((await book(request({ date, time: slot }))).status).toBe(201);
    const moved = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${booked[0].body.data.hash}`, {
      date,
      time: minutes[14],
    });
    expect([moved.status, moved.body.error.code]).toEqual([422, 'not_bookable']);
  });
});

describe('coupons', () => {
  const validate = (code: string, package_ids = [1, 6]) =>
    call('POST', '/coupons/validate', { code, package_ids, test_ids: [], location_id: BOOKING });

  it('discounts a valid coupon, given in any case, and stores it with the booking', async () => {
    const items = (await price('lab_packages', 1)) + (await price('lab_packages', 6));
    const checked = await validate('tavasz10');
    expect([checked.status, checked.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(checked.body.data).toMatchObject({ code: 'TAVASZ10', discount: Math.round(items / 10) });
    expect(checked.body.data.id).toEqual(expect.any(Number));
    const res = await book(request({ date, time: minutes[15], package_ids: [1, 6], coupon_code: 'tavasz10' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      coupon_code: 'TAVASZ10',
      discount: Math.round(items / 10),
      total: items + 2000 - Math.round(items / 10),
    });
  });

  it('applies a package coupon to its packages only', async () => {
    const checked = await validate('PAJZSMIRIGY15');
    expect(checked.body.data.discount).toBe(Math.round((await price('lab_packages', 6)) * 0.15));
    const other = await validate('PAJZSMIRIGY15', [1]);
    expect([other.status, other.body.error.code]).toEqual([422, 'coupon_invalid']);
  });

  it('refuses an expired or unknown coupon with a clear message', async () => {
    const expired = await validate('LEJART');
    expect(expired.status).toBe(422);
    expect(expired.body.error).toEqual({ code: 'coupon_invalid', message: 'This coupon has expired' });
    const unknown = await validate('NINCSILYEN');
    expect(unknown.body.error).toEqual({ code: 'coupon_invalid', message: 'There is no such coupon' });
    const booking = await book(request({ date, time: minutes[15], coupon_code: 'LEJART' }));
    expect([booking.status, booking.body.error.code]).toEqual([422, 'coupon_invalid']);
  });

  it('lets the trigger refuse a coupon beyond its usage limit', async () => {
    expect((await validate('EGYSZER')).status).toBe(200);
    const first = await book(request({ date, time: minutes[16], coupon_code: 'EGYSZER' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await book(request({ date, time: minutes[16], coupon_code: 'EGYSZER' }));
    expect([second.status, second.body.error.code]).toEqual([422, 'coupon_exhausted']);
    expect(await occupied(BOOKING, date, minutes[16])).toBe(1);
    const used = await validate('EGYSZER');
    expect(used.body.error).toEqual({ code: 'coupon_invalid', message: 'This coupon has been used up' });
  });
});

describe('capacity under load', () => {
  it('stores exactly 2 of 50 parallel bookings for one slot of capacity 2', async () => {
    const { date: day, times } = await nextTimes(CROWDED);
    const slot = times[0]!.minute;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(request({ location_id: CROWDED, date: day, time: slot, person: person({ email: `p${i}@example.hu` }) })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    const refused = answers.filter((res) => res.status !== 201);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(refused).toHaveLength(48);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(['slot_full', 'slot_unavailable']).toContain(res.body.error.code);
    }
    expect(await occupied(CROWDED, day, slot)).toBe(2);
    const codes = refused.map((res) => res.body.error.code);
    console.info(
      `50 parallel bookings: 2 stored, ${codes.filter((c) => c === 'slot_full').length} refused by the trigger,` +
        ` ${codes.filter((c) => c === 'slot_unavailable').length} by the pre-check`,
    );
  });
});

describe('the HTTP backend', () => {
  // The laboratory system speaks the product's contract: here it is the product itself.
  const lab = asLabSystem(appointmentsApi);
  const upstream = (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(lab.request(String(input), init, env));
  const viaHttp = new Hono<AppEnv>().route(
    '/api',
    createAppointmentsApi(() => httpAppointments({ baseUrl: ORIGIN, fetch: upstream })),
  );

  it('creates, repeats, reads, moves and cancels through the laboratory system', async () => {
    const body = request({ date, time: minutes[17], payment_type: 'ONLINE' });
    const created = await book(body, viaHttp);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await book(body, viaHttp)).status).toBe(200);
    const path = (name: string) => `${APPOINTMENTS}/patient_appointment_${name}/${created.body.data.hash}`;
    expect((await call('GET', path('get'), undefined, viaHttp)).body.data).toEqual(created.body.data);
    const moved = await call('PUT', path('put'), { date, time: minutes[18] }, viaHttp);
    expect(moved.body.data.minute).toBe(minutes[18]);
    expect((await call('DELETE', path('delete'), undefined, viaHttp)).body).toEqual({ data: { status: 'cancelled' } });
  });

  it('passes a reused idempotency key through as the same 409', async () => {
    const body = request({ date, time: minutes[29] });
    expect((await book(body, viaHttp)).status).toBe(201);
    const reused = await book({ ...body, time: minutes[30] }, viaHttp);
    expect([reused.status, reused.body.error.code, reused.body.data]).toEqual([
      409,
      'idempotency_key_reused',
      undefined,
    ]);
  });

  it('passes the contract errors through: field errors, conflicts, unknown hashes and coupons', async () => {
    const invalid = await book(request({ date, time: minutes[17], person: person({ taj: '1' }) }), viaHttp);
    expect([invalid.status, Object.keys(invalid.body.error.fields)]).toEqual([422, ['taj']]);
    const closed = await book(request({ date, time: 21 * 60 }), viaHttp);
    expect([closed.status, closed.body.error.code]).toEqual([409, 'slot_unavailable']);
    const unknown = await call('GET', `${APPOINTMENTS}/patient_appointment_get/${'B'.repeat(22)}`, undefined, viaHttp);
    expect(unknown.status).toBe(404);
    const coupon = await call(
      'POST',
      '/coupons/validate',
      { code: 'LEJART', package_ids: [1], location_id: BOOKING },
      viaHttp,
    );
    expect([coupon.status, coupon.body.error.code]).toEqual([422, 'coupon_invalid']);
  });
});
