import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_LIMITS } from '../../src/services/linkLimits';
import { clearOfWindowEnd } from '../fixtures/windows';
import { bookFamilyThroughApi, bookThroughApi, type Place } from './bookings';
import { clientAddress, contextOptions, launch, origin, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { CONFIRM_MAIL, openMail } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const QUERY = 'package_ids=1';
const json = async (path: string) => (await (await fetch(`${origin()}${path}`)).json()) as { data: any };

/** How many more visitors a start can take now; 0 when it is no longer offered. */
async function free(location: number, date: string, minute: number): Promise<number> {
  const times: { minute: number; free: number }[] = (
    await json(`/api/whitetech/web/available_times?location_id=${location}&${QUERY}&date=${date}`)
  ).data;
  return times.find((time) => time.minute === minute)?.free ?? 0;
}

const placeOf = async (hash: string): Promise<Place> => {
  const { location_id, date, minute } = (await json(`/api/whitetech/appointments/patient_appointment_get/${hash}`))
    .data;
  return { location_id, date, minute };
};

/** The place the visitor has picked but not saved yet, from the modify-appointment cart. */
async function picked(page: Page): Promise<Place> {
  const cart = await page.evaluate(() => JSON.parse(sessionStorage.getItem('manage-cart-v1') ?? 'null'));
  return { location_id: cart.location, date: cart.date, minute: cart.time };
}

const freeAt = (place: Place) => free(place.location_id, place.date, place.minute);

// One booking managed in three steps, each a test of its own so that each has the whole budget on a busy
// machine (at load average 10 the three together took over 60 s); a step needs the one before it.
describe.sequential('managing a booking by the links of its e-mail', () => {
  const email = `manage.${Date.now()}@example.hu`;
  let booked: Place & { hash: string };
  let visit: Awaited<ReturnType<typeof visitor>>;
  let links: { time: string; location: string; cancel: string };
  let newTime: Place;
  let elsewhere: Place;
  let elsewhereFree: number;

  beforeAll(async () => {
    booked = await bookThroughApi(email);
    visit = await visitor(browser, VIEWPORTS.laptop);
    // The booking's one mail: it asked for the confirmation the patient gave (decision 0050), with the links.
    const mail = await openMail(visit.page, email, CONFIRM_MAIL.hu.subject);
    const link = async (name: string) => (await mail.getByRole('link', { name }).getAttribute('href'))!;
    links = {
      time: await link('Időpont módosítása'),
      location: await link('Helyszín módosítása'),
      cancel: await link('Időpont törlése'),
    };
  });

  it('changes the time at the same location, freeing the old place and taking the new one', async () => {
    const { page } = visit;
    for (const href of Object.values(links)) expect(href).toContain(booked.hash);
    const freeBefore = await freeAt(booked);
    await page.goto(links.time);
    await ready(page);
    await expect(page.locator('[data-manage-booking]').textContent()).resolves.toContain('Alap laborcsomag');
    // The booking's one reference, as the mail and the success page give it (decision 0056).
    await expect(page.locator('[data-manage-booking]').textContent()).resolves.toMatch(
      /Foglalási azonosító\s*PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/,
    );
    await expect(page.locator('[data-manage-deadline]').textContent()).resolves.toContain('12 órával');
    await expect(page.locator('[data-manage-save]').isDisabled()).resolves.toBe(true);
    // Opening the link changed nothing.
    expect(await freeAt(booked)).toBe(freeBefore);
    await page.locator('.calendar-day:not([aria-disabled])').nth(1).click();
    await page.locator('[data-times] label').nth(3).click();
    newTime = await picked(page);
    const newTimeFree = await freeAt(newTime);
    await page.locator('[data-manage-save]').click();
    await page.waitForURL(`**/idopontmodositas-koszono/${booked.hash}`);
    await ready(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('időpontját módosítottuk');
    await expect(page.locator('main').textContent()).resolves.toMatch(
      /Új időpontja: .+, \d{2}:\d{2}\. A régi időpontot felszabadítottuk/,
    );
    expect(await placeOf(booked.hash)).toEqual(newTime);
    expect([await freeAt(booked), await freeAt(newTime)]).toEqual([freeBefore + 1, newTimeFree - 1]);
  });

  it('changes the location from the same mail, showing its sampling fee before saving', async () => {
    const { page } = visit;
    const newTimeFree = await freeAt(newTime);
    await page.goto(links.location);
    await ready(page);
    const cards = page.locator('[data-manage-location] li');
    const target = cards.filter({ hasNotText: 'Jelenlegi helyszín' }).first();
    const targetName = (await target.locator('h3').textContent())!;
    await expect(target.textContent()).resolves.toContain('Mintavételi díj');
    await target.getByRole('button').click();
    // The third free day of the month shown (the first free day's), or its last near the month's end.
    const days = page.locator('.calendar-day:not([aria-disabled])');
    await days.first().waitFor();
    await days.nth(Math.min(2, (await days.count()) - 1)).click();
    await page.locator('[data-times] label').first().click();
    elsewhere = await picked(page);
    expect(elsewhere.location_id).not.toBe(1);
    elsewhereFree = await freeAt(elsewhere);
    await page.locator('[data-manage-save]').click();
    // The thank-you page says the location changed, and where to, not that the time did (issue 25).
    await page.waitForURL(`**/helyszinmodositas-koszono/${booked.hash}`);
    await ready(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Köszönjük, a helyszínt módosítottuk');
    await expect(page.locator('main').textContent()).resolves.toContain(`Új helyszíne: ${targetName}`);
    await expect(page.locator('[data-manage-booking]').textContent()).resolves.toContain(targetName);
    expect(await placeOf(booked.hash)).toEqual(elsewhere);
    expect([await freeAt(newTime), await freeAt(elsewhere)]).toEqual([newTimeFree + 1, elsewhereFree - 1]);
  });

  it('cancels after a confirmation, freeing the place, and every link shows the cancelled booking', async () => {
    const { page, errors } = visit;
    await page.goto(links.cancel);
    await ready(page);
    await page.getByRole('button', { name: 'Időpont lemondása' }).click();
    await page.locator('[data-cancel-confirm]').click();
    await page.locator('[data-cancelled-booking]').waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe('Lemondott időpont');
    expect(await freeAt(elsewhere)).toBe(elsewhereFree);

    // Each step was confirmed by e-mail, and every link shows the cancelled booking from now on.
    await page.goto('/dev/outbox');
    const rows = page.locator('tr', { hasText: email });
    await expect(rows.count()).resolves.toBe(4);
    for (const href of Object.values(links)) {
      expect((await page.goto(href))?.status()).toBe(200);
      await expect(page.locator('[data-cancelled-money]').getAttribute('data-cancelled-money')).resolves.toBe('onSite');
      await expect(page.locator('[data-manage-booking], [data-manage-deadline], [data-island]').count()).resolves.toBe(
        0,
      );
    }
    expect(errors).toEqual([]);
  });
});

const SCREENSHOTS = new URL('./screenshots/', import.meta.url);
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const LANGS = [
  { prefix: '', lang: 'hu' },
  { prefix: '/en', lang: 'en' },
] as const;

/** The whole page, or with `fullPage` false what the visitor sees at the moment. */
async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage });
}

