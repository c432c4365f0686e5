import type { FrameLocator, Page } from 'playwright-core';
import { origin } from './browser';
import { ready } from './islands';

/**
 * The development outbox (/dev/outbox) as a patient's mailbox. Mail goes out after the answer that
 * caused it (waitUntil), so each look waits, within a budget, for the mail to be listed.
 */

const MAIL_BUDGET_MS = 30_000;

/** An on-site booking's mail that asks for its confirmation, and its button (decision 0050), by language. */
export const CONFIRM_MAIL = {
  hu: { subject: /Erősítse meg időpontfoglalását/, button: 'Foglalásomat megerősítem' },
  en: { subject: /Please confirm your booking/, button: 'Confirm my booking' },
} as const;

/** Opens the newest mail to `email` whose subject matches, as a developer would; answers its frame. */
export async function openMail(page: Page, email: string, subject: RegExp): Promise<FrameLocator> {
  const row = page.locator('tr', { hasText: email }).filter({ hasText: subject }).first();
  const until = Date.now() + MAIL_BUDGET_MS;
  for (;;) {
    await page.goto('/dev/outbox');
    if (await row.count()) break;
    if (Date.now() > until) throw new Error(`No mail to ${email} matching ${subject} in ${MAIL_BUDGET_MS} ms`);
  }
  await row.getByRole('link').click();
  await page.waitForURL(/\/dev\/outbox\/\d+$/);
  return page.frameLocator('iframe');
}

/** The link named `name` in the newest mail to `email` whose subject matches. */
export async function mailLink(page: Page, email: string, subject: RegExp, name: string): Promise<string> {
  const mail = await openMail(page, email, subject);
  return (await mail.getByRole('link', { name }).getAttribute('href'))!;
}

/**
 * What a patient does with the mail of an on-site booking made without a verified account: opens it,
 * follows its confirm link and presses the button there. Ends on the page that says it is confirmed.
 */
export async function confirmFromMail(page: Page, email: string, lang: 'hu' | 'en' = 'hu'): Promise<void> {
  const { subject, button } = CONFIRM_MAIL[lang];
  await page.goto(await mailLink(page, email, subject, button));
  await ready(page);
  await page.getByRole('button', { name: button }).click();
  await page.locator('[data-confirm-booking="confirmed"]').waitFor();
}

/**
 * The same without a browser, for bookings the fixtures make from Node: the confirm link read from the
 * mail's text on the outbox page, opened, and its form posted as the button does (from the site's own
 * origin, decision 0022).
 */
export async function confirmThroughMail(email: string): Promise<void> {
  const link = await mailedConfirmLink(email);
  const path = new URL(link).pathname;
  if (!(await fetch(`${origin()}${path}`)).ok) throw new Error(`${path} did not open`);
  const pressed = await fetch(`${origin()}${path}`, { method: 'POST', headers: { origin: origin() } });
  const page = await pressed.text();
  if (!page.includes('data-confirm-booking="confirmed"')) {
    throw new Error(`Pressing the button of ${path} did not confirm the booking: ${pressed.status}`);
  }
}

/** The confirm link of the newest mail to `email` asking for a confirmation, once it is written. */
async function mailedConfirmLink(email: string): Promise<string> {
  const until = Date.now() + MAIL_BUDGET_MS;
  for (;;) {
    const list = await (await fetch(`${origin()}/dev/outbox`)).text();
    const id = list
      .split('<tr')
      .find((row) => row.includes(`>${email}<`) && /Erősítse meg|Please confirm/.test(row))
      ?.match(/href="\/dev\/outbox\/(\d+)"/)?.[1];
    if (id) {
      const mail = await (await fetch(`${origin()}/dev/outbox/${id}`)).text();
      const link = /https?:\/\/[^\s"<]+\/idopont-megerosites\/[^\s"<]+/.exec(mail)?.[0];
      if (!link) throw new Error(`Mail ${id} to ${email} holds no confirm link`);
      return link;
    }
    if (Date.now() > until) throw new Error(`No mail asking ${email} to confirm in ${MAIL_BUDGET_MS} ms`);
  }
}
