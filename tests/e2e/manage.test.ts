import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoice, demoPerson } from '../fixtures/booking.mjs';
import { launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A confirmed on-site booking made through the API, as the site's own client does (XSRF cookie + header). */
async function bookThroughApi(): Promise<{ hash: string; date: string; minute: number }> {
  const home = await fetch(`${origin()}/`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('No XSRF-TOKEN cookie');
  const query = 'location_id=1&package_ids=1';
  const json = async (path: string) => (await (await fetch(`${origin()}${path}`)).json()) as { data: any };
  const dates: string[] = (await json(`/api/whitetech/web/available_dates?${query}`)).data;
  const date = dates[2]!;
  const minute: number = (await json(`/api/whitetech/web/available_times?${query}&date=${date}`)).data[0].minute;
  const res = await fetch(`${origin()}/api/whitetech/appointments/patient_appointment_post`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({
      idempotency_key: `e2e-manage-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
      language: 'hu',
      location_id: 1,
      date,
      time: minute,
      package_ids: [1],
      test_ids: [],
      payment_type: 'ONSITE',
      person: demoPerson,
      invoice: demoInvoice,
    }),
  });
  if (res.status !== 201) throw new Error(`Booking failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { hash: string } };
  return { hash: data.hash, date, minute };
}

describe('managing a booking by its links', () => {
  it('moves the appointment to another time, then cancels it after a confirmation', async () => {
    const { hash, minute } = await bookThroughApi();
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);

    await page.goto(`/idopontmodositas/${hash}`);
    await ready(page);
    await expect(page.locator('[data-manage-booking]').textContent()).resolves.toContain('Alap laborcsomag');
    await expect(page.locator('[data-manage-deadline]').textContent()).resolves.toContain('12 órával');
    await expect(page.locator('[data-manage-save]').isDisabled()).resolves.toBe(true);
    await page.locator('.calendar-day:not([disabled])').nth(1).click();
    const other = page.locator('[data-times] button').nth(3);
    const otherTime = (await other.textContent())!;
    await other.click();
    await page.locator('[data-manage-save]').click();
    await page.waitForURL(`**/idopontmodositas-koszono/${hash}`);
    await ready(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('időpontját módosítottuk');
    await expect(page.locator('[data-manage-booking]').textContent()).resolves.toContain(otherTime);
    expect(otherTime).not.toBe(
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    );

    await page.goto(`/idopont-torles/${hash}`);
    await ready(page);
    await page.getByRole('button', { name: 'Időpont lemondása' }).click();
    await page.locator('[data-cancel-confirm]').click();
    await page.locator('[data-cancelled]').waitFor();
    await expect(page.locator('[data-cancelled]').textContent()).resolves.toContain('Időpontját lemondtuk');

    // The link is dead from now on.
    const gone = await page.goto(`/idopontmodositas/${hash}`);
    expect(gone?.status()).toBe(404);
    expect(errors).toEqual([]);
  });
});
