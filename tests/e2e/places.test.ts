import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, origin, visitor } from './browser';
import { axeViolations } from './axe';
import { ready } from './islands';
import { observeLayoutShifts } from './shift';

/**
 * The sampling points as a patient sees them (issue 25, decision 0057), at a phone's and a laptop's
 * width, in Hungarian and English: a branded placeholder where the content has no photo (never the old
 * building drawing), 'open now' by the browser's clock, a button that books the point, and on the
 * booking's location step only the sampling fee the cart pays.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const CASES = SIZES.flatMap((viewport) => (['hu', 'en'] as const).map((lang) => ({ viewport, lang })));
const prefix = (lang: 'hu' | 'en') => (lang === 'en' ? '/en' : '');
const HOUR = 3_600_000;

const TEXT = {
  hu: { open: 'Most nyitva', closed: 'Most zárva', book: 'Időpontot foglalok', until: (t: string) => `${t}-ig` },
  en: { open: 'Open now', closed: 'Closed now', book: 'Book', until: (t: string) => `until ${t}` },
};
const budapestTime = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** The Váci út point's next opening ahead of now, as its page's 'open now' line carries it. */
async function nextOpening(lang: 'hu' | 'en'): Promise<[number, number]> {
  const html = await (await fetch(`${origin()}${prefix(lang)}/helyszinek/budapest-vaci-ut`)).text();
  const schedule: [number, number][] = JSON.parse(/data-open-now="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"'));
  return schedule.find(([opens]) => opens > Date.now() + HOUR)!;
}

async function cartOf(page: Page, ids: number[]) {
  await page.goto('/');
  await page.evaluate(
    (examinations) => localStorage.setItem('cart-v5', JSON.stringify({ examinations })),
    ids.map((id) => ({ id, name: `#${id}`, price: 1000 })),
  );
}

describe.each(CASES)('places at $viewport.width px in $lang', ({ viewport, lang }) => {
  it('lists the points with a placeholder photo, open now by the clock, and a book button', async () => {
    const { page, context, errors } = await visitor(browser, viewport);
    const [opens, closes] = await nextOpening(lang);
    // Half an hour into the next opening: the cached page is the same, the browser's clock decides.
    await page.clock.setFixedTime(new Date(opens + HOUR / 2));
    await context.addInitScript(observeLayoutShifts);
    await page.goto(`${prefix(lang)}/helyszinek`);
    await ready(page);
    const card = page.locator('[data-location-list] > li').first();
    const id = Number(await card.getAttribute('data-location-id'));
    await expect
      .poll(() => card.locator('.open-now').textContent())
      .toBe(`${TEXT[lang].open} · ${TEXT[lang].until(budapestTime(closes))}`);
    // The placeholder: the brand colour at 16:9, no image request for a drawing.
    const box = (await card.locator('[data-photo-placeholder]').boundingBox())!;
    expect(box.width).toBeGreaterThan(150);
    expect(await page.locator('img[src*="/images/locations/"]').count()).toBe(0);
    expect(await page.evaluate(() => window.layoutShift!())).toBeLessThanOrEqual(0.02);
    expect(await axeViolations(page)).toEqual([]);
    // 'Book' puts the point into the cart and goes on to the booking.
    await card.getByRole('link', { name: new RegExp(`^${TEXT[lang].book}`) }).click();
    await page.waitForURL(/idopontfoglalas/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart-v5') ?? '{}').location)).toBe(id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a point's page says when it opens while it is closed, and shows the placeholder, not a drawing", async () => {
    const { page, context, errors } = await visitor(browser, viewport);
    const [opens] = await nextOpening(lang);
    await page.clock.setFixedTime(new Date(opens - HOUR / 2));
    await page.goto(`${prefix(lang)}/helyszinek/budapest-vaci-ut`);
    await ready(page);
    const line = page.locator('.open-now');
    await expect.poll(() => line.textContent()).toMatch(new RegExp(`^${TEXT[lang].closed} · .*${budapestTime(opens)}`));
    expect(await line.getAttribute('data-open')).toBe('false');
    await page.locator('[data-photo-placeholder]').first().waitFor();
    expect(await page.locator('img[src*="/images/locations/"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the booking's location step shows only the fee the cart pays: a glucose load test's, else the basic", async () => {
    const { page, context, errors } = await visitor(browser, viewport);
    const fees = async () =>
      ((await page.locator('[data-location-card="1"] [data-sampling-fees]').textContent()) ?? '').replace(/\s/g, ' ');
    await cartOf(page, [1]); // Alap laborcsomag
    await page.goto(`${prefix(lang)}/idopontfoglalas-helyszinvalasztas`);
    await ready(page);
    await page.locator('[data-location-choices]').waitFor();
    expect(await fees()).toBe(lang === 'hu' ? 'Alap mintavételi díj: 2 490 Ft' : 'Basic sampling fee: 2,490 Ft');
    await page.locator('[data-location-card="1"] .open-now[data-open]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await cartOf(page, [22]); // the 2-point glucose load test
    await page.goto(`${prefix(lang)}/idopontfoglalas-helyszinvalasztas`);
    await ready(page);
    await page.locator('[data-location-choices]').waitFor();
    const glucose = await fees();
    expect(glucose).toContain(lang === 'hu' ? 'Terheléses vércukor (2 pontos)' : 'Glucose load test (2 points)');
    expect(glucose).not.toMatch(/\((3|5) (pontos|points)\)|Alap|Basic/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
