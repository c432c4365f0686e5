import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPatient } from '../fixtures/booking.mjs';
import { launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { confirmFromMail } from './outbox';
import { chooseFirstFreeTime } from './summary';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A booking as the API answers it for its link. */
const stored = async (hash: string) =>
  (
    (await (await fetch(`${origin()}/api/whitetech/appointments/patient_appointment_get/${hash}`)).json()) as {
      data: { status: string; payment_type: string; parameters: { name: string }[]; person: { state: string } };
    }
  ).data;

async function next(page: Page, urlPart: string) {
  await page.locator('[data-step-continue]').click();
  await page.waitForURL(`**${urlPart}`);
  await ready(page);
}

/** A cart holding the Alap laborcsomag and nothing else chosen, as the location step's gate wants it. */
async function withPackageInCart(page: Page) {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'cart-v5',
      JSON.stringify({ examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }] }),
    ),
  );
}

describe('booking an appointment', () => {
  it('goes from choosing to an on-site booking on a phone, confirmed from its mail, in Hungarian', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    // A patient of her own: the limits on unconfirmed bookings count each address and number (decision 0050).
    const patient = freshPatient();
    await page.goto('/idopontfoglalas');
    await ready(page);
    await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).click();
    await page.locator('[data-start-bar]').getByRole('link', { name: 'Tovább' }).click();
    await page.waitForURL('**/idopontfoglalas-kosar');
    await ready(page);
    await expect.poll(() => page.locator('[data-cart-items]').textContent()).toContain('Alap laborcsomag');
    await page.locator('[data-preparation]').waitFor();
    await expect.poll(() => page.locator('[data-preparation]').textContent()).toContain('12 órás éhgyomor');

    // Reloading keeps the cart at every step.
    await page.reload();
    await ready(page);
    await expect.poll(() => page.locator('[data-cart-items]').textContent()).toContain('Alap laborcsomag');
    await next(page, '/idopontfoglalas-helyszinvalasztas');

    await page.reload();
    await ready(page);
    await page.getByRole('button', { name: 'Kiválaszt: Pannon Labor Váci út' }).click();
    await page.waitForURL('**/idopontfoglalas-idopontvalasztas');
    await page.reload();
    await ready(page);
    await chooseFirstFreeTime(page);
    await next(page, '/idopontfoglalas-alapadatok');

    await page.getByLabel('Vezetéknév').fill('Kovács');
    await page.getByLabel('Keresztnév').fill('Éva');
    await page.getByLabel('Nem').selectOption({ label: 'Nő' });
    await page.getByLabel('Születési dátum').fill('1985-04-12');
    await page.getByLabel('TAJ-szám').fill('123456789');
    await page.getByLabel('E-mail cím').fill(patient.email);
    await page.getByLabel('Telefonszám').fill('123');
    await page.getByLabel('Irányítószám').first().fill('1134');
    await expect.poll(() => page.getByLabel('Település').first().inputValue()).toBe('Budapest');
    await page.getByLabel('Utca, házszám').first().fill('Váci út 12.');
    await page.locator('[data-step-continue]').click();
    await expect.poll(() => page.locator('[data-field-error="taj"]').textContent()).toBe('Hibás TAJ-szám');
    await expect
      .poll(() => page.locator('[data-field-error="phone_number"]').textContent())
      .toBe('Érvénytelen telefonszám');
    await expect.poll(() => page.getByLabel('TAJ-szám').getAttribute('aria-invalid')).toBe('true');

    // Nothing typed is lost on a reload.
    await page.reload();
    await ready(page);
    await expect.poll(() => page.getByLabel('Vezetéknév').inputValue()).toBe('Kovács');
    await expect.poll(() => page.getByLabel('TAJ-szám').inputValue()).toBe('123456789');
    await page.getByLabel('TAJ-szám').fill(patient.taj);
    await page.getByLabel('Telefonszám').fill(patient.phone_number);
    await next(page, '/idopontfoglalas-osszegzes');

    await page.reload();
    await ready(page);
    await expect.poll(() => page.locator('[data-summary]').textContent()).toContain('Pannon Labor Váci út');
    await expect.poll(() => page.locator('[data-summary]').textContent()).toContain('Kovács Éva');
    await page.getByLabel('Fizetés a helyszínen').check();
    await page.locator('[data-book]').click();
    // Neither consent given: the summary's alert names both, in view and focused (decision 0053).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Az általános szerződési feltételek elfogadása kötelező' })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    await page.getByLabel(/Általános Szerződési Feltételeket/).check();
    await page.getByLabel(/Adatkezelési tájékoztatót/).check();
    await page.locator('[data-book]').click();
    await page.waitForURL('**/idopontfoglalas-koszono');
    await page.locator('[data-thanks]').waitFor();
    await expect.poll(() => page.locator('[data-appointment-when]').textContent()).toMatch(/\d\d:\d\d$/);
    // Booked without an account: held until the patient confirms it from the mail, as the page says first.
    await expect
      .poll(() => page.locator('[data-awaits-confirmation]').textContent())
      .toContain('Még egy lépés: e-mailt küldtünk Önnek');
    expect(await page.getByText('Foglalását rögzítettük').count()).toBe(0);
    // No calendar entry yet for a booking that may lapse; the page keeps the booking's hash.
    expect(await page.getByRole('link', { name: 'Hozzáadás a naptárhoz (.ics)' }).count()).toBe(0);
    const hash = (await page.evaluate(() => sessionStorage.getItem('booking-last-appointment')))!;
    expect(await stored(hash)).toMatchObject({ status: 'held', payment_type: 'ONSITE' });
    // The cart is empty again.
    await expect.poll(() => page.locator('[data-cart-badge]').isVisible()).toBe(false);
    await confirmFromMail(page, patient.email);
    expect(await stored(hash)).toMatchObject({ status: 'confirmed', payment_type: 'ONSITE' });
    // Confirmed, the page offers the visit for the calendar.
    const ics = await page.getByRole('link', { name: 'Hozzáadás a naptárhoz (.ics)' }).getAttribute('href');
    expect(ics).toMatch(new RegExp(`/idopontfoglalas-naptar/${hash}$`));
    const calendar = await fetch(`${origin()}${ics}`);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(await calendar.text()).toContain('BEGIN:VEVENT');
    expect(errors).toEqual([]);
  });

  it('books a single test with on-site payment on a wide screen, in English', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.wide);
    const email = `anna.smith.${Date.now()}@example.com`;
    await page.goto('/en/idopontfoglalas?cat=egyedi');
    await ready(page);
    await page
      .getByRole('button', { name: /^I choose this: Vitamin D/ })
      .first()
      .click();
    await page.locator('[data-start-bar]').getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/en/idopontfoglalas-kosar');
    await ready(page);
    await next(page, '/en/idopontfoglalas-helyszinvalasztas');
    await page.getByRole('textbox', { name: 'Postal code or town' }).fill('Szeged');
    await page.getByRole('button', { name: 'Nearest locations' }).click();
    await page.locator('[data-location-choices] li').first().filter({ hasText: 'Szeged' }).waitFor();
    await page
      .locator('[data-location-choices] li')
      .first()
      .getByRole('button', { name: /^Select/ })
      .click();
    await page.waitForURL('**/en/idopontfoglalas-idopontvalasztas');
    await ready(page);
    await chooseFirstFreeTime(page);
    await next(page, '/en/idopontfoglalas-alapadatok');
    await page.getByLabel('Last name').fill('Smith');
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Sex').selectOption({ label: 'Female' });
    await page.getByLabel('Date of birth').fill('1990-01-31');
    await page.getByLabel('Citizenship').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Passport or ID card number').fill('AB1234567');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('Postal code').first().fill('6720');
    await expect.poll(() => page.getByLabel('Town').first().inputValue()).toBe('Szeged');
    await page.getByLabel('Street and number').first().fill('Kárász utca 1.');
    await next(page, '/en/idopontfoglalas-osszegzes');
    await expect.poll(() => page.getByLabel('Pay online by card').isChecked()).toBe(true);
    await page.getByLabel('Pay on site').check();
    await page.getByLabel(/Terms and Conditions/).check();
    await page.getByLabel(/Privacy Notice/).check();
    await page.locator('[data-book]').click();
    await page.waitForURL('**/en/idopontfoglalas-koszono');
    await page.locator('[data-thanks]').waitFor();
    await expect.poll(() => page.getByText(/We hold this time/).count()).toBe(0);
    await expect
      .poll(() => page.locator('[data-awaits-confirmation]').textContent())
      .toContain('One more step: we have sent you an e-mail');
    const hash = (await page.evaluate(() => sessionStorage.getItem('booking-last-appointment')))!;
    const held = await stored(hash);
    expect(held.status).toBe('held');
    expect(held.parameters[0]!.name).toMatch(/Vitamin D|D-vitamin/);
    expect(held.person.state).toBe('GBR');
    // The mail asks in English, and its link opens the English page.
    await confirmFromMail(page, email, 'en');
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/idopont-megerosites\//);
    expect((await stored(hash)).status).toBe('confirmed');
    expect(errors).toEqual([]);
  });
});

