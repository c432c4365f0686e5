/* global document -- the callbacks given to page.evaluate run in the page */
// The JavaScript a page loads before the visitor does anything, as Chromium fetches it: every script
// response of a fresh profile from navigation until the network has been quiet, each counted at gzip -9
// (what the worker's assets are served at, give or take the level). Used by `npm run bench` (issue 14,
// point 1: a page without an island in view loads at most 15 KB; decision 0035).
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { demoPerson } from '../../tests/fixtures/booking.mjs';
import { chromiumPath } from './local.mjs';

/** The pages whose scripts are counted: content, the catalogue, every booking step, the account forms. */
export const BUDGET_PAGES = [
  '/',
  '/laborvizsgalatok',
  '/laborvizsgalatok/alap-laborcsomag',
  '/arlista',
  '/helyszinek',
  '/helyszinek/budapest-vaci-ut',
  '/hasznos',
  '/esemenyek/nyeremenyjatek-maldiv-utazas',
  '/idopontfoglalas',
  '/idopontfoglalas-kosar',
  '/idopontfoglalas-helyszinvalasztas',
  '/idopontfoglalas-idopontvalasztas',
  '/idopontfoglalas-alapadatok',
  '/idopontfoglalas-osszegzes',
  '/sajat/bejelentkezes',
  '/sajat/regisztracio',
  '/nincs-ilyen-oldal',
];
// Before any interaction: a page with no island in view (issue 14 point 1), and one whose islands
// hydrate at once: the shell, React (about 72 KB) and the islands' own code (the details step brings the
// phone-number library).
export const JS_BUDGET_KB = 15;
export const ISLAND_PAGE_BUDGET_KB = 125;

/** A visitor with a cart, a location, a time a week ahead and details: every booking step is open. */
export function bookingVisitor() {
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    local: {
      'cart-v5': JSON.stringify({
        examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }],
        location: 1,
        date: day,
        time: 480,
        validated: true,
      }),
    },
    session: { 'booking-person-v1': JSON.stringify({ person: demoPerson, invoiceToPatient: true }) },
  };
}

/**
 * A page's scripts before interaction for the booking visitor at a phone's and a laptop's viewport (the
 * larger figure), and its budget: JS_BUDGET_KB while no island went live, ISLAND_PAGE_BUDGET_KB else.
 * @param {import('playwright-core').Browser} browser
 */
export async function pageScriptBudget(browser, origin, path) {
  let worst = null;
  for (const viewport of Object.values(BUDGET_VIEWPORTS)) {
    const figure = await scriptsBeforeInteraction(browser, origin, path, viewport, bookingVisitor());
    if (!worst || figure.js > worst.js) worst = figure;
  }
  if (!worst) throw new Error('No viewport to measure at');
  const budget = worst.hydrated > 0 ? ISLAND_PAGE_BUDGET_KB : JS_BUDGET_KB;
  return { ...worst, budget, kept: worst.js / 1024 <= budget };
}

/** A phone (what Lighthouse mobile emulates) and a laptop: a wider screen can show more islands at once. */
export const BUDGET_VIEWPORTS = {
  phone: { width: 375, height: 812 },
  laptop: { width: 1280, height: 800 },
};

export async function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/**
 * Loads `origin + path` in a fresh context and answers the gzipped bytes of the scripts fetched before
 * any interaction, the script files by name, and how many of the page's islands hydrated meanwhile.
 * `storage` is put in localStorage and sessionStorage before the page's scripts run: a visitor with a
 * cart and details, for whom every booking step is open.
 * @param {import('playwright-core').Browser} browser
 * @param {{ local?: Record<string, string>, session?: Record<string, string> }} [storage]
 */
export async function scriptsBeforeInteraction(browser, origin, path, viewport, storage = {}) {
  const context = await browser.newContext({ viewport, locale: 'hu-HU' });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items.local ?? {})) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(items.session ?? {})) sessionStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const pending = [];
  // A booking step that is not open sends the visitor on: what the next page loads is not this page's.
  let left = false;
  page.on('response', (response) => {
    if (left || response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(origin + path, { waitUntil: 'load' });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) left = true;
    });
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
    // Quiet for 500 ms: the shell's imports, and any island chunk a visible island asked for, are in.
    await page.waitForLoadState('networkidle');
    const islands = await page.evaluate(() => {
      if (document.readyState === 'loading') return { total: 0, hydrated: 0 };
      const all = [...document.querySelectorAll('[data-island]')];
      return { total: all.length, hydrated: all.filter((island) => island.hasAttribute('data-hydrated')).length };
    });
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    return { js: files.reduce((sum, file) => sum + file.bytes, 0), files, ...islands };
  } finally {
    await context.close();
  }
}
