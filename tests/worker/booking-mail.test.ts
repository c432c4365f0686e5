import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { ORIGIN, postJson, settledFetch, xsrfHeaders } from './helpers';
import { anonymousBooker } from './booker';

const invoice = demoInvoice;

/** A booking by a patient of its own (the limits on unconfirmed bookings count each, decision 0050). */
async function book(paymentType: 'ONSITE' | 'ONLINE', key: string, slot = 0, person = freshPatient()) {
  const headers = { 'content-type': 'application/json', ...(await xsrfHeaders()), ...(await anonymousBooker()) };
  const query = 'location_id=1&package_ids=1';
  const dates = (
    await (await SELF.fetch(`${ORIGIN}/api/whitetech/web/available_dates?${query}`)).json<{ data: string[] }>()
  ).data;
  const times = (
    await (
      await SELF.fetch(`${ORIGIN}/api/whitetech/web/available_times?${query}&date=${dates[1]}`)
    ).json<{ data: { minute: number }[] }>()
  ).data;
  // Answered once the mails the booking leaves for after its answer are written (or not).
  const res = await settledFetch('/api/whitetech/appointments/patient_appointment_post', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      idempotency_key: key,
      language: 'hu',
      location_id: 1,
      date: dates[1],
      time: times[slot]!.minute,
      package_ids: [1],
      test_ids: [],
      payment_type: paymentType,
      person,
      invoice,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (
    await res.json<{ data: { hash: string; id: number; date: string; minute: number; person: { email: string } } }>()
  ).data;
}

/** The outbox rows of a booking once `count` have arrived (mail goes out after the answer, by waitUntil). */
async function mailsOnceThere(appointmentId: number, count: number) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { results } = await mails(appointmentId);
    if (results.length >= count) return results;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await mails(appointmentId)).results;
}

const mails = (appointmentId: number) =>
  env.DB.prepare('SELECT kind, to_address, subject, status FROM mail_outbox WHERE appointment_id = ? ORDER BY id')
    .bind(appointmentId)
    .all<{ kind: string; to_address: string; subject: string; status: string }>();

describe('booking e-mails', () => {
  it('mails an on-site booking at once, asking to confirm it, then tells about a cancellation', async () => {
    const booking = await book('ONSITE', crypto.randomUUID());
    expect(await mailsOnceThere(booking.id, 1)).toMatchObject([
      {
        kind: 'confirmation',
        to_address: booking.person.email,
        status: 'sent',
        subject: expect.stringContaining('Erősítse meg'),
      },
    ]);
    const cancel = await SELF.fetch(`${ORIGIN}/api/whitetech/appointments/patient_appointment_delete/${booking.hash}`, {
      method: 'DELETE',
      headers: await xsrfHeaders(),
    });
    expect(cancel.status).toBe(200);
    expect((await mailsOnceThere(booking.id, 2)).map((mail) => mail.kind)).toEqual(['confirmation', 'cancellation']);
  });

  it('sends nothing for an online booking until the payment confirms it', async () => {
    const booking = await book('ONLINE', crypto.randomUUID());
    expect((await mails(booking.id)).results).toEqual([]);
    const start = await postJson('/api/payment/start', { hash: booking.hash });
    const { paymentUrl } = (await start.json<{ data: { paymentUrl: string } }>()).data;
    const pay = await SELF.fetch(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'SUCCESS' }),
      // The payer's browser names the sandbox page's origin (cross-site posts are refused, issue 12 point 7).
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(paymentUrl).origin },
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    // The confirmation, and the invoice's link (issue 27): both once the money is there.
    expect((await mailsOnceThere(booking.id, 2)).map((mail) => mail.kind).sort()).toEqual(['confirmation', 'invoice']);
  });

  // Issue 12, point 8: a change that changes nothing is not mailed; a data change gets its own mail.
  it('answers a no-op change 200 unchanged without a mail, a data change with a data mail, a move with a change mail', async () => {
    const person = freshPatient();
    const booking = await book('ONSITE', crypto.randomUUID(), 2, person);
    expect(await mailsOnceThere(booking.id, 1)).toHaveLength(1);
    // Each change answered once its mail (if any) is written: the no-ops are known to send none.
    const change = async (body: unknown) =>
      settledFetch(`/api/whitetech/appointments/patient_appointment_put/${booking.hash}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(await xsrfHeaders()) },
        body: JSON.stringify(body),
      });

    for (const body of [
      {},
      { person },
      { invoice },
      { person, invoice },
      { date: booking.date, time: booking.minute },
    ]) {
      const res = await change(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      const json = await res.json<{ data: { hash: string }; unchanged?: boolean }>();
      expect([json.unchanged, json.data.hash], JSON.stringify(body)).toEqual([true, booking.hash]);
    }
    const array = await change([]);
    expect([array.status, (await array.json<{ error: { code: string } }>()).error.code]).toEqual([400, 'invalid_body']);

    const renamed = await change({ person: { ...person, first_name: 'Borbála' } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json<{ unchanged?: boolean }>()).unchanged).toBeUndefined();
    const afterData = await mailsOnceThere(booking.id, 2);
    expect(afterData.map((mail) => mail.kind)).toEqual(['confirmation', 'data_change']);
    expect(afterData[1]!.subject).toContain('Foglalási adatait frissítettük');

    const times = (
      await (
        await SELF.fetch(`${ORIGIN}/api/whitetech/web/available_times?location_id=1&package_ids=1&date=${booking.date}`)
      ).json<{ data: { minute: number }[] }>()
    ).data;
    const moved = await change({ date: booking.date, time: times.find((t) => t.minute !== booking.minute)!.minute });
    expect(moved.status).toBe(200);
    expect((await mailsOnceThere(booking.id, 3)).map((mail) => mail.kind)).toEqual([
      'confirmation',
      'data_change',
      'change',
    ]);
    // Nothing more went out for the no-op changes: their work after the answer was done before it came.
    expect((await mails(booking.id)).results).toHaveLength(3);
  });
});
