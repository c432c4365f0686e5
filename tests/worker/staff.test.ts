import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/auth/totp';
import { listMail } from '../../src/db/mailOutbox';
import { addDays, budapestNow } from '../../src/domain/budapestTime';
import { checkInCode, checkInImagePath } from '../../src/services/checkInCode';
import { runStaffJobs } from '../../src/staffWorker/scheduled';
import { demoInvoice, demoPerson } from '../fixtures/booking.mjs';
import { changeStaff, insertStaff } from '../../src/db/staff';
import { newSetupToken } from '../../src/services/staff/accounts';
import { staffApp } from '../../src/staffWorker';
import { loggedInMember, ORIGIN } from './helpers';
import { heldBooking, paidBooking, payerOf, startIdsAt } from './paymentFixtures';

// The staff area (issue 28 points 1, 2 and 5; docs/decisions/0067): set-up by a one-time link, sign-in
// with a password and a TOTP code, roles and locations checked on the server, and the access log.
// The staff worker's app is called as the site's STAFF_SERVICE binding calls it, on the same database.
startIdsAt(10600);

const PASSWORD = 'Recepció-Reggel-7-óra';
const FIRST_LOCATION = 1;
let people = 0;

/** One browser: its cookies kept between requests, as a receptionist's would be. */
function browser(bindings: typeof env = env) {
  const jar = new Map<string, string>();
  const address = `2001:db8:57af:${(++people).toString(16)}::1`;
  return async function staffFetch(
    path: string,
    init: RequestInit & { form?: Record<string, string>; bindings?: typeof env } = {},
  ) {
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
      init.bindings ?? bindings,
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

let todays = 0;
/**
 * A confirmed booking at the first location on `date` (today by default), on a slot of its own, paid on
 * site or online, for the desk's actions.
 */
async function bookingOn(date = budapestNow(new Date()).date, paymentType: 'ONSITE' | 'ONLINE' = 'ONSITE') {
  const n = ++todays;
  const minute = 600 + n * 10;
  const hash = `staff-test-booking-hash-${n}-${date}`;
  const person = { ...demoPerson, first_name: `Teszt${n}`, email: `desk.${n}@example.hu` };
  const row = await env.DB.prepare(
    `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes, starts_at,
       status, payment_type, examinations, parameters, person, invoice, items_total, sampling_fee, total, reference)
     VALUES (?9, ?1, ?1, ?2, ?3, ?4, 10, ?3 || 'T09:00:00.000Z', 'confirmed', ?5,
       '[{"id":1,"name":"Alap laborcsomag","price":9000}]', '[]', ?6, ?7, 9000, 1000, 10000, ?8)
     RETURNING id, reference`,
  )
    .bind(
      hash,
      FIRST_LOCATION,
      date,
      minute,
      paymentType,
      JSON.stringify(person),
      JSON.stringify(demoInvoice),
      `PL-DSK${n % 10}-${String(n).padStart(4, '0')}`,
      // Ids of their own, clear of the payment fixtures' (startIdsAt above).
      20600 + n,
    )
    .first<{ id: number; reference: string }>();
  return { id: row!.id, reference: row!.reference, hash, date, name: `Kovács Teszt${n}` };
}

const code = (booking: { id: number; date: string }, locationId = FIRST_LOCATION) =>
  checkInCode(env, { appointmentId: booking.id, date: booking.date, locationId });

const visitOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT state FROM appointment_visits WHERE appointment_id = ?1')
      .bind(id)
      .first<{ state: string }>()
  )?.state ?? 'booked';

/** Posts a desk form from the sheet of the booking's day, and answers the notice the sheet then shows. */
async function desk(
  fetch: ReturnType<typeof browser>,
  path: string,
  form: Record<string, string>,
  date = budapestNow(new Date()).date,
) {
  const posted = await fetch(path, { form: { hely: String(FIRST_LOCATION), nap: date, ...form } });
  expect(posted.status).toBe(303);
  const sheet = await fetch(posted.headers.get('location')!);
  const html = await sheet.text();
  return {
    notice: /data-desk-notice="">([^<]*)</.exec(html)?.[1] ?? '',
    html,
    location: posted.headers.get('location')!,
  };
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
    // The scanner's QR reader is WebAssembly: allowed in the staff area, and nowhere on the public site.
    expect(page.headers.get('content-security-policy')).toContain("'wasm-unsafe-eval'");
    const site = await SELF.fetch(`${ORIGIN}/`);
    await site.arrayBuffer();
    expect(site.headers.get('content-security-policy')).not.toContain('wasm');
    expect(site.headers.get('permissions-policy')).toContain('camera=()');
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

  it('checks a patient in by the QR code of their mail or by the reference, and refuses a code of another place or day, saying which', async () => {
    const member = await setUpMember('reception', [FIRST_LOCATION]);
    const today = await bookingOn();
    const { notice } = await desk(member.fetch, '/munkatars/beleptetes', { kod: await code(today) });
    expect(notice).toBe(`${today.name} megérkezett.`);
    expect(await visitOf(today.id)).toBe('arrived');

    const byReference = await bookingOn();
    expect(
      (await desk(member.fetch, '/munkatars/beleptetes', { kod: byReference.reference.toLowerCase() })).notice,
    ).toBe(`${byReference.name} megérkezett.`);

    const tomorrow = await bookingOn(addDays(today.date, 1));
    const otherDay = await desk(member.fetch, '/munkatars/beleptetes', { kod: await code(tomorrow) });
    expect(otherDay.notice).toMatch(new RegExp(`^Ez a foglalás \\(${tomorrow.reference}\\) másik napra szól: `));
    expect(await visitOf(tomorrow.id)).toBe('booked');

    // A code made for another place (a booking moved there keeps its id): refused, naming the place.
    const elsewhere = await bookingOn();
    await env.DB.prepare('UPDATE appointments SET location_id = 2 WHERE id = ?1').bind(elsewhere.id).run();
    const otherPlace = await desk(member.fetch, '/munkatars/beleptetes', { kod: await code(elsewhere, 2) });
    expect(otherPlace.notice).toMatch(/másik helyszínre szól: .+, /);

    // A made-up or altered code opens nothing.
    const forged = (await code(today)).replace(/:(\d+):/, ':999999:');
    expect((await desk(member.fetch, '/munkatars/beleptetes', { kod: forged })).notice).toBe(
      'Nincs ilyen foglalás. Ellenőrizze a kódot vagy az azonosítót.',
    );
    expect(await accessLog(member.id)).toEqual(
      expect.arrayContaining([{ action: 'visit.arrived', subject: `appointment:${today.id}`, reason: 'check-in' }]),
    );
  });

  it('moves a visit booked → arrived → sampled, or to no-show and back, and never on another day or from sampled', async () => {
    const member = await setUpMember('reception', [FIRST_LOCATION]);
    const booking = await bookingOn();
    const move = (to: string) =>
      desk(member.fetch, '/munkatars/latogatas', { foglalas: String(booking.id), allapot: to });
    expect((await move('no_show')).notice).toBe(`${booking.name}: nem jelent meg.`);
    expect((await move('arrived')).notice).toBe(`${booking.name} megérkezett.`);
    const sampled = await move('sampled');
    expect(sampled.notice).toBe(`${booking.name}: mintavétel kész.`);
    expect(sampled.html).toContain(`data-day-entry="${booking.reference}" data-visit="sampled"`);
    expect((await move('booked')).notice).toBe(`${booking.name}: ez a lépés most nem lehetséges.`);
    expect(await visitOf(booking.id)).toBe('sampled');

    const later = await bookingOn(addDays(booking.date, 2));
    const early = await desk(
      member.fetch,
      '/munkatars/latogatas',
      { foglalas: String(later.id), allapot: 'arrived' },
      later.date,
    );
    expect(early.notice).toBe(`${later.name} foglalása nem mára szól.`);
    expect(await visitOf(later.id)).toBe('booked');

    // Another location's booking: refused on the server, whatever the form says.
    await env.DB.prepare('UPDATE appointments SET location_id = 2 WHERE id = ?1').bind(later.id).run();
    const foreign = await member.fetch('/munkatars/latogatas', {
      form: { foglalas: String(later.id), allapot: 'no_show', hely: '1', nap: later.date },
    });
    expect(foreign.status).toBe(403);
  });

  it('records an on-site payment once, has it invoiced, and the sheet says how it was paid and the number', async () => {
    const member = await setUpMember('reception', [FIRST_LOCATION]);
    const booking = await bookingOn();
    const pay = () => desk(member.fetch, '/munkatars/fizetes', { foglalas: String(booking.id), mod: 'card' });
    const first = await pay();
    expect(first.notice).toBe(`${booking.name}: helyszíni fizetés rögzítve, a számla kiállítása elindult.`);
    expect(first.html).toMatch(/Helyszínen fizetve \(bankkártya\) · számla: TEST-\d{4}-\d{5}/);
    expect((await pay()).notice).toBe(`${booking.name}: ez a fizetés már rögzítve volt.`);
    const requests = await env.DB.prepare('SELECT COUNT(*) AS n FROM invoice_requests WHERE appointment_hash = ?1')
      .bind(booking.hash)
      .first<{ n: number }>();
    expect(requests!.n).toBe(1);
    expect(await accessLog(member.id)).toEqual(
      expect.arrayContaining([{ action: 'payment.onsite', subject: `appointment:${booking.id}`, reason: 'card' }]),
    );
    const online = await bookingOn(booking.date, 'ONLINE');
    expect((await desk(member.fetch, '/munkatars/fizetes', { foglalas: String(online.id), mod: 'cash' })).notice).toBe(
      `${online.name}: ehhez a foglaláshoz nem rögzíthető helyszíni fizetés.`,
    );
  });

  it('marks the bookings of an ended day nobody checked in as no-shows, and leaves the others', async () => {
    const day = addDays(budapestNow(new Date()).date, 3);
    const [came, missed] = [await bookingOn(day), await bookingOn(day)];
    await env.DB.prepare(`INSERT INTO appointment_visits (appointment_id, state) VALUES (?1, 'sampled')`)
      .bind(came.id)
      .run();
    // Not before the day is over.
    await runStaffJobs(env, new Date(`${day}T20:00:00Z`));
    expect(await visitOf(missed.id)).toBe('booked');
    const { noShows } = await runStaffJobs(env, new Date(`${addDays(day, 1)}T01:00:00Z`));
    expect(noShows).toBeGreaterThanOrEqual(1);
    expect([await visitOf(came.id), await visitOf(missed.id)]).toEqual(['sampled', 'no_show']);
  });

  it('draws the QR code of a signed check-in code as a PNG, and of nothing else', async () => {
    const booking = await bookingOn();
    const png = await browser()(checkInImagePath(await code(booking)));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect((await browser()(checkInImagePath('PL1:1:20261208:1:0123456789ABCDEF0123456789ABCDEF'))).status).toBe(404);
    expect((await browser()(checkInImagePath('hello world'))).status).toBe(404);
  });

  it('puts the check-in QR code in the confirmation mail, drawn from the booking’s own code', async () => {
    const { booking } = await paidBooking();
    const mail = (await listMail(env.DB)).find((m) => m.to === payerOf(booking.id) && m.kind === 'confirmation');
    const image = `https://test.example.invalid${checkInImagePath(await code(booking))}`;
    expect(mail!.html).toContain(`src="${image.replaceAll('&', '&amp;')}"`);
    expect(mail!.html).toContain('alt="QR-kód a recepciónak"');
    expect(mail!.text).toContain(`QR-kód a recepciónak: ${image}`);
  });

  it('gives the day sheet a fingerprint that changes when a booking arrives or a visit moves, and only to its own desks', async () => {
    const member = await setUpMember('reception', [FIRST_LOCATION]);
    const day = addDays(budapestNow(new Date()).date, 5);
    const version = async (fetch = member.fetch, location = FIRST_LOCATION) => {
      const answer = await fetch(`/api/staff/nap?hely=${location}&nap=${day}`);
      return { status: answer.status, body: (await answer.json()) as { version?: string; error?: { code: string } } };
    };
    const empty = await version();
    expect(empty.status).toBe(200);
    const booking = await bookingOn(day);
    const booked = await version();
    expect(booked.body.version).not.toBe(empty.body.version);
    await env.DB.prepare(`INSERT INTO appointment_visits (appointment_id, state) VALUES (?1, 'no_show')`)
      .bind(booking.id)
      .run();
    expect((await version()).body.version).not.toBe(booked.body.version);
    expect(await version()).toEqual(await version());
    expect((await version(browser())).body.error?.code).toBe('staff_sign_in');
    expect((await version(member.fetch, 2)).status).toBe(403);
    // The fingerprint is no view of patient data: nothing is logged for it.
    expect((await accessLog(member.id)).filter((entry) => entry.subject.includes(day))).toEqual([]);
  });

  it('says the laboratory system keeps the day’s work when LAB_BACKEND is "http", and does none of it', async () => {
    const member = await setUpMember('manager');
    const booking = await bookingOn();
    const session = (await env.DB.prepare('SELECT COUNT(*) AS n FROM staff_sessions WHERE staff_id = ?1')
      .bind(member.id)
      .first<{ n: number }>())!;
    expect(session.n).toBe(1);
    // The same signed-in browser, on a site whose bookings live in the laboratory system.
    const cookie = (await member.fetch('/munkatars')).headers.get('set-cookie');
    expect(cookie).toBeNull();
    const labSystem = { ...env, LAB_BACKEND: 'http' } as typeof env;
    const [sheet, checkIn, version] = await Promise.all([
      member.fetch('/munkatars', { bindings: labSystem }),
      member.fetch('/munkatars/beleptetes', {
        bindings: labSystem,
        form: { kod: booking.reference, hely: '1', nap: booking.date },
      }),
      member.fetch(`/api/staff/nap?hely=1&nap=${booking.date}`, { bindings: labSystem }),
    ]);
    expect(sheet.status).toBe(200);
    expect(await sheet.text()).toContain('a laboratórium saját rendszere kezeli a foglalásokat');
    expect(checkIn.status).toBe(200);
    expect(version.status).toBe(409);
    expect(await visitOf(booking.id)).toBe('booked');
  });
});
