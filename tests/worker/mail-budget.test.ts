import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointmentsBackend } from '../../src/backends/lab';
import { retryPendingMail, sendMail } from '../../src/backends/mail';
import { MAIL_BUDGET } from '../../src/backends/mail/budget';
import type { MailMessage } from '../../src/domain/mail';
import { subjectHash, subjectSecret } from '../../src/lib/subjectHash';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { clearOfWindowEnd } from '../fixtures/windows';
import { dayClearOfCutoff, httpMailEnv, ORIGIN, postJson, solvedProof } from './helpers';
import { fillSlotOf, paidBooking, payerOf, startIdsAt } from './paymentFixtures';
import { anonymousBooker } from './booker';

// One mail budget per recipient (issue 24 point 3; src/backends/mail/budget.ts), at sendMail, the one
// place every mail goes through. The clock is injected: a window turning over is never waited for.

startIdsAt(9700);

let counter = 0;
const stamp = Date.now().toString(36);
/** An address of this test alone, so its budget is its own. */
const fresh = (tag: string) => `${tag}.${stamp}.${++counter}@example.hu`;

const message = (to: string, fields: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'confirmation',
  to,
  language: 'hu',
  appointmentId: 42,
  subject: 'Időpontfoglalás visszaigazolása',
  text: 'Kedves Kovács Éva!',
  html: '<p>Kedves Kovács Éva!</p>',
  attachments: [],
  ...fields,
});

const HOUR = Date.parse('2026-07-01T10:00:00Z');
/** A moment `minutes` (and `seconds`) into the test's hour. */
const at = (minutes: number, seconds = 0) => new Date(HOUR + minutes * 60_000 + seconds * 1000);

/** The outbox rows to an address, however its letters were written. */
const storedTo = async (to: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE lower(to_address) = ?1')
    .bind(to.toLowerCase())
    .first<{ n: number }>())!.n;

/** The recipient's count in the budget's window that `now` falls in, as stored: by keyed hash only. */
const budgetCount = async (to: string, now: Date) => {
  const key = `${MAIL_BUDGET.name}:${await subjectHash(subjectSecret(env), 'email', to)}`;
  const row = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?2')
    .bind(key, new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString())
    .first<{ count: number }>();
  return row?.count ?? 0;
};

let warnings: string[];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
});
afterEach(() => vi.restoreAllMocks());
const budgetLines = () => warnings.filter((line) => line.startsWith('Mail budget:'));

