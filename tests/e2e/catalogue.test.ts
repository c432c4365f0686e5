import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ready } from './islands';
import { said } from './announcer';
import { launch, VIEWPORTS, visitor } from './browser';

const REACT_CHUNK = /\/assets\/chunks\/islands-[\w-]+\.js$/;

/** The scripts a page fetches. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  return scripts;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('choosing an examination', () => {
  for (const [name, viewport] of [
    ['on a phone', VIEWPORTS.phone],
    ['on a wide screen', VIEWPORTS.wide],
  ] as const) {
    it(`searches, chooses, sees the badge count it and keeps it after a reload (${name})`, async () => {
      const { page, errors } = await visitor(browser, viewport);
      const scripts = scriptsOf(page);
      await page.goto('/laborvizsgalatok');
      await ready(page);
      const search = page.getByRole('searchbox', { name: 'Keresés a vizsgálatok között' });
      await search.fill('d-vitamin');
      await page.waitForURL('**/laborvizsgalatok?q=d-vitamin');
      const cards = page.locator('[data-card]:not([hidden])');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      // Packages that include the test match too; packages without it are hidden.
      const texts = await cards.allTextContents();
      expect(texts.some((text) => text.startsWith('D-vitamin'))).toBe(true);
      expect(texts.some((text) => text.includes('Pajzsmirigy-csomag'))).toBe(false);
      expect(await page.locator('[data-card] h3 a', { hasText: /^Pajzsmirigy-csomag$/ }).count()).toBe(1);

      const choose = page.getByRole('button', { name: /^Ezt választom: D-vitamin/ }).first();
      const chosenName = (await choose.getAttribute('aria-label'))!.replace('Ezt választom: ', '');
      await choose.click();
      const chosen = page.getByRole('button', { name: `Kiválasztva: ${chosenName}` });
      await chosen.waitFor();
      await expect.poll(() => chosen.textContent()).toBe('Kiválasztva');
      const badge = page.locator('[data-cart-count]');
      await expect.poll(() => badge.textContent()).toBe('1');

      await page.reload();
      await ready(page);
      await expect.poll(() => search.inputValue()).toBe('d-vitamin');
      await chosen.waitFor();
      await expect.poll(() => badge.textContent()).toBe('1');
      await expect.poll(() => page.locator('[data-cart-badge]').isVisible()).toBe(true);

      // Choosing again removes it.
      await chosen.click();
      await page.getByRole('button', { name: `Ezt választom: ${chosenName}` }).waitFor();
      await expect.poll(() => page.locator('[data-cart-badge]').isVisible()).toBe(false);
      // The catalogue is the shell's: no island, and React is never fetched (issue 14 point 4).
      expect(await page.locator('[data-island]').count()).toBe(0);
      expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('filters by category and chooses from the examination page in English', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/en/laborvizsgalatok');
    await ready(page);
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Thyroid' }).click();
    await page.waitForURL('**/en/laborvizsgalatok?kategoria=pajzsmirigy');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Thyroid']);

    await page.locator('[data-card]:not([hidden]) h3 a').first().click();
    await page.waitForURL(/\/en\/laborvizsgalatok\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('[data-price-box]').textContent()).toMatch(/Package price.*Ft/);
    const choose = page.getByRole('button', { name: /^I choose this/ });
    await choose.click();
    await page.getByRole('button', { name: /^Chosen/ }).waitFor();
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('1');
    expect(errors).toEqual([]);
  });
});

describe('the catalogue without a framework (issue 14 point 4)', () => {
  it('applies a search typed before the shell ran, once it runs, over every single test', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/laborvizsgalatok', { waitUntil: 'domcontentloaded' });
    const results = page.locator('[data-result-count]');
    const unfiltered = await results.textContent();
    // The TSH row is not among the ten the collapsed page carries: it is fetched once the search needs it.
    await expect
      .poll(() => page.locator('section[aria-labelledby="category-egyedi"] [data-card]', { hasText: 'TSH' }).count())
      .toBe(0);
    await page.getByRole('searchbox', { name: 'Keresés a vizsgálatok között' }).fill('tsh');
    arrive();
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
    await page.waitForURL('**/laborvizsgalatok?q=tsh');
    await expect.poll(() => results.textContent()).not.toBe(unfiltered);
    const shown = page.locator('[data-card]:not([hidden])');
    await expect.poll(async () => (await shown.allTextContents()).some((text) => text.startsWith('TSH'))).toBe(true);
    expect(await shown.count()).toBe(Number((await results.textContent())!.match(/\d+/)![0]));
    // A fetched row's choose button works like any other.
    await page.getByRole('button', { name: /^Ezt választom: TSH/ }).click();
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('1');
    expect(errors).toEqual([]);
  });

  it('shows no results, and everything again when the search is cleared', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await page.goto('/laborvizsgalatok');
    await ready(page);
    const search = page.getByRole('searchbox', { name: 'Keresés a vizsgálatok között' });
    const noResults = page.locator('[data-no-results]');
    await search.fill('xyzzy nincs ilyen');
    await noResults.waitFor();
    await expect.poll(() => page.locator('[data-result-count]').textContent()).toBe('0 találat');
    await search.fill('');
    await noResults.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/laborvizsgalatok$/);
    await expect
      .poll(() => page.locator('section[aria-labelledby="category-egyedi"] [data-card]:not([hidden])').count())
      .toBe(10);
    expect(errors).toEqual([]);
  });
});

