import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, origin, visitor } from './browser';
import { ready } from './islands';
import { toSummary } from './summary';

// Issue 14 point 3 (docs/decisions/0036): one subset Inter file on a first visit, at most 60 KB of fonts,
// and the phone-number library only where a phone number is typed.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOP = { width: 1366, height: 900 };
const CART = { examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }], location: 1 };

/** The font files a page fetches on a first visit, with their sizes. */
function countFonts(page: Page): Map<string, number> {
  const fonts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'font') return;
    fonts.set(response.url(), (await response.body()).length);
  });
  return fonts;
}

/** The families the browser actually drew an element's own text with (Chromium's DevTools protocol). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

describe('fonts (issue 14 point 3)', () => {
  it.each([
    ['/', false],
    ['/en', false],
    ['/laborvizsgalatok', false],
    ['/en/laborvizsgalatok', false],
    ['/idopontfoglalas-idopontvalasztas', true],
  ])('a first visit to %s fetches the one preloaded Inter file, at most 60 KB of fonts', async (path, withCart) => {
    const { context, page, errors } = await visitor(browser, LAPTOP);
    if (withCart) await context.addInitScript((cart) => localStorage.setItem('cart-v5', JSON.stringify(cart)), CART);
    const fonts = countFonts(page);
    await page.goto(path);
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.size).toBe(1);
    const [[url, bytes]] = [...fonts];
    expect(bytes).toBeLessThanOrEqual(60 * 1024);
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads).toEqual([url]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws Hungarian and English text in Inter at three distinct weights', async () => {
    const { context, page } = await visitor(browser, LAPTOP);
    await page.goto('/');
    await ready(page);
    const text = 'Győrből Űrhajó „idézőjel” – 10:30 … 12 500 Ft';
    // Spans, so that each one is as wide as its text.
    const lines = [
      ['w400', ''],
      ['w600', 'font-600'],
      ['w700', 'font-700'],
    ].map(([id, weight]) => `<p><span id="${id}" class="${weight}">${text}</span></p>`);
    await page.evaluate(
      (html) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', html),
      lines.join(''),
    );
    await page.evaluate(() => document.fonts.ready);
    for (const id of ['#w400', '#w600', '#w700']) expect(await drawnWith(page, id)).toEqual(['Inter (web font)']);
    const widths = await Promise.all(
      ['#w400', '#w600', '#w700'].map((id) => page.locator(id).evaluate((e) => e.getBoundingClientRect().width)),
    );
    expect(widths[0]).toBeLessThan(widths[1]);
    expect(widths[1]).toBeLessThan(widths[2]);
    await context.close();
  });
});

/** Whether any script the page has loaded carries libphonenumber (its validation results, by name). */
async function loadsPhoneLibrary(page: Page): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const bodies = await Promise.all(
    scripts.map(async (url) => (await fetch(new URL(new URL(url).pathname, origin()))).text()),
  );
  return bodies.some((body) => body.includes('TOO_SHORT'));
}

describe('the phone-number library (issue 14 point 3)', () => {
  it('is not loaded by the booking summary, and still checks the phone on the basic-data step', async () => {
    const { page, errors } = await visitor(browser, { width: 390, height: 844 });
    await toSummary(page);
    await page.reload();
    await ready(page);
    await page.locator('[data-book]').waitFor();
    expect(await loadsPhoneLibrary(page)).toBe(false);

    await page.goto('/idopontfoglalas-alapadatok');
    await ready(page);
    // Not with the page either: with the visitor's first touch of the form (decision 0062).
    expect(await loadsPhoneLibrary(page)).toBe(false);
    await page.getByLabel('Telefonszám').fill('123');
    await expect.poll(() => loadsPhoneLibrary(page)).toBe(true);
    await page.locator('[data-step-continue]').click();
    await expect
      .poll(() => page.locator('[data-field-error="phone_number"]').textContent())
      .toBe('Érvénytelen telefonszám');
    expect(errors).toEqual([]);
  });

  it('shows the phone error in English too, also when Continue is the first touch', async () => {
    const { page } = await visitor(browser, { width: 390, height: 844 });
    await toSummary(page, '/en');
    await page.reload();
    await ready(page);
    expect(await loadsPhoneLibrary(page)).toBe(false);
    // Details kept from before with a wrong number: Continue, the first touch, waits for the check.
    await page.evaluate(() => {
      const kept = JSON.parse(sessionStorage.getItem('booking-person-v1') ?? '{}');
      sessionStorage.setItem(
        'booking-person-v1',
        JSON.stringify({ ...kept, person: { ...kept.person, phone_number: '+36 30 12' } }),
      );
    });
    await page.goto('/en/idopontfoglalas-alapadatok');
    await ready(page);
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('+36 30 12');
    expect(await loadsPhoneLibrary(page)).toBe(false);
    await page.locator('[data-step-continue]').click();
    await expect
      .poll(() => page.locator('[data-field-error="phone_number"]').textContent())
      .toBe('Invalid phone number');
  });
});
