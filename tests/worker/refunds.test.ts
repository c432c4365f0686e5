import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { httpAppointments } from '../../src/backends/lab/httpAppointments';
import { listMail } from '../../src/db/mailOutbox';
import { failNextSandboxRefund } from '../../src/backends/payment/sandbox';
import { listSandboxRefunds } from '../../src/db/paymentSandbox';
import { findPayment } from '../../src/db/payments';
import worker from '../../src/index';
import { runScheduledJobs } from '../../src/scheduled';
import { refundCancelledBooking } from '../../src/services/payments';
import { ORIGIN, postJson, sendJson, solvedProof, xsrfHeaders } from './helpers';
import {
  bookingStatus,
  fillSlotOf,
  heldBooking,
  paidBooking,
  payerOf,
  refundsOfBooking,
  start,
  startIdsAt,
} from './paymentFixtures';

// Money after the gateway took it (issue 11 points 5 and 6; docs/decisions/0019): settling through the
// laboratory port, refunds of payments that cannot be kept and of paid bookings cancelled in time, the
// cron's retries, and a success page that tells only what the server knows.
startIdsAt(8100);

/** 10 000 Ft as Intl writes it (a no-break space between the groups). */
const MONEY = /10\s000\sFt/;

/** The mails of `kind` to the payer of booking `id`. */
const mailsTo = async (kind: string, id: number) =>
  (await listMail(env.DB)).filter((m) => m.to === payerOf(id) && m.kind === kind);

/** The booking's hold ran out before the money came, and someone else took its place meanwhile. */
async function lapsedAndTaken(booking: Awaited<ReturnType<typeof heldBooking>>) {
  await env.DB.prepare(
    "UPDATE appointments SET status = 'expired', hold_expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1",
  )
    .bind(booking.id)
    .run();
  await fillSlotOf(booking);
}

const cancel = (hash: string) =>
  sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${hash}`, {});

describe('a payment that cannot be kept', () => {
  it('is refunded in full when its slot was taken after the hold ran out, and the patient is told', async () => {
    const { booking, orderRef, outcomePage } = await paidBooking(lapsedAndTaken);
    expect(await findPayment(env.DB, orderRef)).toMatchObject({ status: 'succeeded', booking_outcome: 'not_honoured' });
    expect(await bookingStatus(booking.id)).toBe('expired');
    expect(await refundsOfBooking(booking.id)).toMatchObject([
      { status: 'accepted', reason: 'not_honoured', amount: 10000, attempts: 1 },
    ]);
    const mails = await mailsTo('refund', booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(MONEY);
    expect(mails[0]!.subject).toContain('Fizetését visszatérítjük');

    const page = await (await SELF.fetch(outcomePage)).text();
    expect(page).toContain('Fizetését visszatérítjük');
    expect(page).toMatch(MONEY);
    expect(page).not.toContain('data-paid-booking');
    expect(page).not.toContain('Foglalását véglegesítettük');
  });
});

describe('cancelling a paid booking before the cut-off', () => {
  it('refunds it in full and says so in the answer, the mail and /dev/payments', async () => {
    const { booking, orderRef } = await paidBooking();
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const res = await cancel(booking.hash);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'cancelled', refunded: 10000 } });
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.status).toBe('accepted');
    expect(await refundsOfBooking(booking.id)).toMatchObject([{ reason: 'cancelled', amount: 10000 }]);
    const refunds = await listSandboxRefunds(env.DB);
    expect(refunds.filter((refund) => refund.orderRef === orderRef)).toMatchObject([{ amount: 10000 }]);

    await expect
      .poll(async () => (await mailsTo('cancellation', booking.id)).some((m) => m.appointmentId === booking.id))
      .toBe(true);
    const mail = (await mailsTo('cancellation', booking.id)).find((m) => m.appointmentId === booking.id)!;
    expect(mail.text).toMatch(/A teljes összeg \(10\s000\sFt\) visszatérítését elindítottuk/);

    const page = await (await SELF.fetch(`${ORIGIN}/dev/payments`)).text();
    expect(page).toMatch(new RegExp(`data-payment="${orderRef}"[\\s\\S]*?data-refund="accepted"`));
    // The amount as the site writes prices: '10 000 Ft', never '10000 Ft'.
    expect(page).toMatch(new RegExp(`data-payment="${orderRef}"[\\s\\S]*?>10\\s000\\sFt<`));
    expect(page).not.toContain('10000 Ft');
  });

  it('asks the gateway once per payment, however often the refund is asked for', async () => {
    const { booking, orderRef } = await paidBooking();
    expect((await cancel(booking.hash)).status).toBe(200);
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.status).toBe('accepted');
    await refundCancelledBooking(env, booking.hash);
    await refundCancelledBooking(env, booking.hash);
    expect(await refundsOfBooking(booking.id)).toHaveLength(1);
    expect((await listSandboxRefunds(env.DB)).filter((refund) => refund.orderRef === orderRef)).toHaveLength(1);
  });

  it('does not refund an on-site booking', async () => {
    const booking = await heldBooking(undefined, 'ONSITE');
    await env.DB.prepare("UPDATE appointments SET status = 'confirmed' WHERE id = ?1").bind(booking.id).run();
    expect(await (await cancel(booking.hash)).json()).toEqual({ data: { status: 'cancelled' } });
    expect(await refundsOfBooking(booking.id)).toEqual([]);
  });
});

describe('the account overview', () => {
  /** A verified, logged-in account (sign-up, the mailed token, login); answers its id and session token. */
  async function account(email: string) {
    const password = 'Kék-Tulipán-Vár-42';
    const headers = { 'cf-connecting-ip': '2001:db8:1e::1' };
    const proof = { 'x-challenge': await solvedProof() };
    expect((await postJson('/api/auth/signup', { email, password }, { ...headers, ...proof })).status).toBe(202);
    const verifyMail = async () =>
      (await listMail(env.DB)).find((mail) => mail.to === email && mail.kind === 'verify')?.text;
    await expect.poll(verifyMail).toBeTruthy();
    const token = /\?verify=([\w-]+)/.exec((await verifyMail())!)![1];
    expect((await postJson('/api/auth/verify', { token }, headers)).status).toBe(200);
    const login = await postJson('/api/auth/login', { email, password }, headers);
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first<{ id: number }>();
    return { id: user!.id, session: (await login.json<{ access_token: string }>()).access_token };
  }

  it('shows a cancelled paid booking with the amount whose refund has started', async () => {
    const { id, session } = await account(`refund.owner.${Date.now()}@example.hu`);
    const { booking } = await paidBooking();
    await env.DB.prepare('INSERT INTO user_appointments (user_id, appointment_hash) VALUES (?1, ?2)')
      .bind(id, booking.hash)
      .run();
    expect((await cancel(booking.hash)).status).toBe(200);
    const xsrf = await xsrfHeaders();
    const page = await SELF.fetch(`${ORIGIN}/sajat`, {
      headers: { cookie: `${xsrf.cookie}; __Host-session=${session}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    const card = html.slice(html.indexOf(`data-my-appointment="${booking.hash}"`));
    expect(card).toMatch(/data-refund-started="">Az online kifizetett 10\s000\sFt visszatérítését elindítottuk/);
  });
});

