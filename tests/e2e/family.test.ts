import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPerson, freshPatient } from '../fixtures/booking.mjs';
import { apiData } from './bookings';
import { contextOptions, launch, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { expectSeenAndFocused } from './seen';
import { chooseTests, IRON_TESTS } from './ironTests';
import { observeLayoutShifts, overflow, shiftOf, throttledPage } from './shift';
import { confirmAddress, logIn, PASSWORD, register, saveMainPatient } from './signup';
import { bookAtSummary, chooseFirstFreeTime } from './summary';

/**
 * Family booking on a phone (issue 17 points 3 and 4; docs/decisions/0048): a parent books themself and
 * a child in one go, each with their own examination and details, sees when each is seen, pays once in
 * the sandbox gateway and finds one e-mail in the outbox that lists both, each with their own links.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function onStep(page: Page, path: string) {
  await page.waitForURL(`**${path}`);
  await ready(page);
  await page.waitForFunction(() => !document.querySelector('[data-step-pending]'));
  expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

describe('a parent booking for themself and a child on a phone', () => {
  it('sees a cheaper package and the results date, books both at adjacent times, pays once and gets one mail listing each', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    const email = `csalad.${Date.now()}@example.hu`;
    // Two people of their own: the limits on unconfirmed places count each TAJ and phone number (decision 0050).
    const [parent, son] = [freshPatient({ email }), freshPatient()];

    // The parent's own tests from the catalogue: the iron tests, which a package holds for less. The
    // catalogue says so at once, and the cart again, with a one-tap switch (issue 17 point 2).
    await page.goto('/laborvizsgalatok');
    await ready(page);
    await chooseTests(page, IRON_TESTS);
    const bar = page.locator('[data-optimiser-note] [data-note-panel]');
    await expect.poll(() => bar.textContent()).toContain('Vashiány-csomag');
    await page.goto('/idopontfoglalas-kosar');
    await onStep(page, '/idopontfoglalas-kosar');
    const suggestion = page.locator('[data-cart-suggestion]');
    await expect.poll(() => suggestion.textContent()).toContain('500 Ft megtakarítás');
    await suggestion.getByRole('button', { name: 'Lecserélem erre: Vashiány-csomag' }).click();
    await expect
      .poll(() => page.locator('[data-cart-items] li').allTextContents())
      .toEqual([expect.stringContaining('Vashiány-csomag')]);
    // When the results are expected if sampled today, for the whole booking (issue 17 point 1).
    const resultsAll = page.locator('[data-results-all]');
    await expect
      .poll(() => resultsAll.getAttribute('data-results-all'))
      .toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    expect(await resultsAll.innerText()).toContain('Minden eredmény mai mintavételnél');

    // One more person, with a children's package from the list.
    await page.getByRole('button', { name: 'Személy hozzáadása' }).click();
    const second = page.locator('[data-party-person="2"]');
    await expect.poll(() => second.getByRole('heading').textContent()).toBe('2. személy');
    // Until they have an examination of their own, the booking cannot go on.
    await expect.poll(() => page.locator('[data-step-continue]').isDisabled()).toBe(true);
    const list = second.getByLabel('Vizsgálat hozzáadása');
    await expect.poll(() => list.isEnabled()).toBe(true);
    await list.selectOption('examination:33');
    await expect
      .poll(() => second.getByRole('listitem').textContent())
      .toMatch(/Gyermek alap laborcsomag.*17\s900\sFt/);
    // Everyone's examinations are counted and summed beside the list.
    await expect.poll(() => page.locator('[data-cart-total]').textContent()).toMatch(/^29\s800\sFt$/);
    await page.locator('[data-step-continue]').click();

    // Only locations that test children; the Váci út one does. Its fee is both people's (issue 25).
    await onStep(page, '/idopontfoglalas-helyszinvalasztas');
    await expect
      .poll(async () =>
        (await page.locator('[data-location-card="1"] [data-sampling-fees]').textContent())?.replace(/\s/g, ' '),
      )
      .toBe('Alap mintavételi díj, 2 főre: 4 980 Ft');
    await page.getByRole('button', { name: 'Kiválaszt: Pannon Labor Váci út' }).click();

    // A time the two can come together; the step says who is seen when.
    await onStep(page, '/idopontfoglalas-idopontvalasztas');
    await chooseFirstFreeTime(page);
    const times = page.locator('[data-party-times] li');
    await expect.poll(() => times.count()).toBe(2);
    const [parentTime, childTime] = (await times.allTextContents()).map((row) => row.match(/\d{2}:\d{2}/)![0]);
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(minutes(childTime!) - minutes(parentTime!)).toBeGreaterThanOrEqual(0);
    expect(minutes(childTime!) - minutes(parentTime!)).toBeLessThanOrEqual(10);
    await page.locator('[data-step-continue]').click();

    // Each person's details; the child's contact and address are the parent's.
    await onStep(page, '/idopontfoglalas-alapadatok');
    const fill = (id: string, value: string) => page.locator(`#${id}`).fill(value);
    await fill('last_name', 'Kovács-Szentgyörgyi');
    await fill('first_name', 'Annamária');
    await page.locator('#gender').selectOption('1');
    await fill('birth', '1985-04-12');
    await fill('taj', parent.taj);
    await fill('email', email);
    await fill('phone_number', parent.phone_number);
    await fill('zip_code', '1134');
    await fill('city', 'Budapest');
    await fill('address', 'Váci út 12.');
    // The child's TAJ number is checked like anyone's: a wrong one is said by the field and in the
    // summary, which names the person and the field and is brought into view and focus; nothing lost.
    await fill('p1-last_name', 'Kovács-Szentgyörgyi');
    await fill('p1-first_name', 'Bence');
    await page.locator('#p1-gender').selectOption('2');
    await fill('p1-birth', '2016-09-01');
    await fill('p1-taj', '123456789');
    await page.locator('[data-step-continue]').click();
    await expect.poll(() => page.locator('[data-field-error="p1-taj"]').textContent()).toBe('Hibás TAJ-szám');
    await expectSeenAndFocused(page, '[data-error-summary]');
    expect(await page.locator('[data-error-summary] li').allTextContents()).toEqual([
      '2. személy – TAJ-szám: Hibás TAJ-szám',
    ]);
    expect(await page.locator('#p1-first_name').inputValue()).toBe('Bence');
    await fill('p1-taj', son.taj);
    await page.locator('[data-step-continue]').click();

    // The summary lists each person with their own time and price; the totals are everyone's.
    await onStep(page, '/idopontfoglalas-osszegzes');
    const rows = page.locator('[data-party-row]');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(1).textContent()).toContain('Kovács-Szentgyörgyi Bence');
    await expect.poll(() => rows.nth(1).textContent()).toContain(childTime!);
    await bookAtSummary(page, 'ONLINE');

    // The results date now counts from the appointment.
    await expect.poll(() => page.locator('[data-results-all]').innerText()).toContain('Minden eredmény várható');
    // One payment for both: the two packages and two sampling fees.
    await page.waitForURL('**/fizetes/sandbox/**');
    await ready(page);
    await expect.poll(() => page.locator('[data-sandbox-page] [data-amount]').textContent()).toMatch(/^34\s780\sFt$/);
    await page.getByRole('button', { name: 'Sikeres fizetés' }).click();
    await page.waitForURL('**/fizetes-sikeres?transactionId=*');
    await ready(page);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sikeres tranzakció' }).count()).toBe(1);

    // The thank-you page shows the child's booking too, and the totals as paid.
    await page.goto('/idopontfoglalas-koszono');
    await onStep(page, '/idopontfoglalas-koszono');
    const child = page.locator('[data-party-booked] [data-party-member="1"]');
    await expect.poll(() => child.textContent()).toContain('Kovács-Szentgyörgyi Bence');
    await expect.poll(() => child.locator('[data-party-preparation]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-booked-totals] [data-amount]').textContent()).toMatch(/^34\s780\sFt$/);

    // One mail, to the parent, naming both with their preparation and their own manage links; beside it
    // the one invoice of the one payment (issue 27).
    await page.goto('/dev/outbox');
    const toParent = page.locator('tr', { hasText: email });
    const invoiceRow = /Számla: [A-Z0-9]+-\d{4}-\d{5}/;
    await expect
      .poll(async () => {
        await page.reload();
        return [
          await toParent.filter({ hasNotText: invoiceRow }).count(),
          await toParent.filter({ hasText: invoiceRow }).count(),
        ];
      })
      .toEqual([1, 1]);
    await toParent.filter({ hasNotText: invoiceRow }).getByRole('link').first().click();
    await page.waitForURL(/\/dev\/outbox\/\d+$/);
    const mail = page.frameLocator('iframe');
    for (const text of [
      'Kovács-Szentgyörgyi Annamária',
      'Kovács-Szentgyörgyi Bence',
      'Vashiány-csomag',
      'Gyermek alap laborcsomag',
    ]) {
      await expect.poll(() => mail.locator('body').textContent()).toContain(text);
    }
    const cancels = await mail
      .getByRole('link', { name: 'Időpont törlése' })
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(cancels).toHaveLength(2);
    expect(new Set(cancels).size).toBe(2);
    const prep = (await mail.locator('body').textContent())!.match(/Felkészülés/g) ?? [];
    expect(prep.length).toBeGreaterThanOrEqual(2);
    // Each person's results date (issue 17 point 1).
    const results = (await mail.locator('body').textContent())!.match(/Eredmény várható/g) ?? [];
    expect(results).toHaveLength(2);

    // The child's own link opens the child's booking.
    await page.goto(new URL(cancels[1]!).pathname);
    await ready(page);
    await expect.poll(() => page.locator('main').textContent()).toContain('Gyermek alap laborcsomag');
    expect(errors).toEqual([]);
  });
});

