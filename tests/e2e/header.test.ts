import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ready } from './islands';
import { launch, VIEWPORTS, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Főmenü' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menü megnyitása' });

describe('the header menu', () => {
  it('is inline at 1536 px, with a hover dropdown in columns of 6', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    await expect.poll(() => nav(page).isVisible()).toBe(true);
    await expect.poll(() => menuButton(page).isVisible()).toBe(false);

    const submenu = page.locator('#submenu-0');
    await expect.poll(() => submenu.isVisible()).toBe(false);
    await nav(page).getByRole('link', { name: 'Laborvizsgálatok', exact: true }).hover();
    await submenu.waitFor({ state: 'visible' });
    const items = submenu.getByRole('link');
    await expect.poll(() => items.count()).toBe(12);
    const boxes = await Promise.all([0, 5, 6, 11].map(async (i) => (await items.nth(i).boundingBox())!));
    expect(boxes[0]!.x).toBe(boxes[1]!.x); // items 1-6 share a column
    expect(boxes[2]!.x).toBeGreaterThan(boxes[0]!.x); // item 7 starts the next one
    expect(boxes[2]!.y).toBe(boxes[0]!.y);
    expect(boxes[3]!.x).toBe(boxes[2]!.x);

    // A keyboard user opens the same dropdown with its disclosure button and closes it with Escape.
    await page.mouse.move(5, 600);
    await submenu.waitFor({ state: 'hidden' });
    const toggle = page.getByRole('button', { name: 'Laborvizsgálatok almenü' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await submenu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  for (const [name, viewport] of [
    ['1280 px', VIEWPORTS.laptop],
    ['375 px', VIEWPORTS.phone],
  ] as const) {
    it(`is in a hamburger panel at ${name}, with expandable submenus`, async () => {
      const { page, errors } = await visitor(browser, viewport);
      await page.goto('/');
      await ready(page);
      await expect.poll(() => nav(page).isVisible()).toBe(false);
      await menuButton(page).click();
      await nav(page).waitFor({ state: 'visible' });
      const close = page.getByRole('button', { name: 'Menü bezárása' });
      await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');

      const submenu = page.locator('#submenu-4');
      await expect.poll(() => submenu.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Rólunk almenü' }).click();
      await submenu.waitFor({ state: 'visible' });
      const links = submenu.getByRole('link');
      await expect.poll(() => links.count()).toBe(6);
      const [first, second] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
      expect(second.y).toBeGreaterThan(first.y); // a vertical list, not a dropdown grid
      expect(second.x).toBe(first.x);

      await page.keyboard.press('Escape'); // closes the submenu first
      await submenu.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape'); // then the panel
      await nav(page).waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    });
  }

  it('below 1536 px takes the keyboard into the open menu, keeps it out of the page behind, and returns it to the toggle (issue 16 point 2)', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await page.goto('/');
    await ready(page);
    const toggle = page.locator('[data-menu-toggle]');
    const focusIn = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.matches('[data-menu-toggle]')) return 'toggle';
        return active?.closest('#main-nav') ? 'menu' : (active?.tagName ?? 'none');
      });
    const pageInert = () => page.evaluate(() => document.querySelector('main')!.inert);

    // Opened from the keyboard: the focus is on the menu's first link, the page behind is inert.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await nav(page).waitFor({ state: 'visible' });
    await expect.poll(focusIn).toBe('menu');
    expect(await pageInert()).toBe(true);
    // Tab walks the menu's visible links and buttons, never the page under the panel; past the last one
    // the menu closes and the focus is back on its toggle.
    const stops = await page.evaluate(
      () =>
        [...document.querySelectorAll('#main-nav a[href], #main-nav button')].filter((e) => e.getClientRects().length)
          .length,
    );
    for (let stop = 1; stop < stops; stop++) {
      await page.keyboard.press('Tab');
      await expect.poll(focusIn).toBe('menu');
    }
    await page.keyboard.press('Tab');
    await nav(page).waitFor({ state: 'hidden' });
    await expect.poll(focusIn).toBe('toggle');
    expect(await pageInert()).toBe(false);

    // Escape closes it from inside, back on the toggle; so does Shift+Tab before the first link.
    await page.keyboard.press('Enter');
    await expect.poll(focusIn).toBe('menu');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await nav(page).waitFor({ state: 'hidden' });
    await expect.poll(focusIn).toBe('toggle');
    await page.keyboard.press('Enter');
    await expect.poll(focusIn).toBe('menu');
    await page.keyboard.press('Shift+Tab');
    await nav(page).waitFor({ state: 'hidden' });
    await expect.poll(focusIn).toBe('toggle');
    expect(await pageInert()).toBe(false);

    // Open, Tab from the toggle goes into the menu, not out of the page; the toggle closes it again.
    await toggle.click();
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect.poll(focusIn).toBe('menu');
    await toggle.click();
    await nav(page).waitFor({ state: 'hidden' });
    expect(await pageInert()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('makes the page behind the loading overlay inert and busy while it shows, and gives it back (issue 16 point 3)', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    // The calendar's dates are held back until the overlay has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/whitetech/web/available_dates**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart-v5',
        JSON.stringify({ examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }], location: 1 }),
      ),
    );
    await page.goto('/idopontfoglalas-idopontvalasztas');
    await page.locator('#loading-overlay').waitFor({ state: 'visible' });
    const behind = () =>
      page.evaluate(() => ({
        main: document.querySelector('main')!.inert,
        header: document.querySelector<HTMLElement>('.site-header')!.inert,
        busy: document.querySelector('main')!.getAttribute('aria-busy'),
      }));
    expect(await behind()).toEqual({ main: true, header: true, busy: 'true' });
    release();
    await page.locator('#loading-overlay').waitFor({ state: 'hidden' });
    await page.locator('.calendar-day:not([aria-disabled])').first().waitFor();
    expect(await behind()).toEqual({ main: false, header: false, busy: null });
    expect(errors).toEqual([]);
  });

  it('offers the appointment button inside the panel on a phone', async () => {
    const { page } = await visitor(browser, VIEWPORTS.phone);
    await page.goto('/');
    await ready(page);
    await menuButton(page).click();
    const button = nav(page).getByRole('link', { name: 'Időpontfoglalás' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await expect.poll(() => button.getAttribute('href')).toBe('/idopontfoglalas');
  });
});

