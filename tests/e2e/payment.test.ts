import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { confirmFromMail } from './outbox';
import { bookAtSummary, toSummary } from './summary';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor who has booked with online payment, now on the sandbox gateway's page. */
async function atSummary(page: Page, prefix = '') {
  await toSummary(page, prefix);
  await bookAtSummary(page);
  await page.waitForURL('**/fizetes/sandbox/**');
  await ready(page);
}

/** The booking this browser made, as its link's API answers it. */
async function lastBooking(page: Page) {
  const hash = await page.evaluate(() => sessionStorage.getItem('booking-last-appointment'));
  const answer = (await (
    await fetch(`${origin()}/api/whitetech/appointments/patient_appointment_get/${hash}`)
  ).json()) as { data: { status: string; person: { email: string } } };
  return answer.data;
}

const status = async (page: Page) => (await lastBooking(page)).status;

describe('the summary, refusals and the cart it keeps', () => {
  it('refuses a bad coupon without a console error, then keeps the totals and the card payment in the cart', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    // The page's own console errors; the browser's line for any 4xx answer ('Failed to load resource')
    // is Chromium's network log, not the page's, and no script can silence it.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    await toSummary(page);
    const coupon = page.getByRole('textbox', { name: 'Kuponkód' });
    await coupon.fill('NINCS-ILYEN');
    await page.getByRole('button', { name: 'Beváltás' }).click();
    await page.getByRole('status').filter({ hasText: 'A kuponkód érvénytelen vagy lejárt.' }).waitFor();
    expect(consoleErrors).toEqual([]);

    await coupon.fill('ELSO2000');
    await page.getByRole('button', { name: 'Beváltás' }).click();
    await page.getByRole('status').filter({ hasText: 'Kupon beváltva: ELSO2000' }).waitFor();
    await bookAtSummary(page);
    await page.waitForURL('**/fizetes/sandbox/**');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart-v5')))!);
    // 22 900 Ft package + 2 490 Ft sampling fee, less the coupon's 2 000 Ft.
    expect(stored).toMatchObject({
      coupon_code: 'ELSO2000',
      discount: 2000,
      original_sumprice: 25390,
      sumprice: 23390,
      payment_type: 'ONLINE',
      card_check: true,
    });
    await expect.poll(() => page.locator('[data-sandbox-page] [data-amount]').textContent()).toMatch(/^23\s390\sFt$/);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('online payment in the sandbox gateway', () => {
  it('confirms the booking when the payment succeeds', async () => {
    const { page, errors } = await visitor(browser, { width: 390, height: 844 });
    await atSummary(page);
    await expect.poll(() => status(page)).toBe('held');
    await expect.poll(() => page.locator('[data-sandbox-page] [data-amount]').textContent()).toMatch(/^25\s390\sFt$/);
    await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
    await page.waitForURL('**/fizetes-sikeres?transactionId=*');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sikeres tranzakció' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-transaction-id]').textContent()).toMatch(/^\d{9}$/);
    await expect.poll(() => status(page)).toBe('confirmed');
    // The success page (issue 25): the checkmark hero with the one reference, every money line to the
    // total, said once as paid, the directions with a map, the calendar file and the manage links.
    await page.reload();
    const reference = (await page.locator('[data-booked-hero] [data-booking-reference]').textContent())!;
    expect(reference).toMatch(/^PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const success = page.locator('[data-paid-booking]');
    await expect
      .poll(() => success.locator('[data-booked-totals]').textContent())
      .toMatch(/Mintavételi díj\s*2\s490\sFt/);
    await expect.poll(() => success.locator('[data-booked-totals] dt').last().textContent()).toBe('Online kifizetve');
    await expect
      .poll(() => success.locator('[data-booked-totals] [data-amount]').textContent())
      .toMatch(/^25\s390\sFt$/);
    expect(await success.textContent()).not.toContain('Fizetendő');
    expect(await success.locator('[data-map-link]').getAttribute('href')).toContain('openstreetmap.org');
    expect(await success.getByRole('link', { name: 'Hozzáadás a naptárhoz (.ics)' }).count()).toBe(1);
    expect(await success.getByRole('link', { name: 'Időpont módosítása' }).count()).toBe(1);

    // The thank-you page lists the examinations with their prices, says paid, and states fasting once.
    await page.goto('/idopontfoglalas-koszono');
    await ready(page);
    const thanks = page.locator('[data-thanks="confirmed"][data-paid]');
    await thanks.waitFor();
    await expect
      .poll(() => thanks.locator('[data-booked-totals]').textContent())
      .toMatch(/Alap laborcsomag\s*22\s900\sFt\s*Mintavételi díj\s*2\s490\sFt/);
    expect(await thanks.locator('[data-booked-hero] [data-booking-reference]').textContent()).toBe(reference);
    await expect.poll(() => page.locator('[data-booked-totals] dt').last().textContent()).toBe('Online kifizetve');
    await expect.poll(() => page.locator('[data-booked-totals] [data-amount]').textContent()).toMatch(/^25\s390\sFt$/);
    const preparation = page.locator('[data-preparation] li');
    await expect.poll(() => preparation.first().textContent()).toContain('12 órás éhgyomor');
    expect((await preparation.allTextContents()).filter((line) => /\d+ órás éh/.test(line))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  for (const [button, path, text] of [
    ['Sikertelen', 'fizetes-sikertelen', 'kártyakibocsátó bankjával'],
    ['Időtúllépés', 'fizetes-idotullepes', 'maximális idejét'],
    ['Megszakítás', 'fizetes-megszakitott', 'megszakította a fizetést'],
  ] as const) {
    it(`shows ${path}, keeps the booking held and lets the payer try again`, async () => {
      const { page } = await visitor(browser, VIEWPORTS.wide);
      await atSummary(page);
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL(`**/${path}?transactionId=*`);
      await ready(page);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(text);
      await expect.poll(() => status(page)).toBe('held');
      // Still held, until when (Budapest time), the amount, the reference; back to the cart step (issue 25).
      await expect.poll(() => page.locator('[data-held-until]').textContent()).toMatch(/fenntartjuk.*\d{2}:\d{2}-ig/);
      await expect
        .poll(() => page.locator('[data-unpaid-booking] [data-amount]').textContent())
        .toMatch(/^25\s390\sFt$/);
      await expect
        .poll(() => page.getByRole('link', { name: 'Vissza a kosárhoz' }).getAttribute('href'))
        .toBe('/idopontfoglalas-kosar');
      await page.getByRole('button', { name: 'Fizetés újrapróbálása' }).click();
      await page.waitForURL('**/fizetes/sandbox/**');
      await ready(page);
      await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
      await page.waitForURL('**/fizetes-sikeres?transactionId=*');
      await expect.poll(() => status(page)).toBe('confirmed');
    });
  }

  it('lets a payer whose card failed pay on site instead, confirmed from the mail as any on-site booking', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await atSummary(page);
    await page.getByRole('button', { name: 'Sikertelen' }).click();
    await page.waitForURL('**/fizetes-sikertelen?transactionId=*');
    await ready(page);
    await page.getByRole('button', { name: 'Inkább a helyszínen fizetek' }).click();
    await page.waitForURL('**/idopontfoglalas-koszono');
    await page.locator('[data-thanks]').waitFor();
    // No longer waiting for a payment, but for the patient's confirmation from the mail (decision 0050).
    await expect
      .poll(() => page.locator('[data-awaits-confirmation]').textContent())
      .toContain('Még egy lépés: e-mailt küldtünk Önnek');
    await expect.poll(() => page.locator('[data-thanks]').textContent()).not.toContain('online fizetéssel');
    const { status: held, person } = await lastBooking(page);
    expect(held).toBe('held');
    await confirmFromMail(page, person.email);
    await expect.poll(() => status(page)).toBe('confirmed');
    expect(errors).toEqual([]);
  });

  it('brings an English payer back to the English outcome page', async () => {
    const { page } = await visitor(browser, { width: 1366, height: 900 });
    await atSummary(page, '/en');
    // The sandbox page speaks the booking's language and writes the amount as the site does.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Test payment page');
    await expect
      .poll(() => page.locator('[data-sandbox-page] [data-amount]').textContent())
      .toMatch(/^\d{1,3}(,\d{3})* Ft$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/en/fizetes-megszakitott?transactionId=*');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('You cancelled the payment.');
    await expect.poll(() => page.locator('[data-held-until]').textContent()).toContain('(Budapest time)');
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to the cart' }).getAttribute('href'))
      .toBe('/en/idopontfoglalas-kosar');
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await page.waitForURL('**/fizetes/sandbox/**');
    await ready(page);
    await page.getByRole('button', { name: 'Successful payment' }).click();
    await page.waitForURL('**/en/fizetes-sikeres?transactionId=*');
    await ready(page);
    const totals = page.locator('[data-paid-booking] [data-booked-totals]');
    await expect.poll(() => totals.textContent()).toMatch(/Sampling fee\s*2,490 Ft/);
    await expect.poll(() => totals.locator('dt').last().textContent()).toBe('Paid online');
    expect(await page.locator('[data-booked-hero] [data-booking-reference]').textContent()).toMatch(/^PL-/);
  });
});
