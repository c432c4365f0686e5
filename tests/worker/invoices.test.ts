import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { invoiceRequestByOrderRef } from '../../src/db/invoiceRequests';
import { listMail } from '../../src/db/mailOutbox';
import { findPayment } from '../../src/db/payments';
import { runScheduledJobs } from '../../src/scheduled';
import { attemptInvoice, INVOICE_RETRY_MINUTES } from '../../src/services/invoices';
import { loggedInMember, ORIGIN, sendJson, xsrfHeaders } from './helpers';
import { fillSlotOf, heldBooking, paidBooking, payerOf, startIdsAt } from './paymentFixtures';

// Invoices follow the money (issue 27 points 2 and 3; docs/decisions/0066): a settled online payment is
// invoiced once, an accepted refund corrects it, an on-site payment the operator records is invoiced, a
// failure is retried by the cron, and the patient gets the PDF behind a personal link.
startIdsAt(10300);

const TOKEN = env.OPERATOR_API_TOKEN!;
const NUMBER = new RegExp(`^${env.INVOICE_PREFIX}-\\d{4}-\\d{5}$`);

const cancel = (hash: string) =>
  sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${hash}`, {});

const invoiceMails = async (id: number) =>
  (await listMail(env.DB)).filter((mail) => mail.to === payerOf(id) && mail.kind === 'invoice');

/** The link a mail carries to the invoice PDF. */
const linkIn = (text: string) => new URL(/https?:\/\/\S+\/szamla\/[\w-]{43}/.exec(text)![0]);

const onsite = (body: unknown, token = TOKEN) =>
  SELF.fetch(`${ORIGIN}/api/operator/onsite-payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a settled online payment', () => {
  it('is invoiced once with its items and sampling fee, and the payer is mailed a link to the PDF', async () => {
    const { booking, orderRef } = await paidBooking();
    const request = await invoiceRequestByOrderRef(env.DB, orderRef);
    expect(request).toMatchObject({ kind: 'invoice', status: 'issued', amount: 10000, attempts: 1 });
    const invoice = request!.invoice!;
    expect(invoice.number).toMatch(NUMBER);
    expect(invoice).toMatchObject({ kind: 'invoice', gross: 10000, paymentMethod: 'card' });
    expect(invoice.lines.map((line) => [line.name, line.quantity, line.gross, line.vat])).toEqual([
      ['Alap laborcsomag', 1, 9000, 'TAM'],
      ['Mintavételi díj', 1, 1000, 'TAM'],
    ]);
    expect(invoice.buyer).toMatchObject({ name: 'Kovács Éva', zip: '1134', city: 'Budapest', company: false });
    expect(invoice.notes).toContain('Foglalás: ');
    expect(invoice.notes).toContain('Áfa tv. 85. § (1) b)');

    const mails = await invoiceMails(booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(invoice.number);
    expect(mails[0]!.text).toMatch(/10\s000\sFt/);
    const link = linkIn(mails[0]!.text);
    const pdf = await SELF.fetch(`${ORIGIN}${link.pathname}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // The IPN repeated and the cron's sweep change nothing: still one invoice, one mail.
    await runScheduledJobs(env, new Date(Date.now() + 10 * 60_000));
    expect((await invoiceRequestByOrderRef(env.DB, orderRef))!.number).toBe(invoice.number);
    expect(await invoiceMails(booking.id)).toHaveLength(1);
  });

  it('is invoiced to a company with its tax number', async () => {
    const company = {
      invoice_taxnumber: '12345676-2-41',
      invoice_type: 2,
      invoice_name: 'Példa Kft.',
      invoice_address: 'Fő utca 1.',
      invoice_zipcode: '9021',
      invoice_city: 'Győr',
      invoice_notes: 'PO-77',
    };
    const booking = await heldBooking(undefined, 'ONLINE', company);
    const { orderRef } = await paidBooking(undefined, booking);
    const invoice = (await invoiceRequestByOrderRef(env.DB, orderRef))!.invoice!;
    expect(invoice.buyer).toMatchObject({ name: 'Példa Kft.', taxNumber: '12345676-2-41', company: true });
    expect(invoice.notes.split('\n')[0]).toBe('PO-77');
  });

  it('is not invoiced when the booking could not be kept and the money went back', async () => {
    const { orderRef } = await paidBooking(async (booking) => {
      await env.DB.prepare(
        "UPDATE appointments SET status = 'expired', hold_expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1",
      )
        .bind(booking.id)
        .run();
      await fillSlotOf(booking);
    });
    expect((await findPayment(env.DB, orderRef))!.booking_outcome).toBe('not_honoured');
    expect(await invoiceRequestByOrderRef(env.DB, orderRef)).toBeNull();
  });
});

describe('a refund', () => {
  it('of a whole invoiced payment reverses the invoice (storno), mailed like the invoice', async () => {
    const { booking, orderRef } = await paidBooking();
    const original = (await invoiceRequestByOrderRef(env.DB, orderRef))!.invoice!;
    expect((await cancel(booking.hash)).status).toBe(200);
    const correction = async () =>
      (
        await env.DB.prepare(`SELECT order_ref FROM invoice_requests WHERE kind = 'correction' AND corrects_id = ?1`)
          .bind((await invoiceRequestByOrderRef(env.DB, orderRef))!.id)
          .first<{ order_ref: string }>()
      )?.order_ref;
    await expect.poll(correction).toMatch(new RegExp(`^${orderRef}-R\\d+$`));
    const reversal = await invoiceRequestByOrderRef(env.DB, (await correction())!);
    await expect.poll(async () => (await invoiceRequestByOrderRef(env.DB, reversal!.order_ref))!.status).toBe('issued');
    const issued = (await invoiceRequestByOrderRef(env.DB, reversal!.order_ref))!.invoice!;
    expect(issued).toMatchObject({ kind: 'reversal', corrects: original.number, gross: -10000 });
    expect(issued.number).toMatch(NUMBER);
    expect(issued.number).not.toBe(original.number);
    await expect.poll(async () => (await invoiceMails(booking.id)).length).toBe(2);
    expect((await invoiceMails(booking.id)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining(`Sztornó számla: ${issued.number}`),
    );
  });
});

describe('a refund accepted before its invoice was issued', () => {
  it('waits for the invoice without using attempts, then is corrected as soon as the invoice is issued', async () => {
    const broken = { ...env, INVOICE_SELLER_NAME: '' };
    const { booking, orderRef } = await paidBooking(undefined, undefined, broken);
    expect((await invoiceRequestByOrderRef(env.DB, orderRef))!.status).toBe('pending');
    expect((await cancel(booking.hash)).status).toBe(200);
    const correctionRef = async () =>
      (
        await env.DB.prepare(`SELECT order_ref FROM invoice_requests WHERE kind = 'correction' AND order_ref LIKE ?1`)
          .bind(`${orderRef}-R%`)
          .first<{ order_ref: string }>()
      )?.order_ref;
    await expect.poll(correctionRef).toBeTruthy();
    const waiting = (await invoiceRequestByOrderRef(env.DB, (await correctionRef())!))!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(waiting.last_error).toContain('Waiting for invoice request');

    // The invoice's retry issues it, and its correction follows in the same run.
    const original = (await invoiceRequestByOrderRef(env.DB, orderRef))!;
    await runScheduledJobs(env, new Date(Date.parse(original.next_attempt_at) + 1000));
    expect(await invoiceRequestByOrderRef(env.DB, orderRef)).toMatchObject({ status: 'issued' });
    const corrected = (await invoiceRequestByOrderRef(env.DB, waiting.order_ref))!;
    expect(corrected).toMatchObject({ status: 'issued', attempts: 1 });
    expect(corrected.invoice).toMatchObject({ kind: 'reversal', gross: -10000 });
    expect((await invoiceMails(booking.id)).map((mail) => mail.subject)).toHaveLength(2);
  });
});

describe('an invoice the port could not issue', () => {
  it('is retried by the cron with backoff and never holds up the payment', async () => {
    const broken = { ...env, INVOICE_SELLER_NAME: '' };
    const { orderRef } = await paidBooking(undefined, undefined, broken);
    // The payment was settled and kept although invoicing failed.
    expect((await findPayment(env.DB, orderRef))!.booking_outcome).toBe('confirmed');
    const pending = (await invoiceRequestByOrderRef(env.DB, orderRef))!;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, number: null });
    expect(pending.last_error).toContain('INVOICE_SELLER_NAME');
    const wait = Date.parse(pending.next_attempt_at) - Date.parse(pending.created_at);
    expect(wait).toBeGreaterThanOrEqual((INVOICE_RETRY_MINUTES[0]! - 0.1) * 60_000);

    // Still failing at the next attempt: the wait grows.
    await attemptInvoice(broken, pending, new Date(Date.parse(pending.next_attempt_at)));
    const again = (await invoiceRequestByOrderRef(env.DB, orderRef))!;
    expect(again.attempts).toBe(2);
    expect(Date.parse(again.next_attempt_at) - Date.parse(pending.next_attempt_at)).toBe(
      INVOICE_RETRY_MINUTES[1]! * 60_000,
    );

    // Fixed: the cron's next run issues it.
    await runScheduledJobs(env, new Date(Date.parse(again.next_attempt_at) + 1000));
    expect(await invoiceRequestByOrderRef(env.DB, orderRef)).toMatchObject({ status: 'issued', attempts: 3 });
    expect((await SELF.fetch(`${ORIGIN}/dev/payments`).then((res) => res.text())).replace(/\s+/g, ' ')).toMatch(
      new RegExp(`data-invoice="${orderRef}" data-invoice-status="issued"`),
    );
  });
});

describe('an on-site payment recorded by the operator', () => {
  async function confirmedOnsite() {
    const booking = await heldBooking(undefined, 'ONSITE');
    await env.DB.prepare("UPDATE appointments SET status = 'confirmed' WHERE id = ?1").bind(booking.id).run();
    return booking;
  }

  it('is invoiced once, in cash or by card, whatever how often it is recorded', async () => {
    const booking = await confirmedOnsite();
    const first = await onsite({ booking: booking.hash, method: 'cash' });
    expect(first.status).toBe(201);
    const answer = await first.json<{ number: string; amount: number; status: string; created: boolean }>();
    expect(answer).toMatchObject({ amount: 10000, status: 'issued', created: true });
    expect(answer.number).toMatch(NUMBER);
    const again = await onsite({ booking: booking.hash, method: 'cash' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ number: answer.number, created: false });
    const request = await invoiceRequestByOrderRef(env.DB, `${booking.id}-HELYSZIN`);
    expect(request!.invoice).toMatchObject({ paymentMethod: 'cash', gross: 10000 });
    expect(await invoiceMails(booking.id)).toHaveLength(1);
  });

  it('is refused without the operator token, for an online booking, or with a bad method', async () => {
    const booking = await confirmedOnsite();
    expect((await onsite({ booking: booking.hash, method: 'cash' }, 'x'.repeat(40))).status).toBe(401);
    const bad = await onsite({ booking: booking.hash, method: 'cheque' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_body' } });
    const online = await heldBooking();
    const refused = await onsite({ booking: online.hash, method: 'card' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'paid_online' } });
    expect((await onsite({ booking: 'n'.repeat(30), method: 'card' })).status).toBe(404);
  });
});

describe('the download link', () => {
  it('answers a token that names no invoice with the dead-link page, never cached', async () => {
    const res = await SELF.fetch(`${ORIGIN}/szamla/${'A'.repeat(43)}`, {
      headers: { 'cf-connecting-ip': '203.0.113.77' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the account overview', () => {
  it("lists the invoices of the user's bookings, each number a link to its PDF", async () => {
    const { token, email } = await loggedInMember('invoice.owner');
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(email).first<{ id: number }>();
    const { booking, orderRef } = await paidBooking();
    await env.DB.prepare('INSERT INTO user_appointments (user_id, appointment_hash) VALUES (?1, ?2)')
      .bind(user!.id, booking.hash)
      .run();
    const request = (await invoiceRequestByOrderRef(env.DB, orderRef))!;
    const xsrf = await xsrfHeaders();
    const page = await SELF.fetch(`${ORIGIN}/sajat`, {
      headers: { cookie: `${xsrf.cookie}; __Host-session=${token}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Számlák');
    expect(html).toMatch(
      new RegExp(`data-my-invoice="issued"[\\s\\S]*?href="/szamla/${request.token}"[^>]*>${request.number}<`),
    );
    expect(html).toMatch(/10\s000\sFt/);
  });
});
