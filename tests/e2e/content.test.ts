import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, root, startDevServer } from '../../scripts/lib/local.mjs';
import { launch, VIEWPORTS } from './browser';
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
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.origin, locale: 'hu-HU' });
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
    await expect.poll(() => page.locator('[data-field-error="lastName"]').textContent()).toContain('Kötelező');
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
        const context = await browser.newContext({ viewport, baseURL: server.origin, locale: 'hu-HU' });
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
