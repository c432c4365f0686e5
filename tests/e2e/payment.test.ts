import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor who has chosen, located, timed and filled in, now on the summary with online payment. */
async function atSummary(page: Page, prefix = '') {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem(
      'cart-v5',
      JSON.stringify({ examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }], location: 1 }),
    );
    sessionStorage.setItem(
      'booking-person-v1',
      JSON.stringify({
        person: {
          last_name: 'Kovács',
          first_name: 'Éva',
          gender: 1,
          birth: '1985-04-12',
          taj: '123456788',
          email: 'eva@example.hu',
          phone_number: '+36301234567',
          zip_code: '1134',
          city: 'Budapest',
          address: 'Váci út 12.',
          state: 'HUN',
        },
        invoiceToPatient: true,
      }),
    );
  });
  await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
  await ready(page);
  await page.locator('.calendar-day:not([disabled])').first().click();
  await page.locator('[data-times] button').first().click();
  await page.locator('[data-step-continue]').click();
  await page.waitForURL('**/idopontfoglalas-alapadatok');
  await ready(page);
  await page.locator('[data-step-continue]').click();
  await page.waitForURL('**/idopontfoglalas-osszegzes');
  await ready(page);
  await page.locator('input[name="payment_type"]').first().check();
  for (const box of await page.locator('aside input[type="checkbox"]').all()) await box.check();
  await page.locator('[data-book]').click();
  await page.waitForURL('**/fizetes/sandbox/**');
  await ready(page);
}

async function status(page: Page) {
  const hash = await page.evaluate(() => sessionStorage.getItem('booking-last-appointment'));
  const answer = (await (
    await fetch(`${origin()}/api/whitetech/appointments/patient_appointment_get/${hash}`)
  ).json()) as { data: { status: string } };
  return answer.data.status;
}

describe('online payment in the sandbox gateway', () => {
  it('confirms the booking when the payment succeeds', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await atSummary(page);
    await expect(status(page)).resolves.toBe('held');
    await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
    await page.waitForURL('**/fizetes-sikeres?transactionId=*');
    await expect(page.getByRole('status').filter({ hasText: 'Sikeres tranzakció' }).count()).resolves.toBe(1);
    await expect(page.locator('[data-transaction-id]').textContent()).resolves.toMatch(/^\d{9}$/);
    await expect(status(page)).resolves.toBe('confirmed');
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
      await expect(page.getByRole('alert').textContent()).resolves.toContain(text);
      await expect(status(page)).resolves.toBe('held');
      await page.getByRole('button', { name: 'Fizetés újrapróbálása' }).click();
      await page.waitForURL('**/fizetes/sandbox/**');
      await ready(page);
      await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
      await page.waitForURL('**/fizetes-sikeres?transactionId=*');
      await expect(status(page)).resolves.toBe('confirmed');
    });
  }

  it('lets a payer whose card failed pay on site instead, confirming the booking at once', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await atSummary(page);
    await page.getByRole('button', { name: 'Sikertelen' }).click();
    await page.waitForURL('**/fizetes-sikertelen?transactionId=*');
    await ready(page);
    await page.getByRole('button', { name: 'Inkább a helyszínen fizetek' }).click();
    await page.waitForURL('**/idopontfoglalas-koszono');
    await page.locator('[data-thanks]').waitFor();
    await expect(status(page)).resolves.toBe('confirmed');
    await expect(page.locator('[data-thanks]').textContent()).resolves.not.toContain('tartjuk fenn');
    expect(errors).toEqual([]);
  });

  it('brings an English payer back to the English outcome page', async () => {
    const { page } = await visitor(browser, VIEWPORTS.laptop);
    await atSummary(page, '/en');
    await page.getByRole('button', { name: 'Megszakítás' }).click();
    await page.waitForURL('**/en/fizetes-megszakitott?transactionId=*');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('You cancelled the payment.');
  });
});
