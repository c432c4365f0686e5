import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LANGS, AUDIT_WIDTHS, auditPath } from './axe';
import { bookThroughApi } from './bookings';
import { contextOptions, launch, origin } from './browser';
import { type BookedVisitor, bookedVisitor, visitorContext } from './bookedVisitor';

/**
 * WCAG 2.2 AA on every page type and state (issue 16 point 1): axe-core finds no violation on any of
 * them, in both languages, at a phone's and a laptop's width. The pages come from the sitemap (the first
 * of each kind), the account, booking, payment-outcome and hash-link pages from a visitor who has
 * signed up, chosen two packages, a location and a time, and booked. The cookie banner is audited where
 * tracking is on (tests/e2e/content.test.ts).
 */

let browser: Browser;
let visitor: BookedVisitor;
/** What axe found on the first steps, audited while they exist (until the main patient is saved). */
const firstSteps: string[] = [];
/** A booking of the ApoE test, whose links and information sheet the hash-link pages show. */
let hash = '';
/** One page of each kind the sitemap lists, without its language prefix. */
let publicPaths: string[] = [];

beforeAll(async () => {
  browser = await launch();
  const sitemap = await (await fetch(`${origin()}/sitemap.xml`)).text();
  const kinds = new Map<string, string>();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    if (path === '/en' || path.startsWith('/en/')) continue;
    const kind = path.split('/').length > 2 ? path.replace(/\/[^/]+$/, '/*') : path;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  publicPaths = [...kinds.values()];
  hash = (await bookThroughApi(`akadalymentes.${Date.now()}@example.hu`, { packageIds: [25] })).hash;

  visitor = await bookedVisitor(browser, AUDIT_WIDTHS[0], ['Akadálymentes', 'Nóra'], async (context) => {
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    for (const { prefix } of AUDIT_LANGS) firstSteps.push(...(await auditPath(page, `${prefix}/sajat/elso-lepesek`)));
    await page.close();
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
});

/** A browser page for an anonymous visitor, or for the signed-up one with the cart as it was on the summary. */
async function pageFor(who: 'anonymous' | 'visitor'): Promise<{ context: BrowserContext; page: Page }> {
  const context =
    who === 'visitor'
      ? await visitorContext(browser, visitor, AUDIT_WIDTHS[0])
      : await browser.newContext(contextOptions({ viewport: AUDIT_WIDTHS[0] }));
  return { context, page: await context.newPage() };
}

/** Audits each path in both languages at both widths, in one browser page; answers every violation. */
async function audit(
  who: 'anonymous' | 'visitor',
  paths: (string | [string, Parameters<typeof auditPath>[2]])[],
): Promise<string[]> {
  const { context, page } = await pageFor(who);
  page.setDefaultTimeout(90_000);
  const found: string[] = [];
  try {
    for (const { prefix } of AUDIT_LANGS) {
      for (const entry of paths) {
        const [path, options] = typeof entry === 'string' ? [entry, {}] : entry;
        found.push(...(await auditPath(page, `${prefix}${path}`, options)));
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

describe('axe-core finds no WCAG 2.2 AA violation', () => {
  it('on one page of each kind the sitemap lists, and on the error page', { timeout: 1_200_000 }, async () => {
    expect(publicPaths.length).toBeGreaterThan(15);
    expect(await audit('anonymous', [...publicPaths, '/nincs-ilyen-oldal'])).toEqual([]);
  });

  it('on the sign-up, login and password pages, and on the account pages logged in', { timeout: 600_000 }, async () => {
    expect(firstSteps).toEqual([]);
    expect(
      await audit('anonymous', ['/sajat/regisztracio', '/sajat/bejelentkezes', '/sajat/jelszo-visszaallitas']),
    ).toEqual([]);
    expect(await audit('visitor', ['/sajat', '/sajat/profilom'])).toEqual([]);
  });

  it(
    'on every booking step with two packages and a time chosen, and the basic data with its errors',
    { timeout: 900_000 },
    async () => {
      const showErrors = async (page: Page) => {
        await page.locator('#last_name').fill('');
        await page.locator('#email').fill('nem-email');
        await page.locator('[data-step-continue]').click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      };
      expect(
        await audit('visitor', [
          ['/idopontfoglalas', { settled: '[data-start-bar]' }],
          ['/idopontfoglalas-kosar', { settled: '[data-cart-items]' }],
          ['/idopontfoglalas-helyszinvalasztas', { settled: '[data-location-choices]' }],
          ['/idopontfoglalas-idopontvalasztas', { settled: '.calendar-day' }],
          ['/idopontfoglalas-alapadatok', { settled: '#last_name' }],
          ['/idopontfoglalas-alapadatok', { settled: '#last_name', before: showErrors }],
          ['/idopontfoglalas-osszegzes', { settled: '[data-book]' }],
          ['/idopontfoglalas-koszono', { settled: '[data-thanks]' }],
        ]),
      ).toEqual([]);
    },
  );

  it('on the payment outcome pages, the hash-link pages and the information sheet', { timeout: 900_000 }, async () => {
    expect(
      await audit('anonymous', [
        '/fizetes-sikeres',
        '/fizetes-sikertelen',
        '/fizetes-idotullepes',
        '/fizetes-megszakitott',
        `/adatkitoltes/${hash}`,
        `/idopont-torles/${hash}`,
        `/idopontmodositas/${hash}`,
        `/idopontmodositas-koszono/${hash}`,
        `/helyszinmodositas/${hash}`,
        `/adatmodositas-koszono/${hash}`,
        `/tajekoztato/apoe/${hash}`,
      ]),
    ).toEqual([]);
  });
});