/** A visitor whose requests carry their own client address, so their limits are theirs alone. */
async function visitorFrom(address: string, viewport: { width: number; height: number }, lang: string) {
  const context = await browser.newContext(
    contextOptions({
      viewport,
      locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      extraHTTPHeaders: { 'cf-connecting-ip': address },
    }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Runs `visit` once per language and width, each in a fresh browser from `address`; no page error may
 * occur (failed calls are logged by the client, not thrown).
 */
async function inEveryView(
  address: string,
  visit: (page: Page, view: { prefix: string; lang: string; width: number }) => Promise<void>,
) {
  for (const { prefix, lang } of LANGS) {
    for (const viewport of WIDTHS) {
      const { context, page, errors } = await visitorFrom(address, viewport, lang);
      await visit(page, { prefix, lang, width: viewport.width });
      expect(errors).toEqual([]);
      await context.close();
    }
  }
}

/** The mails in the development outbox to `email`. */
async function mailsTo(page: Page, email: string) {
  await page.goto('/dev/outbox');
  return page.locator('tr', { hasText: email }).count();
}

describe('saving a booking that does not change it (issue 12 point 8)', () => {
  it(
    'says nothing changed, stays on the page and sends no mail; past the change limit it says when to retry',
    { timeout: 600_000 },
    async () => {
      await clearOfWindowEnd(LINK_LIMITS.changesPerHash.windowMinutes);
      const email = `unchanged.${Date.now()}@example.hu`;
      const booked = await bookThroughApi(email);
      const address = clientAddress();
      const save = async (page: Page, prefix: string) => {
        await page.goto(`${prefix}/adatkitoltes/${booked.hash}`);
        await ready(page);
        await page.locator('[data-manage-save]').click();
      };
      // Four saves of the details as they are, one per language and width: each is the notice.
      await inEveryView(address, async (page, { prefix, lang, width }) => {
        await save(page, prefix);
        const notice = page.locator('[data-manage-unchanged]');
        await notice.waitFor();
        await expect(notice.textContent()).resolves.toContain(
          lang === 'hu' ? 'Nem történt változás' : 'Nothing changed',
        );
        expect(new URL(page.url()).pathname).toBe(`${prefix}/adatkitoltes/${booked.hash}`);
        // It shows where the visitor pressed save: on screen without scrolling.
        const onScreen = () =>
          notice.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= innerHeight;
          });
        await expect.poll(onScreen).toBe(true);
        await screenshot(page, `manage-unchanged-${lang}-${width}`, false);
      });
      const { context, page } = await visitorFrom(address, WIDTHS[1]!, 'hu');
      // Only the booking's confirmation: no "your booking changed" or "data updated" mail.
      expect(await mailsTo(page, email)).toBe(1);

      // The rest of the booking's ten changes an hour (src/services/linkLimits.ts), no-ops included.
      await page.goto(`/adatkitoltes/${booked.hash}`);
      await ready(page);
      const statuses = await page.evaluate(async (hash) => {
        const token = decodeURIComponent(/(?:^|; )__Host-XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
        const answers: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await fetch(`/api/whitetech/appointments/patient_appointment_put/${hash}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': token },
            body: '{}',
          });
          answers.push(res.status);
        }
        return answers;
      }, booked.hash);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      await context.close();

      await inEveryView(address, async (page, { prefix, lang, width }) => {
        await save(page, prefix);
        const alert = page.getByRole('alert');
        await alert.waitFor();
        const text = (await alert.textContent())!;
        expect(text).toContain(lang === 'hu' ? 'túl sok módosítást' : 'Too many changes');
        expect(text).toMatch(/\d{2}:\d{2}/);
        await screenshot(page, `manage-too-many-${lang}-${width}`, false);
      });
    },
  );
});

describe('guessing hash links (issue 12 point 8)', () => {
  it('shows the 404 page for each miss, then the 429 page in the visitor’s language, while other addresses still open the link', async () => {
    const booked = await bookThroughApi(`guess.${Date.now()}@example.hu`);
    const guesser = clientAddress();
    // The address's 20 misses a quarter hour, spent outside the browser.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${origin()}/idopontmodositas/guess${String(i).padStart(20, '0')}`, {
        headers: { 'cf-connecting-ip': guesser },
      });
      expect(res.status).toBe(404);
    }
    await inEveryView(guesser, async (page, { prefix, lang, width }) => {
      const res = await page.goto(`${prefix}/idopontmodositas/${booked.hash}`);
      expect(res?.status()).toBe(429);
      expect(Number(await res?.headerValue('retry-after'))).toBeGreaterThan(0);
      await expect(page.locator('h1').textContent()).resolves.toContain(
        lang === 'hu' ? 'túl sok érvénytelen' : 'Too many invalid',
      );
      await expect(page.locator('[data-error-note]').textContent()).resolves.toMatch(/\d{2}:\d{2}/);
      await screenshot(page, `hash-guess-429-${lang}-${width}`);
    });
    const { context, page } = await visitorFrom(clientAddress(), WIDTHS[1]!, 'hu');
    expect((await page.goto(`/idopontmodositas/${booked.hash}`))?.status()).toBe(200);
    await context.close();
  });
});

describe('a cancelled booking (issue 15 point 6)', () => {
  it(
    'ends the cancel journey on the cancelled booking, in both languages and at both widths',
    { timeout: 600_000 },
    async () => {
      let n = 0;
      await inEveryView(clientAddress(), async (page, { prefix, lang, width }) => {
        const hu = lang === 'hu';
        const booked = await bookThroughApi(`kovacs.eva.marianna1985.${Date.now()}@freemail.hu`, { nth: ++n });
        const freeBefore = await freeAt(booked);
        await page.goto(`${prefix}/idopont-torles/${booked.hash}`);
        await ready(page);
        await page.getByRole('button', { name: hu ? 'Időpont lemondása' : 'Cancel the appointment' }).click();
        await page.locator('[data-cancel-confirm]').click();
        const cancelled = page.locator('[data-cancelled-booking]');
        await cancelled.waitFor();
        expect(new URL(page.url()).pathname).toBe(`${prefix}/idopont-torles/${booked.hash}`);
        await expect(page.locator('h1').textContent()).resolves.toBe(
          hu ? 'Lemondott időpont' : 'Cancelled appointment',
        );
        await expect(cancelled.textContent()).resolves.toContain('Alap laborcsomag');
        await expect(page.locator('[data-cancelled-money]').textContent()).resolves.toContain(
          hu ? 'Nincs fizetnivalója' : 'Nothing to pay',
        );
        // No stale card, no deadline, no form, and no link to a page that would change the booking.
        await expect(
          page.locator('[data-manage-booking], [data-manage-deadline], [data-island]').count(),
        ).resolves.toBe(0);
        const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs.filter((href) => href?.includes(booked.hash))).toEqual([]);
        expect(await freeAt(booked)).toBe(freeBefore + 1);
        await screenshot(page, `manage-cancelled-${lang}-${width}`);
        // Any of its links, later: the same page.
        expect((await page.goto(`${prefix}/helyszinmodositas/${booked.hash}`))?.status()).toBe(200);
        await expect(page.locator('h1').textContent()).resolves.toBe(
          hu ? 'Lemondott időpont' : 'Cancelled appointment',
        );
      });
    },
  );
});

describe('lost the mail? (issue 15 point 8)', () => {
  /** Fills the form of /idopont-linkek and sends it. */
  async function askForLinks(page: Page, email: string, date: string, lang: string) {
    await page.getByLabel(lang === 'hu' ? 'E-mail-cím' : 'E-mail address').fill(email);
    await page.getByLabel(lang === 'hu' ? 'Az időpont napja' : 'Day of the appointment').fill(date);
    await page.getByRole('button', { name: lang === 'hu' ? 'Linkek küldése' : 'Send the links' }).click();
  }

  it(
    'sends the links again from the form reached from the booking start, answering the same for an unknown address',
    { timeout: 600_000 },
    async () => {
      let n = 10;
      await inEveryView(clientAddress(), async (page, { prefix, lang, width }) => {
        const email = `kovacs.eva.marianna1985.${Date.now()}@freemail.hu`;
        const booked = await bookThroughApi(email, { nth: ++n });
        // Where a patient who booked comes back to: the booking start page.
        await page.goto(`${prefix}/idopontfoglalas`);
        await page.locator('[data-resend-hint] a').click();
        await page.waitForURL(`**${prefix}/idopont-linkek`);
        await ready(page);
        await screenshot(page, `resend-form-${lang}-${width}`);
        // Typed as it comes: capitals and a space around.
        await askForLinks(page, ` ${email.toUpperCase()} `, booked.date, lang);
        const done = page.locator('[data-resend-done]');
        await done.waitFor();
        const answer = await done.textContent();
        await screenshot(page, `resend-sent-${lang}-${width}`);
        // An address with no booking gets the very same answer.
        await page
          .getByRole('button', { name: lang === 'hu' ? 'Másik foglalás linkjei' : 'Links of another booking' })
          .click();
        await askForLinks(page, `nincs.ilyen.${Date.now()}@freemail.hu`, booked.date, lang);
        await done.waitFor();
        await expect(done.textContent()).resolves.toBe(answer);

        // The mail, in the language asked in, with the booking's links.
        await page.goto('/dev/outbox');
        const row = page.locator('tr', { hasText: email }).filter({ hasText: 'manage_links' });
        await expect.poll(() => row.count()).toBe(1);
        if (width === 1366) {
          const mail = await openMail(page, email, lang === 'hu' ? /linkjei/ : /links to manage/);
          const cancelLink = await mail
            .getByRole('link', { name: lang === 'hu' ? 'Időpont törlése' : 'Cancel the booking' })
            .getAttribute('href');
          expect(cancelLink).toContain(`${prefix}/idopont-torles/${booked.hash}`);
          await page.goto(cancelLink!);
          await ready(page);
          // The examinations by their names in the page's language (issue 25).
          await expect(page.locator('[data-manage-booking]').textContent()).resolves.toContain(
            lang === 'hu' ? 'Alap laborcsomag' : 'Basic lab package',
          );
        }
      });
    },
  );

  it('shows the problems by field, and past the limit when to try again', { timeout: 600_000 }, async () => {
    const email = `limit.${Date.now()}@freemail.hu`;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
    // The address's three requests an hour (src/services/linkLimits.ts), spent outside the browser.
    const home = await fetch(`${origin()}/`);
    const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')![1]!;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${origin()}/api/booking/resend_links`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `__Host-XSRF-TOKEN=${token}`,
          'x-xsrf-token': decodeURIComponent(token),
          'cf-connecting-ip': clientAddress(),
        },
        body: JSON.stringify({ email, date: today }),
      });
      expect(res.status).toBe(202);
    }
    await inEveryView(clientAddress(), async (page, { prefix, lang, width }) => {
      await page.goto(`${prefix}/idopont-linkek`);
      await ready(page);
      await askForLinks(page, 'kovacs.eva@', '2020-01-01', lang);
      await expect(page.locator('[data-field-error="resend-email"]').textContent()).resolves.toBe(
        lang === 'hu' ? 'Kérjük, érvényes e-mail-címet adjon meg.' : 'Please enter a valid e-mail address.',
      );
      await expect(page.locator('[data-field-error="resend-date"]').count()).resolves.toBe(1);
      await screenshot(page, `resend-problems-${lang}-${width}`);
      await askForLinks(page, email, today, lang);
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toMatch(lang === 'hu' ? /túl sok kérés.*\d{2}:\d{2}/ : /Too many requests.*\d{2}:\d{2}/);
      await screenshot(page, `resend-too-many-${lang}-${width}`, false);
    });
  });
});

