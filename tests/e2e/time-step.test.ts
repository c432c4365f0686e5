import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAsAnotherVisitor, freeDates, freeTimes } from './bookings';
import { launch, visitor } from './browser';
import { ready } from './islands';
import { chooseFirstFreeTime, continueToSummary, storeBooking } from './summary';

/**
 * The time step remembers the visitor's choice and says when it is gone (issue 15 point 2), and a time
 * inside the change/cancel cut-off says so before it is booked, with the customer service's number
 * (issue 15 point 5; src/domain/cutoff.ts).
 */

const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor with the Alap laborcsomag at Váci út in the cart (and `cart`), and the patient's details. */
const withCart = (page: Page, cart: Record<string, unknown> = {}) => storeBooking(page, { cart });

const storedChoice = (page: Page) =>
  page.evaluate(() => {
    const { date, time } = JSON.parse(localStorage.getItem('cart-v5') ?? '{}');
    return { date, time };
  });

/** The chosen day (its day of the month), the chosen time, and whether Continue is enabled. */
const shown = async (page: Page) => ({
  day: await page.locator('.calendar-day[aria-pressed="true"]').allTextContents(),
  time: await page.locator('[data-times] label:has(input:checked) [data-start]').allTextContents(),
  canContinue: await page.locator('[data-step-continue]').isEnabled(),
});

/**
 * Books `minute` on `date` through the API until it has no room left, as other visitors would: each
 * from a browser and an address of their own, for a patient of their own (one visitor may hold only
 * five unconfirmed places, decision 0050), each held until its mail is confirmed.
 */
async function fillUp(date: string, minute: number) {
  for (;;) {
    const room = (await freeTimes(date)).find((time) => time.minute === minute)?.free ?? 0;
    if (room === 0) return;
    const made = await bookAsAnotherVisitor({ date, minute });
    expect(made.status, made.body).toBe(201);
  }
}

/** The customer service's number as /kapcsolat shows it. */
async function servicePhone(page: Page): Promise<string> {
  await page.goto('/kapcsolat');
  return (await page.locator('#contact-details').locator('..').locator('a[href^="tel:"]').first().textContent())!;
}

describe('the time step remembers the choice', () => {
  it('shows the chosen day and time, Continue enabled, after a reload and after going back, in Hungarian', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await withCart(page);
    await page.goto('/idopontfoglalas-idopontvalasztas');
    await ready(page);
    const day = page.locator('.calendar-day:not([aria-disabled])').nth(1);
    const dayText = (await day.textContent())!;
    await day.click();
    const time = page.locator('[data-times] label').nth(2);
    const timeText = (await time.locator('[data-start]').textContent())!;
    await time.click();
    await expect.poll(() => shown(page)).toEqual({ day: [dayText], time: [timeText], canContinue: true });
    const chosen = await storedChoice(page);
    expect(chosen.time).toBeGreaterThan(0);

    // A reload before going on keeps it: the cart took the choice when it was made.
    await page.reload();
    await ready(page);
    await expect.poll(() => shown(page)).toEqual({ day: [dayText], time: [timeText], canContinue: true });

    await page.locator('[data-step-continue]').click();
    await page.waitForURL('**/idopontfoglalas-alapadatok');
    await ready(page);
    await page.goBack();
    await page.waitForURL('**/idopontfoglalas-idopontvalasztas');
    await ready(page);
    await expect.poll(() => shown(page)).toEqual({ day: [dayText], time: [timeText], canContinue: true });

    // Opened again from elsewhere (the step indicator, the cart icon), the same.
    await page.goto('/idopontfoglalas-alapadatok');
    await page.goto('/idopontfoglalas-idopontvalasztas');
    await ready(page);
    await expect.poll(() => shown(page)).toEqual({ day: [dayText], time: [timeText], canContinue: true });
    await page.locator('[data-step-continue]').click();
    await page.waitForURL('**/idopontfoglalas-alapadatok');
    expect(await storedChoice(page)).toEqual(chosen);
    expect(errors).toEqual([]);
  });

  it('in English too, on the month the chosen day is in', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    const dates = await freeDates();
    // The last free day: in a later month than the first one whenever the horizon reaches one.
    const date = dates.at(-1)!;
    const [first] = await freeTimes(date);
    await withCart(page, { date, time: first!.minute });
    await page.goto('/en/idopontfoglalas-idopontvalasztas');
    await ready(page);
    await expect
      .poll(() => shown(page))
      .toEqual({ day: [String(Number(date.slice(8)))], time: [first!.time], canContinue: true });
    expect(errors).toEqual([]);
  });

  it('says that the chosen time has filled up meanwhile, keeps the day and waits for another time', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    const dates = await freeDates();
    const date = dates[1]!;
    const times = await freeTimes(date);
    const lost = times[1]!;
    await withCart(page, { date, time: lost.minute });
    await fillUp(date, lost.minute);

    await page.goto('/idopontfoglalas-idopontvalasztas');
    await ready(page);
    const gone = page.locator('[data-time-gone]');
    await gone.waitFor();
    expect(await gone.textContent()).toContain(lost.time);
    expect(await gone.textContent()).toContain('már nem foglalható');
    await expect
      .poll(() => shown(page))
      .toEqual({ day: [String(Number(date.slice(8)))], time: [], canContinue: false });
    // The cart no longer holds a time that cannot be booked: the later steps stay closed.
    expect(await storedChoice(page)).toEqual({ date, time: 0 });

    // Another time: Continue opens; the notice stays where it is, so nothing moves under the finger.
    const top = () => page.locator('[data-times]').evaluate((list) => list.getBoundingClientRect().top + scrollY);
    const before = await top();
    await page.locator('[data-times] label').first().click();
    await expect.poll(() => page.locator('[data-step-continue]').isEnabled()).toBe(true);
    expect(await top()).toBe(before);
    expect(await storedChoice(page)).toEqual({ date, time: times[0]!.minute });
    expect(errors).toEqual([]);
  });

  it('says so in English when the chosen day has passed', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await withCart(page, { date: '2024-01-08', time: 8 * 60 });
    await page.goto('/en/idopontfoglalas-idopontvalasztas');
    await ready(page);
    const gone = page.locator('[data-time-gone]');
    await gone.waitFor();
    expect(await gone.textContent()).toContain('The time you chose earlier (Monday, 8 January 2024, 08:00)');
    // The first free day is open instead (decision 0058), nothing chosen or stored.
    const [firstFree] = await freeDates();
    await expect
      .poll(() => shown(page))
      .toEqual({ day: [String(Number(firstFree!.slice(8)))], time: [], canContinue: false });
    expect(await storedChoice(page)).toEqual({ date: null, time: 0 });
    expect(errors).toEqual([]);
  });
});

