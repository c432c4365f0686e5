import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from './announcer';
import { bookAsAnotherVisitor, freeDates, freeTimes } from './bookings';
import { launch, visitor } from './browser';
import { ready } from './islands';
import { storeBooking } from './summary';

/**
 * Issue 25 (decisions 0058 and 0059), as a patient meets it on a phone and a laptop, in both languages:
 * the time step's times by part of the day with free places only when few and never an empty panel; the
 * recap of the choices on the steps after the cart; Continue in reach on a phone; the catalogue's search
 * best match first, its price pair, its notes small and clear of the card just chosen; plural counts.
 */

const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } } as const;
const CASES = (['phone', 'laptop'] as const).flatMap((size) =>
  (['hu', 'en'] as const).map((lang) => [size, lang] as const),
);
const prefixOf = (lang: 'hu' | 'en') => (lang === 'en' ? '/en' : '');

const TEXT = {
  hu: {
    parts: ['Reggel', 'Délelőtt', 'Délután'],
    few: (free: number) => `még ${free} hely`,
    count: (n: number) => `${n} tétel`,
    notYet: 'még nincs',
    place: 'Pannon Labor Váci út',
    chosen: (n: number) => `${n} kiválasztott tétel`,
    search: 'Keresés a vizsgálatok között',
    ige: 'Össz-IgE',
    without: 'Eredmény',
    note: ' \\(külön-külön\\)',
  },
  en: {
    parts: ['Early morning', 'Morning', 'Afternoon'],
    few: (free: number) => `${free} ${free === 1 ? 'place' : 'places'} left`,
    count: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    notYet: 'not yet',
    place: 'Pannon Labor Váci út',
    chosen: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} chosen`,
    search: 'Search the tests',
    ige: 'Total IgE',
    without: 'Without package',
    note: '',
  },
} as const;

let browser: Browser;
/**
 * The first free day, whose second time (its only one, late on a day nearly gone) other visitors have
 * taken places at, so that it has few left.
 */
let day: string;
let fewAt: { time: string; minute: number; free: number };
beforeAll(async () => {
  browser = await launch();
  day = (await freeDates())[0]!;
  const [first, second = first] = await freeTimes(day);
  // Down to three places or fewer, as other visitors would leave it.
  for (let free = second!.free; free > 3; free--)
    expect((await bookAsAnotherVisitor({ date: day, minute: second!.minute })).status).toBe(201);
  fewAt = (await freeTimes(day)).find((time) => time.minute === second!.minute)!;
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** What the time step's recap shows: the count, the location, the day and time. */
const recap = (page: Page) =>
  page
    .locator('[data-step-recap] [data-recap]')
    .evaluateAll((values) =>
      Object.fromEntries(values.map((value) => [(value as HTMLElement).dataset.recap, value.textContent?.trim()])),
    );

describe('the time step (decision 0058)', () => {
  it.each(CASES)(
    'on a %s in %s: the first free day open, its times by part of the day, places only when few',
    async (size, lang) => {
      const { page, errors } = await visitor(browser, SIZES[size]);
      const text = TEXT[lang];
      await storeBooking(page);
      await page.goto(`${prefixOf(lang)}/idopontfoglalas-idopontvalasztas`);
      await ready(page);
      // Never an empty panel: the first free day is open with its times, quietly, and nothing is chosen yet.
      const times = page.locator('[data-times]');
      await times.waitFor();
      expect(await page.locator('.calendar-day[aria-pressed="true"]').getAttribute('data-date')).toBe(day);
      expect(await page.locator('[data-step-continue]').isEnabled()).toBe(false);
      expect(await said(page)).not.toMatch(/időpont|times/);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-v5')!).date);
      expect(stored ?? null).toBeNull();

      // The times under their part of the day, each part counted, in order, every time once.
      const api = await freeTimes(day);
      const headings = await times.locator('[data-day-part] h3').allTextContents();
      const expected = text.parts
        .map(
          (part, index) =>
            [
              part,
              api.filter((t) => t.minute >= [0, 540, 720][index]! && t.minute < [540, 720, 1440][index]!).length,
            ] as const,
        )
        .filter(([, count]) => count > 0);
      expect(headings.map((heading) => heading.replace(/\s*\(.*$/, ''))).toEqual(expected.map(([part]) => part));
      expect(headings.map((heading) => Number(/\((\d+)/.exec(heading)![1]))).toEqual(
        expected.map(([, count]) => count),
      );
      expect(await times.locator('[data-start]').allTextContents()).toEqual(api.map((t) => t.time));
      // Free places only where few are left, and then in the time's name too.
      expect(await times.locator('[data-free]').allTextContents()).toEqual(
        api.filter((t) => t.free <= 3).map((t) => text.few(t.free)),
      );
      expect(fewAt.free).toBeLessThanOrEqual(3);
      await page.getByRole('radio', { name: `${fewAt.time}, ${text.few(fewAt.free)}` }).waitFor();
      // Still one radio group: a time with room has its start alone as its name. Late in the afternoon
      // the first free day may be today with its last few times all partly taken: then none has room.
      const roomy = api.find((t) => t.free > 3);
      if (roomy) await page.getByRole('radio', { name: roomy.time, exact: true }).waitFor();
      const chosen = roomy ?? fewAt;

      // The recap: one item, the location, no time yet; then the chosen day and time.
      await expect
        .poll(() => recap(page))
        .toMatchObject({ count: text.count(1), location: text.place, time: text.notYet });
      await times
        .locator('label')
        .filter({ has: page.locator(`input[value="${chosen.minute}"]`) })
        .click();
      await expect.poll(() => page.locator('[data-step-continue]').isEnabled()).toBe(true);
      const recapTime = (await recap(page)).time!;
      expect(recapTime).toContain(chosen.time);
      expect(recapTime).toContain(String(Number(day.slice(8))));
      expect(errors).toEqual([]);
    },
    120_000,
  );
});

describe('the steps after the cart (decision 0058)', () => {
  it.each(CASES)(
    'on a %s in %s: the recap on every step, Continue in reach and clear of the focused field',
    async (size, lang) => {
      const { page, errors } = await visitor(browser, SIZES[size]);
      const text = TEXT[lang];
      const viewport = SIZES[size];
      const [first] = await freeTimes(day);
      await storeBooking(page, {
        cart: {
          examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }],
          parameters: [{ id: 106, name: 'Össz-IgE', price: 4500 }],
          date: day,
          time: first!.minute,
        },
      });
      const prefix = prefixOf(lang);

      // The cart step: Continue in the window on a phone without scrolling (it was some 1800 px down).
      await page.goto(`${prefix}/idopontfoglalas-kosar`);
      await ready(page);
      const next = page.locator('[data-step-continue]');
      await expect.poll(() => next.isEnabled()).toBe(true);
      const box = (await next.boundingBox())!;
      if (size === 'phone') expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The cart's own count says its plural right.
      await page.getByText(text.chosen(2), { exact: true }).waitFor();

      for (const step of [
        'idopontfoglalas-helyszinvalasztas',
        'idopontfoglalas-alapadatok',
        'idopontfoglalas-osszegzes',
      ]) {
        await page.goto(`${prefix}/${step}`);
        await ready(page);
        await expect
          .poll(() => recap(page), { message: step })
          .toMatchObject({ count: text.count(2), location: text.place, time: expect.stringContaining(first!.time) });
        const height = (await page.locator('[data-step-recap]').boundingBox())!.height;
        // Compact: a strip, not a panel.
        expect(height).toBeLessThanOrEqual(size === 'phone' ? 80 : 100);
      }

      // The basic-data step on a phone: its Continue stays at the bottom of the window while the form is
      // long, and a field focused just above it is scrolled clear of it.
      await page.goto(`${prefix}/idopontfoglalas-alapadatok`);
      await ready(page);
      const submit = page.locator('[data-step-continue]');
      if (size === 'phone') {
        await expect
          .poll(async () => (await submit.boundingBox())!.y + (await submit.boundingBox())!.height)
          .toBeLessThanOrEqual(viewport.height);
        const fields = page.locator('form input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])');
        const count = await fields.count();
        for (let index = 0; index < count; index++) {
          const field = fields.nth(index);
          if (!(await field.isVisible())) continue;
          await field.focus();
          const bar = (await page.locator('.step-actions').boundingBox())!;
          const at = (await field.boundingBox())!;
          await expect
            .poll(
              async () => {
                const now = (await field.boundingBox())!;
                return now.y + now.height <= (await page.locator('.step-actions').boundingBox())!.y + 1;
              },
              { message: `field ${index} (at ${at.y}, bar at ${bar.y})` },
            )
            .toBe(true);
        }
      }
      expect(errors).toEqual([]);
    },
    120_000,
  );
});

describe('the catalogue (decision 0059)', () => {
  it.each(CASES)(
    'on a %s in %s: "IgE" finds the total IgE first, typed or sent, and the price pair reads plainly',
    async (size, lang) => {
      const { page, errors } = await visitor(browser, SIZES[size]);
      const text = TEXT[lang];
      const prefix = prefixOf(lang);
      const firstResult = () => page.locator('[data-card]:not([hidden]) a').first().textContent();
      // Sent: the server lists the best match first.
      await page.goto(`${prefix}/laborvizsgalatok?q=IgE`);
      await ready(page);
      expect((await firstResult())?.trim()).toBe(text.ige);
      // Typed: the shell reorders in place, and back to the catalogue's order without a search.
      await page.goto(`${prefix}/laborvizsgalatok`);
      await ready(page);
      const before = (await firstResult())?.trim();
      const search = page.getByRole('searchbox', { name: text.search });
      await search.fill('IgE');
      await expect.poll(async () => (await firstResult())?.trim()).toBe(text.ige);
      await search.fill('');
      await expect.poll(async () => (await firstResult())?.trim()).toBe(before);

      // The struck price keeps the spec's label and says what it is: the tests one by one, not a result.
      const pair = page.locator('[data-card] dd:has(s)').first();
      expect((await pair.textContent())?.trim()).toMatch(new RegExp(`^${text.without}: \\d[\\d\\s,]* Ft${text.note}$`));
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it.each(CASES)(
    'on a %s in %s: after a choice the notes stay small and never cover the card just chosen',
    async (size, lang) => {
      const { page, errors } = await visitor(browser, SIZES[size]);
      const viewport = SIZES[size];
      const prefix = prefixOf(lang);
      // Three of the four iron tests in the cart: choosing the fourth brings the optimiser's suggestion too.
      await page.goto('/');
      await page.evaluate(() =>
        localStorage.setItem(
          'cart-v5',
          JSON.stringify({
            examinations: [{ id: 0, name: 'Egyedi vizsgálatok', locked: true }],
            parameters: [
              { id: 1, name: 'Kisvérkép', price: 2900 },
              { id: 4, name: 'Retikulocitaszám', price: 2400 },
              { id: 48, name: 'Transzferrin', price: 3200 },
            ],
          }),
        ),
      );
      await page.goto(`${prefix}/laborvizsgalatok?q=ferritin`);
      await ready(page);
      const card = page.locator('[data-card]:not([hidden])').first();
      const choose = card.locator('[data-choose]');
      // The card low in the window, where the notes rise.
      await choose.evaluate((button) => scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 20));
      await choose.click();
      const toast = page.locator('[data-toast-panel]');
      const bar = page.locator('[data-optimiser-note] [data-note-panel]');
      await toast.waitFor();
      await bar.waitFor();
      await bar.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      await toast.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      const [note, offer] = [(await toast.boundingBox())!, (await bar.boundingBox())!];
      // Small: together within about a fifth of a phone's height.
      const covered = viewport.height - Math.min(note.y, offer.y);
      if (size === 'phone') expect(covered / viewport.height).toBeLessThanOrEqual(0.21);
      // The chosen card, its price and its button, clear of both.
      await expect
        .poll(async () => {
          const chosen = (await card.boundingBox())!;
          const over = [note, offer].filter((b) => b.x < chosen.x + chosen.width && b.x + b.width > chosen.x);
          return over.every((b) => chosen.y + chosen.height <= b.y + 1);
        })
        .toBe(true);
      // Both can be closed.
      await toast.locator('[data-toast-close]').click();
      await toast.waitFor({ state: 'hidden' });
      await bar.locator('[data-note-close]').click();
      await bar.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it.each(['hu', 'en'] as const)('counts what the booking start holds with its plural, in %s', async (lang) => {
    const { page, errors } = await visitor(browser, SIZES.phone);
    const text = TEXT[lang];
    await page.goto(`${prefixOf(lang)}/idopontfoglalas`);
    await ready(page);
    const bar = page.locator('[data-start-bar]');
    await page.locator('button[data-choose]').first().click();
    await expect.poll(() => bar.textContent()).toContain(text.chosen(1));
    await page.locator('button[data-choose]').nth(1).click();
    await expect.poll(() => bar.textContent()).toContain(text.chosen(2));
    expect(errors).toEqual([]);
  });
});
