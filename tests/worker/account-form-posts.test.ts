import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { accountEn, accountHu } from '../../src/i18n/accountMessages';
import { loginIntro } from '../../src/routes/pages/account';
import { ORIGIN, postJson, solvedProof } from './helpers';

/**
 * The sign-up, login and password-reset forms posted as a browser posts them before their script has
 * run, or without script (issue 16): the password goes in the body, never in the address, and the page
 * does what the form's island would have asked the API to do, saying any refusal in the page's words
 * and keeping the address typed.
 */

const PASSWORD = 'Kék-Tulipán-Vár-42';
const NEW_PASSWORD = 'Zöld-Gesztenye-Fa-77';
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
let counter = 0;
function fresh(tag: string) {
  counter += 1;
  return { email: `${tag}.${Date.now().toString(36)}${counter}@example.hu`, ip: `2001:db8:f0${RUN}::${counter}` };
}

/** A form post from the site's own page, as the browser sends it. */
const post = (path: string, fields: Record<string, string>, ip: string) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
    body: new URLSearchParams(fields),
  });

/** The error notice the page rendered, or null. */
const alertOf = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null;

async function tokenFromMail(to: string, kind: 'verify' | 'reset'): Promise<string> {
  const pattern = kind === 'verify' ? /\?verify=([A-Za-z0-9_-]+)/ : /\?token=([A-Za-z0-9_-]+)/;
  for (let attempt = 0; attempt < 80; attempt++) {
    const row = await env.DB.prepare(
      'SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND kind = ?2 ORDER BY id DESC LIMIT 1',
    )
      .bind(to, kind)
      .first<{ text_body: string }>();
    const match = row && pattern.exec(row.text_body);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No ${kind} mail to ${to}`);
}

describe('account forms posted before their script ran', () => {
  it('sign up, log in to the first steps, refuse a wrong password keeping the address, reset the password', async () => {
    const { email, ip } = fresh('urlap');
    // Sign-up before the page found its proof of work (decision 0050): refused, the address kept.
    const early = await post('/sajat/regisztracio', { email, password: PASSWORD }, ip);
    const earlyHtml = await early.text();
    expect(alertOf(earlyHtml)).toContain('Nem sikerült ellenőrizni a böngészőjét');
    expect(earlyHtml).toContain(`value="${email}"`);
    expect(earlyHtml).not.toContain(PASSWORD);
    // With it: the page says the mail is on its way.
    const signedUp = await post(
      '/sajat/regisztracio',
      { email, password: PASSWORD, challenge: await solvedProof() },
      ip,
    );
    expect(signedUp.status).toBe(200);
    const signupHtml = await signedUp.text();
    expect(signupHtml).toContain('data-signup-sent=""');
    expect(signupHtml).not.toContain(PASSWORD);
    expect((await postJson('/api/auth/verify', { token: await tokenFromMail(email, 'verify') })).status).toBe(200);

    // A wrong password: the login page again, the refusal said, the address kept, the password not.
    const wrong = await post('/sajat/bejelentkezes', { email, password: 'nem-ez-a-jelszo-1' }, ip);
    expect(wrong.status).toBe(200);
    const wrongHtml = await wrong.text();
    expect(alertOf(wrongHtml)).toBe('Hibás e-mail cím vagy jelszó.');
    expect(wrongHtml).toContain(`value="${email}"`);
    expect(wrongHtml).not.toContain('nem-ez-a-jelszo-1');
    expect(wrong.headers.get('set-cookie') ?? '').not.toContain('__Host-session');

    // The right one: a session, and a new account's first steps.
    const right = await post('/sajat/bejelentkezes', { email, password: PASSWORD }, ip);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/sajat/elso-lepesek');
    expect(right.headers.get('set-cookie')).toMatch(/__Host-session=[^;]+;.*HttpOnly/i);
    // With ?next= it goes back there.
    const back = await post('/sajat/bejelentkezes?next=%2Fsajat%2Fprofil', { email, password: PASSWORD }, ip);
    expect(back.headers.get('location')).toBe('/sajat/profil');

    // A reset link asked for, and the new password set from it.
    const asked = await post('/sajat/jelszo-visszaallitas', { email }, ip);
    expect(await asked.text()).toContain('data-reset-done=""');
    const token = await tokenFromMail(email, 'reset');
    const weak = await post(`/sajat/jelszo-visszaallitas?token=${token}`, { password: 'rovid' }, ip);
    expect(alertOf(await weak.text())).toMatch(/^Ez a jelszó nem használható/);
    const set = await post(`/sajat/jelszo-visszaallitas?token=${token}`, { password: NEW_PASSWORD }, ip);
    expect(await set.text()).toContain('data-reset-done=""');
    expect((await post('/sajat/bejelentkezes', { email, password: NEW_PASSWORD }, ip)).status).toBe(303);
  });

  it('say what is wrong in English, and refuse a post from another site', async () => {
    const { email, ip } = fresh('form');
    const wrong = await post('/en/sajat/bejelentkezes', { email, password: 'not-the-password-1' }, ip);
    expect(alertOf(await wrong.text())).toBe('Wrong e-mail address or password.');
    const invalid = await post('/en/sajat/regisztracio', { email: 'not an address', password: PASSWORD }, ip);
    const invalidHtml = await invalid.text();
    expect(alertOf(invalidHtml)).toBe('Invalid e-mail address');
    expect(invalidHtml).toContain('value="not an address"');
    const foreign = await SELF.fetch(`${ORIGIN}/sajat/bejelentkezes`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('the mailed links (issue 25)', () => {
  /** The newest mail of `kind` to `to`, as plain text. */
  async function mailText(to: string, kind: string): Promise<string> {
    await tokenFromMail(to, 'verify');
    const row = await env.DB.prepare(
      'SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND kind = ?2 ORDER BY id DESC LIMIT 1',
    )
      .bind(to, kind)
      .first<{ text_body: string }>();
    return row!.text_body;
  }

  it('confirm the address with one press without script; a used link says how to get a new one', async () => {
    const { email, ip } = fresh('egykatt');
    await post('/sajat/regisztracio', { email, password: PASSWORD, challenge: await solvedProof() }, ip);
    // The sign-up mail greets nobody by the address's first half: no name is known yet.
    const text = await mailText(email, 'verify');
    expect(text).toContain('Kedves Ügyfelünk!');
    expect(text).not.toContain(`Kedves ${email.split('@')[0]}`);
    const token = await tokenFromMail(email, 'verify');

    // The link's page: a form with one button, which the page answers itself (the island confirms at once).
    const opened = await (await SELF.fetch(`${ORIGIN}/sajat/bejelentkezes?verify=${token}`)).text();
    expect(opened).toContain('data-verify=""');
    expect(opened).toMatch(new RegExp(`<input type="hidden" name="verify" value="${token}"/>`));
    const pressed = await post(`/sajat/bejelentkezes?verify=${token}`, { verify: token }, ip);
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('data-verified=""');
    expect((await post('/sajat/bejelentkezes', { email, password: PASSWORD }, ip)).status).toBe(303);

    // Pressed again: the link is used; the page says so and what to do for a new one.
    const again = alertOf(await (await post(`/sajat/bejelentkezes?verify=${token}`, { verify: token }, ip)).text());
    expect(again).toContain('A link érvénytelen');
    expect(again).toContain('küldünk egy új megerősítő linket');
  });

  it('a reset link that no longer works asks for the address to send a new one to, right there', async () => {
    const { email, ip } = fresh('ujlink');
    for (const [prefix, labels] of [
      ['', accountHu],
      ['/en', accountEn],
    ] as const) {
      const dead = await post(`${prefix}/sajat/jelszo-visszaallitas?token=lejart-link`, { password: NEW_PASSWORD }, ip);
      const html = await dead.text();
      expect(alertOf(html)).toBe(labels.resetLinkInvalid.replace(/'/g, '&#x27;'));
      expect(html).toContain('name="email"');
      expect(html).not.toContain(NEW_PASSWORD);
      // The address sent from the same page: the same answer whether or not it has an account.
      const asked = await (await post(`${prefix}/sajat/jelszo-visszaallitas?token=lejart-link`, { email }, ip)).text();
      expect(asked).toContain('data-reset-done=""');
      expect(asked).toContain(labels.resetSent.replace(/'/g, '&#x27;'));
    }
  });

  it('the login page names another account only when there is one to log in with', () => {
    expect(loginIntro(accountHu, false)).not.toMatch(/másik fiók/);
    expect(loginIntro(accountEn, false)).not.toMatch(/another account/);
    expect(loginIntro(accountEn, true)).toMatch(/another account/);
  });
});
