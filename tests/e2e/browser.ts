import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from '../../scripts/lib/local.mjs';

/** Debian's Chromium, checked (or installed) by scripts/test.mjs before any journey starts. */
export const CHROMIUM_PATH = chromiumPath();

export const VIEWPORTS = {
  wide: { width: 1536, height: 900 },
  laptop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

export function origin(): string {
  return inject('origin');
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A client address nobody else in the run has: a random /64 of the documentation prefix 2001:db8::/32
 * (RFC 3849), which the worker counts as one client (src/lib/subjectHash.ts). Every journey file shares
 * one `wrangler dev` and its database, and each loads its modules afresh, so a counter (as
 * scripts/lib/challenge.mjs's freshClientAddress keeps) would hand every file the same addresses, whose
 * holds, day caps and guess limits would then add up across files (decision 0050).
 */
export function clientAddress(): string {
  const group = () => randomBytes(2).toString('hex');
  return `2001:db8:${group()}:${group()}::${group()}`;
}

/**
 * The options of a new browser context: the site's origin, Hungarian, and a client address of its own
 * (Cloudflare's CF-Connecting-IP, which wrangler dev takes from the request), so one visitor's limits
 * on unconfirmed bookings, sign-ups and forms are never another's. `options` may name a shared address.
 */
export function contextOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  return {
    baseURL: origin(),
    locale: 'hu-HU',
    ...options,
    extraHTTPHeaders: { 'cf-connecting-ip': clientAddress(), ...options.extraHTTPHeaders },
  };
}

/**
 * The page's errors from now on, as they come. A style or script the CSP refused (decision 0020: no
 * inline styles) counts as a page error too, and so does an island whose server markup React did not
 * match (src/client/islands.tsx names it; React's development build, CLIENT_BUILD=development, also
 * names a mismatched attribute: decision 0035).
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|hydrat/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/** A fresh visitor: an empty browser profile at the given viewport, with page errors collected. */
export async function visitor(browser: Browser, viewport: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext(contextOptions({ viewport }));
  // A loaded machine (load average 8 and more) can take longer than Playwright's 30 s to hydrate a page.
  context.setDefaultTimeout(60_000);
  const page: Page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}
