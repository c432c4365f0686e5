import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPatient } from '../fixtures/booking.mjs';
import { axeViolations } from './axe';
import { apiData, bookFromPage, freeDates, freeTimes } from './bookings';
import { clientAddress, contextOptions, launch, pageErrors } from './browser';
import { ready } from './islands';
import { CONFIRM_MAIL, mailLink } from './outbox';
import { overflow } from './shift';

/**
 * A new patient books on site on a phone without an account (issue 24; decisions 0050 and 0051): the
 * bot challenge is solved in the page with nothing to tick or tap, the booking waits for the patient's
 * confirmation from the mail, and once five more of this browser's bookings wait, a sixth is refused
 * on the summary with everything typed kept. Each state is kept as a screenshot at a phone's and a
 * laptop's width in both languages, for a person to look at.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOTS = new URL('./screenshots/', import.meta.url);
const BOOK = '/patient_appointment_post';

const WORDS = {
  hu: {
    awaits: 'Még egy lépés: e-mailt küldtünk Önnek',
    confirmTitle: 'Foglalás megerősítése',
    confirmedTitle: 'Foglalását megerősítette',
    book: 'Foglalás véglegesítése',
    holdLimit: /erről az eszközről már több foglalás vár megerősítésre vagy fizetésre.*\d{1,2}:\d{2} után/,
  },
  en: {
    awaits: 'One more step: we have sent you an e-mail',
    confirmTitle: 'Confirm your booking',
    confirmedTitle: 'Your booking is confirmed',
    book: 'Confirm booking',
    holdLimit: /from this device are already waiting to be confirmed or paid.*try again after \d{1,2}:\d{2}/,
  },
} as const;
type Lang = keyof typeof WORDS;
const PREFIX: Record<Lang, string> = { hu: '', en: '/en' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** From the booking start to the summary (in Hungarian, on a touch screen), typing in `patient`'s details. */
async function toSummary(page: Page, patient: ReturnType<typeof freshPatient>) {
  await page.goto('/idopontfoglalas');
  await ready(page);
  await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).tap();
  await page.locator('[data-start-bar]').getByRole('link', { name: 'Tovább' }).tap();
  await page.waitForURL('**/idopontfoglalas-kosar');
  await ready(page);
  await page.getByRole('button', { name: 'Tovább' }).tap();
  await page.waitForURL('**/idopontfoglalas-helyszinvalasztas');
  await ready(page);
  await page.getByRole('button', { name: 'Kiválaszt: Pannon Labor Váci út' }).tap();
  await page.waitForURL('**/idopontfoglalas-idopontvalasztas');
  await ready(page);
  await page.getByRole('grid').getByRole('button', { disabled: false }).first().tap();
  // A time is a radio button hidden in its label (decision 0045): the finger lands on the label.
  await page.locator('[data-times] label').first().tap();
  await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Tovább' }).tap();
  await page.waitForURL('**/idopontfoglalas-alapadatok');
  await ready(page);
  await page.getByLabel('Vezetéknév').fill(patient.last_name);
  await page.getByLabel('Keresztnév').fill(patient.first_name);
  await page.getByLabel('Nem').selectOption({ label: 'Nő' });
  await page.getByLabel('Születési dátum').fill(patient.birth);
  await page.getByLabel('TAJ-szám').fill(patient.taj);
  await page.getByLabel('E-mail cím').fill(patient.email);
  await page.getByLabel('Telefonszám').fill(patient.phone_number);
  await page.getByLabel('Irányítószám').first().fill(patient.zip_code);
  await expect.poll(() => page.getByLabel('Település').first().inputValue()).toBe('Budapest');
  await page.getByLabel('Utca, házszám').first().fill(patient.address);
  await page.getByRole('button', { name: 'Tovább' }).tap();
  await page.waitForURL('**/idopontfoglalas-osszegzes');
  await ready(page);
  await page.getByLabel('Fizetés a helyszínen').check();
  await page.getByLabel(/Általános Szerződési Feltételeket/).check();
  await page.getByLabel(/Adatkezelési tájékoztatót/).check();
}