/** Each person of a family booking as any person's link reads it: first name → 'HH:MM' and location. */
async function partyPlaces(hash: string): Promise<Record<string, string>> {
  const people: { first_name: string; time: string; location_id: number }[] = (
    await json(`/api/whitetech/appointments/patient_appointment_get/${hash}`)
  ).data.party.people;
  return Object.fromEntries(people.map((p) => [p.first_name, `${p.time}@${p.location_id}`]));
}

const FAMILY_TEXT = {
  hu: {
    everyone: 'Mindenkié együtt (3 fő)',
    one: 'Csak Kovács Bence időpontja',
    together: 'Mindenki együtt kerül át:',
    alone: 'Csak Kovács Bence kerül át az új helyszínre',
    stays: 'A többiek maradnak, és külön érkeznek',
    timeThanks: 'Köszönjük, időpontját módosítottuk',
    placeThanks: 'Köszönjük, a helyszínt módosítottuk',
  },
  en: {
    everyone: 'Everyone together (3 people)',
    one: 'Only Bence Kovács',
    together: 'Everyone moves together:',
    alone: 'Only Bence Kovács moves to the new location',
    stays: 'The others stay and come separately',
    timeThanks: 'Thank you, your appointment has been moved',
    placeThanks: 'Thank you, your location has been changed',
  },
} as const;

