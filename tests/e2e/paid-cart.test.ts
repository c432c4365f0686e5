import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedProof } from '../../scripts/lib/challenge.mjs';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { confirmFromMail } from './outbox';
import { bookAtSummary, toSummary } from './summary';

// Issue 11, point 4 (docs/decisions/0017): a cart that made a booking never makes a second one, and is
// emptied once that booking is paid, confirmed, cancelled or expired.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENSHOTS = new URL('./screenshots/', import.meta.url);
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface StoredCart {
  examinations: unknown[];
  appointmentId: number | null;
  appointmentHash: string | null;
  idempotencyKey: string | null;
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart-v5') ?? 'null') as StoredCart);

/** Waits until the browser's cart is the empty one, booking fields and all. */
async function cartEmptied(page: Page) {
  await page.waitForFunction(() => {
    const cart = JSON.parse(localStorage.getItem('cart-v5') ?? 'null');
    return cart && cart.examinations.length === 0 && cart.appointmentHash === null && cart.idempotencyKey === null;
  });
  await expect(storedCart(page)).resolves.toMatchObject({ appointmentId: null, appointmentHash: null });
  await expect.poll(() => page.locator('[data-cart-badge]').isVisible()).toBe(false);
}

const json = async (path: string) => ((await (await fetch(`${origin()}${path}`)).json()) as { data: any }).data;
const booking = (hash: string | null) => json(`/api/whitetech/appointments/patient_appointment_get/${hash}`);

/** How many more visitors a start can take: a second booking of the same slot would lower it. */
async function free(date: string, minute: number): Promise<number> {
  const times: { minute: number; free: number }[] = await json(
    `/api/whitetech/web/available_times?location_id=1&package_ids=1&date=${date}`,
  );
  return times.find((time) => time.minute === minute)?.free ?? 0;
}

/**
 * A call as the site's own client makes it from the page: the __Host-XSRF-TOKEN cookie echoed as a
 * header, with `headers` (a solved challenge for a booking, decision 0051).
 */
const callFromPage = (page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  page.evaluate(
    async ({ method, path, body, headers }) => {
      const token = decodeURIComponent(/(?:^|; )__Host-XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': token, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    },
    { method, path, body, headers },
  );

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}

describe('a cart that paid for its booking', () => {
  it('books once however often the summary is sent, then lands on the success page with an empty cart', async () => {
    const { page, errors } = await visitor(browser, DESKTOP);
    await toSummary(page);
    await bookAtSummary(page);
    await page.waitForURL('**/fizetes/sandbox/**');
    const first = await storedCart(page);
    expect(first.idempotencyKey).toMatch(UUID);
    const held = await booking(first.appointmentHash);
    expect(held).toMatchObject({ id: first.appointmentId, status: 'held', payment_type: 'ONLINE' });
    const places = await free(held.date, held.minute);

    // Back on the summary while the booking waits: the cart still holds it, and sending it again pays
    // for the same booking (200, the same hash) instead of taking a second place.
    await page.goto('/idopontfoglalas-osszegzes');
    await ready(page);
    await page.locator('[data-held-notice]').waitFor();
    const answer = page.waitForResponse((res) => res.url().endsWith('/patient_appointment_post'));
    await bookAtSummary(page);
    expect((await answer).status()).toBe(200);
    await page.waitForURL('**/fizetes/sandbox/**');
    expect(await free(held.date, held.minute)).toBe(places);
    // The summary stores the hash it was answered: the same one.
    expect(await storedCart(page)).toMatchObject({
      appointmentHash: first.appointmentHash,
      idempotencyKey: first.idempotencyKey,
    });
    const last = await page.evaluate(() => sessionStorage.getItem('booking-last-appointment'));
    expect(last).toBe(first.appointmentHash);

    await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
    await page.waitForURL('**/fizetes-sikeres?transactionId=*');
    await ready(page);
    await cartEmptied(page);
    expect((await booking(first.appointmentHash)).status).toBe('confirmed');

    // The header's booking button now starts a new booking.
    await expect.poll(() => page.locator('[data-appointment-button]').getAttribute('href')).toBe('/idopontfoglalas');
    await page.locator('[data-appointment-button]').click();
    await page.waitForURL(/\/idopontfoglalas$/);
    await ready(page);
    await expect.poll(() => storedCart(page)).toMatchObject({ examinations: [], appointmentHash: null });

    // The thank-you page of the paid booking says it is paid, in both languages, and the cart stays empty.
    for (const [prefix, paid, toPay, notice] of [
      // The total said once, as paid (issue 25: never "to pay" and "paid" on one page).
      ['', 'Online kifizetve', 'Fizetendő', 'Az online fizetés sikerült'],
      ['/en', 'Paid online', 'To pay', 'Your online payment went through'],
    ] as const) {
      for (const [width, viewport] of [
        [1366, DESKTOP],
        [390, PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${prefix}/idopontfoglalas-koszono`);
        await ready(page);
        const thanks = page.locator('[data-thanks="confirmed"][data-paid]');
        await thanks.waitFor();
        await page.locator('[data-thanks] dd', { hasText: 'Pannon Labor' }).waitFor();
        await expect.poll(() => thanks.getByText(paid, { exact: true }).count()).toBe(1);
        await expect.poll(() => thanks.textContent()).toContain(notice);
        await expect.poll(() => thanks.textContent()).not.toContain(toPay);
        await screenshot(page, `paid-thanks-${prefix ? 'en' : 'hu'}-${width}`);
      }
    }
    await cartEmptied(page);
    expect(errors).toEqual([]);
  });

  it('lets a visitor who changed the details pay for the waiting booking or replace it, never holding two', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await toSummary(page, '/en');
    await bookAtSummary(page);
    await page.waitForURL('**/fizetes/sandbox/**');
    const first = await storedCart(page);

    await page.goto('/en/idopontfoglalas-osszegzes');
    await ready(page);
    await page.locator('[data-held-notice]').waitFor();
    await bookAtSummary(page, 'ONSITE');
    await page.locator('[data-held-changed]').waitFor();
    await expect.poll(() => page.locator('[data-held-changed]').textContent()).toContain('with other details');
    await screenshot(page, 'summary-held-changed-en-375');
    expect((await booking(first.appointmentHash)).status).toBe('held');

    await page.locator('[data-replace-held]').click();
    await page.waitForURL('**/en/idopontfoglalas-koszono');
    // On site without an account: the new booking waits for its patient's confirmation from the mail.
    await page.locator('[data-thanks="held"] [data-awaits-confirmation]').waitFor();
    expect((await booking(first.appointmentHash)).status).toBe('cancelled');
    const second = await page.evaluate(() => sessionStorage.getItem('booking-last-appointment'));
    expect(second).not.toBe(first.appointmentHash);
    const replaced = await booking(second);
    expect(replaced).toMatchObject({ status: 'held', payment_type: 'ONSITE' });
    // Paid on site: the amount is still to pay.
    await expect.poll(() => page.locator('[data-thanks]').textContent()).toContain('To pay');
    await expect.poll(() => page.locator('[data-paid]').count()).toBe(0);
    // Made, so the cart is emptied as for a confirmed booking; it is never held twice.
    await cartEmptied(page);
    await confirmFromMail(page, replaced.person.email, 'en');
    expect(await booking(second)).toMatchObject({ status: 'confirmed', payment_type: 'ONSITE' });
    expect(errors).toEqual([]);
  });

  it('keeps the cart on any page while its booking is held, and empties it once the booking is cancelled', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await page.goto('/');
    const [date] = (await json('/api/whitetech/web/available_dates?location_id=1&package_ids=1')).slice(2);
    const [time] = await json(`/api/whitetech/web/available_times?location_id=1&package_ids=1&date=${date}`);
    const key = crypto.randomUUID();
    const made = await callFromPage(
      page,
      'POST',
      '/api/whitetech/appointments/patient_appointment_post',
      {
        idempotency_key: key,
        location_id: 1,
        date,
        time: time.minute,
        package_ids: [1],
        payment_type: 'ONLINE',
        person: freshPatient(),
        invoice: demoInvoice,
      },
      { 'x-challenge': await solvedProof(origin()) },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id, hash } = made.body.data as { id: number; hash: string };
    // The cart as the summary leaves it after booking: the v5 fields and the booking's hash and key.
    await page.evaluate((cart) => localStorage.setItem('cart-v5', JSON.stringify(cart)), {
      examinations: [{ id: 1, name: 'Alap laborcsomag' }],
      location: 1,
      date,
      time: time.minute,
      appointmentId: id,
      appointmentHash: hash,
      idempotencyKey: key,
    });

    // Held: the page asks once and keeps the cart.
    const asked = page.waitForResponse((res) => res.url().includes(`/patient_appointment_get/${hash}`));
    await page.goto('/arak');
    expect((await asked).status()).toBe(200);
    await ready(page);
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('1');
    await expect.poll(() => storedCart(page)).toMatchObject({ appointmentHash: hash, idempotencyKey: key });

    const cancelled = await callFromPage(
      page,
      'DELETE',
      `/api/whitetech/appointments/patient_appointment_delete/${hash}`,
    );
    expect(cancelled.body).toEqual({ data: { status: 'cancelled' } });
    await page.goto('/helyszinek');
    await cartEmptied(page);

    // An empty cart asks nothing.
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().includes('/patient_appointment_get/')) lookups++;
    });
    await page.goto('/gyik');
    await ready(page);
    expect(lookups).toBe(0);
    expect(errors).toEqual([]);
  });
});
