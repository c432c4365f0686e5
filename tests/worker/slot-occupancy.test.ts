import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAvailability } from '../../src/backends/lab/availability';
import { insertAppointment } from '../../src/db/appointments';
import { expireAppointmentHolds, settleAppointmentPayment } from '../../src/db/appointmentHolds';
import type { AppointmentInvoice, AppointmentPerson } from '../../src/domain/person';
import type { AppEnv } from '../../src/env';
import { appointmentsApi } from '../../src/routes/api/appointments';
import { demoInvoice, demoPerson } from '../fixtures/booking.mjs';
import { OCCUPANCY_MISMATCHES_SQL, OVERBOOKED_SLOTS_SQL } from '../fixtures/slotOccupancy.mjs';
import { dayClearOfCutoff, ORIGIN } from './helpers';
import { anonymousBooker, bookingRequest, confirmFromMail } from './booker';

// Taken capacity per slot (migrations/0015, docs/decisions/0034): slot_occupancy must say what the
// bookings say after every kind of write, and a full slot must refuse a booking in the database itself.
// Our own locations (97xx): capacity 2, open all day every day, no lead time; 9702 samples what 9701 does;
// 9703 has one place in each of six slots a day, so a day of it fills with six bookings.
const HERE = 9701;
const THERE = 9702;
const SMALL = 9703;
const SETUP = [
  `INSERT OR IGNORE INTO lab_locations (id, url_slug, name, address, zip_code, city, county, gps_latitude,
     gps_longitude) VALUES (9701, 't-kapacitas', 'Teszt kapacitás', 'Fő utca 1.', '1011', 'Budapest', 'Budapest',
     47.5, 19.04), (9702, 't-kapacitas-2', 'Teszt kapacitás 2', 'Fő utca 2.', '1011', 'Budapest', 'Budapest', 47.5, 19.04),
     (9703, 't-kapacitas-3', 'Teszt kapacitás 3', 'Fő utca 3.', '1011', 'Budapest', 'Budapest', 47.5, 19.04)`,
  `INSERT OR IGNORE INTO lab_location_tags VALUES (9701, 'showonweb'), (9702, 'showonweb'), (9703, 'showonweb')`,
  ...[1, 2, 3, 4, 5, 6, 7].map(
    (day) => `INSERT OR IGNORE INTO lab_working_plans VALUES (9701, ${day}, '06:00:00', '20:00:00'),
       (9702, ${day}, '06:00:00', '20:00:00'), (9703, ${day}, '07:00:00', '08:00:00')`,
  ),
  `INSERT OR IGNORE INTO lab_sampling_fees VALUES (9701, 'base', 2000), (9702, 'base', 2000), (9703, 'base', 2000)`,
  `INSERT OR IGNORE INTO lab_location_packages VALUES (9701, 1), (9701, 22), (9702, 1), (9702, 22), (9703, 1)`,
  `INSERT OR IGNORE INTO lab_location_schedules VALUES (9701, 10, 2, 0, 30), (9702, 10, 2, 0, 30), (9703, 10, 1, 0, 30)`,
];

const app = new Hono<AppEnv>().route('/api', appointmentsApi);
const APPOINTMENTS = `${ORIGIN}/api/whitetech/appointments`;

async function call(method: string, path: string, body?: unknown) {
  const booker = method === 'POST' ? await anonymousBooker() : {};
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...booker } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await app.request(`${APPOINTMENTS}/${path}`, init, env);
  return { status: res.status, body: (await res.json()) as any };
}

