import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedProof } from '../../scripts/lib/challenge.mjs';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { clientAddress, origin } from './browser';

// The online-payment journey (book, pay in the sandbox, IPN, confirmation mail, change the time, cancel
// and get the money back), run twice as a patient's browser would make the calls: once on the embedded
// booking engine, once with LAB_BACKEND=http against a laboratory stand-in (this same worker on its own
// database, serving the embedded engine over HTTP) started here. Both must give the same story.

const SERVICE_KEY = `stand-in-${randomUUID()}`;

/**
 * A visitor's cookie jar, echoing the XSRF token as the site's own HTTP client does, from a client
 * address of its own (the limits on unconfirmed places count per address, decision 0050).
 */
class Visitor {
  private cookies = new Map<string, string>();
  private readonly address = clientAddress();
  constructor(readonly origin: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', this.address);
    headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const xsrf = this.cookies.get('__Host-XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    // A browser names the page's origin on every POST; the site refuses cross-site ones (issue 12 point 7).
    if (init.method && init.method !== 'GET') headers.set('origin', this.origin);
    const res = await fetch(new URL(path, this.origin), { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }

  async json<T = any>(path: string, init: RequestInit = {}, status = 200): Promise<T> {
    const res = await this.fetch(path, init);
    const text = await res.text();
    expect(res.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(status);
    return JSON.parse(text) as T;
  }

  /** Follows a redirect answer to where it points, on this site. */
  async follow(res: Response): Promise<Response> {
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get('location')!, this.origin);
    return this.fetch(target.pathname + target.search);
  }
}

/** An invoice's mail (issue 27): the invoice, or its reversing or modifying invoice. */
const INVOICE_SUBJECT = /^(Sztornó |Módosító )?[Ss]zámla: /;

/** The subjects of the mails to `email` in the development outbox, oldest first, `invoices` or the rest. */
async function mailSubjects(visitor: Visitor, email: string, invoices = false): Promise<string[]> {
  const html = await (await visitor.fetch('/dev/outbox')).text();
  return html
    .split('<tr')
    .filter((row) => row.includes(`>${email}<`))
    .map((row) => row.match(/<a [^>]*href="\/dev\/outbox\/\d+"[^>]*>([^<]+)<\/a>/)?.[1] ?? '')
    .filter((subject) => INVOICE_SUBJECT.test(subject) === invoices)
    .reverse();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function onlinePaymentJourney(site: string) {
  const visitor = new Visitor(site);
  expect((await visitor.fetch('/')).status).toBe(200);
  const email = `journey-${randomUUID().slice(0, 8)}@example.hu`;

  // Choose: an ordinary package sold on the web, a location that samples it, a day at least three days out.
  const { data: packages } = await visitor.json('/api/whitetech/web/packages?language=hu');
  const item = packages.find((p: any) => p.tags.includes('showonweb') && p.app_time <= 10 && !p.info_sheet);
  const { data: locations } = await visitor.json(`/api/whitetech/web/locations?language=hu&package_ids=${item.id}`);
  const place = locations.find((l: any) => l.tags.includes('showonweb'));
  const query = `location_id=${place.id}&package_ids=${item.id}`;
  const { data: dates } = await visitor.json(`/api/whitetech/web/available_dates?${query}`);
  const [first, second] = dates.filter((date: string) => date >= inDays(3));
  const { data: times } = await visitor.json(`/api/whitetech/web/available_times?${query}&date=${first}`);

  // Book with online payment, with the solved challenge a browser sends (decision 0051): the slot is held.
  const { data: held } = await visitor.json(
    '/api/whitetech/appointments/patient_appointment_post',
    {
      method: 'POST',
      headers: { 'x-challenge': await solvedProof(site) },
      body: JSON.stringify({
        idempotency_key: randomUUID(),
        language: 'hu',
        location_id: place.id,
        date: first,
        time: times[0].minute,
        package_ids: [item.id],
        payment_type: 'ONLINE',
        person: freshPatient({ email }),
        invoice: demoInvoice,
      }),
    },
    201,
  );
  expect(held).toMatchObject({ status: 'held', payment_type: 'ONLINE' });

  // Pay in the sandbox: its page, SUCCESS, the IPN (delivered by the sandbox), the back URL.
  const { data: start } = await visitor.json('/api/payment/start', {
    method: 'POST',
    body: JSON.stringify({ hash: held.hash }),
  });
  const pagePath = new URL(start.paymentUrl).pathname;
  expect((await visitor.fetch(pagePath)).status).toBe(200);
  const back = await visitor.fetch(pagePath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'SUCCESS' }).toString(),
  });
  const success = await visitor.follow(await visitor.follow(back));
  expect(success.status).toBe(200);
  const page = await success.text();
  expect(page).toContain('data-paid-booking');
  expect(page).toContain(place.name);

  const booking = async () =>
    (await visitor.json(`/api/whitetech/appointments/patient_appointment_get/${held.hash}`)).data;
  expect(await booking()).toMatchObject({ status: 'confirmed', date: first });
  await expect
    .poll(() => mailSubjects(visitor, email))
    .toEqual([expect.stringContaining('Időpontfoglalás visszaigazolása')]);

  // Change the time to another day.
  const { data: later } = await visitor.json(`/api/whitetech/web/available_times?${query}&date=${second}`);
  const { data: moved } = await visitor.json(`/api/whitetech/appointments/patient_appointment_put/${held.hash}`, {
    method: 'PUT',
    body: JSON.stringify({ date: second, time: later[0].minute }),
  });
  expect(moved).toMatchObject({ status: 'confirmed', date: second, minute: later[0].minute });
  await expect.poll(async () => (await mailSubjects(visitor, email))[1]).toContain('Időpontja megváltozott');

  // Cancel in time: the booking is cancelled and the whole payment goes back.
  const { data: cancelled } = await visitor.json(
    `/api/whitetech/appointments/patient_appointment_delete/${held.hash}`,
    { method: 'DELETE' },
  );
  expect(cancelled).toEqual({ status: 'cancelled', refunded: held.total });
  expect(await booking()).toMatchObject({ status: 'cancelled' });
  await expect.poll(() => mailSubjects(visitor, email)).toHaveLength(3);
  expect((await mailSubjects(visitor, email))[2]).toContain('Időpontját töröltük');
  await expect
    .poll(async () => (await (await visitor.fetch('/dev/payments')).text()).match(/data-refund="(\w+)"/)?.[1])
    .toBe('accepted');
  // The payment was invoiced and the refund reversed it, whichever system keeps the bookings (issue 27).
  await expect
    .poll(() => mailSubjects(visitor, email, true))
    .toEqual([expect.stringMatching(/^Számla: /), expect.stringMatching(/^Sztornó számla: /)]);
  return { hash: held.hash as string, email };
}

describe('the online-payment journey', () => {
  it('runs on the embedded booking engine', async () => {
    await onlinePaymentJourney(origin());
  });

  describe('with LAB_BACKEND=http against a laboratory stand-in', () => {
    const base = Number(process.env.E2E_PORT ?? 8799) + 10;
    let stop: (() => void)[] = [];
    let site = '';
    let lab = '';

    beforeAll(async () => {
      const states = ['lab', 'site'].map((name) => join(root, `.wrangler/e2e-http-${name}-state`));
      for (const persistTo of states) {
        rmSync(persistTo, { recursive: true, force: true });
        await prepareDatabase({ persistTo, quiet: true });
      }
      const standIn = await startDevServer({
        port: base,
        persistTo: states[0],
        quiet: true,
        vars: { LAB_SERVICE_KEY: SERVICE_KEY },
      });
      stop.push(standIn.stop);
      lab = standIn.origin;
      const server = await startDevServer({
        port: base + 1,
        persistTo: states[1],
        quiet: true,
        vars: { LAB_BACKEND: 'http', LAB_API_URL: lab, LAB_API_KEY: SERVICE_KEY },
      });
      stop.push(server.stop);
      site = server.origin;
    }, 240_000);

    afterAll(() => {
      for (const end of stop) end();
      stop = [];
    });

    it('runs the same journey, the booking kept in the laboratory system', async () => {
      const { hash, email } = await onlinePaymentJourney(site);
      // The booking lives in the stand-in, which sent no mail of its own: the site told the patient.
      const standIn = new Visitor(lab);
      expect((await standIn.json(`/api/whitetech/appointments/patient_appointment_get/${hash}`)).data).toMatchObject({
        status: 'cancelled',
      });
      expect(await mailSubjects(standIn, email)).toEqual([]);
    });

    it('keeps the service-only calls to callers holding the key', async () => {
      const stranger = new Visitor(lab);
      const res = await stranger.fetch('/api/whitetech/appointments/expire_holds', {
        method: 'POST',
        body: '{}',
        headers: { Authorization: 'Bearer wrong-key' },
      });
      // Without the key the call is an ordinary browser call, and the XSRF check refuses it first.
      expect(res.status).toBe(403);
      const read = await stranger.fetch(`/api/whitetech/appointments/confirmed?date=${inDays(3)}`, {
        headers: { Authorization: 'Bearer wrong-key' },
      });
      expect(read.status).toBe(401);
      const ok = await stranger.fetch('/api/whitetech/appointments/expire_holds', {
        method: 'POST',
        body: '{}',
        headers: { Authorization: `Bearer ${SERVICE_KEY}` },
      });
      expect(ok.status).toBe(200);
    });
  });
});