describe('refund retries', () => {
  it('retries a refund the gateway refused once, by the cron, until it is accepted', async () => {
    const { booking, transactionId } = await paidBooking();
    expect(await failNextSandboxRefund(env.DB, transactionId)).toBe(true);
    expect((await cancel(booking.hash)).status).toBe(200);
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.attempts).toBe(1);
    const [refused] = await refundsOfBooking(booking.id);
    expect(refused).toMatchObject({ status: 'pending', last_error: expect.stringContaining('5305') });

    // Not yet due: the cron leaves it; once due, the gateway accepts it.
    await runScheduledJobs(env, new Date());
    expect((await refundsOfBooking(booking.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await runScheduledJobs(env, new Date(Date.now() + 2 * 60_000));
    expect((await refundsOfBooking(booking.id))[0]).toMatchObject({ status: 'accepted', attempts: 2 });
    // Accepted refunds are never tried again.
    await runScheduledJobs(env, new Date(Date.now() + 24 * 3_600_000));
    expect((await refundsOfBooking(booking.id))[0]).toMatchObject({ status: 'accepted', attempts: 2 });
  });

  it('stops at a final refusal and leaves it for a person', async () => {
    const { booking, transactionId } = await paidBooking();
    // 5110: the refund is more than what remains of the payment, no retry can help.
    expect(await failNextSandboxRefund(env.DB, transactionId, 5110)).toBe(true);
    expect((await cancel(booking.hash)).status).toBe(200);
    await expect.poll(async () => (await refundsOfBooking(booking.id))[0]?.status).toBe('refused');
    await runScheduledJobs(env, new Date(Date.now() + 24 * 3_600_000));
    expect((await refundsOfBooking(booking.id))[0]).toMatchObject({ status: 'refused', attempts: 1 });
  });

  it('settles a payment whose settlement failed when its IPN came, from the cron', async () => {
    const booking = await heldBooking();
    await env.DB.prepare(
      `INSERT INTO payments (appointment_id, appointment_hash, provider, order_ref, transaction_id, status, amount,
         ipn_received_at) VALUES (?1, ?2, 'sandbox', ?3, ?4, 'succeeded', 10000, '2020-01-01T00:00:00.000Z')`,
    )
      .bind(booking.id, booking.hash, `${booking.id}-unsettled`, `${booking.id}000`)
      .run();
    await runScheduledJobs(env, new Date());
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    expect(await findPayment(env.DB, `${booking.id}-unsettled`)).toMatchObject({ booking_outcome: 'confirmed' });
    expect(await mailsTo('confirmation', booking.id)).toHaveLength(1);
  });
});

describe('the success page tells only what the server knows', () => {
  it('shows the booking and the amount for a paid transaction reached through the verified return', async () => {
    const { outcomePage } = await paidBooking();
    const html = await (await SELF.fetch(outcomePage)).text();
    expect(html).toContain('data-paid-booking');
    expect(html).toMatch(MONEY);
    expect(html).toContain('A visszaigazoló e-mailt elküldtük');
    expect(html).toContain('Foglalását véglegesítettük');
  });

  it('claims nothing for an unknown, unproven or unpaid transaction id', async () => {
    const { outcomePage } = await paidBooking();
    const transactionId = outcomePage.searchParams.get('transactionId')!;
    const unpaid = await heldBooking();
    const unpaidId = (await start(unpaid.hash)).split('/').pop()!;
    for (const query of [
      '',
      `?transactionId=${transactionId}`,
      `?transactionId=${transactionId}&proof=${encodeURIComponent('AAAA')}`,
      `?transactionId=999999999&proof=${encodeURIComponent(outcomePage.searchParams.get('proof')!)}`,
      `?transactionId=${unpaidId}`,
    ]) {
      const html = await (await SELF.fetch(`${ORIGIN}/fizetes-sikeres${query}`)).text();
      expect(html, query).not.toContain('data-paid-booking');
      expect(html, query).not.toContain('Foglalását véglegesítettük');
      expect(html, query).toContain('Ennek a fizetésnek az eredményét itt nem tudjuk megmutatni');
    }
  });
});

describe('this worker as the laboratory system of another site instance', () => {
  const KEY = 'lab-service-key-for-tests';
  const standIn = { ...env, LAB_SERVICE_KEY: KEY };
  /** The worker with LAB_SERVICE_KEY set, reached as the HTTP adapter reaches a laboratory system. */
  const asLab = async (input: RequestInfo | URL, init?: RequestInit) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(input, init), standIn, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it('keeps the service calls to callers with the key, and away entirely without one', async () => {
    const path = `${ORIGIN}/api/whitetech/appointments/expire_holds`;
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect(
      (await SELF.fetch(path, { ...post, headers: { ...post.headers, Authorization: `Bearer ${KEY}` } })).status,
    ).toBe(403);
    expect((await asLab(path, { ...post, headers: { ...post.headers, Authorization: 'Bearer wrong' } })).status).toBe(
      403,
    );
    // Without LAB_SERVICE_KEY the service calls do not exist, even for a browser with its XSRF pair.
    const found = await sendJson('POST', '/api/whitetech/appointments/expire_holds', {});
    expect(found.status).toBe(404);
    const read = await asLab(`${ORIGIN}/api/whitetech/appointments/confirmed?date=2030-01-01`, {
      headers: { Authorization: 'Bearer wrong' },
    });
    expect(read.status).toBe(401);
    const ok = await asLab(path, { ...post, headers: { ...post.headers, Authorization: `Bearer ${KEY}` } });
    expect(ok.status).toBe(200);
    // The key opens the laboratory contract only, not the account and patient calls.
    const patient = await asLab(`${ORIGIN}/api/whitetech/patient`, {
      ...post,
      headers: { ...post.headers, Authorization: `Bearer ${KEY}` },
    });
    expect(patient.status).toBe(403);
  });

  it('settles payments, expires holds and lists a day through the HTTP adapter', async () => {
    const lab = httpAppointments({ baseUrl: 'https://lab.stand-in.example', apiKey: KEY, fetch: asLab });
    const held = await heldBooking();
    expect(await lab.settlePayment(held.hash, { order_ref: `${held.id}-http`, amount: 10000 })).toMatchObject({
      outcome: 'confirmed',
      appointment: { hash: held.hash, status: 'confirmed' },
    });
    // The same payment again: recognised; another one for the same booking: not honoured.
    expect((await lab.settlePayment(held.hash, { order_ref: `${held.id}-http`, amount: 10000 }))?.outcome).toBe(
      'confirmed',
    );
    expect((await lab.settlePayment(held.hash, { order_ref: `${held.id}-other`, amount: 10000 }))?.outcome).toBe(
      'not_honoured',
    );
    expect(await lab.settlePayment('no-such-booking-hash-000000', { order_ref: 'x-1', amount: 1 })).toBeNull();
    expect((await lab.confirmedOn(held.date)).map((booking) => booking.hash)).toContain(held.hash);

    const lapsed = await heldBooking('2020-01-01T00:00:00.000Z');
    expect(await lab.expireHolds()).toContainEqual({ id: lapsed.id, hash: lapsed.hash });
    expect(await bookingStatus(lapsed.id)).toBe('expired');
  });
});
