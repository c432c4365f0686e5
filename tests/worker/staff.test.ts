import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/auth/totp';
import { changeStaff, insertStaff } from '../../src/db/staff';
import { newSetupToken } from '../../src/services/staff/accounts';
import { staffApp } from '../../src/staffWorker';
import { loggedInMember, ORIGIN } from './helpers';
import { heldBooking, startIdsAt } from './paymentFixtures';

// The staff area (issue 28 points 1, 2 and 5; docs/decisions/0067): set-up by a one-time link, sign-in
// with a password and a TOTP code, roles and locations checked on the server, and the access log.
// The staff worker's app is called as the site's STAFF_SERVICE binding calls it, on the same database.
startIdsAt(10600);

const PASSWORD = 'Recepció-Reggel-7-óra';
const FIRST_LOCATION = 1;
let people = 0;

/** One browser: its cookies kept between requests, as a receptionist's would be. */
function browser() {
  const jar = new Map<string, string>();
  const address = `2001:db8:57af:${(++people).toString(16)}::1`;
  return async function staffFetch(path: string, init: RequestInit & { form?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', address);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    let body = init.body;
    if (init.form) {
      body = new URLSearchParams(init.form);
      headers.set('content-type', 'application/x-www-form-urlencoded');
      headers.set('origin', ORIGIN);
    }
    const ctx = createExecutionContext();
    const response = await staffApp.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: init.form ? 'POST' : (init.method ?? 'GET'),
        headers,
        body,
        redirect: 'manual',
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair!.split('=');
      const gone = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (gone || !value) jar.delete(name!);
      else jar.set(name!, value);
    }
    return response;
  };
}

/** A staff account set up through its link, as its member would: the secret read off the page. */
async function setUpMember(role: 'reception' | 'manager' | 'admin', locations: number[] = []) {
  const email = `staff.${role}.${++people}@pannonlabor.example`;
  const id = (await insertStaff(env.DB, { email, name: `Teszt ${role}`, role, locations }))!;
  const token = await newSetupToken(env, id);
  const fetch = browser();
  const page = await (await fetch(`/munkatars/beallitas/${token}`)).text();
  const secret = /name="secret" value="([A-Z2-7]+)"/.exec(page)![1]!;
  const signature = /name="signature" value="([\w-]+)"/.exec(page)![1]!;
  const done = await fetch(`/munkatars/beallitas/${token}`, {
    form: { password: PASSWORD, repeat: PASSWORD, secret, signature, code: totpCode(secret, Date.now()) },
  });
  expect(done.status).toBe(303);
  return { id, email, secret, fetch, token };
}

