import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LANGS, auditPath } from './axe';
import { launch, visitor } from './browser';
import { ready } from './islands';
import { chooseTests, IRON_TESTS } from './ironTests';
import { cartToBasicData } from './summary';

/** The package optimiser in the browser (issue 17 point 2, docs/decisions/0047), on the iron tests. */
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 720 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The cart as the browser keeps it. */
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart-v5') ?? '{}') as Record<string, unknown>);

/** The iron tests in the browser's cart, chosen alone, no location yet. */
async function storeIronTests(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    (names) =>
      localStorage.setItem(
        'cart-v5',
        JSON.stringify({
          examinations: [{ id: 0, name: 'Egyedi vizsgálatok', locked: true }],
          parameters: [
            { id: 1, name: names[0], price: 2900 },
            { id: 4, name: names[1], price: 2400 },
            { id: 48, name: names[2], price: 3200 },
            { id: 49, name: names[3], price: 3900 },
          ],
        }),
      ),
    IRON_TESTS,
  );
}

/** Sums the page's layout shifts not caused by input, from before its own script runs. */
function observeLayoutShifts() {
  let sum = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) sum += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  (window as unknown as { shifted: () => number }).shifted = () => sum;
}

describe('the package optimiser', () => {
  it('on a phone: tests a package holds for less, the saving on the cart step, one tap to switch, the time kept', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await page.goto('/laborvizsgalatok');
    await ready(page);
    await chooseTests(page, IRON_TESTS);

    // The examinations page says so at once, in its bar.
    const bar = page.locator('[data-optimiser-note] [data-note-panel]');
    await bar.waitFor();
    await expect.poll(() => bar.textContent()).toContain('Olcsóbban is megkaphatja');
    await expect.poll(() => bar.textContent()).toContain('Vashiány-csomag');
    await expect.poll(() => bar.textContent()).toContain('500 Ft megtakarítás');
    // Measured once it has slid in.
    await bar.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    // On through the cart to a location and a time, then back to the cart.
    await page.goto('/idopontfoglalas-kosar');
    await ready(page);
    await page.locator('[data-cart-suggestion]').waitFor();
    await cartToBasicData(page);
    const before = await storedCart(page);
    expect(before).toMatchObject({ location: 1 });
    expect(before.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.time).toBeGreaterThan(0);

    await page.goto('/idopontfoglalas-kosar');
    await ready(page);
    const note = page.locator('[data-cart-suggestion]');
    await note.waitFor();
    const text = await note.textContent();
    expect(text).toContain('Vashiány-csomag');
    expect(text).toContain('500 Ft megtakarítás');
    // With the location chosen the totals hold its sampling fee (2 490 Ft at Váci út).
    expect(text).toMatch(/14\s390 Ft a mostani 14\s890 Ft helyett \(mintavételi díjjal együtt\)/);
    expect(text).toContain('Plusz 1 vizsgálat, amelyet nem választott');
    await note.getByText('Mit tartalmaz?').click();
    await note.getByText('Vas (szérumvas)').waitFor();

    await note.getByRole('button', { name: 'Lecserélem erre: Vashiány-csomag' }).click();
    const done = page.locator('[data-optimiser-done]');
    await expect
      .poll(() => done.textContent())
      .toBe('Kész: a kosárban most Vashiány-csomag van, 500 Ft megtakarítással.');
    // The status region took the focus from the vanished button.
    expect(await done.evaluate((element) => element === document.activeElement)).toBe(true);
    const items = page.locator('[data-cart-items] li');
    await expect.poll(() => items.allTextContents()).toEqual([expect.stringContaining('Vashiány-csomag')]);
    const after = await storedCart(page);
    expect(after).toMatchObject({
      location: before.location,
      date: before.date,
      time: before.time,
      payment_type: before.payment_type,
      parameters: [],
      examinations: [{ id: 10, name: 'Vashiány-csomag', price: 11900 }],
    });

    // The cart is now the best: no suggestion after a reload, and the time step still has the time.
    await page.reload();
    await ready(page);
    await page.locator('[data-cart-items]').waitFor();
    expect(await page.locator('[data-cart-suggestion]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('in English on the examinations page: the switch keeps the rest of the cart, and a closed suggestion stays closed', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await page.goto('/en');
    await page.evaluate(() =>
      localStorage.setItem(
        'cart-v5',
        JSON.stringify({
          examinations: [{ id: 0, name: 'Egyedi vizsgálatok', locked: true }],
          parameters: [
            { id: 57, name: 'TSH (thyroid-stimulating hormone)', price: 4900 },
            { id: 58, name: 'FT4 (free thyroxine)', price: 4500 },
            { id: 59, name: 'FT3 (free triiodothyronine)', price: 4500 },
          ],
          location: 4,
          date: '2030-03-04',
          time: 480,
          payment_type: 'ONSITE',
        }),
      ),
    );
    await page.goto('/en/laborvizsgalatok');
    await ready(page);
    const bar = page.locator('[data-optimiser-note] [data-note-panel]');
    await bar.waitFor();
    await expect.poll(() => bar.textContent()).toContain('You can have this for less');
    await expect.poll(() => bar.textContent()).toContain('You save 2,000 Ft');
    await expect.poll(() => bar.textContent()).toContain('Thyroid package');
    await expect.poll(() => bar.textContent()).toContain('Exactly the tests you chose');
    // Told to a screen reader too.
    await expect.poll(() => page.locator('[data-note-status]').textContent()).toContain('You save 2,000 Ft');

    // Closed, it stays closed for this cart, also after a reload.
    await bar.getByRole('button', { name: 'Close the suggestion' }).click();
    await bar.waitFor({ state: 'hidden' });
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
    await page.locator('[data-card]').first().waitFor();
    expect(await bar.isVisible()).toBe(false);

    // Another cart brings it back; the switch keeps the place, the time and the payment type.
    await page.getByRole('button', { name: 'I choose this: Basic lab package', exact: true }).click();
    await bar.waitFor();
    await bar.getByRole('button', { name: /^Switch to this: / }).click();
    const done = page.locator('[data-note-done]');
    await expect.poll(() => done.textContent()).toMatch(/^Done: your cart now holds .*Thyroid package/);
    expect(await bar.isVisible()).toBe(false);
    const after = await storedCart(page);
    expect(after).toMatchObject({ location: 4, date: '2030-03-04', time: 480, payment_type: 'ONSITE', parameters: [] });
    expect((after.examinations as { id: number }[]).map((exam) => exam.id).sort((a, b) => a - b)).toEqual([1, 6]);
    expect(errors).toEqual([]);
  });

  it('moves nothing on the page and scrolls nothing sideways at 320 px', async () => {
    const { context, page, errors } = await visitor(browser, NARROW);
    await context.addInitScript(observeLayoutShifts);
    await storeIronTests(page);
    for (const [path, note] of [
      ['/laborvizsgalatok', '[data-optimiser-note] [data-note-panel]'],
      ['/idopontfoglalas-kosar', '[data-cart-suggestion]'],
      ['/en/idopontfoglalas-kosar', '[data-cart-suggestion]'],
    ] as const) {
      await page.goto(path);
      await ready(page);
      await page.locator(note).waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${path} scrolls sideways`).toBe(0);
      const shifted = await page.evaluate(() => (window as unknown as { shifted: () => number }).shifted());
      expect(shifted, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
    }
    expect(errors).toEqual([]);
  });

  it('breaks no WCAG 2.2 AA rule with the suggestion and its details open, in both languages', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    page.setDefaultTimeout(90_000);
    await storeIronTests(page);
    const found: string[] = [];
    for (const { prefix } of AUDIT_LANGS) {
      for (const [path, note] of [
        ['/laborvizsgalatok', '[data-optimiser-note] [data-note-panel]'],
        ['/idopontfoglalas-kosar', '[data-cart-suggestion]'],
      ] as const) {
        found.push(
          ...(await auditPath(page, `${prefix}${path}`, {
            settled: note,
            before: (page) => page.locator(`${note} summary`).click(),
          })),
        );
      }
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
