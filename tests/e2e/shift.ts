import type { BrowserContext, Page } from 'playwright-core';
import { ready } from './islands';

/**
 * Measuring layout shift as a phone's visitor meets it (issue 14 point 2, docs/decisions/0037), for
 * tests/e2e/layout-shift.test.ts and the family booking's steps (tests/e2e/family.test.ts).
 */

declare global {
  interface Window {
    /** The page's layout shifts not caused by input, summed (the PerformanceObserver below). */
    layoutShift?: () => number;
  }
}

/** Installed before any of the page's own script: sums every layout shift not caused by input. */
export function observeLayoutShifts() {
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
export async function throttledPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
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
export async function shiftOf(page: Page, path: string, done: string): Promise<number> {
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

/** How much wider than the window the page is, in CSS pixels; 0 when it does not scroll sideways. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
