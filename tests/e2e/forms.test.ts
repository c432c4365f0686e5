import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LANGS, AUDIT_WIDTHS, axeViolations } from './axe';
import { bookThroughApi } from './bookings';
import { contextOptions, launch } from './browser';
import { ready } from './islands';
import { expectSeenAndFocused } from './seen';
import { signUpAndLogIn } from './signup';
import { chooseFirstTime, continueToSummary, storeBooking } from './summary';

/**
 * Forms say what they need and what went wrong, the same way everywhere (issue 16 point 4, decision
 * 0044): each required field carries `required` and `aria-required` and a visible asterisk the legend
 * explains; a submit with problems opens an alert listing them, brings it into view and focus (its
 * first link then takes the patient to the first invalid field, in view too: decision 0053), marks
 * each `aria-invalid` and ties it to its message by `aria-describedby`, and keeps what was typed. Each form is submitted empty, then with one bad field, in both languages at a phone's and a
 * laptop's width; axe-core audits its error state, and a screenshot of it is kept for a person to see.
 */

type Lang = 'hu' | 'en';
const SCREENSHOTS = new URL('./screenshots/forms/', import.meta.url);
const SUMMARY_TITLE = { hu: 'Kérjük, javítsa a következőket:', en: 'Please correct the following:' };
const LEGEND = { hu: '* kötelező mező', en: '* required field' };
const NEW_TAB = { hu: '(új lapon nyílik meg)', en: '(opens in a new tab)' };

/** A string in each language. */
const say = (hu: string, en: string) => (lang: Lang) => (lang === 'hu' ? hu : en);

/** The account forms' words. */
const REQUIRED = say('Kötelező mező', 'This field is required');
const EMAIL = say('E-mail cím', 'E-mail address');
const INVALID_EMAIL = say('Érvénytelen e-mail cím', 'Invalid e-mail address');
const WEAK = say('Ez a jelszó nem használható', 'This password cannot be used');

/** A problem as the summary lists it. */
const listed = (label: string, message: string) => `${label}: ${message}`;

/** An e-mail and a password form submitted empty. */
const nothingTyped = (password: (lang: Lang) => string) => (lang: Lang) => ({
  listed: [listed(EMAIL(lang), REQUIRED(lang)), listed(password(lang), REQUIRED(lang))],
  invalid: [
    ['email', REQUIRED(lang)],
    ['password', REQUIRED(lang)],
  ] as [string, string][],
});

/** What a submit that found problems must show. */
interface Problems {
  /** Each problem as the summary lists it, in page order. */
  listed: string[];
  /** Each invalid control's id and the message it is described by; the first has the focus. */
  invalid: [id: string, message: string][];
  /** Controls whose value (or tick) must still be there. */
  kept?: Record<string, string | boolean>;
}

