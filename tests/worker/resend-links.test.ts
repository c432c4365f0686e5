import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjectHash, subjectSecret } from '../../src/lib/subjectHash';
import { LINK_LIMITS } from '../../src/services/linkLimits';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { dayClearOfCutoff, ORIGIN, postJson, xsrfHeaders } from './helpers';
import { anonymousBooker, confirmFromMail } from './booker';

// "Lost the mail?" (issue 15 point 8; docs/decisions/0040): POST /api/booking/resend_links and the
// page /idopont-linkek. The answer must be the same whether or not a booking matches.

const API = '/api/booking/resend_links';
const LOCATION = 1;
const PACKAGE = 1;

let date: string;
let minutes: number[];
let count = 0;
const stamp = Date.now();
/** A client address of this test alone, so its limit is its own. */
const ip = () => `2001:db8:15:8::${(++count).toString(16)}`;
const address = (name: string) => `${name}.${stamp}.${++count}@example.hu`;

/** A booking through the API: on site (confirmed from its mail) or online (held for its payment). */
async function book(email: string, payment_type: 'ONSITE' | 'ONLINE' = 'ONSITE', language = 'hu') {
  const res = await postJson(
    '/api/whitetech/appointments/patient_appointment_post',
    {
      idempotency_key: `resend-${stamp}-${++count}`,
      language,
      location_id: LOCATION,
      date,
      time: minutes[count % minutes.length],
      package_ids: [PACKAGE],
      test_ids: [],
      payment_type,
      person: freshPatient({ email }),
      invoice: demoInvoice,
    },
    await anonymousBooker(),
  );
  expect(res.status).toBe(201);
  const booked = ((await res.json()) as { data: { hash: string; id: number } }).data;
  // On site: its patient confirms it from the mail (decision 0050), as a confirmed booking's links are resent.
  if (payment_type === 'ONSITE') expect((await confirmFromMail(booked.id)).status).toBe(200);
  return booked;
}

const ask = (body: unknown, from = ip()) => postJson(API, body, { 'cf-connecting-ip': from });

/** What a client can observe of an answer: status, the headers that vary by content, the body. */
async function observed(res: Response) {
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    retryAfter: res.headers.get('retry-after'),
    body: await res.text(),
  };
}

const mailsTo = async (to: string) =>
  (
    await env.DB.prepare(
      'SELECT kind, language, subject, text_body, html_body, appointment_id FROM mail_outbox WHERE to_address = ?1 ORDER BY id',
    )
      .bind(to)
      .all<{
        kind: string;
        language: string;
        subject: string;
        text_body: string;
        html_body: string;
        appointment_id: number;
      }>()
  ).results;
const linkMails = async (to: string) => (await mailsTo(to)).filter((mail) => mail.kind === 'manage_links');

beforeAll(async () => {
  const query = `location_id=${LOCATION}&package_ids=${PACKAGE}`;
  const json = async (path: string) => ((await (await SELF.fetch(`${ORIGIN}${path}`)).json()) as { data: any }).data;
  date = dayClearOfCutoff(await json(`/api/whitetech/web/available_dates?${query}`));
  minutes = ((await json(`/api/whitetech/web/available_times?${query}&date=${date}`)) as { minute: number }[]).map(
    (time) => time.minute,
  );
  expect(minutes.length).toBeGreaterThan(5);
});

