import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ready } from './islands';
import { launch, origin, VIEWPORTS, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('islands', () => {
  it('offers to resume the booking from the stored cart, without React, and leads to the furthest step', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/en');
    await ready(page);
    const card = page.locator('[data-resume-booking]');
    expect(await card.isHidden()).toBe(true);
    await page.evaluate(() =>
      localStorage.setItem('cart-v5', JSON.stringify({ examinations: [{ id: 11 }, { id: 12 }], location: 4 })),
    );
    await page.reload();
    await ready(page);
    const region = page.getByRole('region', { name: 'Items waiting in your cart: 2' });
    await region.waitFor();
    await expect
      .poll(() => region.getByRole('link', { name: 'Continue booking' }).getAttribute('href'))
      .toBe('/en/idopontfoglalas-idopontvalasztas');
    // The card follows the cart signal: emptied in another tab, it goes away.
    const other = await page.context().newPage();
    await other.goto('/en');
    await ready(other);
    await other.evaluate(() => localStorage.setItem('cart-v5', JSON.stringify({ examinations: [{ id: 11 }] })));
    await page.getByRole('region', { name: 'Items waiting in your cart: 1' }).waitFor();
    await other.evaluate(() => localStorage.removeItem('cart-v5'));
    await region.waitFor({ state: 'hidden' });
    await expect.poll(() => card.isHidden()).toBe(true);
    // The home page has no island: neither React nor the island runtime was fetched.
    expect(scripts.some((url) => /\/chunks\/islands-/.test(url))).toBe(false);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('ships no island code to a page without islands', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto('/nincs-ilyen-oldal', { waitUntil: 'networkidle' });
    await ready(page);
    expect(scripts.some((path) => path.includes('islands'))).toBe(false);
    expect(scripts.some((path) => /\/assets\/shell-/.test(path))).toBe(true);
  });
});

describe('the build check', () => {
  it('reloads a page restored from the back/forward cache once a new build is out', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => ((window as unknown as { stalePage: boolean }).stalePage = true));
    // A deploy happened while the page was open.
    await page.route('**/_build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    const reloaded = page.waitForEvent('framenavigated');
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await reloaded;
    await page.waitForLoadState('domcontentloaded');
    await expect(
      page.evaluate(() => (window as unknown as { stalePage?: boolean }).stalePage),
    ).resolves.toBeUndefined();
  });

  it('leaves a restored page alone while the build is current', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => ((window as unknown as { stalePage: boolean }).stalePage = true));
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    // The check has answered "current". A reload would have been decided in the same turn, and its
    // mark (src/client/build.ts) stored before the navigation starts, so its absence is settled.
    await page.waitForFunction(() => document.documentElement.dataset.build === 'current');
    await expect(page.evaluate(() => sessionStorage.getItem('build-reloaded-at'))).resolves.toBeNull();
    await expect(page.evaluate(() => (window as unknown as { stalePage?: boolean }).stalePage)).resolves.toBe(true);
  });
});

describe('static files', () => {
  it('serves hashed assets with a year-long immutable cache lifetime and HTML without one', async () => {
    const html = await (await fetch(`${origin()}/`)).text();
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
    const asset = await fetch(`${origin()}${css}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await fetch(`${origin()}/`);
    expect(page.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('renders ő and ű in the self-hosted font', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(async () => {
      await document.fonts.load('400 16px Inter', 'őű');
      return [...document.fonts]
        .filter((font) => font.status === 'loaded')
        .map((font) => ({ family: font.family.replace(/"/g, ''), weight: font.weight }));
    });
    // The variable Inter is one face for the weights 400 to 700 (docs/decisions/0036): '400 700'.
    const covers400 = (weight: string) => {
      const [low, high = low] = weight.split(' ').map(Number);
      return low! <= 400 && 400 <= high!;
    };
    expect(
      fonts.some((font) => font.family === 'Inter' && covers400(font.weight)),
      JSON.stringify(fonts),
    ).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('400 16px Inter', 'Időpontfoglalás, gyűjtés'))).toBe(true);
  });
});