describe('the mail budget at sendMail', () => {
  it('stores six mails an hour to one address however it is written, and suppresses the rest unnamed', async () => {
    const to = fresh('budget');
    const spellings = [to, to.toUpperCase(), to.charAt(0).toUpperCase() + to.slice(1)];
    const results = [];
    for (let n = 0; n < 20; n++) {
      results.push(await sendMail(env, message(spellings[n % spellings.length]!), { now: at(5, n) }));
    }
    expect(results.slice(0, MAIL_BUDGET.max).map((result) => result.status)).toEqual(Array(6).fill('sent'));
    expect(results.slice(MAIL_BUDGET.max)).toEqual(
      Array.from({ length: 14 }, (_, n) => ({
        status: 'suppressed',
        kind: 'confirmation',
        language: 'hu',
        appointmentId: 42,
        count: 7 + n,
      })),
    );
    expect(await storedTo(to)).toBe(6);

    // One line for each suppressed mail: what it was and how many, nothing of whom it was for.
    const lines = budgetLines();
    expect(lines).toHaveLength(14);
    expect(lines[0]).toBe(
      'Mail budget: confirmation mail (hu) for appointment 42 suppressed, its recipient had 6 this hour (budget 6)',
    );
    for (const line of lines) expect(line).not.toMatch(/@|budget\.|example/i);
    // The counter names the address by its keyed hash, never in clear.
    const { results: keys } = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE 'mail:%'").all<{
      key: string;
    }>();
    expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
    expect(await budgetCount(to, at(5))).toBe(20);

    // Another address has its own budget.
    expect(await sendMail(env, message(fresh('budget.other')), { now: at(10) })).toMatchObject({ status: 'sent' });
    // The next hour starts afresh.
    expect(await sendMail(env, message(to), { now: at(60) })).toMatchObject({ status: 'sent' });
    expect(await storedTo(to)).toBe(7);
  });

  it('still sends an exempt mail past the budget, and counts it', async () => {
    const to = fresh('budget.exempt');
    for (let n = 0; n < MAIL_BUDGET.max; n++) await sendMail(env, message(to), { now: at(1, n) });
    expect(await sendMail(env, message(to), { now: at(2) })).toMatchObject({ status: 'suppressed' });
    const refund = message(to, { kind: 'refund' });
    expect(await sendMail(env, refund, { now: at(3), budget: 'exempt' })).toMatchObject({ status: 'sent' });
    expect(await storedTo(to)).toBe(7);
    expect(await budgetCount(to, at(3))).toBe(8);
    expect(budgetLines()).toHaveLength(1);
  });

  it('stores exactly six of twenty mails sent to one address at once', async () => {
    const to = fresh('budget.parallel');
    const results = await Promise.all(Array.from({ length: 20 }, () => sendMail(env, message(to), { now: at(20) })));
    expect(results.filter((result) => result.status === 'sent')).toHaveLength(6);
    expect(results.filter((result) => result.status === 'suppressed')).toHaveLength(14);
    expect(await storedTo(to)).toBe(6);
  });

  it('neither hands a suppressed mail to the mail API nor keeps it for a later attempt', async () => {
    const to = fresh('budget.http');
    const delivered: string[] = [];
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      delivered.push((JSON.parse(String(init?.body)) as { to: string }).to);
      return new Response(null, { status: 202 });
    };
    for (let n = 0; n < 8; n++) await sendMail(httpMailEnv, message(to), { now: at(30, n), fetch });
    expect(delivered.filter((address) => address === to)).toHaveLength(6);
    await retryPendingMail(httpMailEnv, at(180), { fetch });
    expect(delivered.filter((address) => address === to)).toHaveLength(6);
    expect(await storedTo(to)).toBe(6);
  });
});