describe('asking for the links again', () => {
  it('answers the same whether or not a booking matches, and mails only the booking’s own address', async () => {
    const email = address('resend.owner');
    const { hash, id } = await book(email);
    const stranger = address('resend.nobody');

    // Typed as a patient might: other case, spaces around.
    const hit = await observed(await ask({ email: `  ${email.toUpperCase()} `, date, language: 'hu' }));
    const miss = await observed(await ask({ email: stranger, date, language: 'hu' }));
    // The right address on another day is a miss too.
    const otherDay = await observed(await ask({ email, date: dayAfter(date), language: 'hu' }));
    expect(hit).toEqual({
      status: 202,
      type: 'application/json',
      cache: 'no-store',
      retryAfter: null,
      body: JSON.stringify({ data: { status: 'accepted' } }),
    });
    expect(miss).toEqual(hit);
    expect(otherDay).toEqual(hit);

    await expect.poll(async () => (await linkMails(email)).length).toBe(1);
    const [mail] = await linkMails(email);
    expect(mail).toMatchObject({ language: 'hu', appointment_id: id });
    expect(mail!.subject).toBe('Foglalása kezelésének linkjei – Pannon Labor');
    expect(mail!.text_body).toContain('Kedves Kovács Éva!');
    expect(mail!.text_body).toContain('Alap laborcsomag');
    for (const path of ['/adatkitoltes', '/idopontmodositas', '/helyszinmodositas', '/idopont-torles']) {
      expect(mail!.text_body).toContain(`${path}/${hash}`);
      expect(mail!.html_body).toContain(`${path}/${hash}"`);
    }
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it('writes in the language it was asked in, with the links of that language', async () => {
    const email = address('resend.english');
    const { hash } = await book(email);
    expect((await ask({ email, date, language: 'en' })).status).toBe(202);
    await expect.poll(async () => (await linkMails(email)).length).toBe(1);
    const [mail] = await linkMails(email);
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('The links to manage your booking – Pannon Labor');
    expect(mail!.text_body).toContain('Dear Éva Kovács,');
    expect(mail!.text_body).toContain(`/en/idopont-torles/${hash}`);
  });

  it('sends nothing for a booking still waiting for its payment, or one cancelled', async () => {
    const held = address('resend.held');
    await book(held, 'ONLINE');
    const cancelled = address('resend.cancelled');
    const { hash } = await book(cancelled);
    const headers = { ...(await xsrfHeaders()), accept: 'application/json' };
    const del = await SELF.fetch(`${ORIGIN}/api/whitetech/appointments/patient_appointment_delete/${hash}`, {
      method: 'DELETE',
      headers,
    });
    expect(del.status).toBe(200);
    // A booking that does get its mail, asked for after the others: once it is there, so would theirs be.
    const control = address('resend.control');
    await book(control);
    for (const email of [held, cancelled, control]) expect((await ask({ email, date })).status).toBe(202);
    await expect.poll(async () => (await linkMails(control)).length).toBe(1);
    expect(await linkMails(held)).toEqual([]);
    expect(await linkMails(cancelled)).toEqual([]);
  });

  it('limits each e-mail address, whoever asks, the same whether or not it has a booking', async () => {
    const booked = address('resend.limited');
    await book(booked);
    const unknown = address('resend.limited.nobody');
    const answers = async (email: string) => {
      const seen = [];
      for (let n = 0; n <= LINK_LIMITS.resendsPerEmail.max; n++) seen.push(await observed(await ask({ email, date })));
      return seen;
    };
    const [forBooked, forUnknown] = [await answers(booked), await answers(unknown)];
    expect(forBooked.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
    const refusal = JSON.parse(forBooked[3]!.body);
    expect(refusal).toEqual({ error: { code: 'too_many_attempts', message: 'Too many attempts; try again later' } });
    expect(Number(forBooked[3]!.retryAfter)).toBeGreaterThan(0);
    // The unknown address is answered alike, refusal included (its wait may differ by the clock's second).
    expect(forUnknown.map(({ retryAfter, ...rest }) => ({ ...rest, limited: retryAfter !== null }))).toEqual(
      forBooked.map(({ retryAfter, ...rest }) => ({ ...rest, limited: retryAfter !== null })),
    );
    // Within the limit three mails went out; the refused request sent none.
    await expect.poll(async () => (await linkMails(booked)).length).toBe(3);
    // The counter names the e-mail address by its keyed hash, never in clear (issue 24).
    const { results } = await env.DB.prepare(
      "SELECT key FROM rate_limits WHERE key LIKE 'resend-links:email:%' AND count > 0",
    ).all<{ key: string }>();
    const keys = results.map((row) => row.key);
    expect(keys).toContain(`resend-links:email:${await subjectHash(subjectSecret(env), 'email', booked)}`);
    expect(keys.filter((key) => key.includes('@'))).toEqual([]);
  });

  it('limits each client address across e-mail addresses', async () => {
    const from = ip();
    const statuses = [];
    for (let n = 0; n <= LINK_LIMITS.resendsPerIp.max; n++) {
      statuses.push((await ask({ email: address('resend.sprayed'), date }, from)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back by this one.
    expect((await ask({ email: address('resend.other'), date })).status).toBe(202);
  });

  it('refuses input it cannot use with 400 invalid_body naming the field', async () => {
    const email = address('resend.invalid');
    const cases: [unknown, string][] = [
      [{ email: 'not an address', date }, 'email: not an e-mail address'],
      [{ date }, 'email: required'],
      [{ email }, 'date: required'],
      [{ email, date: '2020-01-01' }, 'date: today or later'],
      [{ email, date: '2999-01-01' }, 'date: at most 366 days ahead'],
      [{ email, date: '2026-02-30' }, 'date: a calendar day as YYYY-MM-DD'],
      [{ email, date: '30/01/2027' }, 'date: a calendar day as YYYY-MM-DD'],
      [{ email, date, language: 'de' }, "language: 'hu' or 'en'"],
      [[email, date], 'The body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body);
      expect([res.status, await res.json()], JSON.stringify(body)).toEqual([
        400,
        { error: { code: 'invalid_body', message } },
      ]);
    }
    expect(await mailsTo(email)).toEqual([]);
  });

  it('needs the XSRF pair like every other call', async () => {
    const res = await SELF.fetch(`${ORIGIN}${API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-connecting-ip': ip() },
      body: JSON.stringify({ email: address('resend.xsrf'), date }),
    });
    expect(res.status).toBe(403);
  });
});

describe('the page', () => {
  it('offers the form in both languages, and is linked from the booking start and the hash-link pages', async () => {
    for (const [prefix, title] of [
      ['', 'Elveszett a visszaigazoló e-mail?'],
      ['/en', 'Lost your confirmation e-mail?'],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}${prefix}/idopont-linkek`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain(`<h1 class="page-title mt-3">${title}</h1>`);
      expect(html).toContain('data-island="ResendLinksForm"');
      expect(html).toMatch(/<input[^>]*type="date"[^>]*name="date"/);
      const start = await (await SELF.fetch(`${ORIGIN}${prefix}/idopontfoglalas`)).text();
      expect(start).toMatch(new RegExp(`data-resend-hint[^]*?href="${prefix}/idopont-linkek"`));
    }
    const { hash } = await book(address('resend.hint'));
    const manage = await (await SELF.fetch(`${ORIGIN}/en/idopontmodositas/${hash}`)).text();
    expect(manage).toMatch(/data-resend-hint[^]*?href="\/en\/idopont-linkek"/);
  });

  it('answers its own form without JavaScript: the same text either way, and the problems by field', async () => {
    const email = address('resend.nojs');
    await book(email);
    const post = async (fields: Record<string, string>, prefix = '', from = ip()) => {
      const res = await SELF.fetch(`${ORIGIN}${prefix}/idopont-linkek`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': from },
        body: new URLSearchParams(fields),
      });
      return { status: res.status, html: await res.text() };
    };
    const hit = await post({ email, date });
    const miss = await post({ email: address('resend.nojs.nobody'), date });
    expect(hit.status).toBe(200);
    expect(hit.html).toContain('data-resend-done');
    expect(hit.html).toContain('Ha ezzel az e-mail-címmel erre a napra foglalás szól');
    // The pages differ only in the address typed, which the island's props keep for the form.
    const withoutProps = (html: string) => html.replace(/<script type="application\/json">.*?<\/script>/gs, '');
    expect(withoutProps(miss.html).replace(/nonce="[^"]*"/g, '')).toEqual(
      withoutProps(hit.html).replace(/nonce="[^"]*"/g, ''),
    );
    await expect.poll(async () => (await linkMails(email)).length).toBe(1);

    const wrong = await post({ email: 'nope', date: '2020-01-01' }, '/en');
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('Please enter a valid e-mail address.');
    expect(wrong.html).toContain('Please give today or a later day');
    expect(wrong.html).not.toContain('data-resend-done');
  });
});

/** The calendar day after a 'YYYY-MM-DD' one. */
function dayAfter(day: string) {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
