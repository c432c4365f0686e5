import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAvailability } from '../../src/backends/lab/availability';
import { httpAvailability } from '../../src/backends/lab/httpAvailability';
import { addDays, budapestNow, weekdayOf } from '../../src/domain/budapestTime';
import type { AppEnv } from '../../src/env';
import { availabilityApi, createAvailabilityApi } from '../../src/routes/api/availability';
import { ORIGIN } from './helpers';

// Our own location (9401), open Monday to Friday, and two packages (ordinary and a 120-minute glucose
// load test); the seeded calendar exceptions, holidays and the seeded Váci út location do the rest.
const ROWS = [
  `INSERT OR IGNORE INTO lab_categories (tag, name_hu, name_en) VALUES ('t-avail', 'Teszt', 'Test')`,
  `INSERT OR IGNORE INTO lab_packages (id, whitetech_id, code, url_slug, name_hu, name_en, b2c_price, category_tag,
     app_time) VALUES (9501, 'WT-9501', 'T-ALAP', 't-avail-alap', 'Alap', 'Basic', 1000, 't-avail', 10),
     (9502, 'WT-9502', 'T-OGTT', 't-avail-ogtt', 'Terheléses', 'Glucose load', 3000, 't-avail', 120),
     (9503, 'WT-9503', 'T-GEN', 't-avail-gen', 'Genetika', 'Genetics', 9000, 't-avail', 10)`,
  `INSERT OR IGNORE INTO lab_locations (id, url_slug, name, address, zip_code, city, county, gps_latitude,
     gps_longitude) VALUES (9401, 't-avail', 'Teszt pont', 'Fő utca 1.', '1011', 'Budapest', 'Budapest', 47.5, 19.04)`,
  `INSERT OR IGNORE INTO lab_working_plans VALUES (9401, 1, '07:00:00', '12:00:00'), (9401, 2, '07:00:00', '12:00:00'),
     (9401, 3, '07:00:00', '12:00:00'), (9401, 4, '07:00:00', '12:00:00'), (9401, 5, '07:00:00', '11:00:00')`,
  `INSERT OR IGNORE INTO lab_location_schedules VALUES (9401, 10, 2, 120, 60)`,
  `INSERT OR IGNORE INTO lab_location_packages VALUES (9401, 9501), (9401, 9502)`,
  `INSERT OR IGNORE INTO lab_closures (location_id, date, reason) VALUES (9401, '2026-01-20', 'test')`,
];

// Tuesday 2025-12-30, 08:00 in Budapest: 2026-01-01 (holiday), 01-02 (rest day) and the Saturday
// 01-10 (worked for Friday 01-02) are all within the 60-day horizon.
const NOW = new Date('2025-12-30T07:00:00Z');

const embeddedAt = (now: Date) => createAvailabilityApi((bindings) => embeddedAvailability(bindings.DB, () => now));

type Body = { data: any[]; error?: { code: string; message: string } };

/** The routes with the embedded engine at a fixed clock, or as the worker mounts them (real clock). */
async function get(path: string, now: Date | null = NOW, api = now ? embeddedAt(now) : availabilityApi) {
  const app = new Hono<AppEnv>().route('/api', api);
  const res = await app.request(`${ORIGIN}/api/whitetech/web/${path}`, {}, env);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Body };
}