/**
 * A parent and a child with long real names at the Váci út location, at the first time the two fit on
 * the third offered day, details filled in: every step of a family booking is open to this browser.
 */
async function familyState() {
  const query = 'location_id=1&package_ids=1&party=33';
  const [, , date] = await apiData(`/api/whitetech/web/available_dates?${query}`);
  const [time] = await apiData(`/api/whitetech/web/available_times?${query}&date=${date}`);
  return {
    local: {
      'cart-v5': JSON.stringify({
        examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }],
        location: 1,
        date,
        time: time.minute,
        validated: true,
        people: [
          { key: 'gyerek', examinations: [{ id: 33, name: 'Gyermek alap laborcsomag', price: 17900 }], parameters: [] },
        ],
        partyStarts: time.party,
      }),
    },
    session: {
      'booking-person-v1': JSON.stringify({
        person: { ...demoPerson, last_name: 'Kovács-Szentgyörgyi', first_name: 'Annamária Krisztina' },
        invoiceToPatient: true,
      }),
      'booking-party-v1': JSON.stringify({
        gyerek: {
          person: {
            last_name: 'Kovács-Szentgyörgyi',
            first_name: 'Bence Zsigmond',
            gender: 2,
            birth: '2016-09-01',
            taj: '111111110',
            state: 'HUN',
          },
          sharesHome: true,
          savedId: null,
          save: false,
        },
      }),
    },
  };
}

