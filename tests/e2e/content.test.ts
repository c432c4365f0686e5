import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';
import { contextOptions, launch, VIEWPORTS } from './browser';
import { AUDIT_LANGS, AUDIT_WIDTHS, axeViolations } from './axe';
import { ready } from './islands';

// The cookie banner exists only where tracking is on (never on dev and test, spec section 9): this
// journey runs against a server of its own, as production would be configured, with its own database.
const PORT = Number(process.env.E2E_TRACKING_PORT ?? 8797);
let browser: Browser;
let server: Awaited<ReturnType<typeof startDevServer>>;

beforeAll(async () => {
  const persistTo = join(root, '.wrangler/e2e-tracking-state');
  rmSync(persistTo, { recursive: true, force: true });
  await prepareDatabase({ persistTo, quiet: true });
  server = await startDevServer({ port: PORT, persistTo, quiet: true, vars: { TRACKING_ENABLED: 'true' } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

describe('the content site', () => {
  it('a visitor on a phone accepts the cookie banner, reads a news item from the home page and enters a contest', async () => {
    const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.phone, baseURL: server.origin }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await ready(page);
    await page.getByRole('button', { name: 'Mindet elfogadom' }).click();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value)
      .toBe('analytics');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.reload({ waitUntil: 'networkidle' });
    await ready(page);
    await expect.poll(() => page.getByRole('button', { name: 'Mindet elfogadom' }).count()).toBe(0);
    // Answered, the banner leaves its settings button, which loads React only when used
    // (docs/decisions/0035): the click that loads it still opens the settings.
    const consent = page.locator('[data-island="ConsentBanner"]');
    expect(await consent.getAttribute('data-hydrated')).toBeNull();
    expect(scripts.some((url) => /\/chunks\/islands-/.test(url))).toBe(false);
    await page.locator('[data-consent-reopen]').click();
    await page.locator('[data-consent-settings-panel]').waitFor();
    expect(await page.locator('input[name="analytics"]').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Mindet elfogadom' }).click();
    await page.locator('[data-consent-reopen]').waitFor();
    // A link to #suti-beallitasok (the cookie policy's) opens the settings of a banner not yet live.
    await page.reload();
    await ready(page);
    await page.evaluate(() => (location.hash = '#suti-beallitasok'));
    await page.locator('[data-consent-settings-panel]').waitFor();
    await page.getByRole('button', { name: 'Mindet elfogadom' }).click();
    await page.locator('[data-consent-reopen]').waitFor();

    // The home page's blocks, then a news item from its News block.
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Laborvizsgálat');
    const news = page.locator('main a[href^="/hasznos/"]').first();
    await news.scrollIntoViewIfNeeded();
    const title = (await news.textContent())!.trim();
    await news.click();
    await page.waitForURL('**/hasznos/**');
    await ready(page);
    await expect.poll(() => page.locator('h1').textContent()).toContain(title);

    // The contest on its event page.
    await page.goto('/esemenyek/nyeremenyjatek-maldiv-utazas');
    await ready(page);
    await page.getByRole('button', { name: 'Jelentkezem' }).click();
    await expect.poll(() => page.locator('[data-field-error="contest-lastName"]').textContent()).toContain('Kötelező');
    await page.getByLabel('Vezetéknév').fill('Nyertes');
    await page.getByLabel('Keresztnév').fill('Nóra');
    await page.getByLabel('E-mail-cím').fill(`nyertes.${Date.now()}@example.hu`);
    await page.getByLabel('Részt vennék a maldív-szigeteki utazás sorsolásán').check();
    await page.getByLabel(/Elolvastam és elfogadom/).check();
    await page.getByRole('button', { name: 'Jelentkezem' }).click();
    await page.locator('[data-contest-done]').waitFor();
    await expect.poll(() => page.locator('[data-contest-done]').textContent()).toContain('jelentkezését rögzítettük');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a cookie banner, and its settings, with no axe-core violation in either language at either width (issue 16)', async () => {
    const found: string[] = [];
    for (const { prefix } of AUDIT_LANGS) {
      for (const viewport of AUDIT_WIDTHS) {
        const context = await browser.newContext(contextOptions({ viewport, baseURL: server.origin }));
        const page = await context.newPage();
        page.setDefaultTimeout(90_000);
        await page.goto(`${prefix}/`);
        await ready(page);
        await page.locator('[data-consent-banner]').waitFor();
        for (const violation of await axeViolations(page))
          found.push(`${prefix}/ @${viewport.width} banner: ${violation}`);
        // The banner's first button opens its settings.
        await page.locator('[data-consent-banner] button').first().click();
        await page.locator('[data-consent-settings-panel]').waitFor();
        for (const violation of await axeViolations(page))
          found.push(`${prefix}/ @${viewport.width} settings: ${violation}`);
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});

describe('the cookie banner as an overlay (issue 16 point 3)', () => {
  it('comes first in the page order after the skip link, never covers the focused element, and gives the focus back after a choice', async () => {
    const context = await browser.newContext(
      contextOptions({ viewport: { width: 390, height: 844 }, baseURL: server.origin }),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    await page.goto('/');
    await ready(page);
    const banner = page.locator('[data-consent-banner]');
    await banner.waitFor();
    /** Where the focus is: in the banner, or on the page and whether the banner hides any of it. */
    const focus = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const active = document.activeElement as HTMLElement;
                if (active.closest('[data-consent-banner]')) return resolve('banner');
                const box = active.getBoundingClientRect();
                const cover = document.querySelector('[data-consent-banner]')!.getBoundingClientRect();
                resolve(box.bottom > cover.top + 1 ? `hidden: ${active.outerHTML.slice(0, 80)}` : 'clear');
              }),
            ),
          ),
      );
    // The skip link first, then the banner, before the page it sits over.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('skip-link');
    await page.keyboard.press('Tab');
    expect(await focus()).toBe('banner');
    // Every stop of the page after the banner's, down to the footer, in view above it.
    const seen = new Set<string>();
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      seen.add(await focus());
    }
    expect([...seen].filter((where) => where.startsWith('hidden'))).toEqual([]);
    expect(seen.has('clear')).toBe(true);
    // A choice made from the keyboard leaves the focus on the settings button that stays.
    await page.getByRole('button', { name: 'Csak a szükségesek' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-consent-reopen]').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-consent-reopen')))
      .toBe(true);
    await context.close();
  }, 300_000);

  it('fits a 320 × 256 window and scrolls inside it to its last button', async () => {
    const context = await browser.newContext(
      contextOptions({ viewport: { width: 320, height: 256 }, baseURL: server.origin }),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    await page.goto('/en');
    await ready(page);
    const banner = page.locator('[data-consent-banner]');
    await banner.waitFor();
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(256 + 1);
    const accept = page.getByRole('button', { name: 'Accept all' });
    await accept.focus();
    const button = (await accept.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(0);
    expect(button.y + button.height).toBeLessThanOrEqual(256 + 1);
    await context.close();
  }, 120_000);
});