describe('a time inside the change/cancel cut-off', () => {
  /**
   * The first free time, chosen on the time step with the browser's clock `hoursBefore` hours before it
   * starts, then on to the summary. The cut-off is 12 hours (src/domain/cutoff.ts); the server's clock
   * decides what is free, the browser's what the visitor is told.
   */
  async function chooseFirstTime(page: Page, hoursBefore: number, prefix = '') {
    const [date] = await freeDates();
    const [first] = await freeTimes(date!);
    await page.clock.setFixedTime(new Date(Date.parse(first!.starts_at) - hoursBefore * HOUR));
    await withCart(page);
    await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
    await ready(page);
    await chooseFirstFreeTime(page);
    await expect.poll(() => shown(page)).toMatchObject({ time: [first!.time], canContinue: true });
    return first!;
  }

  async function toSummary(page: Page) {
    await page.locator('[data-step-continue]').click();
    await page.waitForURL('**/idopontfoglalas-alapadatok');
    await ready(page);
    await continueToSummary(page);
    await page.locator('[data-book]').waitFor();
  }

  it('says before booking, on the time step and the summary, that it cannot be changed online and whom to call', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    const phone = await servicePhone(page);
    expect(phone).toMatch(/^\+36[\d ]+$/);
    const first = await chooseFirstTime(page, 11);

    const notice = page.locator('[data-cutoff-notice]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`A választott időpont (${first.time}) 12 órán belül kezdődik`);
    expect(await notice.textContent()).toContain('online már nem módosítható és nem mondható le');
    const call = notice.locator('[data-service-phone]');
    expect(await call.textContent()).toBe(phone);
    expect(await call.getAttribute('href')).toBe(`tel:${phone.replace(/ /g, '')}`);
    // Continue stays where it can be reached: in the window on a phone (decision 0058), and the notice's
    // phone link, once focused, is not under it.
    await call.focus();
    const continueBox = (await page.locator('[data-step-continue]').boundingBox())!;
    expect(continueBox.y + continueBox.height).toBeLessThanOrEqual(PHONE.height);
    await expect
      .poll(async () => {
        const link = (await call.boundingBox())!;
        return link.y + link.height <= (await page.locator('.step-actions').boundingBox())!.y + 1;
      })
      .toBe(true);

    // Reloaded with the choice kept, the notice is there again.
    await page.reload();
    await ready(page);
    await notice.waitFor();

    await toSummary(page);
    const summaryNotice = page.locator('[data-summary] [data-cutoff-notice]');
    await summaryNotice.waitFor();
    expect(await summaryNotice.textContent()).toContain(`(${first.time}) 12 órán belül`);
    expect(await summaryNotice.locator('[data-service-phone]').textContent()).toBe(phone);
    expect(errors).toEqual([]);
  });

  it('says it in English too', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    const first = await chooseFirstTime(page, 1, '/en');
    const notice = page.locator('[data-cutoff-notice]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      `The chosen time (${first.time}) starts in less than 12 hours, so once booked it cannot be changed or cancelled online.`,
    );
    expect(await notice.textContent()).toContain('To change or cancel it, please call our customer service:');
    expect(errors).toEqual([]);
  });

  it('says nothing of it for a time further away than the cut-off', async () => {
    const { page, errors } = await visitor(browser, PHONE);
    await chooseFirstTime(page, 13);
    expect(await page.locator('[data-cutoff-notice]').count()).toBe(0);
    await toSummary(page);
    expect(await page.locator('[data-cutoff-notice]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
