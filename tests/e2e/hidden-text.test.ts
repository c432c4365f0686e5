import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOptions, launch } from './browser';
import { ready } from './islands';

/**
 * The one text rule in the browser (issue 24 point 5; src/domain/visibleText.ts): text pasted with a
 * zero-width space or a bidi override is refused at its field in the form's words, the way every form
 * shows a problem (decision 0044), and what was typed stays; once removed, the enquiry goes through.
 */

const MESSAGE =
  'A szöveg vezérlő- vagy láthatatlan karaktert tartalmaz (gyakran beillesztett szövegből). Kérjük, gépelje be újra.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the company enquiry', () => {
  it('names a hidden character at its field, keeps the text, and sends once it is gone', async () => {
    // A visitor of its own address: the enquiry's limit counts per address.
    const context = await browser.newContext(contextOptions({ viewport: { width: 1280, height: 800 } }));
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto('/vallalatoknak');
      await ready(page);
      const island = page.locator('[data-island="EnquiryForm"]');
      await island.scrollIntoViewIfNeeded();
      await page.locator('[data-island="EnquiryForm"][data-hydrated]').waitFor();

      const company = 'Példa\u200b Gyártó Kft.';
      const message = 'Őszi szűrést terveznénk\n\u202ekét telephelyen.';
      await page.locator('#enquiry-company').fill(company);
      await page.locator('#enquiry-contactName').fill('Kiss Anna');
      await page.locator('#enquiry-email').fill('anna.kiss@pelda.hu');
      await page.locator('#enquiry-phone').fill('+36 30 123 4567');
      await page.locator('#enquiry-headcount').fill('250');
      await page.locator('#enquiry-message').fill(message);
      await island.locator('button[type="submit"]').click();

      const summary = island.locator('[data-error-summary]');
      await expect
        .poll(async () => (await summary.locator('li').allTextContents()).map((item) => item.trim()))
        .toEqual([`Cégnév: ${MESSAGE}`, `Üzenet (nem kötelező): ${MESSAGE}`]);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary')))
        .toBe(true);
      const describedBy = await page.evaluate(() =>
        ['enquiry-company', 'enquiry-message'].map((id) => {
          const control = document.getElementById(id)!;
          const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
          return [control.getAttribute('aria-invalid'), ids.map((ref) => document.getElementById(ref)?.textContent)];
        }),
      );
      expect(describedBy).toEqual([
        ['true', [MESSAGE]],
        ['true', [MESSAGE]],
      ]);
      expect(await page.locator('#enquiry-company').inputValue()).toBe(company);
      expect(await page.locator('#enquiry-message').inputValue()).toBe(message);

      // Typed again without them, the enquiry is sent, its line break kept.
      await page.locator('#enquiry-company').fill('Példa Gyártó Kft.');
      await page.locator('#enquiry-message').fill('Őszi szűrést terveznénk\nkét telephelyen.');
      await island.locator('button[type="submit"]').click();
      await page.locator('[data-enquiry-done]').waitFor();
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
