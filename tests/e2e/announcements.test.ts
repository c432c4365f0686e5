import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, lastDayOf } from '../../src/domain/calendarKeys';
import { formatPrice } from '../../src/domain/prices';
import { formatDay, formatOnDay } from '../../src/i18n/dates';
import { said } from './announcer';
import { bookAsAnotherVisitor, freeDates, freeTimes } from './bookings';
import { launch, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { storeBooking } from './summary';

/**
 * Changes are announced and the picker is a proper widget (issue 16 points 5 and 6, decision 0045).
 * Each journey reads what the page's one live region says after each change, as a screen reader hears it
 * (the choose buttons' words are checked in catalogue.test.ts), and uses the keyboard alone where it can.
 */

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What has the focus: its accessible name's source (aria-label or text), its date, or the body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return (
      element.getAttribute('data-date') ??
      element.getAttribute('aria-label') ??
      element.closest('label')?.textContent ??
      element.textContent
    );
  });

describe('the cart step says what was removed and the new total, and keeps the focus on the list', () => {
  const ITEMS = [
    { id: 1, name: 'Alap laborcsomag', price: 22900 },
    { id: 6, name: 'Pajzsmirigy-csomag', price: 18900 },
    { id: 9, name: 'Vitamin- és ásványianyag-csomag', price: 31900 },
  ];

  /** Presses Enter on the remove button of `name`, as a keyboard user does. */
  async function removeByKeyboard(page: Page, label: string) {
    await page.getByRole('button', { name: label, exact: true }).focus();
    await page.keyboard.press('Enter');
  }

  it('moves to the next item, then the previous one after the last, then the empty cart’s heading (Hungarian)', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await storeBooking(page, { cart: { examinations: ITEMS } });
    await page.goto('/idopontfoglalas-kosar');
    await ready(page);
    await page.locator('[data-cart-items]').waitFor();

    // The middle one: the focus goes to the next item's button, never to the body.
    await removeByKeyboard(page, 'Eltávolítás: Pajzsmirigy-csomag');
    await expect
      .poll(() => said(page))
      .toBe(`Kivettük a kosárból: Pajzsmirigy-csomag. Új összeg: ${formatPrice(54800, 'hu')}, 2 tétel maradt.`);
    expect(await focused(page)).toBe('Eltávolítás: Vitamin- és ásványianyag-csomag');
    expect(await page.locator('[data-cart-total]').textContent()).toBe(formatPrice(54800, 'hu'));

    // The last one: the focus goes back to the one before it.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => said(page))
      .toBe(
        `Kivettük a kosárból: Vitamin- és ásványianyag-csomag. Új összeg: ${formatPrice(22900, 'hu')}, 1 tétel maradt.`,
      );
    expect(await focused(page)).toBe('Eltávolítás: Alap laborcsomag');

    // The only one: the empty cart's heading takes the focus.
    await page.keyboard.press('Enter');
    await expect.poll(() => said(page)).toBe('Kivettük a kosárból: Alap laborcsomag. A kosár üres.');
    expect(await focused(page)).toBe('A kosár üres.');
    expect(
      await page.getByRole('heading', { name: 'A kosár üres.' }).evaluate((h) => h === document.activeElement),
    ).toBe(true);
    await expect.poll(() => page.locator('[data-cart-badge]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('in English too, from the first of two items', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    await storeBooking(page, { cart: { examinations: ITEMS.slice(0, 2) } });
    await page.goto('/en/idopontfoglalas-kosar');
    await ready(page);
    await page.locator('[data-cart-items]').waitFor();
    await removeByKeyboard(page, 'Remove: Alap laborcsomag');
    await expect
      .poll(() => said(page))
      .toBe(`Removed from your cart: Alap laborcsomag. New total: ${formatPrice(18900, 'en')}, 1 left.`);
    expect(await focused(page)).toBe('Remove: Pajzsmirigy-csomag');
    await page.keyboard.press('Enter');
    await expect.poll(() => said(page)).toBe('Removed from your cart: Pajzsmirigy-csomag. Your cart is empty.');
    expect(await focused(page)).toBe('Your cart is empty.');
    expect(errors).toEqual([]);
  });
});

describe('the time step’s calendar is a grid with one tab stop, its times one radio group', () => {
  it('is driven by the keyboard alone: arrows, Home, End, Page Up and Down, then a time, then Continue', async () => {
    const { page, errors } = await visitor(browser, { width: 1366, height: 900 });
    const dates = await freeDates();
    const first = dates[0]!;
    const times = await freeTimes(first);
    await storeBooking(page);
    await page.goto('/idopontfoglalas-idopontvalasztas');
    await ready(page);
    const grid = page.getByRole('grid', { name: formatDay('hu', first, 'month') });
    await grid.waitFor();
    // One tab stop in the grid: the first free day, as nothing is chosen yet.
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
    expect(await grid.locator('[tabindex="0"]').getAttribute('data-date')).toBe(first);
    expect(await grid.locator('.calendar-day:not([tabindex="-1"])').count()).toBe(1);

    // From the button before it, Tab reaches the grid once; Tab again leaves it.
    await page.getByRole('button', { name: 'Következő hónap' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(first);
    const day = (offset: number) => {
      const date = new Date(`${first}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe(day(1));
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(day(8));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe(first);

    // Page Down: the same day next month, whose name the grid now has; Page Up back.
    const later = addMonths(first, 1);
    await page.keyboard.press('PageDown');
    await expect.poll(() => focused(page)).toBe(later);
    await expect.poll(() => page.locator('#calendar-title').textContent()).toBe(formatDay('hu', later, 'month'));
    await page.keyboard.press('PageUp');
    await expect.poll(() => focused(page)).toBe(addMonths(later, -1));
    expect(addMonths(later, -1)).toBe(first);

    // Home and End: the week's Monday and Sunday, as far as they are in the month.
    const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
    const inMonth = (date: string) => date.slice(0, 7) === first.slice(0, 7);
    const monday = inMonth(day(-weekday)) ? day(-weekday) : `${first.slice(0, 8)}01`;
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe(monday);
    await page.keyboard.press('End');
    if (inMonth(day(6 - weekday))) expect(await focused(page)).toBe(day(6 - weekday));
    else expect(await focused(page)).toBe(lastDayOf(first.slice(0, 7)));
    await page.keyboard.press('Home');
    for (let left = Number(first.slice(8)) - Number(monday.slice(8)); left > 0; left--)
      await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe(first);

    // A day with no free time takes the focus, says it is unavailable and cannot be chosen.
    if (first.slice(8) !== '01') {
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe(day(-1));
      expect(await page.locator(`[data-date="${day(-1)}"]`).getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Enter');
      // The first free day, opened for the visitor (decision 0058), stays the one open.
      expect(await page.locator('.calendar-day[aria-pressed="true"]').getAttribute('data-date')).toBe(first);
      await page.keyboard.press('ArrowRight');
    }

    // Enter chooses the day; its times arrive and are said.
    await page.keyboard.press('Enter');
    await expect.poll(() => said(page)).toBe(`${times.length} szabad időpont ${formatOnDay('hu', first)}`);
    expect(await page.locator(`[data-date="${first}"]`).getAttribute('aria-pressed')).toBe('true');
    // The grid is left by Tab, into the times: one radio group, one tab stop, the arrows choose.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('radio');
    expect(await focused(page)).toContain(times[0]!.time);
    // Two down, or to the last time when the first free day (today, late) has fewer left.
    const down = Math.min(2, times.length - 1);
    for (let step = 0; step < down; step++) await page.keyboard.press('ArrowDown');
    // A lone time is not chosen by focus: Space chooses it.
    if (down === 0) await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByRole('radio', { checked: true }).getAttribute('value'))
      .toBe(String(times[down]!.minute));
    await expect.poll(() => page.locator('[data-step-continue]').isEnabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).not.toBe('radio');
    // On to Continue (past the cut-off notice's phone link, when the time is that close), then Enter.
    for (
      let step = 0;
      step < 4 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-step-continue')));
      step++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/idopontfoglalas-alapadatok');
    expect(errors).toEqual([]);
  });

  it('shows each time’s free places as text, in its name too, in both languages', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    const date = (await freeDates())[2]!;
    await storeBooking(page);
    // Another visitor takes a place at the second time: it has one place fewer than the others.
    const [, taken] = await freeTimes(date);
    expect((await bookAsAnotherVisitor({ date, minute: taken!.minute })).status).toBe(201);
    const times = await freeTimes(date);
    expect(times[1]!.free).toBe(taken!.free - 1);

    for (const [prefix, places] of [
      ['', (free: number) => `még ${free} hely`],
      ['/en', (free: number) => `${free} ${free === 1 ? 'place' : 'places'} left`],
    ] as const) {
      // A cart with no day kept, so the day is the visitor's choice again, its times said again.
      await storeBooking(page);
      await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
      await ready(page);
      await page.locator(`[data-date="${date}"]`).click();
      // Said only where few are left (three or fewer, decision 0058): the time another visitor took one at.
      // Polled: the first free day's times, open before the click, give way to this day's.
      expect(times[1]!.free).toBeLessThanOrEqual(3);
      await expect
        .poll(() => page.locator('[data-times] [data-free]').allTextContents())
        .toEqual(times.filter((t) => t.free <= 3).map((t) => places(t.free)));
      // Seen, and heard with the time: no title carries it.
      await page.getByRole('radio', { name: `${times[1]!.time}, ${places(times[1]!.free)}` }).waitFor();
      expect(await page.locator('[data-times] [title]').count()).toBe(0);
      const heard = prefix
        ? `${times.length} free times ${formatOnDay('en', date)}`
        : `${times.length} szabad időpont ${formatOnDay('hu', date)}`;
      await expect.poll(() => said(page)).toBe(heard);
    }
    expect(errors).toEqual([]);
  });

  it('says the month the month buttons turn to, in English', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    const dates = await freeDates();
    const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
    expect(months.length).toBeGreaterThan(1);
    await storeBooking(page);
    await page.goto('/en/idopontfoglalas-idopontvalasztas');
    await ready(page);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => said(page)).toBe(formatDay('en', `${months[1]}-15`, 'month'));
    // The tab stop moves into the month shown: its first free day.
    expect(await page.locator('[data-calendar] [tabindex="0"]').getAttribute('data-date')).toBe(
      dates.find((date) => date.startsWith(months[1]!)),
    );
    expect(errors).toEqual([]);
  });
});

describe('the locations sorted anew are said', () => {
  it('on the booking’s location step, nearest first from a postal code, and an unknown place', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await storeBooking(page);
    await page.goto('/idopontfoglalas-helyszinvalasztas');
    await ready(page);
    await page.locator('[data-location-choices]').waitFor();
    await page.getByRole('textbox', { name: 'Irányítószám vagy település' }).fill('1134');
    await page.getByRole('button', { name: 'Legközelebbi helyszínek' }).click();
    const nearest = page.locator('[data-location-choices] > li').first();
    await nearest.locator('[data-distance]').waitFor();
    const [name, distance] = [
      await nearest.locator('h2').textContent(),
      await nearest.locator('[data-distance]').textContent(),
    ];
    expect(name).toBe('Pannon Labor Váci út');
    await expect
      .poll(() => said(page))
      .toBe(`Helyszínek távolság szerint rendezve (1134 Budapest XIII. kerület). Legközelebb: ${name}, ${distance}.`);

    await page.getByRole('textbox', { name: 'Irányítószám vagy település' }).fill('Atlantisz');
    await page.getByRole('button', { name: 'Legközelebbi helyszínek' }).click();
    await expect.poll(() => said(page)).toBe('„Atlantisz” nevű települést vagy irányítószámot nem találtunk.');
    expect(errors).toEqual([]);
  });

  it('on /helyszinek in English, whose status line is no second live region', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/en/helyszinek');
    await ready(page);
    await page.getByRole('textbox', { name: 'Postal code or town' }).fill('Szeged');
    await page.getByRole('button', { name: 'Nearest locations' }).click();
    await page.locator('[data-finder-status]', { hasText: 'Szeged' }).waitFor();
    const nearest = page.locator('[data-location-list] > li').first();
    const name = await nearest.locator('h2').textContent();
    const distance = (await nearest.locator('[data-distance]').textContent())!.replace(/ away$/, '');
    expect(name).toContain('Szeged');
    await expect
      .poll(() => said(page))
      .toBe(`Locations sorted by distance from Szeged. Nearest: ${name}, ${distance}.`);
    expect(await page.locator('[data-finder-status]').getAttribute('aria-live')).toBeNull();
    expect(errors).toEqual([]);
  });
});