describe('a family moving by one child’s links (decision 0055)', () => {
  it(
    'moves everyone together by default, or the child alone when asked, saying so before and after saving',
    { timeout: 600_000 },
    async () => {
      let nth = 0;
      await inEveryView(clientAddress(), async (page, { prefix, lang, width }) => {
        const t = FAMILY_TEXT[lang as 'hu' | 'en'];
        const family = await bookFamilyThroughApi(`csalad.mozgas.${Date.now()}@example.hu`, 6 * nth++);
        const bence = family.people[1]!.hash;

        // The time link: everyone is chosen first, and only times the whole family fits at are offered.
        await page.goto(`${prefix}/idopontmodositas/${bence}`);
        await ready(page);
        const choice = page.locator('[data-family-choice]');
        await expect(choice.getByLabel(t.everyone).isChecked()).resolves.toBe(true);
        await expect(choice.getByLabel(t.one).isChecked()).resolves.toBe(false);
        await page.locator('.calendar-day:not([aria-disabled])').nth(1).click();
        await page.locator('[data-times] label').nth(2).click();
        const outcome = page.locator('[data-family-outcome]');
        await expect.poll(() => outcome.textContent()).toContain(t.together);
        const said = (await outcome.textContent())!;
        for (const name of ['Éva', 'Bence', 'Csilla']) expect(said).toContain(name);
        if (width === 390) await screenshot(page, `family-time-${lang}-${width}`, false);
        await page.locator('[data-manage-save]').click();
        await page.waitForURL(`**${prefix}/idopontmodositas-koszono/${bence}`);
        await ready(page);
        await expect(page.locator('h1').textContent()).resolves.toBe(t.timeThanks);
        // Everyone moved, to the same or back-to-back times the page named.
        const moved = await partyPlaces(bence);
        for (const name of ['Éva', 'Bence', 'Csilla']) expect(said).toContain(moved[name]!.split('@')[0]);
        await expect(page.locator('[data-party-now]').textContent()).resolves.toContain('Csilla');

        // The location link, Bence alone: the page says the others stay, and only he moves.
        await page.goto(`${prefix}/helyszinmodositas/${bence}`);
        await ready(page);
        await page.locator('[data-family-choice]').getByLabel(t.one).check();
        const cards = page.locator('[data-manage-location] li');
        const target = cards.filter({ hasNotText: lang === 'hu' ? 'Jelenlegi helyszín' : 'Current location' }).first();
        await target.getByRole('button').click();
        await expect.poll(() => outcome.textContent()).toContain(t.alone);
        await expect(outcome.textContent()).resolves.toContain(t.stays);
        const days = page.locator('.calendar-day:not([aria-disabled])');
        await days.first().waitFor();
        await days.nth(1).click();
        await page.locator('[data-times] label').first().click();
        if (width === 1366) await screenshot(page, `family-location-${lang}-${width}`, false);
        await page.locator('[data-manage-save]').click();
        await page.waitForURL(`**${prefix}/helyszinmodositas-koszono/${bence}`);
        await ready(page);
        await expect(page.locator('h1').textContent()).resolves.toBe(t.placeThanks);
        const after = await partyPlaces(bence);
        expect(after.Bence).not.toContain('@1');
        expect([after.Éva, after.Csilla]).toEqual([moved.Éva, moved.Csilla]);
      });
    },
  );
});
