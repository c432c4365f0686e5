import { mkdirSync } from 'node:fs';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedProof } from '../../scripts/lib/challenge.mjs';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { launch, origin, visitor } from './browser';
import { CONFIRM_MAIL } from './outbox';
import { PASSWORD } from './signup';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENSHOTS = new URL('./screenshots/', import.meta.url);
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}

/**
 * Sends a JSON call from the page as the site's own client does: its XSRF cookie echoed as the header,
 * and a solved challenge, which an anonymous booking and a sign-up need (decision 0051).
 */
async function call(page: Page, path: string, body: unknown) {
  const proof = await solvedProof(origin());
  return page.evaluate(
    async ({ path, body, proof }) => {
      const token = decodeURIComponent(/(?:^|; )__Host-XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-xsrf-token': token,
          'x-challenge': proof,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    },
    { path, body, proof },
  );
}

/**
 * An on-site booking of the basic package in `language`, for a patient with long real names: made
 * without an account, so its mail asks for the confirmation first (decision 0050).
 */
async function book(page: Page, language: 'hu' | 'en', email: string) {
  const get = async (path: string) => (await (await page.request.get(path)).json()).data;
  const [date] = (await get('/api/whitetech/web/available_dates?location_id=1&package_ids=1')).slice(2);
  const [time] = await get(`/api/whitetech/web/available_times?location_id=1&package_ids=1&date=${date}`);
  const made = await call(page, '/api/whitetech/appointments/patient_appointment_post', {
    idempotency_key: crypto.randomUUID(),
    language,
    location_id: 1,
    date,
    time: time.minute,
    package_ids: [1],
    test_ids: [],
    payment_type: 'ONSITE',
    person: freshPatient({ first_name: 'Éva Marianna', last_name: 'Kovács-Szentgyörgyi', email, language }),
    invoice: demoInvoice,
  });
  expect(made.status, made.body).toBe(201);
}

/** The page, and the mail in its frame, never wider than the screen. */
async function noSidewaysScroll(page: Page, what: string) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: what }).toBeLessThanOrEqual(0);
}

async function frameFits(frame: FrameLocator, what: string) {
  const overflow = () => frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  await expect.poll(overflow, { message: what }).toBeLessThanOrEqual(0);
}

/** A link drawn as a button at phone width: as wide as the mail's column, and at least 44 px tall. */
async function fullWidthButton(button: Locator) {
  const column = button.locator('xpath=..');
  const [box, around] = [await button.boundingBox(), await column.boundingBox()];
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(around!.width - 1);
}

const stamp = Date.now();
const addresses = {
  hu: `kovacs.eva.marianna1985.${stamp}@freemail.hu`,
  en: `kovacs.eva.marianna1985.en.${stamp}@freemail.hu`,
  account: `szentgyorgyi.eva.marianna.${stamp}@freemail.hu`,
};

describe('the mails and the development outbox on a phone and a laptop (issue 15 point 9)', () => {
  it(
    'lists the mails and shows each one, branded with its buttons, without sideways scrolling',
    { timeout: 600_000 },
    async () => {
      const setup = await visitor(browser, WIDTHS[1]!);
      await setup.page.goto('/');
      await book(setup.page, 'hu', addresses.hu);
      await book(setup.page, 'en', addresses.en);
      const signup = await call(setup.page, '/api/auth/signup', { email: addresses.account, password: PASSWORD });
      expect(signup.status, signup.body).toBeLessThan(300);
      await setup.context.close();

      // A booking's mail asks first for its confirmation; its manage buttons follow.
      const mails = [
        {
          to: addresses.hu,
          subject: CONFIRM_MAIL.hu.subject,
          name: 'confirmation-hu',
          buttons: [CONFIRM_MAIL.hu.button, 'Időpont módosítása'],
        },
        {
          to: addresses.en,
          subject: CONFIRM_MAIL.en.subject,
          name: 'confirmation-en',
          buttons: [CONFIRM_MAIL.en.button, 'Change the time'],
        },
        {
          to: addresses.account,
          subject: /E-mail cím megerősítése/,
          name: 'verify-hu',
          buttons: ['E-mail cím megerősítése'],
        },
      ];
      for (const viewport of WIDTHS) {
        const { context, page, errors } = await visitor(browser, viewport);
        await page.goto('/dev/outbox');
        // Mail goes out after the answer (waitUntil): wait for each to be listed.
        for (const mail of mails) {
          await expect
            .poll(async () => {
              await page.reload();
              return page.locator('tr', { hasText: mail.to }).count();
            })
            .toBeGreaterThan(0);
        }
        await noSidewaysScroll(page, `/dev/outbox at ${viewport.width}`);
        await screenshot(page, `outbox-list-${viewport.width}`);

        for (const mail of mails) {
          await page.goto('/dev/outbox');
          await page
            .locator('tr', { hasText: mail.to })
            .filter({ hasText: mail.subject })
            .first()
            .getByRole('link')
            .click();
          await page.waitForURL(/\/dev\/outbox\/\d+$/);
          const frame = page.frameLocator('iframe');
          const logo = frame.getByRole('img', { name: 'Pannon Labor' });
          await logo.waitFor();
          // The logo is there, from PUBLIC_ORIGIN, and was allowed to load (the frame's own CSP).
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          for (const name of mail.buttons) {
            const button = frame.getByRole('link', { name });
            await button.waitFor();
            if (viewport.width === 390) await fullWidthButton(button);
          }
          await frameFits(frame, `${mail.name} in its frame at ${viewport.width}`);
          await noSidewaysScroll(page, `${mail.name} page at ${viewport.width}`);
          await screenshot(page, `outbox-${mail.name}-${viewport.width}`);
          // The mail alone at this width, as a phone's or a desktop's mail client shows it.
          const html = new URL(page.url()).pathname + '/html';
          await page.goto(html);
          await noSidewaysScroll(page, `${mail.name} alone at ${viewport.width}`);
          await screenshot(page, `mail-${mail.name}-${viewport.width}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    },
  );
});