/** Books through the API (pre-check, then the batch under the capacity trigger); answers the booking. */
async function book(fields: Record<string, unknown>) {
  const res = await call('POST', 'patient_appointment_post', bookingRequest({ location_id: HERE, ...fields }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // On site: confirmed by its patient from the mail (decision 0050), so it counts as confirmed.
  if (res.body.data.payment_type === 'ONSITE') {
    expect((await confirmFromMail(res.body.data.id)).status).toBe(200);
    return { ...res.body.data, status: 'confirmed', hold_expires_at: null };
  }
  return res.body.data;
}

/** What slot_occupancy holds for a slot: [confirmed, held], [0, 0] without a row. */
async function kept(location: number, date: string, minute: number) {
  const row = await env.DB.prepare(
    'SELECT confirmed, held FROM slot_occupancy WHERE location_id = ?1 AND date = ?2 AND slot_minute = ?3',
  )
    .bind(location, date, minute)
    .first<{ confirmed: number; held: number }>();
  return [row?.confirmed ?? 0, row?.held ?? 0];
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
/** Every slot's row equals a recount of its bookings, and no slot holds more than its capacity. */
async function consistent() {
  expect(await count(OCCUPANCY_MISMATCHES_SQL), 'slot_occupancy rows out of step').toBe(0);
  expect(await count(OVERBOOKED_SLOTS_SQL), 'overbooked slots').toBe(0);
}

/** The free room available_times offers at a start (0 when the start is not offered). */
async function offered(location: number, date: string, minute: number, now = new Date()) {
  const times = await embeddedAvailability(env.DB, () => now).availableTimes({
    location_id: location,
    package_ids: [1],
    date,
  });
  return times.find((time) => time.minute === minute)?.free ?? 0;
}

let date: string;
let minutes: number[];

beforeAll(async () => {
  await env.DB.batch(SETUP.map((sql) => env.DB.prepare(sql)));
  // A whole open day clear of the change cut-off, whatever the hour the tests run at.
  const engine = embeddedAvailability(env.DB);
  date = dayClearOfCutoff(await engine.availableDates({ location_id: HERE, package_ids: [1] }));
  minutes = (await engine.availableTimes({ location_id: HERE, package_ids: [1], date })).map((t) => t.minute);
  expect(minutes.length).toBeGreaterThan(40);
});

describe('slot_occupancy', () => {
  it('follows a booking through a hold, payment, a move, another location, a cancellation and expiry', async () => {
    const [first, second, third] = [minutes[0]!, minutes[1]!, minutes[2]!];
    const onsite = await book({ date, time: first });
    expect(await kept(HERE, date, first)).toEqual([1, 0]);
    const online = await book({ date, time: first, payment_type: 'ONLINE' });
    expect(await kept(HERE, date, first)).toEqual([1, 1]);
    expect(await offered(HERE, date, first)).toBe(0);
    await consistent();

    // A move: the old slot freed and the new one taken in the same batch.
    const moved = await call('PUT', `patient_appointment_put/${onsite.hash}`, { date, time: second });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect([await kept(HERE, date, first), await kept(HERE, date, second)]).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(await offered(HERE, date, first)).toBe(1);
    await consistent();

    // To another location and back.
    const away = await call('PUT', `patient_appointment_put/${onsite.hash}`, { location_id: THERE, date, time: third });
    expect(away.status, JSON.stringify(away.body)).toBe(200);
    expect([await kept(HERE, date, second), await kept(THERE, date, third)]).toEqual([
      [0, 0],
      [1, 0],
    ]);
    await consistent();

    // The hold runs out: the stored count stays until the cron marks it, but availability stops
    // counting it at once (by the hold's end), and the cron's update recounts the slot.
    const afterHold = new Date(Date.parse(online.hold_expires_at) + 60_000);
    expect(await offered(HERE, date, first, afterHold)).toBe(2);
    expect(await kept(HERE, date, first)).toEqual([0, 1]);
    const expired = await expireAppointmentHolds(env.DB, afterHold);
    expect(expired.map((row) => row.hash)).toContain(online.hash);
    expect(await kept(HERE, date, first)).toEqual([0, 0]);
    await consistent();

    // Its payment arrives late: the lapsed booking takes its slot again, confirmed.
    expect(await settleAppointmentPayment(env.DB, online.hash, 'order-late-1', new Date())).toBe('retaken');
    expect(await kept(HERE, date, first)).toEqual([1, 0]);
    await consistent();

    const cancelled = await call('DELETE', `patient_appointment_delete/${onsite.hash}`);
    expect(cancelled.body).toEqual({ data: { status: 'cancelled' } });
    expect(await kept(THERE, date, third)).toEqual([0, 0]);
    expect(await offered(THERE, date, third)).toBe(2);
    await consistent();
  });

  it('counts every slot of a glucose load test, and frees them all on cancellation', async () => {
    const start = minutes[10]!;
    const run = Array.from({ length: 12 }, (_, k) => start + k * 10);
    const glucose = await book({ date, time: start, package_ids: [22] });
    for (const minute of run) expect(await kept(HERE, date, minute)).toEqual([1, 0]);
    await consistent();
    await call('DELETE', `patient_appointment_delete/${glucose.hash}`);
    for (const minute of run) expect(await kept(HERE, date, minute)).toEqual([0, 0]);
    await consistent();
  });

  it('counts only the live holds of a slot whose holds end on either side of now', async () => {
    const slot = minutes[30]!;
    const holds = [await book({ date, time: slot, payment_type: 'ONLINE' })];
    // The second hold ends an hour later than the first.
    holds.push(await book({ date, time: slot, payment_type: 'ONLINE' }));
    const later = new Date(Date.parse(holds[1].hold_expires_at) + 3_600_000).toISOString();
    await env.DB.prepare('UPDATE appointments SET hold_expires_at = ?1 WHERE hash = ?2')
      .bind(later, holds[1].hash)
      .run();
    expect(await kept(HERE, date, slot)).toEqual([0, 2]);
    await consistent();
    const between = new Date(Date.parse(holds[0].hold_expires_at) + 60_000);
    expect([await offered(HERE, date, slot), await offered(HERE, date, slot, between)]).toEqual([0, 1]);
    const dates = await embeddedAvailability(env.DB, () => between).availableDates({
      location_id: HERE,
      package_ids: [1],
    });
    expect(dates).toContain(date);
  });

  it('recounts the slots a deleted appointment leaves, and what the migration backfills matches', async () => {
    const slot = minutes[40]!;
    const gone = await book({ date, time: slot });
    await book({ date, time: slot });
    await env.DB.prepare('DELETE FROM appointments WHERE hash = ?1').bind(gone.hash).run();
    expect(await kept(HERE, date, slot)).toEqual([1, 0]);
    await consistent();

    // The backfill of migrations/0015, run again over the bookings of this file, rebuilds the same rows.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0015_'))!;
    const backfill = migration.queries.find((sql) => sql.trimStart().startsWith('INSERT INTO slot_occupancy'))!;
    expect(backfill).toBeTruthy();
    const before = await env.DB.prepare(
      'SELECT * FROM slot_occupancy WHERE confirmed + held > 0 ORDER BY 1, 2, 3',
    ).all();
    await env.DB.batch([env.DB.prepare('DELETE FROM slot_occupancy'), env.DB.prepare(backfill)]);
    const after = await env.DB.prepare('SELECT * FROM slot_occupancy ORDER BY 1, 2, 3').all();
    expect(after.results.length).toBeGreaterThan(0);
    expect(after.results).toEqual(before.results);
    await consistent();
  });
});

describe('available_dates', () => {
  it('leaves out a day only once every slot of it is full', async () => {
    const engine = embeddedAvailability(env.DB);
    const dates = () => engine.availableDates({ location_id: SMALL, package_ids: [1] });
    const day = (await dates()).at(-1)!;
    const starts = (await engine.availableTimes({ location_id: SMALL, package_ids: [1], date: day })).map(
      (time) => time.minute,
    );
    expect(starts).toEqual([420, 430, 440, 450, 460, 470]);
    for (const minute of starts.slice(0, 5)) await book({ location_id: SMALL, date: day, time: minute });
    expect(await dates()).toContain(day);
    await book({ location_id: SMALL, date: day, time: starts[5] });
    expect(await dates()).not.toContain(day);
    await consistent();
  });
});

describe('a full slot', () => {
  const person = demoPerson as unknown as AppointmentPerson;
  const invoice = demoInvoice as unknown as AppointmentInvoice;
  /** A booking written straight to the database, past the availability pre-check. */
  const direct = (slot: number, i: number) =>
    insertAppointment(env.DB, {
      hash: `slot-occupancy-direct-${slot}-${i}`.padEnd(22, '0'),
      idempotency_key: `slot-occupancy-${slot}-${i}`,
      request_fingerprint: '0'.repeat(64),
      location_id: HERE,
      date,
      start_minute: slot,
      duration_minutes: 10,
      starts_at: `${date}T08:00:00.000Z`,
      slots: [slot],
      status: 'confirmed',
      hold_expires_at: null,
      payment_type: 'ONSITE',
      language: 'hu',
      person,
      invoice,
      coupon_code: null,
      coupon_id: null,
      examinations: [],
      parameters: [],
      items_total: 0,
      sampling_fee: 0,
      discount: 0,
      total: 0,
    });

  it('refuses a booking in the database, whatever the pre-check, under 20 concurrent writes', async () => {
    const slot = minutes[50]!;
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => direct(slot, i)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(2);
    for (const result of refused) expect((result.reason as { code?: string }).code).toBe('slot_full');
    expect(await kept(HERE, date, slot)).toEqual([2, 0]);
    // Nothing of a refused batch is kept: no appointment row without its slot.
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM appointments WHERE hash LIKE 'slot-occupancy-direct-%'",
    ).first<{ n: number }>();
    expect(stored!.n).toBe(2);
    await consistent();
  });

  it('refuses a move onto it and slot rows written or changed by hand, leaving the counts as they were', async () => {
    const [full, from] = [minutes[51]!, minutes[52]!];
    await book({ date, time: full });
    await book({ date, time: full });
    const mover = await book({ date, time: from });
    const move = call('PUT', `patient_appointment_put/${mover.hash}`, { date, time: full });
    expect((await move).status).toBe(409);
    await expect(
      env.DB.prepare('INSERT INTO appointment_slots VALUES ((SELECT id FROM appointments WHERE hash = ?1), ?2, ?3, ?4)')
        .bind(mover.hash, HERE, date, full)
        .run(),
    ).rejects.toThrow(/slot_full/);
    // Nor can a slot row be moved onto it in place, past the capacity trigger that guards inserts.
    await expect(
      env.DB.prepare(
        'UPDATE appointment_slots SET slot_minute = ?1 WHERE appointment_id = (SELECT id FROM appointments WHERE hash = ?2)',
      )
        .bind(full, mover.hash)
        .run(),
    ).rejects.toThrow(/slot_rows_are_replaced_not_updated/);
    expect([await kept(HERE, date, full), await kept(HERE, date, from)]).toEqual([
      [2, 0],
      [1, 0],
    ]);
    await consistent();
  });
});
