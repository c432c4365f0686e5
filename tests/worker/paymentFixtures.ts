import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { IPN_PATH } from '../../src/routes/payment';
import { demoInvoice, demoPerson } from '../fixtures/booking.mjs';
import { ORIGIN, paymentApp } from './helpers';

// Bookings waiting for their online payment, and the sandbox round trip, for the payment and refund tests.

export const call = paymentApp(env);
export const inHour = () => new Date(Date.now() + 3_600_000).toISOString();
let nextId = 7100;
/** Each test file starts its bookings' ids (and so their days) where no other file's are. */
export const startIdsAt = (id: number) => {
  nextId = id;
};

/**
 * Who pays held booking `id`: an address per booking, so one test's mails never use up another's mail
 * budget (issue 24, src/backends/mail/budget.ts).
 */
export const payerOf = (id: number) => `payer.${id}@example.com`;

/** A held ONLINE booking with its slot, inserted as the booking engine leaves it; one day each. */
export async function heldBooking(holdExpiresAt = inHour(), paymentType = 'ONLINE', invoice: object = demoInvoice) {
  const id = nextId++;
  const hash = `payment-test-booking-hash-${id}`;
  const date = new Date(Date.UTC(2030, 0, id - 7000 + 1)).toISOString().slice(0, 10);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
         starts_at, status, hold_expires_at, payment_type, examinations, parameters, person, invoice, items_total,
         sampling_fee, total)
       VALUES (?1, ?2, ?2, (SELECT MIN(id) FROM lab_locations), ?7, 480, 10, ?7 || 'T07:00:00.000Z',
         'held', ?3, ?4, '[{"id":1,"name":"Alap laborcsomag","price":9000}]', '[]', ?5, ?6, 9000, 1000, 10000)`,
    ).bind(
      id,
      hash,
      holdExpiresAt,
      paymentType,
      JSON.stringify({ ...demoPerson, email: payerOf(id) }),
      JSON.stringify(invoice),
      date,
    ),
    env.DB.prepare(
      `INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute)
       SELECT id, location_id, date, start_minute FROM appointments WHERE id = ?1`,
    ).bind(id),
  ]);
  return { id, hash, date };
}

/** Others take every place of the booking's slot (confirmed bookings at the same location and time). */
export async function fillSlotOf(booking: { id: number; date: string }) {
  const { capacity } = (await env.DB.prepare(
    `SELECT COALESCE((SELECT capacity_per_slot FROM lab_location_schedules WHERE location_id = a.location_id), 2)
       AS capacity FROM appointments a WHERE a.id = ?1`,
  )
    .bind(booking.id)
    .first<{ capacity: number }>())!;
  for (let n = 0; n < capacity; n++) {
    const hash = `payment-test-rival-${booking.id}-${n}-0000000`;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
           starts_at, status, payment_type, examinations, parameters, person, invoice, items_total, sampling_fee, total)
         SELECT ?3, ?2, ?2, location_id, date, start_minute, 10, starts_at, 'confirmed', 'ONSITE', '[]', '[]', person,
           invoice, 0, 0, 0 FROM appointments WHERE id = ?1`,
        // Far from the ids heldBooking counts up, so a rival never takes the next booking's id.
      ).bind(booking.id, hash, 900_000 + booking.id * 10 + n),
      env.DB.prepare(
        `INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute)
         SELECT id, location_id, date, start_minute FROM appointments WHERE hash = ?1`,
      ).bind(hash),
    ]);
  }
}

export const refundsOfBooking = (id: number) =>
  env.DB.prepare('SELECT r.* FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.appointment_id = ?1')
    .bind(id)
    .all<{ status: string; reason: string; amount: number; attempts: number }>()
    .then((result) => result.results);

export const bookingStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM appointments WHERE id = ?1').bind(id).first<{ status: string }>())!.status;

/** Starts the payment and answers the sandbox page's path. */
export async function start(hash: string): Promise<string> {
  const res = await call('/api/payment/start', { method: 'POST', body: JSON.stringify({ hash }) });
  const body = await res.json<{ data: { paymentUrl: string } }>();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return new URL(body.data.paymentUrl).pathname;
}

/** A held booking whose payment was started, with the gateway's IPN body for its success (unsigned). */
export async function startedPayment() {
  const booking = await heldBooking();
  const transactionId = (await start(booking.hash)).split('/').pop()!;
  const { order_ref } = (await env.DB.prepare('SELECT order_ref FROM payments WHERE appointment_id = ?1')
    .bind(booking.id)
    .first<{ order_ref: string }>())!;
  const body = JSON.stringify({
    salt: 's',
    orderRef: order_ref,
    method: 'CARD',
    merchant: 'SANDBOX',
    finishDate: '2030-01-01T10:00:00+01:00',
    transactionId: Number(transactionId),
    status: 'FINISHED',
  });
  return { booking, order_ref, transactionId, body };
}

/** Picks an outcome on the sandbox page; answers where the browser goes next. */
export async function choose(pagePath: string, outcome: string, bindings: typeof env = env): Promise<URL> {
  const res = await paymentApp(bindings)(pagePath, { method: 'POST', body: new URLSearchParams({ outcome }) });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

export async function ipn(body: string, signature: string) {
  return call(IPN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Signature: signature },
    body,
  });
}

/**
 * A held booking (`booking`, or a new one) paid in the sandbox, the payment routes running with
 * `bindings`; answers the booking, its payment and where the payer went next.
 */
export async function paidBooking(
  prepare?: (booking: Awaited<ReturnType<typeof heldBooking>>) => Promise<void>,
  held?: Awaited<ReturnType<typeof heldBooking>>,
  bindings: typeof env = env,
) {
  const booking = held ?? (await heldBooking());
  const pagePath = await start(booking.hash);
  const transactionId = pagePath.split('/').pop()!;
  await prepare?.(booking);
  const back = await choose(pagePath, 'SUCCESS', bindings);
  const res = await paymentApp(bindings)(back.pathname + back.search);
  const outcomePage = new URL(res.headers.get('location')!, ORIGIN);
  const payment = (await env.DB.prepare('SELECT order_ref FROM payments WHERE transaction_id = ?1')
    .bind(transactionId)
    .first<{ order_ref: string }>())!;
  return { booking, transactionId, orderRef: payment.order_ref, outcomePage };
}
