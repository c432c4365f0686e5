import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budapestNow } from '../../src/domain/budapestTime';
import type { LabPackage, LabTest } from '../../src/domain/catalogue';
import { packageTurnaround, type Sampling, turnaround, type Turnaround } from '../../src/domain/expectedResults';
import type { Lang } from '../../src/i18n/lang';
import { bookingRule } from '../fixtures/expectedResults';
import { launch, visitor } from './browser';
import { ready } from './islands';
import { chooseFirstTime, continueToSummary, storeBooking } from './summary';

/**
 * Issue 17 point 1 on a phone, in both languages: a catalogue card and a single test's row say when
 * results are expected if sampled today; the cart says it for each item and for the whole booking;
 * after a time is chosen, the summary says it from that time. The dates are the domain's rule on the
 * seeded calendar (scripts/seed/booking.mjs, the cut-off left at its default).
 */

const PHONE = { width: 390, height: 844 };
const WORDS = {
  hu: {
    alap: 'Alap laborcsomag',
    crp: 'C-reaktív protein (CRP)',
    today: 'Eredmény mai mintavételnél',
    item: 'Eredmény várható',
  },
  en: {
    alap: 'Basic lab package',
    crp: 'C-reactive protein (CRP)',
    today: 'Results if sampled today',
    item: 'Results expected',
  },
} as const;
const ALL = {
  hu: { today: 'Minden eredmény mai mintavételnél', booked: 'Minden eredmény várható' },
  en: { today: 'All results if sampled today', booked: 'All results expected' },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The package's and the test's turnarounds, as the catalogue API gives them. */
async function turnarounds(page: Page) {
  const get = async <T>(path: string) => ((await (await page.request.get(path)).json()) as { data: T[] }).data[0]!;
  const alap = await get<LabPackage>('/api/whitetech/web/packages?package_ids=1');
  const crp = await get<LabTest>('/api/whitetech/web/tests?test_ids=6');
  return [packageTurnaround(alap)!, turnaround(crp.turn_around_time_min, crp.turn_around_time_max)];
}

/** Each item's dates as 'from/to' and the whole booking's, sampled at `sampling`, with its words. */
function rule(spans: Turnaround[], sampling: Sampling, lang: Lang) {
  const { items, all } = bookingRule(spans, sampling, lang);
  return { items: items.map((item) => `${item.from}/${item.to}`), all: `${all.from}/${all.to}`, text: all.text };
}

/** The rule's answers for today at the moments around `look` (a run that crosses the cut-off gets either). */
async function aroundNow<T>(spans: Turnaround[], lang: Lang, look: () => Promise<T>) {
  const before = rule(spans, budapestNow(new Date()), lang);
  const seen = await look();
  const after = rule(spans, budapestNow(new Date()), lang);
  return { seen, accepted: [before, after] };
}

const dates = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-results-expected')));

describe.each(['hu', 'en'] as const)('expected results on a phone (%s)', (lang) => {
  it('are on a catalogue card and row, in the cart, and on the summary once a time is chosen', async () => {
    const { context, page, errors } = await visitor(browser, PHONE);
    const words = WORDS[lang];
    const prefix = lang === 'en' ? '/en' : '';
    try {
      // The details and the location are in the browser already; the examinations are chosen below.
      await storeBooking(page, { cart: { examinations: [], location: 1 } });
      const spans = await turnarounds(page);

      const { seen: catalogue, accepted } = await aroundNow(spans, lang, async () => {
        await page.goto(`${prefix}/laborvizsgalatok?q=crp`);
        await ready(page);
        const alap = page.locator('li[data-card]', { has: page.getByRole('link', { name: words.alap, exact: true }) });
        const crp = page.locator('li[data-card]', { has: page.getByRole('link', { name: words.crp, exact: true }) });
        const lines = [alap, crp].map((card) => card.locator('[data-results-expected]'));
        const texts = await Promise.all(lines.map((line) => line.innerText()));
        const found = await Promise.all(lines.map((line) => line.getAttribute('data-results-expected')));
        for (const card of [alap, crp]) {
          // As a patient does: tap, see the button say it is chosen, and tap the next once the note has
          // come to rest (it scrolls the chosen card clear of itself when it lands).
          await card.locator('button[data-choose]').click();
          await card.locator('button[data-choose][data-chosen]').waitFor();
          await page.waitForFunction(() => document.getAnimations().every((run) => run.playState !== 'running'));
        }
        return { texts, found };
      });
      expect(accepted.map((answer) => answer.items)).toContainEqual(catalogue.found);
      expect(catalogue.texts.every((text) => text.startsWith(`${words.today}: `))).toBe(true);

      await page.goto(`${prefix}/idopontfoglalas-kosar`);
      await ready(page);
      await page.locator('[data-cart-items]').waitFor();
      const cartAll = page.locator('[data-results-all]');
      await expect.poll(() => dates(page, '[data-cart-items] [data-results-expected]')).toHaveLength(2);
      const cartItems = await dates(page, '[data-cart-items] [data-results-expected]');
      expect(accepted.map((answer) => answer.items)).toContainEqual(cartItems);
      expect(accepted.map((answer) => answer.all)).toContainEqual(await cartAll.getAttribute('data-results-all'));
      expect(await cartAll.innerText()).toContain(ALL[lang].today);
      expect(await page.locator('[data-cart-items]').innerText()).toContain(`${words.item}: `);

      await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
      await ready(page);
      await chooseFirstTime(page);
      await continueToSummary(page);
      await page.locator('[data-book]').waitFor();
      const cart = await page.evaluate(
        () => JSON.parse(localStorage.getItem('cart-v5')!) as { date: string; time: number },
      );
      const booked = rule(spans, { date: cart.date, minute: cart.time }, lang);
      const summaryAll = page.locator('[data-results-all]');
      expect(await summaryAll.getAttribute('data-results-all')).toBe(booked.all);
      expect((await summaryAll.innerText()).replaceAll('\u00a0', ' ')).toContain(
        `${ALL[lang].booked}\n${booked.text.replaceAll('\u00a0', ' ')}`,
      );
      expect(await dates(page, '[data-summary] ~ ul [data-results-expected]')).toEqual(booked.items);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
