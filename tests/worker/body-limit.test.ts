import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/middleware/bodyLimit';
import { demoInvoice, demoPerson, freshPatient } from '../fixtures/booking.mjs';
import { ORIGIN, openTimes, xsrfHeaders } from './helpers';
import { anonymousBooker } from './booker';

// Issue 12, point 3: a 10 MB booking was booked (201), a 10 MB PUT and ajaxpost answered 200.
const TEN_MB = 10 * 1024 * 1024;
const APPOINTMENTS = '/api/whitetech/appointments';
// The seeded Váci út location (open every day) and its Alap laborcsomag.
const LOCATION = 1;
const PACKAGE = 1;

let date: string;
let minutes: number[];

beforeAll(async () => {
  ({ date, minutes } = await openTimes(LOCATION, PACKAGE, 4));
  expect(minutes.length).toBeGreaterThan(3);
});

const booking = (minute: number, extra: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  language: 'hu',
  location_id: LOCATION,
  date,
  time: minute,
  package_ids: [PACKAGE],
  test_ids: [],
  payment_type: 'ONSITE',
  person: freshPatient(),
  invoice: demoInvoice,
  ...extra,
});

async function send(method: string, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(await xsrfHeaders()), ...headers },
    body,
  });
}

const appointmentCount = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM appointments').first<{ n: number }>())!.n;

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: { code: 'payload_too_large', message: expect.any(String) } });
}

describe('the request body limit', () => {
  it('refuses a 10 MB booking with 413 and books nothing, while a normal booking still works', async () => {
    const before = await appointmentCount();
    const huge = JSON.stringify(booking(minutes[0]!, { padding: 'x'.repeat(TEN_MB) }));
    await expectTooLarge(await send('POST', `${APPOINTMENTS}/patient_appointment_post`, huge));
    expect(await appointmentCount()).toBe(before);

    const normal = await send(
      'POST',
      `${APPOINTMENTS}/patient_appointment_post`,
      JSON.stringify(booking(minutes[1]!)),
      await anonymousBooker(),
    );
    expect(normal.status).toBe(201);
    expect(await appointmentCount()).toBe(before + 1);
  });

  it('refuses a 10 MB change of a booking with 413 and leaves it as it was', async () => {
    const res = await send(
      'POST',
      `${APPOINTMENTS}/patient_appointment_post`,
      JSON.stringify(booking(minutes[2]!)),
      await anonymousBooker(),
    );
    expect(res.status).toBe(201);
    const { hash, id } = ((await res.json()) as { data: { hash: string; id: number } }).data;
    const row = () =>
      env.DB.prepare('SELECT start_minute, person, updated_at FROM appointments WHERE id = ?1').bind(id).first();
    const before = await row();
    const huge = JSON.stringify({ date, time: minutes[3], person: { ...demoPerson, address: 'x'.repeat(TEN_MB) } });
    await expectTooLarge(await send('PUT', `${APPOINTMENTS}/patient_appointment_put/${hash}`, huge));
    expect(await row()).toEqual(before);
  });

  it('refuses a 10 MB /api/ajaxpost with 413', async () => {
    await expectTooLarge(
      await send('POST', '/api/ajaxpost', JSON.stringify({ url: 'top-menus', q: 'x'.repeat(TEN_MB) })),
    );
  });

  it('stops reading a chunked body without a length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= TEN_MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await send('POST', '/api/ajaxpost', stream);
    await expectTooLarge(res);
  });

  it('lets a body just under the limit through to the route', async () => {
    const body = JSON.stringify({ url: 'top-menus', q: 'x'.repeat(MAX_BODY_BYTES - 100) });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const res = await send('POST', '/api/ajaxpost', body);
    expect(res.status).not.toBe(413);
    await res.arrayBuffer();
  });

  it('refuses a 10 MB page form post with 413 and the message in the page language', async () => {
    const form = (path: string) =>
      SELF.fetch(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: `company=${'x'.repeat(TEN_MB)}`,
      });
    const hu = await form('/vallalatoknak');
    expect(hu.status).toBe(413);
    const huPage = await hu.text();
    // The site's error page: its layout, the status and the message, not indexed.
    expect(huPage).toContain('<title>413 – Túl nagy kérés | Pannon Labor</title>');
    expect(huPage).toContain('Az elküldött adat túl nagy (legfeljebb 64 KB lehet).');
    expect(huPage).toContain('noindex');
    const en = await form('/en/vallalatoknak');
    expect(en.status).toBe(413);
    expect(await en.text()).toContain('<title>413 – Request too large | Pannon Labor</title>');
  });
});