describe('one budget for every form that mails an address', () => {
  const PASSWORD = 'Kék-Tulipán-Vár-42';
  const RESEND = '/api/booking/resend_links';
  let date: string;
  let minutes: number[];

  beforeAll(async () => {
    const query = 'location_id=1&package_ids=1';
    const json = async <T>(path: string) => (await (await SELF.fetch(`${ORIGIN}${path}`)).json<{ data: T }>()).data;
    date = dayClearOfCutoff(await json<string[]>(`/api/whitetech/web/available_dates?${query}`));
    const times = await json<{ minute: number }[]>(`/api/whitetech/web/available_times?${query}&date=${date}`);
    minutes = times.map((time) => time.minute);
  });

  const bookingRequest = (email: string) => ({
    idempotency_key: crypto.randomUUID(),
    language: 'hu' as const,
    location_id: 1,
    date,
    time: minutes[counter % minutes.length]!,
    package_ids: [1],
    test_ids: [],
    payment_type: 'ONSITE' as const,
    person: freshPatient({ email }),
    invoice: demoInvoice,
  });

  /** The recipient's budget once `count` mails were asked for this hour (they go out after the answer). */
  const spent = (to: string, count: number) => expect.poll(() => budgetCount(to, new Date())).toBe(count);

  const mailKinds = async (to: string) =>
    (
      await env.DB.prepare('SELECT kind FROM mail_outbox WHERE lower(to_address) = ?1 ORDER BY id')
        .bind(to.toLowerCase())
        .all<{ kind: string }>()
    ).results.map((row) => row.kind);

  it('counts sign-up, password reset and the links sent again together; every answer stays the same', async () => {
    await clearOfWindowEnd(MAIL_BUDGET.windowMinutes, 2 * 60_000);
    const email = fresh('budget.forms');
    const client = { 'cf-connecting-ip': `2001:db8:24:3::${counter.toString(16)}` };
    // A confirmed booking at the address, made without a mail: the links asked for are its links.
    await appointmentsBackend(env).create(bookingRequest(email));
    const ask = async (path: string, body: object, status = 202) => {
      // A sign-up carries its solved bot challenge, as the browser's does (decision 0050).
      const proof: Record<string, string> = path.endsWith('/signup') ? { 'x-challenge': await solvedProof() } : {};
      const res = await postJson(path, body, { ...client, ...proof });
      expect(res.status, await res.clone().text()).toBe(status);
    };

    await ask('/api/auth/signup', { email, password: PASSWORD });
    await spent(email, 1);
    await ask('/api/auth/signup', { email: email.toUpperCase(), password: PASSWORD });
    await spent(email, 2);
    await ask(RESEND, { email, date, language: 'hu' });
    await spent(email, 3);
    await ask('/api/auth/reset_password', { email });
    await spent(email, 4);
    await ask(RESEND, { email, date, language: 'hu' });
    await spent(email, 5);
    await ask(RESEND, { email, date, language: 'hu' });
    await spent(email, 6);
    // Past the budget: the same answers, and no mail.
    await ask('/api/auth/reset_password', { email });
    await spent(email, 7);
    await ask('/api/auth/login', { email, password: PASSWORD }, 403);
    await spent(email, 8);

    await expect
      .poll(() => mailKinds(email))
      .toEqual(['verify', 'account_exists', 'manage_links', 'reset', 'manage_links', 'manage_links']);
    expect(budgetLines()).toEqual([
      'Mail budget: reset mail (hu) suppressed, its recipient had 6 this hour (budget 6)',
      'Mail budget: verify mail (hu) suppressed, its recipient had 7 this hour (budget 6)',
    ]);
    // The suppressed reset did not retire the link mailed before it.
    const { text_body: text } = (await env.DB.prepare(
      "SELECT text_body FROM mail_outbox WHERE to_address = ?1 AND kind = 'reset'",
    )
      .bind(email)
      .first<{ text_body: string }>())!;
    const token = /\/sajat\/jelszo-visszaallitas\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
    await ask('/api/auth/reset_password', { token, password: 'Zöld-Gesztenye-Fa-77' }, 200);
  });

  it('keeps a booking whose confirmation the budget suppressed, and answers it as before', async () => {
    const email = fresh('budget.booking');
    for (let n = 0; n < MAIL_BUDGET.max; n++) await sendMail(env, message(email));
    const res = await postJson(
      '/api/whitetech/appointments/patient_appointment_post',
      bookingRequest(email),
      await anonymousBooker(),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = await res.json<{ data: { id: number; status: string } }>();
    // Made, and waiting for a confirmation that will not come: it lapses in an hour (decision 0050).
    expect(data.status).toBe('held');
    await spent(email, 7);
    expect(await mailKinds(email)).toEqual(Array(6).fill('confirmation'));
    expect(budgetLines()).toEqual([
      `Mail budget: confirmation mail (hu) for appointment ${data.id} suppressed, its recipient had 6 this hour (budget 6)`,
    ]);
  });
});

describe('the mails that follow money', () => {
  /** Six mails to the booking's payer this hour: its budget is spent before the money comes. */
  const spendBudgetOf = async (booking: { id: number }) => {
    for (let n = 0; n < MAIL_BUDGET.max; n++) await sendMail(env, message(payerOf(booking.id)));
  };
  const kindsOf = async (appointmentId: number) =>
    (
      await env.DB.prepare('SELECT kind FROM mail_outbox WHERE appointment_id = ?1 ORDER BY id')
        .bind(appointmentId)
        .all<{ kind: string }>()
    ).results.map((row) => row.kind);

  it('confirms a paid booking and tells of a refund past the budget: nobody causes them without paying', async () => {
    const { booking } = await paidBooking(spendBudgetOf);
    // The confirmation and the invoice's link (issue 27): both follow the money.
    expect((await kindsOf(booking.id)).sort()).toEqual(['confirmation', 'invoice']);

    // The hold ran out before the money came and another patient took the place: the payment is refunded.
    const { booking: lapsed } = await paidBooking(async (held) => {
      await spendBudgetOf(held);
      await env.DB.prepare(
        "UPDATE appointments SET status = 'expired', hold_expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1",
      )
        .bind(held.id)
        .run();
      await fillSlotOf(held);
    });
    expect(await kindsOf(lapsed.id)).toEqual(['refund']);
    expect(budgetLines()).toEqual([]);
    // All still counted: a mail that is not about money is suppressed after them.
    for (const [{ id }, count] of [
      [booking, 9],
      [lapsed, 8],
    ] as const) {
      expect(await sendMail(env, message(payerOf(id)))).toMatchObject({ status: 'suppressed', count });
    }
  });
});
