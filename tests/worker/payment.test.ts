import { env, SELF } from 'cloudflare:test';
import { ORIGIN } from './helpers';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentGateway } from '../../src/backends/payment';
import { signBody } from '../../src/backends/payment/signature';
import { listMail } from '../../src/db/mailOutbox';
import { findPayment, paidAmount } from '../../src/db/payments';
import { formatPrice } from '../../src/domain/prices';
import { demoInvoice } from '../fixtures/booking.mjs';

import {
  bookingStatus,
  call,
  choose,
  heldBooking,
  inHour,
  ipn,
  payerOf,
  refundsOfBooking,
  start,
  startedPayment,
} from './paymentFixtures';
import { confirmFromMail } from './booker';

let secret: string;
beforeAll(async () => {
  secret = (await paymentGateway(env)).secret;
});

describe('payment start', () => {
  it('refuses an unknown, an onsite and an expired booking', async () => {
    const post = (hash: string) => call('/api/payment/start', { method: 'POST', body: JSON.stringify({ hash }) });
    expect((await post('no-such-booking-hash-00000')).status).toBe(404);
    expect((await post((await heldBooking(inHour(), 'ONSITE')).hash)).status).toBe(409);
    expect((await post((await heldBooking('2020-01-01T00:00:00.000Z')).hash)).status).toBe(409);
    expect((await call('/api/payment/start', { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('sends the billing details, which the gateway refuses when a part is missing', async () => {
    const post = (hash: string) => call('/api/payment/start', { method: 'POST', body: JSON.stringify({ hash }) });
    const company = await heldBooking(inHour(), 'ONLINE', {
      ...demoInvoice,
      invoice_type: 2,
      invoice_name: 'Minta Kft.',
    });
    expect((await post(company.hash)).status).toBe(200);
    const noAddress = await heldBooking(inHour(), 'ONLINE', { ...demoInvoice, invoice_address: ' ' });
    const refused = await post(noAddress.hash);
    expect([refused.status, (await refused.json<{ error: { code: string } }>()).error.code]).toEqual([
      502,
      'payment_gateway_failed',
    ]);
    expect(
      await env.DB.prepare('SELECT status FROM payments WHERE appointment_id = ?1').bind(noAddress.id).first(),
    ).toEqual({ status: 'failed' });
  });

  it('serves the sandbox page with the four choices', async () => {
    const pagePath = await start((await heldBooking()).hash);
    // Nine-digit transaction ids, like SimplePay's.
    expect(pagePath).toMatch(/^\/fizetes\/sandbox\/5\d{8}$/);
    const page = await call(pagePath);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of ['Sikeres fizetés', 'Sikertelen', 'Időtúllépés', 'Megszakítás']) expect(html).toContain(label);
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toContain('<html lang="hu"');
  });

  it('speaks the language the payment started in and writes the amount as the site does', async () => {
    const english = await heldBooking();
    await env.DB.prepare("UPDATE appointments SET language = 'en' WHERE id = ?1").bind(english.id).run();
    const started = await call('/api/payment/start', { method: 'POST', body: JSON.stringify({ hash: english.hash }) });
    const url = new URL((await started.json<{ data: { paymentUrl: string } }>()).data.paymentUrl);
    expect(url.searchParams.get('lang')).toBe('en');
    const html = await (await call(`${url.pathname}${url.search}`)).text();
    expect(html).toContain('<html lang="en"');
    for (const label of ['Test payment page', 'Successful payment', 'Failed', 'Timed out', 'Cancel']) {
      expect(html).toContain(label);
    }
    expect(html).not.toContain('Sikeres fizetés');
    // The held bookings cost 10 000 Ft (paymentFixtures), written as the site writes prices.
    expect(html).toContain(`data-amount="">${formatPrice(10000, 'en')}<`);

    const page = await (await call(await start((await heldBooking()).hash))).text();
    expect(page).toContain(`data-amount="">${formatPrice(10000, 'hu')}<`);
    expect(page).toMatch(/data-amount="">10\s000\sFt</);
    expect(page).not.toContain('10000 Ft');
  });
});

describe('outcomes through the sandbox', () => {
  it.each([
    ['FAIL', '/fizetes-sikertelen', 'failed'],
    ['TIMEOUT', '/fizetes-idotullepes', 'timeout'],
    ['CANCEL', '/fizetes-megszakitott', 'cancelled'],
  ])('%s → %s, the booking stays held', async (outcome, page, paymentStatus) => {
    const booking = await heldBooking();
    const pagePath = await start(booking.hash);
    const back = await choose(pagePath, outcome);
    expect(back.pathname).toBe('/api/payment/back');
    const res = await call(back.pathname + back.search);
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!, 'http://x');
    expect(target.pathname).toBe(page);
    expect(target.searchParams.get('transactionId')).toBe(pagePath.split('/').pop());
    expect(await bookingStatus(booking.id)).toBe('held');
    const payment = await env.DB.prepare('SELECT status FROM payments WHERE appointment_id = ?1')
      .bind(booking.id)
      .first();
    expect(payment).toEqual({ status: paymentStatus });
    // The page finishes a transaction once.
    expect((await call(pagePath)).status).toBe(404);

    // The outcome page (issue 25): the place still held until the hold's end in Budapest time, the
    // amount, the booking's one reference, and the way back to the cart step.
    const { reference, hold_expires_at } = (await env.DB.prepare(
      'SELECT reference, hold_expires_at FROM appointments WHERE id = ?1',
    )
      .bind(booking.id)
      .first<{ reference: string; hold_expires_at: string }>())!;
    const html = await (await SELF.fetch(`${ORIGIN}${target.pathname}${target.search}`)).text();
    const until = new Intl.DateTimeFormat('hu-HU', {
      timeZone: 'Europe/Budapest',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(hold_expires_at));
    expect(html).toContain('data-unpaid-booking="held"');
    expect(html).toMatch(new RegExp(`továbbra is fenntartjuk Önnek: [^<]*${until}-ig \\(budapesti idő szerint\\)`));
    expect(html).toMatch(/data-amount="">10\s000\sFt</);
    expect(reference).toMatch(/^PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(html).toContain(reference);
    expect(html).toContain('href="/idopontfoglalas-kosar"');
    // Without the back URL's proof the page names no booking.
    const bare = await (
      await SELF.fetch(`${ORIGIN}${target.pathname}?transactionId=${target.searchParams.get('transactionId')}`)
    ).text();
    expect(bare).not.toContain(reference);
  });

  it('SUCCESS confirms by the IPN, redirects to /fizetes-sikeres, and a repeated IPN changes nothing', async () => {
    const booking = await heldBooking();
    const back = await choose(await start(booking.hash), 'SUCCESS');
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const res = await call(back.pathname + back.search);
    expect(new URL(res.headers.get('location')!, 'http://x').pathname).toBe('/fizetes-sikeres');

    const row = (await env.DB.prepare('SELECT * FROM payments WHERE appointment_id = ?1').bind(booking.id).first<{
      order_ref: string;
      transaction_id: string;
    }>())!;
    const first = await findPayment(env.DB, row.order_ref);
    expect(first).toMatchObject({ status: 'succeeded', booking_outcome: 'confirmed', amount: 10000 });
    // The gateway repeats the IPN: the same answer, nothing changes.
    const body = JSON.stringify({
      salt: 'x',
      orderRef: row.order_ref,
      method: 'CARD',
      merchant: 'SANDBOX',
      transactionId: Number(row.transaction_id),
      status: 'FINISHED',
    });
    const again = await ipn(body, await signBody(secret, body));
    expect(again.status).toBe(200);
    const answerText = await again.text();
    expect(again.headers.get('Signature')).toBe(await signBody(secret, answerText));
    const answer = JSON.parse(answerText);
    expect(answer).toMatchObject(JSON.parse(body));
    expect(Date.parse(answer.receiveDate)).toBe(Math.floor(Date.parse(first!.ipn_received_at!) / 1000) * 1000);
    expect(await findPayment(env.DB, row.order_ref)).toEqual(first);
    expect(await bookingStatus(booking.id)).toBe('confirmed');
  });
});

describe('IPN and back URL verification', () => {
  it('refuses a tampered body or signature with 401 and changes nothing', async () => {
    const { booking, order_ref, body } = await startedPayment();
    const signature = await signBody(secret, body);
    expect((await ipn(body.replace('"s"', '"t"'), signature)).status).toBe(401);
    expect(
      (
        await ipn(
          body,
          signature.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')),
        )
      ).status,
    ).toBe(401);
    expect((await ipn(body, '')).status).toBe(401);
    expect(await bookingStatus(booking.id)).toBe('held');
    expect(await findPayment(env.DB, order_ref)).toMatchObject({ status: 'started', ipn_received_at: null });
    // The genuine one still confirms.
    expect((await ipn(body, signature)).status).toBe(200);
    expect(await bookingStatus(booking.id)).toBe('confirmed');
  });

  it('never confirms from a back URL, even a validly signed SUCCESS', async () => {
    const { booking, order_ref, transactionId } = await startedPayment();
    const r = JSON.stringify({ r: 0, t: Number(transactionId), e: 'SUCCESS', m: 'SANDBOX', o: order_ref });
    const query = new URLSearchParams({ r: btoa(r), s: await signBody(secret, r) });
    const res = await call(`/api/payment/back?${query}`);
    const target = new URL(res.headers.get('location')!, 'http://x');
    expect([target.pathname, target.searchParams.get('transactionId')]).toEqual(['/fizetes-sikeres', transactionId]);
    expect(target.searchParams.get('proof')).toBeTruthy();
    expect(await bookingStatus(booking.id)).toBe('held');
    expect((await call(`/api/payment/back?r=${encodeURIComponent(btoa(r))}&s=forged`)).status).toBe(400);
  });

  it('switches a held booking to paying on site: held for its mail, the attempt ended, a late IPN kept apart', async () => {
    const { booking, order_ref, transactionId } = await startedPayment();
    const confirmations = async () =>
      (await listMail(env.DB)).filter((mail) => mail.to === payerOf(booking.id) && mail.kind === 'confirmation').length;
    const before = await confirmations();
    const onsite = () => call('/api/payment/onsite', { method: 'POST', body: JSON.stringify({ hash: booking.hash }) });

    const res = await onsite();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Paying on site asks the patient to confirm from the mail, as booking on site does (decision 0050);
    // the answer says the booking's state only (issue 24 point 4).
    expect(await res.json()).toEqual({ data: { status: 'held' } });
    expect(await findPayment(env.DB, order_ref)).toMatchObject({ status: 'cancelled' });
    expect(await confirmations()).toBe(before + 1);
    expect((await confirmFromMail(booking.id)).status).toBe(200);

    // The payer finished the abandoned gateway page after all: the money is not kept, it goes back.
    await choose(`/fizetes/sandbox/${transactionId}`, 'SUCCESS');
    expect(await findPayment(env.DB, order_ref)).toMatchObject({
      status: 'succeeded',
      booking_outcome: 'not_honoured',
    });
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    expect(await paidAmount(env.DB, booking.hash)).toBe(0);
    expect(await refundsOfBooking(booking.id)).toMatchObject([
      { status: 'accepted', reason: 'not_honoured', amount: 10000 },
    ]);
    // Asking again changes nothing and sends nothing.
    expect((await onsite()).status).toBe(200);
    expect(await confirmations()).toBe(before + 1);
  });

  it('refuses the switch to paying on site once the hold is over or the booking is paid', async () => {
    const post = (hash: string) => call('/api/payment/onsite', { method: 'POST', body: JSON.stringify({ hash }) });
    const expired = await heldBooking('2020-01-01T00:00:00.000Z');
    const refused = await post(expired.hash);
    expect([refused.status, (await refused.json<{ error: { code: string } }>()).error.code]).toEqual([
      409,
      'not_payable',
    ]);
    expect(await bookingStatus(expired.id)).toBe('held');

    const { booking, body } = await startedPayment();
    expect((await ipn(body, await signBody(secret, body))).status).toBe(200);
    expect((await post(booking.hash)).status).toBe(409);
    expect(await paidAmount(env.DB, booking.hash)).toBe(10000);
    expect((await post('no-such-booking-hash-00000')).status).toBe(404);
    expect((await call('/api/payment/onsite', { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('takes the same slot again for a payment that came after its hold ran out, when the slot is free', async () => {
    const { booking, order_ref, body } = await startedPayment();
    await env.DB.prepare(
      "UPDATE appointments SET hold_expires_at = '2020-01-01T00:00:00.000Z', status = 'expired' WHERE id = ?1",
    )
      .bind(booking.id)
      .run();
    expect((await ipn(body, await signBody(secret, body))).status).toBe(200);
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    expect(await findPayment(env.DB, order_ref)).toMatchObject({ status: 'succeeded', booking_outcome: 'retaken' });
    expect(await paidAmount(env.DB, booking.hash)).toBe(10000);
    expect(await refundsOfBooking(booking.id)).toEqual([]);
  });
});
