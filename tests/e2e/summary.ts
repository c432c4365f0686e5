import type { Page } from 'playwright-core';
import { freshPatient } from '../fixtures/booking.mjs';
import { ready } from './islands';

/**
 * A visitor's browser state as the steps before the time step leave it: the cart (the Alap laborcsomag
 * at the first location, unless `cart` says otherwise) and the patient's details (the demo patient as a
 * new person each time, with an e-mail address, phone number and TAJ number of their own so that no
 * journey's unconfirmed bookings count against another's (decision 0050), with `person` changing some
 * of them), on the site's origin.
 */
export async function storeBooking(
  page: Page,
  { cart = {}, person = {} }: { cart?: Record<string, unknown>; person?: Record<string, unknown> } = {},
): Promise<void> {
  const { taj, email, phone_number } = freshPatient();
  // The storage is the origin's once the document is parsed: its load event (fonts, images) is not
  // waited for, which a busy machine's dev server held up for a minute. Not a plain-text document such
  // as robots.txt: Chromium asks those for /favicon.ico, and the 404 shows as a console error.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    ({ cart, person }) => {
      localStorage.setItem(
        'cart-v5',
        JSON.stringify({ examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }], location: 1, ...cart }),
      );
      sessionStorage.setItem(
        'booking-person-v1',
        JSON.stringify({
          person: {
            last_name: 'Kovács',
            first_name: 'Éva',
            gender: 1,
            birth: '1985-04-12',
            zip_code: '1134',
            city: 'Budapest',
            address: 'Váci út 12.',
            state: 'HUN',
            ...person,
          },
          invoiceToPatient: true,
        }),
      );
    },
    { cart, person: { taj, email, phone_number, ...person } },
  );
}

/**
 * A visitor who has chosen, located, timed and filled in, now on the summary (the Alap laborcsomag at
 * the first location, its first free time, a new patient, unless `state` says otherwise: see
 * storeBooking).
 */
export async function toSummary(page: Page, prefix = '', state: Parameters<typeof storeBooking>[1] = {}) {
  await storeBooking(page, state);
  await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
  await ready(page);
  await chooseFirstTime(page);
  await continueToSummary(page);
}

/** On the basic-data step with the details filled in: on to the summary. */
export async function continueToSummary(page: Page): Promise<void> {
  await page.locator('[data-step-continue]').click();
  await page.waitForURL('**/idopontfoglalas-osszegzes');
  await ready(page);
}

/**
 * On the time step: the first day that has a free time, its first time. The first day the calendar
 * offers may have none left (early in the morning, Budapest time, the booking lead time takes today's
 * first hours, and a day's times can all go), so each offered day is tried until one shows times.
 */
export async function chooseFirstFreeTime(page: Page): Promise<void> {
  const days = page.locator('.calendar-day:not([aria-disabled])');
  await days.first().waitFor();
  for (let index = 0; index < (await days.count()); index++) {
    await days.nth(index).click();
    // The day's answer: its times, or the note that it has none.
    const answer = page.locator('[data-times] label, [data-no-times]').first();
    await answer.waitFor();
    if (await page.locator('[data-times] label').count()) {
      await page.locator('[data-times] label').first().click();
      return;
    }
  }
  throw new Error('No offered day of the calendar has a free time');
}

/** On the time step: the first free time, then on to the basic-data step. */
export async function chooseFirstTime(page: Page): Promise<void> {
  await chooseFirstFreeTime(page);
  await page.locator('[data-step-continue]').click();
  await page.waitForURL('**/idopontfoglalas-alapadatok');
  await ready(page);
}

/**
 * From the start step with examinations chosen (in Hungarian): the cart, the Váci út location and its
 * first free time, on to the basic-data step.
 */
export async function startToBasicData(page: Page): Promise<void> {
  await page.locator('[data-start-bar]').getByRole('link', { name: 'Tovább' }).click();
  await page.waitForURL('**/idopontfoglalas-kosar');
  await ready(page);
  await cartToBasicData(page);
}

/** From the cart step (in Hungarian): the Váci út location and its first free time, on to the basic-data step. */
export async function cartToBasicData(page: Page): Promise<void> {
  await page.locator('[data-step-continue]').click();
  await page.waitForURL('**/idopontfoglalas-helyszinvalasztas');
  await ready(page);
  await page.getByRole('button', { name: 'Kiválaszt: Pannon Labor Váci út' }).click();
  await page.waitForURL('**/idopontfoglalas-idopontvalasztas');
  await ready(page);
  await chooseFirstTime(page);
}

/** On the summary: the payment type, both consents, then the booking button. */
export async function bookAtSummary(page: Page, payment: 'ONLINE' | 'ONSITE' = 'ONLINE'): Promise<void> {
  await page
    .locator('input[name="payment_type"]')
    .nth(payment === 'ONLINE' ? 0 : 1)
    .check();
  for (const box of await page.locator('aside input[type="checkbox"]').all()) await box.check();
  await page.locator('[data-book]').click();
}
