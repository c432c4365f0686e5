import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_PATHS } from '../../src/domain/bookingGate';
import { apiData, bookFromPage } from './bookings';
import { launch, origin, visitor } from './browser';
import { ready } from './islands';
import { CONFIRM_MAIL, confirmFromMail, mailLink } from './outbox';
import { overflow } from './shift';
import { confirmAddress, logIn, PASSWORD, register, saveMainPatient } from './signup';
import { storeBooking, toSummary } from './summary';

/**
 * Nothing spills (issue 15 point 1): no page scrolls sideways on a 320 px phone (the spec's smallest
 * breakpoint, xs), in either language, and the summary fits a 390 px phone with a long e-mail address.
 * Long words are what push a page wider: titles such as 'DHEA-S (dehidroepiandroszteron-szulfát)', the
 * news cards' titles, a cart's examination names, an e-mail address.
 */

const NARROW = { width: 320, height: 720 };
const PHONE = { width: 390, height: 844 };
/** The address that pushed the summary to 436 px (issue 15). */
const LONG_EMAIL = 'kovacs.eva.marianna1985@freemail.hu';

/** A cart holding long names: a package and a single test whose words are long. */
const LONG_CART = {
  examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }],
  parameters: [{ id: 93, name: 'Vizelet bakteriológiai tenyésztés (rezisztenciavizsgálattal)', price: 6900 }],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens each path and returns those that scroll sideways, with by how much, once every island is live
 * (those below the fold hydrate when scrolled to, decision 0035) and the placeholders have given way to
 * their content (decision 0037). Each page must answer as expected (`status`), so a path that has gone
 * cannot pass by being a 404 page.
 */
async function sideways(page: Page, paths: string[], status = 200): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(status);
    await ready(page);
    for (const island of await page.locator('[data-island]:not([data-hydrate="touch"])').all())
      await island.scrollIntoViewIfNeeded();
    await page
      .waitForFunction(
        () =>
          !document.querySelector(
            '[data-step-pending], [data-island]:not([data-hydrated]):not([data-hydrate="touch"])',
          ),
        null,
        { timeout: 60_000 },
      )
      .catch((error: Error) => {
        throw new Error(`${path}: ${error.message}`);
      });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const by = await overflow(page);
    if (by > 0) wide.push(`${path} +${by}px`);
  }
  return wide;
}

/** Each path in Hungarian and under /en. */
const bothLanguages = (paths: string[]) => paths.flatMap((path) => [path, `/en${path === '/' ? '' : path}`]);

/**
 * One page of every kind the sitemap lists, in each language (the first of each path pattern: the
 * home page, each list, each kind of detail page), and the detail pages whose titles hold the longest
 * single words.
 */
