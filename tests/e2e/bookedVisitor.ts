import type { Browser, BrowserContext } from 'playwright-core';
import { contextOptions } from './browser';
import { ready } from './islands';
import { saveMainPatient, signUpAndLogIn } from './signup';
import { bookAtSummary, startToBasicData } from './summary';

/** A signed-up visitor who has booked: the session cookie, the cart as it was on the summary, the details and the booking's hash. */
export interface BookedVisitor {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  local: Record<string, string>;
  session: Record<string, string>;
}

/**
 * Signs up as `name` (a new address), confirms and logs in; `atFirstSteps` sees the first steps, which
 * exist only until the main patient is saved. Then chooses two packages, the Váci út location and its
 * first time, goes to the summary with the main patient's details and books on site.
 */
export async function bookedVisitor(
  browser: Browser,
  viewport: { width: number; height: number },
  [lastName, firstName]: [string, string],
  atFirstSteps?: (context: BrowserContext) => Promise<void>,
): Promise<BookedVisitor> {
  const context = await browser.newContext(contextOptions({ viewport }));
  const page = await context.newPage();
  const email = `${lastName
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}.${Date.now()}@example.hu`;
  await signUpAndLogIn(page, email);
  if (atFirstSteps) {
    await atFirstSteps(context);
    await page.goto('/sajat/elso-lepesek');
  }
  await ready(page);
  await saveMainPatient(page, lastName, firstName);

  await page.goto('/idopontfoglalas');
  await ready(page);
  await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).click();
  await page.getByRole('button', { name: 'Ezt választom: Pajzsmirigy-csomag' }).click();
  await startToBasicData(page);
  // The details come from the main patient once the step has read the browser's state.
  await page.waitForFunction(
    (name) => document.querySelector<HTMLInputElement>('#last_name')?.value === name,
    lastName,
  );
  await page.locator('[data-step-continue]').click();
  await page.waitForURL('**/idopontfoglalas-osszegzes');
  await ready(page);
  await page.locator('[data-book]').waitFor();
  const local = await page.evaluate(() => ({ ...localStorage }));
  const details = await page.evaluate(() => ({ ...sessionStorage }));
  // Booked on site: a thank-you page to read back and a booking in the account's overview. The booking
  // empties the cart and the details; the thank-you page finds it by the hash kept in sessionStorage.
  await bookAtSummary(page, 'ONSITE');
  await page.waitForURL('**/idopontfoglalas-koszono');
  await page.locator('[data-thanks]').waitFor();
  const session = { ...(await page.evaluate(() => ({ ...sessionStorage }))), ...details };
  const visitor = { state: await context.storageState(), local, session };
  await context.close();
  return visitor;
}

/**
 * A context for the visitor: logged in, with the cart as it was on the summary on every page (the
 * thank-you page empties the cart it confirmed), and the details with the booking's hash.
 */
export async function visitorContext(
  browser: Browser,
  visitor: BookedVisitor,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext(
    contextOptions({ viewport, storageState: { cookies: visitor.state.cookies, origins: [] } }),
  );
  await context.addInitScript(
    ({ local, session }) => {
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local: visitor.local, session: visitor.session },
  );
  return context;
}