interface FormCase {
  /** The island holding the form (its `data-island` name). */
  island: string;
  /** Opens the page of the form in `lang`. */
  open: (page: Page, prefix: string) => Promise<void>;
  /** The form's submit. */
  submit?: string;
  required: string[];
  optional?: string[];
  empty: (lang: Lang) => Problems;
  /** Everything filled in well but one field, then what that shows. */
  oneBad?: { fill: (page: Page) => Promise<void>; problems: (lang: Lang) => Problems };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The island is live and on screen. */
async function live(page: Page, island: string) {
  const root = page.locator(`[data-island="${island}"]`).first();
  await root.scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${island}"][data-hydrated]`).first().waitFor();
}

/** Every required control is required to the browser and to assistive technology, and marked. */
async function expectRequiredMarked(page: Page, island: string, required: string[], optional: string[], lang: Lang) {
  const state = await page.evaluate(
    (ids) =>
      ids.map((id) => {
        const control = document.getElementById(id) as HTMLInputElement | null;
        const label = document.querySelector(`label[for="${id}"]`);
        return {
          id,
          required: control?.required ?? null,
          ariaRequired: control?.getAttribute('aria-required') ?? null,
          marked: (label?.textContent ?? '').trim().endsWith('*'),
        };
      }),
    [...required, ...optional],
  );
  expect(state).toEqual([
    ...required.map((id) => ({ id, required: true, ariaRequired: 'true', marked: true })),
    ...optional.map((id) => ({ id, required: false, ariaRequired: null, marked: false })),
  ]);
  const legend = page.locator(`[data-island="${island}"] [data-required-legend]`).first();
  expect((await legend.textContent())?.trim()).toBe(LEGEND[lang]);
}

/** The summary, the focus, each field's state and message, and what was typed. */
async function expectProblems(page: Page, island: string, { listed, invalid, kept = {} }: Problems, lang: Lang) {
  const summary = page.locator(`[data-island="${island}"] [data-error-summary]`);
  await summary.waitFor();
  expect(await summary.getAttribute('role')).toBe('alert');
  expect((await summary.locator('p').first().textContent())?.trim()).toBe(SUMMARY_TITLE[lang]);
  await expect
    .poll(async () => (await summary.locator('li').allTextContents()).map((item) => item.trim()))
    .toEqual(listed);
  // Each listed problem leads to its field.
  const targets = await summary.locator('li a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(targets).toEqual(invalid.map(([id]) => `#${id}`));

  // Seen: the summary is in view, clear of the fixed header, and has the focus (decision 0053); its
  // first link brings the first field into view and focus.
  await expectSeenAndFocused(page, `[data-island="${island}"] [data-error-summary]`);
  await summary.locator('li a').first().click();
  await expectSeenAndFocused(page, `#${invalid[0]![0]}`);
  const fields = await page.evaluate(
    (scope) =>
      [...document.querySelectorAll(`${scope} [aria-invalid="true"]`)].map((control) => [
        control.id,
        (control.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`),
      ]),
    `[data-island="${island}"]`,
  );
  expect(fields.map(([id]) => id)).toEqual(invalid.map(([id]) => id));
  // Each described by its message (a hint may describe it too).
  for (const [index, [, messages]] of fields.entries()) {
    expect(messages).toEqual(expect.arrayContaining([invalid[index]![1]]));
  }

  for (const [id, value] of Object.entries(kept)) {
    const control = page.locator(`#${id}`);
    if (typeof value === 'boolean') expect(await control.isChecked()).toBe(value);
    else expect(await control.inputValue()).toBe(value);
  }
}

/** The form of `test` in both languages at both widths: empty, then one bad field. */
async function checkForm(name: string, test: FormCase) {
  for (const { prefix, lang } of AUDIT_LANGS) {
    for (const viewport of AUDIT_WIDTHS) {
      // Each view a new visitor, from an address of its own (the forms' limits count per address).
      const context = await browser.newContext(contextOptions({ viewport, locale: lang === 'hu' ? 'hu-HU' : 'en-GB' }));
      context.setDefaultTimeout(90_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await test.open(page, prefix);
        await live(page, test.island);
        const submit = page.locator(`[data-island="${test.island}"] ${test.submit ?? 'button[type="submit"]'}`).first();
        expect(await submit.isEnabled()).toBe(true);
        await expectRequiredMarked(page, test.island, test.required, test.optional ?? [], lang);

        await submit.click();
        await expectProblems(page, test.island, test.empty(lang), lang);
        await page.screenshot({
          path: new URL(`${name}-${lang}-${viewport.width}.png`, SCREENSHOTS).pathname,
          fullPage: true,
        });
        expect(await axeViolations(page)).toEqual([]);

        if (test.oneBad) {
          await test.oneBad.fill(page);
          await submit.click();
          await expectProblems(page, test.island, test.oneBad.problems(lang), lang);
        }
      } catch (error) {
        throw new Error(`${name} in ${lang} at ${viewport.width} px (${page.url()})`, { cause: error });
      } finally {
        await context.close();
      }
      expect(errors).toEqual([]);
    }
  }
}

const open = (path: string) => async (page: Page, prefix: string) => {
  await page.goto(`${prefix}${path}`);
  await ready(page);
};

/** The patient of the basic-data step with nothing filled in (the citizenship has its default). */
const NOBODY = {
  last_name: '',
  first_name: '',
  gender: 0,
  birth: '',
  taj: '',
  email: '',
  phone_number: '',
  zip_code: '',
  city: '',
  address: '',
};

describe('every form says what it needs and what went wrong, the same way', () => {
  it('the booking basic-data step', { timeout: 1_200_000 }, async () => {
    const required = 'last_name first_name gender birth state taj email phone_number zip_code city address'.split(' ');
    await checkForm('basic-data', {
      island: 'BookingBasicData',
      submit: '[data-step-continue]',
      open: async (page, prefix) => {
        await storeBooking(page, { person: NOBODY });
        await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
        await ready(page);
        await chooseFirstTime(page);
      },
      required,
      optional: ['birth_place', 'mothers_name', 'invoice_notes'],
      empty: (lang) => {
        const names = say(
          'Vezetéknév|Keresztnév|Nem|Születési dátum|TAJ-szám|E-mail cím|Telefonszám|Irányítószám|Település|Utca, házszám',
          'Last name|First name|Sex|Date of birth|TAJ number (Hungarian social security)|E-mail address|Phone number|Postal code|Town|Street and number',
        )(lang).split('|');
        const message = REQUIRED(lang);
        const ids = required.filter((id) => id !== 'state');
        return {
          listed: names.map((name) => `${name}: ${message}`),
          invalid: ids.map((id) => [id, message]),
        };
      },
      oneBad: {
        fill: async (page) => {
          await page.locator('#last_name').fill('Kovács-Szőke');
          await page.locator('#first_name').fill('Éva');
          await page.locator('#gender').selectOption('1');
          await page.locator('#birth').fill('1985-04-12');
          await page.locator('#taj').fill('123 456 789');
          await page.locator('#email').fill('eva@example.hu');
          await page.locator('#phone_number').fill('+36 30 123 4567');
          await page.locator('#city').fill('Budapest');
          await page.locator('#zip_code').fill('1134');
          await page.locator('#address').fill('Váci út 12.');
        },
        problems: (lang) => ({
          listed: [say('TAJ-szám: Hibás TAJ-szám', 'TAJ number (Hungarian social security): Invalid TAJ number')(lang)],
          invalid: [['taj', say('Hibás TAJ-szám', 'Invalid TAJ number')(lang)]],
          kept: { last_name: 'Kovács-Szőke', taj: '123 456 789', email: 'eva@example.hu', address: 'Váci út 12.' },
        }),
      },
    });
  });

  it('the company enquiry', { timeout: 1_200_000 }, async () => {
    const fields = ['company', 'contactName', 'email', 'phone', 'headcount'];
    await checkForm('company-enquiry', {
      island: 'EnquiryForm',
      open: open('/vallalatoknak'),
      required: fields.map((field) => `enquiry-${field}`),
      optional: ['enquiry-message'],
      empty: (lang) => {
        const message = say('Kérjük, töltse ki ezt a mezőt.', 'Please fill in this field.')(lang);
        const names = say(
          'Cégnév|Kapcsolattartó neve|E-mail-cím|Telefonszám|Munkavállalók száma',
          'Company name|Contact person|E-mail address|Phone number|Number of employees',
        )(lang).split('|');
        return {
          listed: names.map((name) => `${name}: ${message}`),
          invalid: fields.map((field) => [`enquiry-${field}`, message]),
        };
      },
      oneBad: {
        fill: async (page) => {
          await page.locator('#enquiry-company').fill('Példa Gyártó Kft.');
          await page.locator('#enquiry-contactName').fill('Kiss Anna');
          await page.locator('#enquiry-email').fill('anna.kiss@pelda.hu');
          await page.locator('#enquiry-phone').fill('hívjanak vissza');
          await page.locator('#enquiry-headcount').fill('250');
          await page.locator('#enquiry-message').fill('Őszi szűrést terveznénk.');
        },
        problems: (lang) => {
          const message = say(
            'Kérjük, érvényes telefonszámot adjon meg (pl. +36 1 555 0100).',
            'Please enter a valid phone number (e.g. +36 1 555 0100).',
          )(lang);
          return {
            listed: [`${say('Telefonszám', 'Phone number')(lang)}: ${message}`],
            invalid: [['enquiry-phone', message]],
            kept: {
              'enquiry-company': 'Példa Gyártó Kft.',
              'enquiry-phone': 'hívjanak vissza',
              'enquiry-message': 'Őszi szűrést terveznénk.',
            },
          };
        },
      },
    });
  });

  it('the contest entry', { timeout: 1_200_000 }, async () => {
    await checkForm('contest', {
      island: 'ContestForm',
      open: open('/esemenyek/nyeremenyjatek-maldiv-utazas'),
      required: ['contest-lastName', 'contest-firstName', 'contest-email', 'contest-consent'],
      optional: ['contest-visited_before', 'contest-maldiv'],
      empty: (lang) => {
        const message = say('Kötelező mező.', 'This field is required.')(lang);
        const consent = say(
          'A jelentkezéshez el kell fogadnia az adatkezelési tájékoztatót.',
          'To enter, please accept the privacy notice.',
        )(lang);
        const names = say('Vezetéknév|Keresztnév|E-mail-cím', 'Last name|First name|E-mail address')(lang).split('|');
        return {
          listed: [...names.map((name) => `${name}: ${message}`), consent],
          invalid: [
            ['contest-lastName', message],
            ['contest-firstName', message],
            ['contest-email', message],
            ['contest-consent', consent],
          ],
        };
      },
      oneBad: {
        fill: async (page) => {
          await page.locator('#contest-lastName').fill('Nyertes');
          await page.locator('#contest-firstName').fill('Nóra');
          await page.locator('#contest-email').fill('nyertes.nora@');
          await page.locator('#contest-maldiv').check();
          await page.locator('#contest-consent').check();
        },
        problems: (lang) => {
          const message = say(
            'Adjon meg egy érvényes e-mail-címet, például nev@pelda.hu.',
            'Enter a valid e-mail address, such as name@example.com.',
          )(lang);
          return {
            listed: [`${say('E-mail-cím', 'E-mail address')(lang)}: ${message}`],
            invalid: [['contest-email', message]],
            kept: {
              'contest-lastName': 'Nyertes',
              'contest-email': 'nyertes.nora@',
              'contest-maldiv': true,
              'contest-consent': true,
            },
          };
        },
      },
    });
  });

  it('the privacy notice under the contest opens in a new tab and says so', { timeout: 300_000 }, async () => {
    for (const { prefix, lang } of AUDIT_LANGS) {
      const context = await browser.newContext(contextOptions());
      const page = await context.newPage();
      await open('/esemenyek/nyeremenyjatek-maldiv-utazas')(page, prefix);
      const name = `${say('Adatkezelési tájékoztató', 'Privacy notice')(lang)} ${NEW_TAB[lang]}`;
      const link = page.locator('[data-island="ContestForm"]').getByRole('link', { name, exact: true });
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.locator('svg').count()).toBe(1);
      await context.close();
    }
  });

  it('sign-up', { timeout: 1_200_000 }, async () => {
    await checkForm('signup', {
      island: 'SignupForm',
      open: open('/sajat/regisztracio'),
      required: ['email', 'password'],
      empty: nothingTyped(say('Jelszó', 'Password')),
      oneBad: {
        fill: async (page) => {
          await page.locator('#email').fill('uj.fiok@example.hu');
          await page.locator('#password').fill('rövid');
        },
        problems: (lang) => {
          const message = say(
            'Ez a jelszó nem használható: legalább 10 karakter, ne gyakori jelszó, és ne tartalmazza az e-mail címét.',
            'This password cannot be used: at least 10 characters, not a common password, and not containing your e-mail address.',
          )(lang);
          return {
            listed: [`${say('Jelszó', 'Password')(lang)}: ${message}`],
            invalid: [['password', message]],
            kept: { email: 'uj.fiok@example.hu', password: 'rövid' },
          };
        },
      },
    });
  });

  it('sign-up: a password only the server refuses shows at its field too', { timeout: 300_000 }, async () => {
    const context = await browser.newContext(contextOptions({ viewport: AUDIT_WIDTHS[0] }));
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    await open('/sajat/regisztracio')(page, '');
    await live(page, 'SignupForm');
    await page.locator('#email').fill(`elutasitott.${Date.now()}@example.hu`);
    // Long enough for the browser's check; a common password the server's list refuses.
    await page.locator('#password').fill('password123');
    await page.locator('[data-island="SignupForm"] button[type="submit"]').click();
    const message = (await page.locator('#password-error').textContent()) ?? '';
    expect(message).toContain(WEAK('hu'));
    await expectProblems(
      page,
      'SignupForm',
      { listed: [listed('Jelszó', message)], invalid: [['password', message]], kept: { password: 'password123' } },
      'hu',
    );
    await context.close();
  });

  it('login, whose button is never disabled', { timeout: 1_200_000 }, async () => {
    await checkForm('login', {
      island: 'LoginForm',
      open: open('/sajat/bejelentkezes'),
      required: ['email', 'password'],
      empty: nothingTyped(say('Jelszó', 'Password')),
      oneBad: {
        fill: async (page) => {
          await page.locator('#email').fill('nem-email-cim');
          await page.locator('#password').fill('Valami-jelszó-42');
        },
        problems: (lang) => {
          const message = INVALID_EMAIL(lang);
          return {
            listed: [listed(EMAIL(lang), message)],
            invalid: [['email', message]],
            kept: { email: 'nem-email-cim', password: 'Valami-jelszó-42' },
          };
        },
      },
    });
  });

  it('the password reset: asking for the link, and setting the new password', { timeout: 1_200_000 }, async () => {
    await checkForm('reset-request', {
      island: 'ResetForm',
      open: open('/sajat/jelszo-visszaallitas'),
      required: ['email'],
      empty: (lang) => ({
        listed: [listed(EMAIL(lang), REQUIRED(lang))],
        invalid: [['email', REQUIRED(lang)]],
      }),
      oneBad: {
        fill: (page) => page.locator('#email').fill('valaki@'),
        problems: (lang) => ({
          listed: [listed(EMAIL(lang), INVALID_EMAIL(lang))],
          invalid: [['email', INVALID_EMAIL(lang)]],
          kept: { email: 'valaki@' },
        }),
      },
    });
    await checkForm('reset-new-password', {
      island: 'ResetForm',
      open: open('/sajat/jelszo-visszaallitas?token=egy-emailben-kapott-token'),
      required: ['password'],
      empty: (lang) => ({
        listed: [listed(say('Új jelszó', 'New password')(lang), REQUIRED(lang))],
        invalid: [['password', REQUIRED(lang)]],
      }),
      oneBad: {
        fill: (page) => page.locator('#password').fill('kilenc-ka'),
        problems: (lang) => {
          const weak = WEAK(lang);
          return {
            listed: [
              expect.stringContaining(`${say('Új jelszó', 'New password')(lang)}: ${weak}`) as unknown as string,
            ],
            invalid: [['password', expect.stringContaining(weak) as unknown as string]],
            kept: { password: 'kilenc-ka' },
          };
        },
      },
    });
  });

  it('the lost-links form', { timeout: 1_200_000 }, async () => {
    await checkForm('resend-links', {
      island: 'ResendLinksForm',
      open: open('/idopont-linkek'),
      required: ['resend-email', 'resend-date'],
      empty: (lang) => {
        const message = say('Kérjük, töltse ki ezt a mezőt.', 'Please fill in this field.')(lang);
        return {
          listed: say(
            'E-mail-cím|Az időpont napja',
            'E-mail address|Day of the appointment',
          )(lang)
            .split('|')
            .map((name) => `${name}: ${message}`),
          invalid: [
            ['resend-email', message],
            ['resend-date', message],
          ],
        };
      },
    });
  });

  it('the booking details behind a hash link', { timeout: 1_200_000 }, async () => {
    const { hash } = await bookThroughApi(`urlap.${Date.now()}@example.hu`);
    await checkForm('manage-data', {
      island: 'ManageData',
      open: async (page, prefix) => {
        await open(`/adatkitoltes/${hash}`)(page, prefix);
        await live(page, 'ManageData');
        await page.locator('#last_name').fill('');
        await page.locator('#email').fill('kovacs.eva@');
      },
      required: ['last_name', 'first_name', 'gender', 'birth', 'taj', 'email', 'phone_number', 'zip_code'],
      optional: ['birth_place', 'mothers_name', 'invoice_notes'],
      empty: (lang) => ({
        listed: [
          listed(say('Vezetéknév', 'Last name')(lang), REQUIRED(lang)),
          listed(EMAIL(lang), INVALID_EMAIL(lang)),
        ],
        invalid: [
          ['last_name', REQUIRED(lang)],
          ['email', INVALID_EMAIL(lang)],
        ],
        kept: { email: 'kovacs.eva@' },
      }),
    });
  });

  it(
    'the summary: its consents are required, named and open their pages in a new tab',
    { timeout: 1_200_000 },
    async () => {
      await checkForm('summary-consents', {
        island: 'BookingSummary',
        submit: '[data-book]',
        open: async (page, prefix) => {
          await storeBooking(page);
          await page.goto(`${prefix}/idopontfoglalas-idopontvalasztas`);
          await ready(page);
          await chooseFirstTime(page);
          await continueToSummary(page);
          await page.locator('[data-book]').waitFor();
          // The pages the consents are about, each a link by its name that says it opens a new tab.
          const lang: Lang = prefix ? 'en' : 'hu';
          for (const [name, path] of [
            [say('Általános Szerződési Feltételek', 'Terms and Conditions')(lang), '/statikus/aszf'],
            [say('Adatkezelési tájékoztató', 'Privacy Notice')(lang), '/statikus/adatkezelesi-tajekoztato'],
          ] as const) {
            const link = page.getByRole('link', { name: `${name} ${NEW_TAB[lang]}`, exact: true });
            expect(await link.count()).toBe(1);
            expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([
              `${prefix}${path}`,
              '_blank',
            ]);
            expect(await link.locator('svg').count()).toBe(1);
          }
        },
        required: ['elfogadom', 'adatvedelmiElfogadom'],
        empty: (lang) => {
          const terms = say(
            'Az általános szerződési feltételek elfogadása kötelező',
            'Please accept the terms and conditions',
          )(lang);
          const privacy = say(
            'Az adatkezelési tájékoztató elfogadása kötelező',
            'Please accept the privacy notice',
          )(lang);
          return {
            listed: [terms, privacy],
            invalid: [
              ['elfogadom', terms],
              ['adatvedelmiElfogadom', privacy],
            ],
          };
        },
        oneBad: {
          fill: (page) => page.locator('#elfogadom').check(),
          problems: (lang) => {
            const privacy = say(
              'Az adatkezelési tájékoztató elfogadása kötelező',
              'Please accept the privacy notice',
            )(lang);
            return { listed: [privacy], invalid: [['adatvedelmiElfogadom', privacy]], kept: { elfogadom: true } };
          },
        },
      });
    },
  );

  it(
    'the account forms of a signed-in user: the main patient, the profile and the password',
    { timeout: 1_200_000 },
    async () => {
      const email = `urlapok.${Date.now()}@example.hu`;
      const context = await browser.newContext(contextOptions({ viewport: AUDIT_WIDTHS[0] }));
      context.setDefaultTimeout(90_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signUpAndLogIn(page, email);

      for (const { prefix, lang } of AUDIT_LANGS) {
        const required = REQUIRED(lang);
        for (const viewport of AUDIT_WIDTHS) {
          await page.setViewportSize(viewport);
          const shot = (name: string) =>
            page.screenshot({
              path: new URL(`${name}-${lang}-${viewport.width}.png`, SCREENSHOTS).pathname,
              fullPage: true,
            });

          // The main patient: the booking form's fields and rules; the e-mail address comes filled in.
          await open('/sajat/elso-lepesek')(page, prefix);
          await live(page, 'MainPatientForm');
          await expectRequiredMarked(
            page,
            'MainPatientForm',
            ['last_name', 'gender', 'taj', 'email'],
            ['mothers_name'],
            lang,
          );
          await page.locator('[data-main-patient] button[type="submit"]').click();
          const missing = [
            'last_name',
            'first_name',
            'gender',
            'birth',
            'taj',
            'phone_number',
            'zip_code',
            'city',
            'address',
          ];
          await expectProblems(
            page,
            'MainPatientForm',
            {
              listed: say(
                'Vezetéknév|Keresztnév|Nem|Születési dátum|TAJ-szám|Telefonszám|Irányítószám|Település|Utca, házszám',
                'Last name|First name|Sex|Date of birth|TAJ number (Hungarian social security)|Phone number|Postal code|Town|Street and number',
              )(lang)
                .split('|')
                .map((name) => `${name}: ${required}`),
              invalid: missing.map((id) => [id, required]),
              kept: { email },
            },
            lang,
          );
          await shot('main-patient');
          expect(await axeViolations(page)).toEqual([]);

          // The profile: a display name emptied, a password change and a deletion asked for with nothing.
          await open('/sajat/profilom')(page, prefix);
          await live(page, 'AccountSettings');
          await page.locator('#username').fill('');
          await page.locator('[data-profile-account] button[type="submit"]').click();
          await expectProblems(
            page,
            'AccountSettings',
            {
              listed: [`${say('Megjelenített név', 'Display name')(lang)}: ${required}`],
              invalid: [['username', required]],
            },
            lang,
          );
          await live(page, 'AccountSecurity');
          await expectRequiredMarked(
            page,
            'AccountSecurity',
            ['current-password', 'new-password', 'delete-password'],
            [],
            lang,
          );
          const change = page.locator('[data-profile-password] button[type="submit"]');
          expect(await change.isEnabled()).toBe(true);
          await page.locator('#new-password').fill('rövid-7');
          await change.click();
          await expectProblems(
            page,
            'AccountSecurity',
            {
              listed: [
                `${say('Jelenlegi jelszó', 'Current password')(lang)}: ${required}`,
                expect.stringContaining(
                  listed(say('Új jelszó', 'New password')(lang), WEAK(lang)),
                ) as unknown as string,
              ],
              invalid: [
                ['current-password', required],
                ['new-password', expect.stringContaining(WEAK(lang)) as unknown as string],
              ],
              kept: { 'new-password': 'rövid-7' },
            },
            lang,
          );
          const remove = page.locator('[data-profile-delete] button[type="submit"]');
          expect(await remove.isEnabled()).toBe(true);
          await remove.click();
          await expectSeenAndFocused(page, '[data-profile-delete] [data-error-summary]');
          expect(await page.locator('[data-profile-delete] [data-error-summary] li').allTextContents()).toEqual([
            `${say('Jelenlegi jelszó', 'Current password')(lang)}: ${required}`,
          ]);
          expect(await page.locator('#delete-password').getAttribute('aria-describedby')).toBe('delete-password-error');
          await shot('profile');
          expect(await axeViolations(page)).toEqual([]);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