describe('the note after choosing (issue 15 point 3)', () => {
  const PHONE = { width: 390, height: 844 };
  const note = (page: Page) => page.locator('[data-toast-panel]');

  it('says what went into the cart with its count, beside not over the header cart, and leads to the cart', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await page.goto('/laborvizsgalatok');
    await ready(page);
    const panel = page.locator('[data-toast-panel]');
    expect(await panel.isVisible()).toBe(false);
    // The page settled first (its fonts and anything still arriving), so only the choice can move it.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const firstCard = page.locator('[data-card]').first();
    const topOf = () => firstCard.evaluate((card) => card.getBoundingClientRect().top + scrollY);
    const top = await topOf();

    await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).click();
    // Announced: the text is written into the page's live region, which was there all along; the note is
    // no live region of its own, so the words are heard once.
    await expect.poll(() => said(page)).toBe('Kosárba tettük: Alap laborcsomag, 1 tétel a kosárban');
    await expect.poll(() => note(page).textContent()).toContain('Kosárba tettük: Alap laborcsomag');
    await expect.poll(() => note(page).textContent()).toContain('1 tétel a kosárban');
    expect(
      await page.locator('[data-choose-toast]').evaluate((toast) => toast.closest('[role], [aria-live]')),
    ).toBeNull();
    expect(await panel.isVisible()).toBe(true);
    // In the window on a phone, clear of the header's cart, and nothing on the page moved.
    const box = (await panel.boundingBox())!;
    const cart = (await page.locator('.site-header [data-cart-badge]').locator('..').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThan(cart.y + cart.height);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await topOf()).toBe(top);

    await page.getByRole('button', { name: 'Ezt választom: Pajzsmirigy-csomag' }).click();
    await expect.poll(() => said(page)).toBe('Kosárba tettük: Pajzsmirigy-csomag, 2 tétel a kosárban');
    await expect.poll(() => note(page).textContent()).toContain('Kosárba tettük: Pajzsmirigy-csomag');
    await expect.poll(() => note(page).textContent()).toContain('2 tétel a kosárban');

    await page.getByRole('link', { name: 'Kosárhoz' }).click();
    await page.waitForURL('**/idopontfoglalas-kosar');
    await ready(page);
    expect(errors).toEqual([]);
  });

  it('says so when an item comes out, closes by its button or Escape, and goes by itself', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/en');
    await ready(page);
    const choose = page.locator('button[data-choose]').first();
    const name = (await choose.getAttribute('aria-label'))!.replace('I choose this: ', '');
    const panel = page.locator('[data-toast-panel]');
    await choose.click();
    await expect.poll(() => said(page)).toBe(`Added to your cart: ${name}, 1 item in the cart`);
    await expect.poll(() => note(page).textContent()).toContain(`Added to your cart: ${name}`);
    await expect.poll(() => note(page).textContent()).toContain('1 item in the cart');
    await page.getByRole('button', { name: 'Close this notice' }).click();
    await panel.waitFor({ state: 'hidden' });
    // Focus goes back to the button that showed it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-choose'))).not.toBeNull();

    await choose.click();
    await expect.poll(() => said(page)).toBe(`Removed from your cart: ${name}, 0 items in the cart`);
    await expect.poll(() => note(page).textContent()).toContain(`Removed from your cart: ${name}`);
    await expect.poll(() => note(page).textContent()).toContain('0 items in the cart');
    // With nothing in the cart there is no way on to it.
    expect(await page.getByRole('link', { name: 'View cart' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Close this notice' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    await choose.click();
    await panel.waitFor();
    // Nobody touches it: it goes after a few seconds.
    await panel.waitFor({ state: 'hidden', timeout: 20_000 });
    expect(await page.locator('[data-toast-title]').textContent()).toBe('');
    expect(await page.locator('[data-toast-count]').textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  it('follows a choice on an examination’s page, and not on the booking start, whose bar counts', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await page.goto('/laborvizsgalatok/alap-laborcsomag');
    await ready(page);
    await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).click();
    await expect.poll(() => note(page).textContent()).toContain('Kosárba tettük: Alap laborcsomag');
    await expect.poll(() => said(page)).toBe('Kosárba tettük: Alap laborcsomag, 1 tétel a kosárban');

    await page.goto('/idopontfoglalas');
    await ready(page);
    await page.getByRole('button', { name: 'Ezt választom: Pajzsmirigy-csomag' }).click();
    await expect.poll(() => page.locator('[data-start-bar]').textContent()).toContain('2');
    expect(await page.locator('[data-toast-panel]').isVisible()).toBe(false);
    // No note, but the choice is said, by the page's live region only: the bar's count is no live region.
    await expect.poll(() => said(page)).toBe('Kosárba tettük: Pajzsmirigy-csomag, 2 tétel a kosárban');
    expect(await page.locator('[data-start-bar] [aria-live]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('reaching a category on a phone (issue 15 point 10)', () => {
  /** The links to each category of the catalogue that start within the first two screens, by tag. */
  const reachable = (page: Page) =>
    page.evaluate(() => {
      const tags = new Set<string>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="kategoria="]')) {
        const box = link.getBoundingClientRect();
        if (link.getClientRects().length === 0 || box.top + scrollY > 2 * innerHeight) continue;
        tags.add(new URL(link.href).searchParams.get('kategoria')!);
      }
      return [...tags].sort();
    });

  for (const lang of ['', '/en']) {
    it(`offers every category of the catalogue within two screens of home and of the catalogue (${lang || 'hu'})`, async () => {
      const { page, errors } = await visitor(browser, { width: 390, height: 844 });
      await page.goto(`${lang}/laborvizsgalatok`);
      // The categories are the catalogue's sections: every one of them must be one tap away.
      const sections = await page
        .locator('section[data-group]')
        .evaluateAll((all) => all.map((section) => (section as HTMLElement).dataset.group!).sort());
      expect(sections.length).toBeGreaterThan(8);
      expect(await reachable(page)).toEqual(sections);

      await page.goto(lang || '/');
      expect(await reachable(page)).toEqual(sections);
      // One tap from home shows that category in the catalogue.
      const link = page.locator('[data-block="hero"] a[href$="kategoria=gyermek"]');
      const name = (await link.textContent())!;
      await link.click();
      await page.waitForURL(`**${lang}/laborvizsgalatok?kategoria=gyermek`);
      await ready(page);
      await expect.poll(() => page.locator('a.chip[aria-current="true"]').textContent()).toBe(name);
      const shown = page.locator('section[data-group]:not([hidden]) h2');
      await expect.poll(() => shown.allTextContents()).toEqual([name]);
      expect(errors).toEqual([]);
    });
  }
});

describe('the single tests list', () => {
  it('starts with ten rows and shows them all on request', async () => {
    const { page } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/laborvizsgalatok');
    await ready(page);
    const rows = page.locator('section[aria-labelledby="category-egyedi"] [data-card]');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByRole('link', { name: /^Mind a \d+ egyedi vizsgálat$/ }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(80);
  });
});

describe('finding a sampling point', () => {
  it('orders locations nearest first from the postal code 4032 and opens the nearest', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await page.goto('/helyszinek');
    await ready(page);
    await page.getByRole('textbox', { name: 'Irányítószám vagy település' }).fill('4032');
    await page.getByRole('button', { name: 'Legközelebbi helyszínek' }).click();
    await page.locator('[data-finder-status]', { hasText: 'Debrecen' }).waitFor();
    const first = page.locator('[data-location-list] > li').first();
    await expect.poll(() => first.textContent()).toContain('Debrecen');
    await expect.poll(() => first.locator('[data-distance]').textContent()).toMatch(/(m|km) távolságra$/);

    await first.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/helyszinek\/[a-z0-9-]+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Debrecen');
    await expect.poll(() => page.locator('[data-opening-hours]').textContent()).toMatch(/\d\d:\d\d – \d\d:\d\d/);
    await expect.poll(() => page.getByRole('link', { name: 'Időpontot foglalok ide' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('lists the location in the searched Budapest code first, then the nearest to its district (390 px)', async () => {
    const { page, errors } = await visitor(browser, { width: 390, height: 844 });
    await page.goto('/helyszinek');
    await ready(page);
    await page.getByRole('textbox', { name: 'Irányítószám vagy település' }).fill('1134');
    await page.getByRole('button', { name: 'Legközelebbi helyszínek' }).click();
    await page.locator('[data-finder-status]', { hasText: 'Távolság innen: 1134 Budapest XIII. kerület' }).waitFor();
    const names = () => page.locator('[data-location-list] > li h2').allTextContents();
    await expect
      .poll(async () => (await names()).slice(0, 3))
      .toEqual(['Pannon Labor Váci út', 'Pannon Labor Óbuda', 'Pannon Labor Újpest']);
    // Every distance pill is one line: its height is one line's, never '194' over 'km'.
    const heights = await page
      .locator('[data-distance]')
      .evaluateAll((pills) =>
        pills.map((pill) => pill.getBoundingClientRect().height / parseFloat(getComputedStyle(pill).lineHeight)),
      );
    expect(heights.length).toBeGreaterThan(10);
    for (const lines of heights) expect(lines).toBeLessThan(2);
    expect(errors).toEqual([]);
  });

  it('says so when the place is unknown', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/en/helyszinek');
    await ready(page);
    await page.getByRole('textbox', { name: 'Postal code or town' }).fill('Atlantisz');
    await page.getByRole('button', { name: 'Nearest locations' }).click();
    await page.locator('[data-finder-status]', { hasText: 'We found no town or postal code “Atlantisz”.' }).waitFor();
  });
});
