import type { Page } from 'playwright-core';
import { freshPatient } from '../fixtures/booking.mjs';
import { ready } from './islands';
import { mailLink } from './outbox';

/** The password every journey's new account gets (long and not a common one). */
export const PASSWORD = 'Kék-madár-2026-tavasz';

/** On the login page: the password login. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail cím').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
}

/**
 * Signs up with `email`, first with a common password the form refuses, then with PASSWORD; the form
 * solves the bot challenge by itself (decision 0051). The page's browser context has an address of its
 * own (contextOptions in ./browser): the site allows ten sign-ups an hour per address
 * (src/auth/rateLimit.ts), and the suite signs up more.
 */
export async function register(page: Page, email: string) {
  await page.goto('/sajat/regisztracio');
  await ready(page);
  await page.getByLabel('E-mail cím').fill(email);
  await page.locator('#password').fill('password123');
  await page.getByRole('button', { name: 'Regisztrálok' }).click();
  // A locator's wait rather than expect.poll, so that a beforeAll hook may sign up too.
  await page.getByRole('alert').filter({ hasText: 'nem használható' }).waitFor();
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Regisztrálok' }).click();
  await page.locator('[data-signup-sent]').waitFor();
}

/**
 * Follows the e-mailed confirmation link: its first visit confirms the address, with nothing more to
 * press (issue 25, decision 0054); the page then offers the login.
 */
export async function confirmAddress(page: Page, email: string) {
  const link = await mailLink(page, email, /E-mail cím megerősítése/, 'E-mail cím megerősítése');
  await page.goto(link);
  await ready(page);
  await page.locator('[data-verified]').waitFor();
}

/** A new account under `email`, its address confirmed and logged in: the first steps follow. */
export async function signUpAndLogIn(page: Page, email: string) {
  await register(page, email);
  await confirmAddress(page, email);
  await logIn(page, email, PASSWORD);
  await page.waitForURL('**/sajat/elso-lepesek');
}

/**
 * On the first steps: the main patient (a woman born in 1979, living in Budapest) under the given
 * name, with a TAJ number and a phone number of her own (decision 0050 counts each), saved; the overview
 * follows. The town follows from the postal code. Answers the TAJ number and phone number saved.
 */
export async function saveMainPatient(page: Page, lastName: string, firstName: string) {
  const { taj, phone_number } = freshPatient();
  await page.getByLabel('Vezetéknév').fill(lastName);
  await page.getByLabel('Keresztnév').fill(firstName);
  await page.getByLabel('Nem').selectOption({ label: 'Nő' });
  await page.getByLabel('Születési dátum').fill('1979-09-30');
  await page.getByLabel('TAJ-szám').fill(taj);
  await page.getByLabel('Telefonszám').fill(phone_number);
  await page.getByLabel('Irányítószám').fill('1134');
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#city')?.value === 'Budapest');
  await page.getByLabel('Utca, házszám').fill('Váci út 12.');
  await page.getByRole('button', { name: 'Páciens adatainak mentése' }).click();
  await page.waitForURL(/\/sajat$/);
  return { taj, phone_number };
}