/**
 * The phone's browser at a laptop's width: its cookies (the XSRF cookie is the browser the limits count),
 * its address, its cart and its details, in a context of its own.
 */
async function onLaptop(phone: Page, address: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await phone.evaluate(() => ({ ...sessionStorage }));
  const context = await browser.newContext(
    contextOptions({
      viewport: DESKTOP,
      storageState: await phone.context().storageState(),
      extraHTTPHeaders: { 'cf-connecting-ip': address },
    }),
  );
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((session) => {
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  }, session);
  return { context, page };
}

/**
 * `show` in each language on the phone and at a laptop's width, then the page as it is: never wider than
 * the window, with no axe-core violation (WCAG 2.2 AA), kept from its top as `name-{lang}-{width}.png`.
 */
async function inEveryView(
  phone: Page,
  address: string,
  name: string,
  show: (page: Page, lang: Lang) => Promise<void>,
) {
  const laptop = await onLaptop(phone, address);
  try {
    for (const page of [phone, laptop.page]) {
      for (const lang of ['hu', 'en'] as const) {
        await show(page, lang);
        const width = page.viewportSize()!.width;
        expect(await overflow(page), `${name} in ${lang} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), `${name} in ${lang} at ${width} px`).toEqual([]);
        // From the top, so the sticky header is drawn there and not over the middle of the page.
        await page.evaluate(() => scrollTo(0, 0));
        await page.screenshot({ path: new URL(`${name}-${lang}-${width}.png`, SCREENSHOTS).pathname, fullPage: true });
      }
    }
  } finally {
    await laptop.context.close();
  }
}

/** The proof a booking request carried: ALTCHA's payload, base64 (decision 0051). */
const proofOf = (header: string | undefined) =>
  JSON.parse(Buffer.from(header ?? '', 'base64').toString()) as { challenge?: unknown; solution?: unknown };

const statusOf = async (hash: string) =>
  (await apiData(`/api/whitetech/appointments/patient_appointment_get/${hash}`)).status as string;

describe('a new patient booking on site on a phone, without an account', () => {
  it(
    'books with an unseen challenge, confirms from the mail, and is refused a sixth waiting booking with nothing lost',
    { timeout: 900_000 },
    async () => {
      const address = clientAddress();
      const context = await browser.newContext(
        contextOptions({ ...PHONE, extraHTTPHeaders: { 'cf-connecting-ip': address } }),
      );
      context.setDefaultTimeout(60_000);
      const phone = await context.newPage();
      const errors = pageErrors(phone);
      const proofs: (string | undefined)[] = [];
      phone.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(BOOK)) proofs.push(request.headers()['x-challenge']);
      });
      const patient = freshPatient({ last_name: 'Tóth', first_name: 'Lili' });

      // The summary asks for nothing but the payment and the two consents: no widget, nothing to tick.
      await toSummary(phone, patient);
      const summary = phone.locator('[data-island="BookingSummary"]');
      expect(await summary.getByRole('checkbox').count()).toBe(2);
      expect(await phone.locator('iframe, altcha-widget').count()).toBe(0);
      expect(await phone.getByText(/robot|captcha|altcha/i).count()).toBe(0);
      await phone.getByRole('button', { name: WORDS.hu.book }).tap();
      await phone.waitForURL('**/idopontfoglalas-koszono');
      const awaits = phone.locator('[data-awaits-confirmation]');
      await expect.poll(() => awaits.textContent()).toContain(WORDS.hu.awaits);
      // The proof was found in the page's workers and sent with the booking.
      expect(proofs).toHaveLength(1);
      expect(proofOf(proofs[0])).toMatchObject({ challenge: expect.anything(), solution: expect.anything() });
      const hash = (await phone.evaluate(() => sessionStorage.getItem('booking-last-appointment')))!;
      expect(await statusOf(hash)).toBe('held');

      await inEveryView(phone, address, 'anonymous-thanks-awaiting', async (page, lang) => {
        await page.goto(`${PREFIX[lang]}/idopontfoglalas-koszono`);
        await ready(page);
        await page.locator('[data-awaits-confirmation]', { hasText: WORDS[lang].awaits }).waitFor();
      });

      // The mail's link opens the booking with one button; opening it confirms nothing.
      const { subject, button } = CONFIRM_MAIL.hu;
      const link = new URL(await mailLink(phone, patient.email, subject, button)).pathname;
      await inEveryView(phone, address, 'anonymous-confirm-before', async (page, lang) => {
        await page.goto(`${PREFIX[lang]}${link}`);
        await ready(page);
        await page.getByRole('heading', { level: 1, name: WORDS[lang].confirmTitle }).waitFor();
        await page.getByRole('button', { name: CONFIRM_MAIL[lang].button }).waitFor();
      });
      expect(await statusOf(hash)).toBe('held');
      await phone.goto(link);
      await ready(phone);
      await phone.getByRole('button', { name: button }).tap();
      await phone.getByRole('heading', { level: 1, name: WORDS.hu.confirmedTitle }).waitFor();
      expect(await phone.locator('[data-confirm-booking]').getAttribute('data-confirm-booking')).toBe('confirmed');
      expect(await statusOf(hash)).toBe('confirmed');
      await inEveryView(phone, address, 'anonymous-confirm-after', async (page, lang) => {
        await page.goto(`${PREFIX[lang]}${link}`);
        await ready(page);
        await page.getByRole('heading', { level: 1, name: WORDS[lang].confirmedTitle }).waitFor();
        expect(await page.getByRole('button', { name: CONFIRM_MAIL[lang].button }).count()).toBe(0);
      });

      // Five more bookings from this browser wait for their mails, each another patient's (as a family's).
      const date = (await freeDates())[2]!;
      const times = await freeTimes(date);
      for (const time of times.slice(0, 5)) {
        expect((await bookFromPage(phone, { date, minute: time.minute })).status).toBe(201);
      }

      // A sixth: refused on the summary, in the page's language, with when to try again.
      const sixth = freshPatient({ last_name: 'Tóth', first_name: 'Lili Anna' });
      await toSummary(phone, sixth);
      await inEveryView(phone, address, 'anonymous-summary-hold-limit', async (page, lang) => {
        if (page !== phone || lang !== 'hu') {
          await page.goto(`${PREFIX[lang]}/idopontfoglalas-osszegzes`);
          await ready(page);
        }
        const answer = page.waitForResponse((res) => res.url().endsWith(BOOK));
        await page.getByRole('button', { name: WORDS[lang].book }).click();
        expect((await answer).status()).toBe(429);
        await expect.poll(() => page.getByRole('alert').textContent()).toMatch(WORDS[lang].holdLimit);
        expect(new URL(page.url()).pathname).toBe(`${PREFIX[lang]}/idopontfoglalas-osszegzes`);
      });
      expect(proofs.slice(1).every((proof) => proofOf(proof).solution)).toBe(true);

      // Everything typed is still there: the consents, the payment, the details.
      await phone.goto('/idopontfoglalas-osszegzes');
      await ready(phone);
      await expect.poll(() => phone.locator('[data-summary]').textContent()).toContain(sixth.email);
      expect(await phone.getByLabel(/Általános Szerződési Feltételeket/).isChecked()).toBe(true);
      expect(await phone.getByLabel('Fizetés a helyszínen').isChecked()).toBe(true);
      await phone.goto('/idopontfoglalas-alapadatok');
      await ready(phone);
      for (const [label, value] of [
        ['Vezetéknév', sixth.last_name],
        ['Keresztnév', sixth.first_name],
        ['TAJ-szám', sixth.taj],
        ['E-mail cím', sixth.email],
        ['Telefonszám', sixth.phone_number],
      ]) {
        expect(await phone.getByLabel(label!).inputValue(), label).toBe(value);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
