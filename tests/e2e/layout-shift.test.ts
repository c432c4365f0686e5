import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { ready } from './islands';
import { type BookedVisitor, bookedVisitor, visitorContext } from './bookedVisitor';

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
let visitor: BookedVisitor;
let firstSteps = 0;
let firstStepsErrors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  visitor = await bookedVisitor(browser, PHONE, ['Elmozdulás', 'Nóra'], async (context) => {
    // The first steps exist only until the main patient is saved: measured now.
    await context.addInitScript(observeLayoutShifts);
    const measured = await throttledPage(context);
    firstSteps = await shiftOf(measured.page, '/sajat/elso-lepesek', '[data-island="MainPatientForm"][data-hydrated]');
    firstStepsErrors = measured.errors;
    await measured.page.close();
  });
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
      const context = await visitorContext(browser, visitor, PHONE);
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