describe('the language switch', () => {
  it('goes to /en and back, keeping the page', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await page.waitForURL('**/en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Lab tests, fast and at clear prices');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Locations' })
          .getAttribute('href'),
      )
      .toBe('/en/helyszinek');

    await page.getByRole('link', { name: 'Váltás magyar nyelvre' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hu');
  });

  it('strips the prefix when leaving English on a deeper page', async () => {
    const { page } = await visitor(browser, VIEWPORTS.phone);
    await page.goto('/en/no-such-page?ref=mail');
    await ready(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Váltás magyar nyelvre' }).click();
    await page.waitForURL((url) => url.pathname === '/no-such-page' && url.search === '?ref=mail');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('A keresett oldal nem található!');
  });
});

describe('header background', () => {
  const background = (page: Page) =>
    page.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);

  it('is transparent on the home page until scrolled, then opaque', async () => {
    const { page } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/');
    await ready(page);
    await expect.poll(() => background(page)).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header.site-header')!).backgroundColor === 'rgb(255, 255, 255)',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header.site-header')!).backgroundColor === 'rgba(0, 0, 0, 0)',
    );
  });

  it('is always opaque elsewhere', async () => {
    const { page } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/nincs-ilyen');
    await ready(page);
    await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
  });
});

describe('the cart badge', () => {
  it('counts parameters plus unlocked examinations from the stored cart, hidden at 0', async () => {
    const { page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    const badge = page.locator('[data-cart-badge]');
    await expect.poll(() => badge.isVisible()).toBe(false);
    await page.evaluate(() =>
      localStorage.setItem(
        'cart-v5',
        JSON.stringify({
          examinations: [{ id: 1 }, { id: 2, locked: true }, { id: 3 }],
          parameters: [{ id: 10 }],
        }),
      ),
    );
    await page.reload();
    await ready(page);
    await badge.waitFor({ state: 'visible' });
    await expect.poll(() => badge.locator('[data-cart-count]').textContent()).toBe('3');
    // Its name holds the visible count (WCAG 2.5.3): "Kosár 3 tétel".
    await expect.poll(() => page.getByRole('link', { name: 'Kosár 3 tétel', exact: true }).count()).toBe(1);
    // With examinations chosen, the cart icon and the appointment button lead to the location step.
    await expect
      .poll(() => page.getByRole('link', { name: 'Kosár' }).getAttribute('href'))
      .toBe('/idopontfoglalas-helyszinvalasztas');
  });

  it('follows a change made in another tab', async () => {
    const { context, page } = await visitor(browser, VIEWPORTS.wide);
    await page.goto('/');
    await ready(page);
    const other = await context.newPage();
    await other.goto('/');
    await ready(other);
    await other.evaluate(() => localStorage.setItem('cart-v5', JSON.stringify({ parameters: [{ id: 7 }, { id: 8 }] })));
    await page.locator('[data-cart-badge]').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('2');
  });
});

describe('the 404 page', () => {
  it('shows the message and a button home', async () => {
    const { page } = await visitor(browser, VIEWPORTS.phone);
    const response = await page.goto('/ez-nem-letezik');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.title()).toBe('404 – A keresett oldal nem található! | Pannon Labor');
    await page.getByRole('link', { name: 'Vissza a főoldalra' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Laborvizsgálat gyorsan, átlátható áron');
  });
});