/** A browser context that holds the family's booking on every page it opens. */
async function familyContext(
  viewport: { width: number; height: number },
  state: Awaited<ReturnType<typeof familyState>>,
) {
  const context: BrowserContext = await browser.newContext(contextOptions({ viewport }));
  context.setDefaultTimeout(60_000);
  await context.addInitScript(({ local, session }) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  }, state);
  return context;
}

/** Each step with what shows that the family's part of it has arrived. */
const STEPS: [string, string][] = [
  ['/idopontfoglalas-kosar', '[data-party-person="2"]'],
  ['/idopontfoglalas-helyszinvalasztas', '[data-location-choices]'],
  ['/idopontfoglalas-idopontvalasztas', '.calendar-day'],
  ['/idopontfoglalas-alapadatok', '[data-companion="2"]'],
  ['/idopontfoglalas-osszegzes', '[data-party-summary]'],
];

describe('the family booking’s steps', () => {
  it.each(['', '/en'])('never scroll sideways at 320 px (%s)', async (prefix) => {
    const context = await familyContext({ width: 320, height: 720 }, await familyState());
    try {
      const page = await context.newPage();
      for (const [path, done] of STEPS) {
        await page.goto(`${prefix}${path}`);
        await ready(page);
        await page.locator(done).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-step-pending]'));
        if (path.endsWith('idopontvalasztas')) {
          await page.locator('[data-times] label').first().click();
          await page.locator('[data-party-times]').waitFor();
        }
        expect(await overflow(page), `${prefix}${path} at 320 px`).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });

  it.each(STEPS)(
    'shift no more than 0.02 at a phone’s width and 4× slower CPU: %s',
    async (path, done) => {
      const context = await familyContext({ width: 390, height: 844 }, await familyState());
      await context.addInitScript(observeLayoutShifts);
      try {
        const { page, errors } = await throttledPage(context);
        expect(await shiftOf(page, path, done), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});

describe('the summary of a family booking (decision 0055)', () => {
  it.each([
    ['', 390],
    ['', 1366],
    ['/en', 390],
    ['/en', 1366],
  ] as const)('shows each person’s own preparation with them before booking (%s at %i px)', async (prefix, width) => {
    const context = await familyContext({ width, height: width === 390 ? 844 : 900 }, await familyState());
    try {
      const page = await context.newPage();
      await page.goto(`${prefix}/idopontfoglalas-osszegzes`);
      await ready(page);
      await page.locator('[data-party-summary]').waitFor();
      const rows = page.locator('[data-party-row]');
      await expect.poll(() => rows.count()).toBe(2);
      const title = prefix ? 'Preparing for the sampling' : 'Felkészülés a vérvételre';
      // Under each person's name their own rules, the child's too; none left without saying whose.
      for (const row of [rows.nth(0), rows.nth(1)]) {
        await expect.poll(() => row.locator('[data-preparation]').count()).toBe(1);
        expect(await row.locator('[data-preparation] h2').textContent()).toBe(title);
      }
      expect(await rows.nth(1).textContent()).toContain('Bence Zsigmond');
      await expect.poll(() => page.locator('[data-preparation]').count()).toBe(2);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

describe('a logged-in parent’s saved family members', () => {
  it('are saved on /sajat and picked on the details step next time', async () => {
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    const email = `szulo.${Date.now()}@example.hu`;
    await register(page, email);
    await confirmAddress(page, email);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/sajat/elso-lepesek');
    await ready(page);
    await saveMainPatient(page, 'Kovács-Szentgyörgyi', 'Annamária');

    // A child saved on the account page, with the TAJ number checked as anywhere.
    await page.goto('/sajat');
    await ready(page);
    const family = page.locator('[data-family-members]');
    await family.scrollIntoViewIfNeeded();
    await page.locator('[data-island="FamilyMembers"][data-hydrated]').waitFor();
    await family.getByRole('button', { name: 'Családtag hozzáadása' }).click();
    await page.locator('#family-last_name').fill('Kovács-Szentgyörgyi');
    await page.locator('#family-first_name').fill('Csilla');
    await page.locator('#family-gender').selectOption('1');
    await page.locator('#family-birth').fill('2019-03-15');
    await page.locator('#family-taj').fill('222222221');
    await family.getByRole('button', { name: 'Mentés' }).click();
    await expect.poll(() => page.locator('[data-field-error="family-taj"]').textContent()).toBe('Hibás TAJ-szám');
    await page.locator('#family-taj').fill('222222220');
    await family.getByRole('button', { name: 'Mentés' }).click();
    await expect
      .poll(() => family.locator('[data-family-member]').textContent())
      .toContain('Kovács-Szentgyörgyi Csilla');
    await page.reload();
    await ready(page);
    await expect.poll(() => page.locator('[data-family-member]').count()).toBe(1);

    // Next time: a second person on the details step is one tap from the saved child.
    await page.evaluate(() => {
      localStorage.setItem(
        'cart-v5',
        JSON.stringify({
          examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }],
          people: [
            { key: 'k', examinations: [{ id: 33, name: 'Gyermek alap laborcsomag', price: 17900 }], parameters: [] },
          ],
        }),
      );
    });
    await page.goto('/idopontfoglalas-helyszinvalasztas');
    await ready(page);
    await page.getByRole('button', { name: 'Kiválaszt: Pannon Labor Váci út' }).click();
    await onStep(page, '/idopontfoglalas-idopontvalasztas');
    await chooseFirstFreeTime(page);
    await page.locator('[data-step-continue]').click();
    await onStep(page, '/idopontfoglalas-alapadatok');
    await page.locator('#p1-saved').selectOption({ label: 'Kovács-Szentgyörgyi Csilla' });
    await expect.poll(() => page.locator('#p1-first_name').inputValue()).toBe('Csilla');
    expect(await page.locator('#p1-taj').inputValue()).toBe('222222220');
    await page.locator('[data-step-continue]').click();
    await onStep(page, '/idopontfoglalas-osszegzes');
    await expect
      .poll(() => page.locator('[data-party-row]').nth(1).textContent())
      .toContain('Kovács-Szentgyörgyi Csilla');
    expect(errors).toEqual([]);
  });
});