async function sitemapPages(): Promise<string[]> {
  const xml = await (await fetch(`${origin()}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const depth = path.split('/').filter((segment) => segment && segment !== 'en').length;
    // A page of its own ('/', '/hasznos', '/en/arlista'), or the first of a kind of detail page.
    const kind = depth <= 1 ? path : path.replace(/\/[^/]+$/, '/*');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  expect(paths.length).toBeGreaterThan(100);
  return [...kinds.values()];
}

const LONG_TITLES = bothLanguages([
  '/laborvizsgalatok/egyedi/dhea-s',
  '/laborvizsgalatok/egyedi/vizelet-tenyesztes',
  '/laborvizsgalatok/egyedi/aktiv-b12-vitamin',
  '/laborvizsgalatok/cgm',
  '/hasznos',
]);

describe('at 320 px', () => {
  it('no public page scrolls sideways, in either language', async () => {
    const { page, errors } = await visitor(browser, NARROW);
    const pages = [...new Set([...(await sitemapPages()), ...LONG_TITLES])];
    expect(pages.length).toBeGreaterThan(30);
    expect(await sideways(page, pages)).toEqual([]);
    expect(await sideways(page, bothLanguages(['/nincs-ilyen-oldal']), 404)).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);

  it('no booking step, payment outcome, hash-link page or information sheet scrolls sideways', async () => {
    const { page, errors } = await visitor(browser, NARROW);
    // A booking of the ApoE genetic package (it has an information sheet) two free days ahead.
    await page.goto('/');
    const [, , date] = (await apiData('/api/whitetech/web/available_dates?location_id=1&package_ids=25')) as string[];
    const [time] = await apiData(`/api/whitetech/web/available_times?location_id=1&package_ids=25&date=${date}`);
    const { status, hash } = await bookFromPage(page, {
      date: date!,
      minute: time.minute,
      packages: [25],
      person: { email: LONG_EMAIL },
    });
    expect(status).toBe(201);

    // Every step with a cart of long names, a kept time and a long e-mail address.
    await storeBooking(page, {
      cart: { ...LONG_CART, date, time: time.minute, validated: true },
      person: { email: LONG_EMAIL },
    });
    await page.evaluate((hash) => sessionStorage.setItem('booking-last-appointment', hash), hash!);
    const steps = (['start', 'cart', 'location', 'time', 'basicData', 'summary'] as const).map(
      (step) => STEP_PATHS[step],
    );
    expect(await sideways(page, bothLanguages(steps))).toEqual([]);
    // The thank-you page reads the booking by the hash the summary kept: held until its mail is confirmed.
    expect(await sideways(page, bothLanguages([STEP_PATHS.thanks]))).toEqual([]);
    // The mail's confirm page, before and after the press (decision 0050).
    const { subject, button } = CONFIRM_MAIL.hu;
    const confirm = new URL(await mailLink(page, LONG_EMAIL, subject, button)).pathname;
    expect(await sideways(page, bothLanguages([confirm]))).toEqual([]);
    await confirmFromMail(page, LONG_EMAIL);
    expect(await sideways(page, bothLanguages([confirm]))).toEqual([]);
    const others = [
      '/fizetes-sikeres',
      '/fizetes-sikertelen',
      '/fizetes-idotullepes',
      '/fizetes-megszakitott',
      `/adatkitoltes/${hash}`,
      `/idopontmodositas/${hash}`,
      `/helyszinmodositas/${hash}`,
      `/idopont-torles/${hash}`,
      `/idopontmodositas-koszono/${hash}`,
      `/adatmodositas-koszono/${hash}`,
      `/tajekoztato/apoe/${hash}`,
    ];
    expect(await sideways(page, bothLanguages(others))).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);

  it('no account page scrolls sideways, for an account with a long e-mail address', async () => {
    const { page, errors } = await visitor(browser, NARROW);
    expect(
      await sideways(
        page,
        bothLanguages(['/sajat/bejelentkezes', '/sajat/regisztracio', '/sajat/jelszo-visszaallitas']),
      ),
    ).toEqual([]);
    const email = `kovacs.eva.marianna1985.${Date.now()}@freemail.hu`;
    await register(page, email);
    await confirmAddress(page, email);
    await page.goto('/sajat/bejelentkezes');
    await ready(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/sajat/elso-lepesek');
    expect(await sideways(page, bothLanguages(['/sajat/elso-lepesek']))).toEqual([]);
    await page.goto('/sajat/elso-lepesek');
    await ready(page);
    await saveMainPatient(page, 'Kovács', 'Éva Marianna');
    // A booking made while logged in, for the overview to list.
    const [date] = (await apiData('/api/whitetech/web/available_dates?location_id=1&package_ids=1')) as string[];
    const [time] = await apiData(`/api/whitetech/web/available_times?location_id=1&package_ids=1&date=${date}`);
    expect((await bookFromPage(page, { date: date!, minute: time.minute, person: { email } })).status).toBe(201);
    expect(await sideways(page, bothLanguages(['/sajat', '/sajat/profilom']))).toEqual([]);
    await page.goto('/sajat');
    expect(await page.locator('[data-my-appointment]').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 600_000);
});

describe('the summary at 390 px with a long e-mail address', () => {
  async function summaryFits(context: BrowserContext, page: Page, prefix: string) {
    await toSummary(page, prefix, { cart: LONG_CART, person: { email: LONG_EMAIL } });
    await page.locator('[data-book]').waitFor();
    expect(await overflow(page)).toBe(0);
    // The whole address is there, and every fact and price lies within the window, none cut off.
    expect((await page.locator('[data-summary]').textContent())!.replace(/\s/g, '')).toContain(LONG_EMAIL);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main dt, main dd, main li')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((element) => element.textContent),
    );
    expect(outside).toEqual([]);
    await context.close();
  }

  it('fits the window in Hungarian', async () => {
    const { context, page, errors } = await visitor(browser, PHONE);
    await summaryFits(context, page, '');
    expect(errors).toEqual([]);
  });

  it('fits the window in English', async () => {
    const { context, page, errors } = await visitor(browser, PHONE);
    await summaryFits(context, page, '/en');
    expect(errors).toEqual([]);
  });
});