/** The code of the next 30 s step: good (a phone's clock may run ahead), and later than the set-up's. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

async function signIn(email: string, secret: string, code: string) {
  const fetch = browser();
  const password = await fetch('/munkatars/belepes', { form: { email, password: PASSWORD } });
  expect(password.status).toBe(303);
  expect(password.headers.get('location')).toBe('/munkatars/belepes/kod');
  const signedIn = await fetch('/munkatars/belepes/kod', { form: { code } });
  return { fetch, signedIn };
}

async function confirmedBooking() {
  const booking = await heldBooking(undefined, 'ONSITE');
  await env.DB.prepare(`UPDATE appointments SET status = 'confirmed', hold_expires_at = NULL WHERE id = ?1`)
    .bind(booking.id)
    .run();
  return booking;
}

const accessLog = (staffId: number) =>
  env.DB.prepare('SELECT action, subject, reason FROM staff_access_log WHERE staff_id = ?1 ORDER BY id')
    .bind(staffId)
    .all<{ action: string; subject: string; reason: string }>()
    .then((r) => r.results);

describe('the staff area', () => {
  it('sends an anonymous visitor to the staff sign-in, in each language, and every page is noindex and no-store', async () => {
    const fetch = browser();
    const hu = await fetch('/munkatars');
    expect(hu.status).toBe(303);
    expect(hu.headers.get('location')).toBe('/munkatars/belepes');
    const en = await fetch('/en/munkatars?hely=1');
    expect(en.headers.get('location')).toBe('/en/munkatars/belepes');
    const page = await fetch('/en/munkatars/belepes');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
    const html = await page.text();
    expect(html).toContain('Staff sign-in');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('does not let a patient’s session in: a patient is sent to the staff sign-in like anyone else', async () => {
    const patient = await loggedInMember('staff-area-patient');
    const response = await browser()('/munkatars', { headers: { cookie: `__Host-session=${patient.token}` } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/munkatars/belepes');
  });

  it('sets an account up once through its link: a weak password or a wrong code keeps the link, a used link is dead', async () => {
    const email = `staff.setup.${++people}@pannonlabor.example`;
    const id = (await insertStaff(env.DB, { email, name: '', role: 'manager', locations: [] }))!;
    const token = await newSetupToken(env, id);
    const fetch = browser();
    const page = await fetch(`/munkatars/beallitas/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toMatch(/data-setup-qr="[^"]*"[^>]*><svg/);
    const secret = /name="secret" value="([A-Z2-7]+)"/.exec(html)![1]!;
    const signature = /name="signature" value="([\w-]+)"/.exec(html)![1]!;
    const form = { password: PASSWORD, repeat: PASSWORD, secret, signature, code: totpCode(secret) };

    const weak = await fetch(`/munkatars/beallitas/${token}`, {
      form: { ...form, password: 'password123', repeat: 'password123' },
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('túl gyakori');
    const wrong = await fetch(`/munkatars/beallitas/${token}`, {
      form: { ...form, code: '000000' === form.code ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    // The same secret is offered again, so the app already added keeps working.
    expect(await wrong.text()).toContain(`value="${secret}"`);
    const forged = await fetch(`/munkatars/beallitas/${token}`, { form: { ...form, secret: 'JBSWY3DPEHPK3PXP' } });
    expect(forged.status).toBe(404);

    const done = await fetch(`/munkatars/beallitas/${token}`, { form });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/munkatars');
    expect((await fetch('/munkatars')).status).toBe(200);
    expect((await browser()(`/munkatars/beallitas/${token}`)).status).toBe(404);
  });

  it('signs in with the password and then a code, never with a wrong one or the same code twice', async () => {
    const { email, secret } = await setUpMember('manager');
    const fetch = browser();
    const wrongPassword = await fetch('/munkatars/belepes', { form: { email, password: 'Nem-ez-a-jelszó-42' } });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain('Hibás e-mail-cím vagy jelszó.');
    // An unknown address is answered the same.
    const unknown = await fetch('/munkatars/belepes', {
      form: { email: 'senki@pannonlabor.example', password: PASSWORD },
    });
    expect(await unknown.text()).toContain('Hibás e-mail-cím vagy jelszó.');
    // The code step without the password step is the sign-in again.
    expect((await fetch('/munkatars/belepes/kod')).headers.get('location')).toBe('/munkatars/belepes');

    await fetch('/munkatars/belepes', { form: { email, password: PASSWORD } });
    const wrongCode = await fetch('/munkatars/belepes/kod', { form: { code: '12345' } });
    expect(wrongCode.status).toBe(400);
    const code = nextCode(secret);
    const right = await fetch('/munkatars/belepes/kod', { form: { code } });
    expect(right.status).toBe(303);
    expect((await fetch('/munkatars')).status).toBe(200);

    // The same code again, from another browser with the right password: refused.
    const replay = await signIn(email, secret, code);
    expect(replay.signedIn.status).toBe(400);
    expect(await replay.signedIn.text()).toContain('már felhasználták');

    // Signing out ends the session on the server.
    await fetch('/munkatars/kilepes', { form: {} });
    expect((await fetch('/munkatars')).status).toBe(303);
  });

  it('shows a receptionist the day at their own location only, and logs every view with the bookings it showed', async () => {
    const booking = await confirmedBooking();
    const member = await setUpMember('reception', [FIRST_LOCATION]);
    const sheet = await member.fetch(`/munkatars?hely=${FIRST_LOCATION}&nap=${booking.date}`);
    expect(sheet.status).toBe(200);
    const html = await sheet.text();
    const reference = (await env.DB.prepare('SELECT reference FROM appointments WHERE id = ?1')
      .bind(booking.id)
      .first<{ reference: string }>())!.reference;
    expect(html).toContain(`data-day-entry="${reference}"`);
    expect(html).toContain('Kovács Éva');
    expect(html).toMatch(/Helyszínen fizetendő: 10\s000\sFt/);
    expect(html).toContain('data-visit="booked"');

    const elsewhere = await member.fetch(`/munkatars?hely=2&nap=${booking.date}`);
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).not.toContain('Kovács');

    expect(await accessLog(member.id)).toEqual(
      expect.arrayContaining([
        { action: 'day_sheet.read', subject: `location:${FIRST_LOCATION}/${booking.date}`, reason: 'day sheet' },
        { action: 'appointment.read', subject: `appointment:${booking.id}`, reason: 'day sheet' },
      ]),
    );
    const logged = JSON.stringify(await accessLog(member.id));
    expect(logged).not.toContain('Kovács');
  });

  it('ends a member’s sessions when their role or locations change', async () => {
    const member = await setUpMember('reception', [FIRST_LOCATION]);
    expect((await member.fetch('/munkatars')).status).toBe(200);
    await changeStaff(env.DB, member.id, { role: 'reception', locations: [2], active: true });
    const after = await member.fetch('/munkatars');
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/munkatars/belepes');
  });

  it('keeps the access log append-only: an entry cannot be changed, nor deleted before its five years', async () => {
    const member = await setUpMember('admin');
    const [entry] = (
      await env.DB.prepare('SELECT id FROM staff_access_log WHERE staff_id = ?1').bind(member.id).all<{ id: number }>()
    ).results;
    await expect(
      env.DB.prepare(`UPDATE staff_access_log SET reason = 'x' WHERE id = ?1`).bind(entry!.id).run(),
    ).rejects.toThrow(/access_log_is_append_only/);
    await expect(env.DB.prepare('DELETE FROM staff_access_log WHERE id = ?1').bind(entry!.id).run()).rejects.toThrow(
      /access_log_is_kept/,
    );
  });
});
