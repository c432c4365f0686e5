import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, origin } from './browser';
import { ready } from './islands';
import { confirmAddress, logIn, PASSWORD, register, saveMainPatient } from './signup';
import { bookAtSummary, startToBasicData } from './summary';

/**
 * No layout shift (issue 14 point 2, docs/decisions/0037): every booking step, the catalogue with
 * chosen items and the account pages render on the server the layout they end with, so their
 * cumulative layout shift stays at most 0.02 for a logged-in visitor with a two-item cart, a location
 * and a time, on a phone's width with the CPU four times slower.
 */

const PHONE = { width: 390, height: 844 };
const MAX_SHIFT = 0.02;

declare global {
  interface Window {
    /** The page's layout shifts not caused by input, summed (the PerformanceObserver below). */
    layoutShift?: () => number;
  }
}

/** Installed before any of the page's own script: sums every layout shift not caused by input. */
function observeLayoutShifts() {
  let sum = 0;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as Shift[]) if (!entry.hadRecentInput) sum += entry.value;
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.layoutShift = () => {
    add(observer.takeRecords());
    return sum;
  };
}

/** A page opened at four times slower CPU (Chrome DevTools Protocol, as Lighthouse's mobile preset). */
async function throttledPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  // A page at a quarter of the speed of a loaded machine: more than Playwright's 30 s may pass.
  page.setDefaultTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, errors };
}

/** Opens `path`, waits until its islands are live and `done` shows the content has arrived, and returns the shift. */
async function shiftOf(page: Page, path: string, done: string): Promise<number> {
  await page.goto(path);
  await ready(page);
  await page.locator(done).first().waitFor();
  // Every booking step's placeholder has been replaced by its content.
  await page.waitForFunction(() => !document.querySelector('[data-step-pending]'));
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} sent the visitor to ${page.url()}`);
  // The frame that painted the content has reported its shifts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.layoutShift!());
}

let browser: Browser;
/** The logged-in visitor: the session cookie, the cart as it was on the summary, the details and the booking's hash. */
let visitor: {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  local: Record<string, string>;
  session: Record<string, string>;
};
let firstSteps = 0;
let firstStepsErrors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ viewport: PHONE, baseURL: origin(), locale: 'hu-HU' });
  await context.addInitScript(observeLayoutShifts);
  const page = await context.newPage();
  const email = `elmozdulas.${Date.now()}@example.hu`;
  await register(page, email);
  await confirmAddress(page, email);
  await logIn(page, email, PASSWORD);
  await page.waitForURL('**/sajat/elso-lepesek');

  // The first steps exist only until the main patient is saved: measured now.
  const measured = await throttledPage(context);
  firstSteps = await shiftOf(measured.page, '/sajat/elso-lepesek', '[data-island="MainPatientForm"][data-hydrated]');
  firstStepsErrors = measured.errors;
  await measured.page.close();

  await ready(page);
  await saveMainPatient(page, 'Elmozdulás', 'Nóra');

  // Two packages, a location and a time, through the steps; the details come from the main patient.
  await page.goto('/idopontfoglalas');
  await ready(page);
  await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).click();
  await page.getByRole('button', { name: 'Ezt választom: Pajzsmirigy-csomag' }).click();
  await startToBasicData(page);
  // The details come from the main patient once the step has read the browser's state.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#last_name')?.value === 'Elmozdulás');
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
  visitor = { state: await context.storageState(), local, session };
  await context.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** Each page with what shows that its content has arrived. */
const PAGES: [string, string][] = [
  ['/idopontfoglalas', '[data-start-bar]'],
  ['/idopontfoglalas-kosar', '[data-cart-items]'],
  ['/idopontfoglalas-helyszinvalasztas', '[data-location-choices]'],
  ['/idopontfoglalas-idopontvalasztas', '.calendar-day'],
  ['/idopontfoglalas-alapadatok', '[data-island="BookingBasicData"][data-hydrated]'],
  ['/idopontfoglalas-osszegzes', '[data-book]'],
  ['/idopontfoglalas-koszono', '[data-thanks]'],
  ['/laborvizsgalatok', '[data-chosen]'],
  ['/sajat', '[data-my-appointment]'],
  ['/sajat/profilom', '[data-island="AccountSettings"][data-hydrated]'],
];

describe(`cumulative layout shift at ${PHONE.width} px and 4× slower CPU, two items in the cart`, () => {
  it('is at most 0.02 on the first steps of an account', () => {
    expect(firstSteps).toBeLessThanOrEqual(MAX_SHIFT);
    expect(firstStepsErrors).toEqual([]);
  });

  it.each(PAGES)(
    'is at most 0.02 on %s',
    async (path, done) => {
      const context = await browser.newContext({
        viewport: PHONE,
        baseURL: origin(),
        locale: 'hu-HU',
        storageState: { cookies: visitor.state.cookies, origins: [] },
      });
      // The cart as it was on the summary, on every page (the thank-you page empties the cart it
      // confirmed), and the details with the booking's hash (sessionStorage).
      await context.addInitScript(
        ({ local, session }) => {
          for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        },
        { local: visitor.local, session: visitor.session },
      );
      await context.addInitScript(observeLayoutShifts);
      try {
        const { page, errors } = await throttledPage(context);
        const shift = await shiftOf(page, path, done);
        expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(MAX_SHIFT);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
