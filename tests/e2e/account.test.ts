import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_WIDTHS } from './axe';
import { contextOptions, launch, VIEWPORTS, visitor } from './browser';
import { ready } from './islands';
import { mailLink } from './outbox';
import { expectSeenAndFocused } from './seen';
import { confirmAddress, logIn, PASSWORD, register, saveMainPatient } from './signup';
import { startToBasicData } from './summary';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('one confirmation, one click (issue 25)', () => {
  const CASES = [
    {
      prefix: '',
      viewport: AUDIT_WIDTHS[0],
      subject: /E-mail cím megerősítése/,
      link: 'E-mail cím megerősítése',
      notConfirmed: 'még nincs megerősítve',
      again: 'küldünk egy új megerősítő linket',
    },
    {
      prefix: '/en',
      viewport: AUDIT_WIDTHS[1],
      subject: /Confirm your e-mail address/,
      link: 'Confirm my e-mail address',
      notConfirmed: 'not confirmed yet',
      again: 'we will send you a new confirmation link',
    },
  ] as const;

  for (const { prefix, viewport, subject, link, notConfirmed, again } of CASES) {
    it(`the mailed link confirms on its first visit, also after a login sent another (${prefix || 'hu'}, ${viewport.width} px)`, async () => {
      const email = `egykattintas.${Date.now()}@example.hu`;
      const { page, errors } = await visitor(browser, viewport);
      await page.goto(`${prefix}/sajat/regisztracio`);
      await ready(page);
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(PASSWORD);
      await page.locator('[data-island="SignupForm"] button[type="submit"]').click();
      await page.locator('[data-signup-sent]').waitFor();
      // A login before confirming: refused, and another link sent, which must not end the first.
      await page.goto(`${prefix}/sajat/bejelentkezes`);
      await ready(page);
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(PASSWORD);
      await page.locator('[data-island="LoginForm"] button[type="submit"]').click();
      await expect.poll(() => page.locator('[data-refusal]').textContent()).toContain(notConfirmed);
      await expectSeenAndFocused(page, '[data-refusal]');

      // The first mail's link (the outbox lists the newest first): one click, confirmed, nothing to press.
      const rows = page.locator('tr', { hasText: email }).filter({ hasText: subject });
      await expect.poll(async () => (await page.goto('/dev/outbox'), await rows.count()), { timeout: 30_000 }).toBe(2);
      await rows.last().getByRole('link').click();
      await page.waitForURL(/\/dev\/outbox\/\d+$/);
      const href = (await page.frameLocator('iframe').getByRole('link', { name: link }).getAttribute('href'))!;
      await page.goto(href);
      await ready(page);
      await page.locator('[data-verified]').waitFor();
      expect(await page.locator('[data-verify] button').count()).toBe(0);

      // Opened again: used up; the page says so, in view and focused, and how to get a new one.
      await page.goto(href);
      await ready(page);
      await expect.poll(() => page.locator('[data-verify] [data-refusal]').textContent()).toContain(again);
      await expectSeenAndFocused(page, '[data-verify] [data-refusal]');
      await logInWithIds(page, email);
      await page.waitForURL('**/sajat/elso-lepesek');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

/** The login form of the page, by its controls' ids (either language). */
async function logInWithIds(page: import('playwright-core').Page, email: string) {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('[data-island="LoginForm"] button[type="submit"]').click();
}

describe('an account', () => {
  it('is registered, confirmed, keeps the main patient, pre-fills a booking and lists it', async () => {
    const email = `fiok.${Date.now()}@example.hu`;
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    await page.goto('/sajat');
    // The overview needs a login and comes back after it.
    await page.waitForURL('**/sajat/bejelentkezes?next=%2Fsajat');

    await register(page, email);
    await page.goto('/sajat/bejelentkezes');
    await ready(page);
    await logIn(page, email, PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('még nincs megerősítve');
    await confirmAddress(page, email);
    await logIn(page, email, PASSWORD);

    // No main patient yet: the first steps.
    await page.waitForURL('**/sajat/elso-lepesek');
    await ready(page);
    await expect.poll(() => page.getByLabel('E-mail cím').inputValue()).toBe(email);
    const { taj } = await saveMainPatient(page, 'Fiók', 'Teréz');
    await ready(page);
    await expect.poll(() => page.locator('main').textContent()).toContain('Nincs közelgő időpontja');

    // Booking: the basic-data step arrives filled in from the main patient.
    await page.goto('/idopontfoglalas');
    await ready(page);
    await page.getByRole('button', { name: 'Ezt választom: Alap laborcsomag' }).click();
    await startToBasicData(page);
    await expect.poll(() => page.getByLabel('Vezetéknév').inputValue()).toBe('Fiók');
    await expect.poll(() => page.getByLabel('TAJ-szám').inputValue()).toBe(taj);
    await expect.poll(() => page.getByLabel('E-mail cím').inputValue()).toBe(email);
    await page.locator('[data-step-continue]').click();
    await page.waitForURL('**/idopontfoglalas-osszegzes');
    await ready(page);
    await page.getByLabel('Fizetés a helyszínen').check();
    await page.getByLabel(/Általános Szerződési Feltételeket/).check();
    await page.getByLabel(/Adatkezelési tájékoztatót/).check();
    await page.locator('[data-book]').click();
    await page.waitForURL('**/idopontfoglalas-koszono');
    // A verified account's on-site booking is confirmed at once: no mail to confirm it from (decision 0050).
    await page.locator('[data-thanks="confirmed"]').waitFor();
    await expect.poll(() => page.locator('[data-thanks]').textContent()).toContain('Foglalását rögzítettük');
    expect(await page.locator('[data-awaits-confirmation]').count()).toBe(0);

    // The overview lists it with its manage links.
    await page.goto('/sajat');
    await ready(page);
    const booking = page.locator('[data-my-appointment]');
    await expect.poll(() => booking.count()).toBe(1);
    await expect.poll(() => booking.textContent()).toContain('Alap laborcsomag');
    await expect.poll(() => booking.getByRole('link', { name: 'Időpont lemondása' }).count()).toBe(1);

    await page.locator('[data-logout]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/sajat');
    await page.waitForURL('**/sajat/bejelentkezes?next=%2Fsajat');
    expect(errors).toEqual([]);
  });

  it('gets a forgotten password reset from an e-mailed link', async () => {
    const email = `elfelejtett.${Date.now()}@example.hu`;
    const { page, errors } = await visitor(browser, VIEWPORTS.phone);
    await register(page, email);
    await confirmAddress(page, email);

    await page.goto('/sajat/bejelentkezes');
    await ready(page);
    await page.getByRole('link', { name: 'Elfelejtette jelszavát?' }).click();
    await page.waitForURL('**/sajat/jelszo-visszaallitas');
    await ready(page);
    await page.getByLabel('E-mail cím').fill(email);
    await page.getByRole('button', { name: 'Link küldése' }).click();
    await page.locator('[data-reset-done]').waitFor();

    const link = await mailLink(page, email, /Jelszó visszaállítása/, 'Új jelszó megadása');
    await page.goto(link);
    await ready(page);
    await page.locator('#password').fill('Új-jelszó-a-hegyekben-7');
    await page.getByRole('button', { name: 'Új jelszó mentése' }).click();
    await page.locator('[data-reset-done]').waitFor();
    await page.getByRole('link', { name: 'Tovább a bejelentkezéshez' }).click();
    await ready(page);
    await logIn(page, email, PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Hibás e-mail cím vagy jelszó');
    await logIn(page, email, 'Új-jelszó-a-hegyekben-7');
    await page.waitForURL('**/sajat/elso-lepesek');

    // The link works once.
    await page.goto(link);
    await ready(page);
    await page.locator('#password').fill('Még-egy-új-jelszó-8');
    await page.getByRole('button', { name: 'Új jelszó mentése' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('érvénytelen');
    expect(errors).toEqual([]);
  });

  it('logs in with its script not yet run: the password goes in the body, never in the address', async () => {
    const email = `szkript.nelkul.${Date.now()}@example.hu`;
    const { page } = await visitor(browser, VIEWPORTS.phone);
    await register(page, email);
    await confirmAddress(page, email);

    // A browser whose script has not run (or never will): the form posts, and the page answers.
    const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.phone, javaScriptEnabled: false }));
    const bare = await context.newPage();
    const addresses: string[] = [];
    bare.on('request', (request) => addresses.push(request.url()));
    await bare.goto('/sajat/bejelentkezes');
    await logIn(bare, email, 'nem-ez-a-jelszavam-9');
    await bare.getByRole('alert').filter({ hasText: 'Hibás e-mail cím vagy jelszó.' }).waitFor();
    // What was typed in the address field is still there.
    expect(await bare.getByLabel('E-mail cím').inputValue()).toBe(email);
    await logIn(bare, email, PASSWORD);
    await bare.waitForURL('**/sajat/elso-lepesek');
    expect(addresses.filter((url) => url.includes('jelszav') || url.includes(encodeURIComponent(PASSWORD)))).toEqual(
      [],
    );
    expect(addresses.every((url) => !new URL(url).search.includes('password'))).toBe(true);
    await context.close();
  });

  it('links a login of another provider, then logs in with it', async () => {
    const email = `osszekapcsolt.${Date.now()}@example.hu`;
    const { page, errors } = await visitor(browser, VIEWPORTS.laptop);
    await register(page, email);
    await confirmAddress(page, email);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/sajat/elso-lepesek');

    await page.goto('/sajat/profilom');
    await ready(page);
    await expect
      .poll(() => page.locator('[data-linked-logins]').textContent())
      .toContain('Csak e-mail címmel és jelszóval');
    // The local OpenID Connect provider signs its test user in and sends the browser back.
    await page.locator('[data-link-provider="testidp"]').click();
    await page.waitForURL('**/sajat/profilom');
    await ready(page);
    await expect.poll(() => page.locator('[data-linked-logins]').textContent()).toContain('testidp (alice@idp.test)');

    await page.goto('/sajat');
    await ready(page);
    await page.locator('[data-logout]').click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/sajat/bejelentkezes');
    await ready(page);
    await page.getByRole('link', { name: 'Folytatás ezzel: Test IdP' }).click();
    await page.waitForURL(/\/sajat$/);
    await ready(page);
    // The same account as the password login, not a new one.
    await expect.poll(() => page.locator('main').textContent()).toContain(email);
    expect(errors).toEqual([]);
  });
});