async function data(path: string, now?: Date) {
  const { status, body } = await get(path, now);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const times = async (path: string, now?: Date) => (await data(`available_times?${path}`, now)).map((t) => t.time);

/** Inserts an appointment with its slots directly, as a booking would leave them. */
async function appointment(id: number, date: string, minutes: number[], status: string, holdExpiresAt?: string) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
         starts_at, status, hold_expires_at, payment_type, examinations, parameters, person, invoice, items_total,
         sampling_fee, total)
       VALUES (?1, ?2, ?2, 9401, ?3, ?4, ?5, '', ?6, ?7, 'ONSITE', '[]', '[]', '{}', '{}', 0, 0, 0)`,
    ).bind(id, `test-appointment-hash-${id}`, date, minutes[0], minutes.length * 10, status, holdExpiresAt ?? null),
    ...minutes.map((minute) =>
      env.DB.prepare('INSERT INTO appointment_slots VALUES (?1, 9401, ?2, ?3)').bind(id, date, minute),
    ),
  ]);
}

beforeAll(async () => {
  await env.DB.batch(ROWS.map((sql) => env.DB.prepare(sql)));
  // Monday 2026-01-05: 09:00 full, 08:00 half taken, and holds that have and have not expired at NOW.
  await appointment(1, '2026-01-05', [540], 'confirmed');
  await appointment(2, '2026-01-05', [540], 'confirmed');
  await appointment(3, '2026-01-05', [480], 'confirmed');
  await appointment(4, '2026-01-05', [490], 'held', '2025-12-30T06:59:00.000Z');
  await appointment(5, '2026-01-05', [500], 'held', '2025-12-30T07:15:00.000Z');
  await appointment(6, '2026-01-05', [510], 'cancelled');
});

describe('GET /api/whitetech/web/available_dates', () => {
  it('answers the open days within the horizon, without holidays, rest days, weekends and closures', async () => {
    const dates = await data('available_dates?location_id=9401&package_ids=9501');
    const expected: string[] = [];
    for (let date = '2025-12-30'; date <= '2026-02-27'; date = addDays(date, 1)) {
      if (weekdayOf(date) <= 5 && !['2026-01-01', '2026-01-02', '2026-01-20'].includes(date)) expected.push(date);
    }
    expected.splice(expected.indexOf('2026-01-12'), 0, '2026-01-10');
    expect(dates).toEqual(expected);
  });

  it('applies the seeded order and closures at a seeded location', async () => {
    const dates = await data('available_dates?location_id=1&package_ids=22', new Date('2026-12-01T08:00:00Z'));
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2027-01-29');
    for (const closed of ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01']) {
      expect(dates, closed).not.toContain(closed);
    }
    expect(dates).toEqual(expect.arrayContaining(['2026-12-12', '2026-12-20', '2026-12-30']));
  });

  it('follows the real clock when mounted as the worker mounts it, and is never cached', async () => {
    const { status, cache, body } = await get('available_dates?location_id=9401&package_ids=9501', null);
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    const today = budapestNow(new Date()).date;
    expect(body.data[0] >= today && body.data.at(-1) <= addDays(today, 59)).toBe(true);
  });
});

describe('GET /api/whitetech/web/available_times', () => {
  it('answers today after the lead time, with UTC instants and the room left', async () => {
    const today = await data('available_times?date=2025-12-30&location_id=9401&package_ids=9501');
    expect(today.map((t) => t.time)).toEqual([
      '10:00',
      '10:10',
      '10:20',
      '10:30',
      '10:40',
      '10:50',
      '11:00',
      '11:10',
      '11:20',
      '11:30',
      '11:40',
      '11:50',
    ]);
    expect(today[0]).toEqual({ time: '10:00', minute: 600, starts_at: '2025-12-30T09:00:00.000Z', free: 2 });
  });

  it('opens the transferred Saturday with the Friday plan', async () => {
    const saturday = await times('date=2026-01-10&location_id=9401&package_ids=9501');
    expect([saturday[0], saturday.at(-1), saturday.length]).toEqual(['07:00', '10:50', 24]);
  });

  it('counts confirmed and unexpired held appointments, not expired holds or cancellations', async () => {
    const monday = await data('available_times?date=2026-01-05&location_id=9401&package_ids=9501&test_ids=1,2');
    const free = Object.fromEntries(monday.map((t) => [t.time, t.free]));
    expect(free).toMatchObject({ '08:00': 1, '08:10': 2, '08:20': 1, '08:30': 2 });
    expect(free['09:00']).toBeUndefined();
  });

  it('needs consecutive capacity for the glucose load package', async () => {
    const glucose = await data('available_times?date=2026-01-05&location_id=9401&package_ids=9501,9502');
    // 12 slots: every start from 07:10 to 09:00 runs through the full 09:00 slot; the last ends at 12:00.
    expect(glucose.map((t) => t.time)).toEqual(['07:00', '09:10', '09:20', '09:30', '09:40', '09:50', '10:00']);
    expect(glucose[0].free).toBe(1);
    expect(glucose[1].free).toBe(2);
  });

  it('gives the same wall-clock slots across the spring switch, an hour earlier in UTC', async () => {
    const now = new Date('2026-03-20T08:00:00Z');
    const saturday = await data('available_times?date=2026-03-28&location_id=1&package_ids=1', now);
    const sunday = await data('available_times?date=2026-03-29&location_id=1&package_ids=1', now);
    expect(saturday.find((t) => t.time === '08:00').starts_at).toBe('2026-03-28T07:00:00.000Z');
    expect(sunday[0]).toMatchObject({ time: '08:00', starts_at: '2026-03-29T06:00:00.000Z' });
  });

  it('answers nothing outside the horizon or on a closed day', async () => {
    for (const date of ['2026-02-28', '2026-03-02', '2026-01-02', '2025-12-29']) {
      const { status, cache, body } = await get(`available_times?date=${date}&location_id=9401&package_ids=9501`);
      expect([status, cache, body.error]).toEqual([
        404,
        'no-store',
        { code: 'no_data', message: 'No data received from available times' },
      ]);
    }
  });
});

describe('no data and bad parameters', () => {
  it('answers 404 no_data where the location cannot sample a package or does not exist', async () => {
    for (const query of [
      'location_id=9401&package_ids=9503',
      'location_id=9401&package_ids=9501,9503',
      'location_id=999999&package_ids=9501',
      'location_id=9401&package_ids=999999',
    ]) {
      const dates = await get(`available_dates?${query}`);
      expect([dates.status, dates.body.error]).toEqual([
        404,
        { code: 'no_data', message: 'No data received from available dates' },
      ]);
      const times = await get(`available_times?date=2026-01-05&${query}`);
      expect([times.status, times.body.error?.message]).toEqual([404, 'No data received from available times']);
    }
  });

  it.each([
    ['available_dates?package_ids=9501', 'location_id is required'],
    ['available_dates?location_id=abc&package_ids=9501', 'location_id must be a positive whole number'],
    ['available_dates?location_id=9401', 'package_ids or test_ids is required'],
    ['available_dates?location_id=9401&package_ids=', 'package_ids or test_ids is required'],
    ['available_dates?location_id=9401&package_ids=1,x', 'package_ids must be a comma-separated list of ids'],
    ['available_dates?location_id=9401&package_ids=9501&test_ids=-1', 'test_ids must be a comma-separated list of ids'],
    ['available_times?location_id=9401&package_ids=9501', 'date is required'],
    ['available_times?date=20260105&location_id=9401&package_ids=9501', 'date must be YYYY-MM-DD'],
    ['available_times?date=2026-02-30&location_id=9401&package_ids=9501', 'date must be a real date'],
  ])('answers 400 invalid_query to %s', async (path, message) => {
    const { status, cache, body } = await get(path);
    expect([status, cache, body.error]).toEqual([400, 'no-store', { code: 'invalid_query', message }]);
  });

  it('reads package ids given comma-separated, repeated, or both', async () => {
    const one = await data('available_dates?location_id=9401&package_ids=9502');
    expect(await data('available_dates?location_id=9401&package_ids=9501,9502')).toEqual(one);
    expect(await data('available_dates?location_id=9401&package_ids=9501&package_ids=9502')).toEqual(one);
  });
});

describe('the laboratory system over HTTP (same contract)', () => {
  /** httpAvailability against a stand-in that answers every call with one body and status. */
  function upstream(body: unknown, status = 200) {
    const urls: string[] = [];
    const headers: Headers[] = [];
    const backend = httpAvailability({
      baseUrl: 'https://labor.example.hu/',
      apiKey: 'lab-api-key',
      fetch: async (input, init) => {
        urls.push(String(input));
        headers.push(new Headers(init?.headers));
        return Response.json(body, { status });
      },
    });
    return { api: createAvailabilityApi(() => backend), urls, headers };
  }

  it("passes the embedded engine's answers through unchanged, asking with a Bearer key", async () => {
    const path = 'available_times?date=2026-01-05&location_id=9401&package_ids=9501,9502&test_ids=3';
    const embedded = await get(path);
    const { api, urls, headers } = upstream(embedded.body);
    expect((await get(path, null, api)).body).toEqual(embedded.body);
    expect(urls).toEqual([
      'https://labor.example.hu/api/whitetech/web/available_times?date=2026-01-05&location_id=9401&package_ids=9501,9502&test_ids=3',
    ]);
    expect(headers[0].get('authorization')).toBe('Bearer lab-api-key');
    const dates = await get('available_dates?location_id=9401&package_ids=9501');
    expect(
      (await get('available_dates?location_id=9401&package_ids=9501', null, upstream(dates.body).api)).body,
    ).toEqual(dates.body);
  });

  it('asks for single tests alone, with test_ids and no package', async () => {
    const path = 'available_dates?location_id=9401&test_ids=3,5';
    const embedded = await get(path);
    expect(embedded.body.data.length).toBeGreaterThan(0);
    const { api, urls } = upstream(embedded.body);
    expect((await get(path, null, api)).body).toEqual(embedded.body);
    expect(urls).toEqual([
      'https://labor.example.hu/api/whitetech/web/available_dates?location_id=9401&package_ids=&test_ids=3,5',
    ]);
  });

  it('asks for a move with the moving booking and its family, so the laboratory frees their own places', async () => {
    const path = 'available_times?date=2026-01-05&location_id=9401&package_ids=9501&party=9501;9502&moving=abc_DEF-123';
    const { api, urls } = upstream({ data: [] });
    await get(path, null, api);
    expect(urls).toEqual([
      'https://labor.example.hu/api/whitetech/web/available_times?date=2026-01-05&location_id=9401&package_ids=9501&party=9501%3B9502&moving=abc_DEF-123',
    ]);
  });

  it('reads its 404 no_data as empty and refuses a body of the wrong shape', async () => {
    const empty = upstream({ error: { code: 'no_data', message: 'No data received from available dates' } }, 404);
    const none = await get('available_dates?location_id=1&package_ids=1', null, empty.api);
    expect([none.status, none.body.error?.code]).toEqual([404, 'no_data']);
    const broken = upstream({ data: [{ time: '8:00', minute: 480, starts_at: 'soon', free: 1 }] });
    const failed = await get('available_times?date=2026-01-05&location_id=1&package_ids=1', null, broken.api);
    expect([failed.status, failed.body.error?.code]).toEqual([502, 'lab_backend_failed']);
  });
});