describe('the booking gates', () => {
  it('send a new visitor from a skipped step to the start', async () => {
    const { page } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/idopontfoglalas-osszegzes');
    await page.waitForURL((url) => url.pathname === '/idopontfoglalas');
  });

  it('send a visitor with examinations but no location to the location step', async () => {
    const { page } = await visitor(browser, VIEWPORTS.laptop);
    await withPackageInCart(page);
    await page.goto('/en/idopontfoglalas-idopontvalasztas');
    await page.waitForURL((url) => url.pathname === '/en/idopontfoglalas-helyszinvalasztas');
  });
});

describe('the location step', () => {
  it('lists the location in the searched code first and keeps every distance on one line at 390 px, in English', async () => {
    const { page, errors } = await visitor(browser, { width: 390, height: 844 });
    await withPackageInCart(page);
    await page.goto('/en/idopontfoglalas-helyszinvalasztas');
    await ready(page);
    await page.getByRole('textbox', { name: 'Postal code or town' }).fill('1134');
    await page.getByRole('button', { name: 'Nearest locations' }).click();
    const pills = page.locator('[data-location-choices] [data-distance]');
    await expect.poll(() => pills.count()).toBeGreaterThan(10);
    // Váci út is in 1134; then the nearest to district XIII's centre (Óbuda), not to Budapest's one point.
    const names = await page.locator('[data-location-choices] > li h2').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Pannon Labor Váci út', 'Pannon Labor Óbuda']);
    // '194 km' beside 'Pannon Labor Debrecen – Belváros' broke into '194' over 'km' before (issue 15).
    const lines = await pills.evaluateAll((all) =>
      all.map((pill) => pill.getBoundingClientRect().height / parseFloat(getComputedStyle(pill).lineHeight)),
    );
    for (const height of lines) expect(height).toBeLessThan(2);
    expect(errors).toEqual([]);
  });
});
