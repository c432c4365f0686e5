import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../src/scheduled';
import { confirmationToken } from '../../src/services/bookingConfirmation';
import { freshPatient } from '../fixtures/booking.mjs';
import { anonymousBooker, bookingRequest, confirmationLink, confirmFromMail } from './booker';
import { loggedInMember, openTimes, ORIGIN, postJson, xsrfHeaders } from './helpers';

// Issue 24 point 1, decision 0050: an on-site booking holds its place until its patient confirms it
// from the mail, within an hour, or its place returns to the pool; a verified account's is confirmed.
const BOOK = '/api/whitetech/appointments/patient_appointment_post';

let date: string;
let minutes: number[];
let slot = 0;

async function book(headers?: Record<string, string>, fields: Record<string, unknown> = {}) {
  const res = await SELF.fetch(`${ORIGIN}${BOOK}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(headers ?? { ...(await xsrfHeaders()), ...(await anonymousBooker()) }),
    },
    body: JSON.stringify(bookingRequest({ date, time: minutes[slot++ % minutes.length], ...fields })),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).data;
}

const statusOf = async (hash: string) =>
  (await env.DB.prepare('SELECT status FROM appointments WHERE hash = ?1').bind(hash).first<{ status: string }>())!
    .status;

beforeAll(async () => {
  ({ date, minutes } = await openTimes(1, 1, 3));
});

describe('an anonymous on-site booking', () => {
  it('is held for an hour and mailed with a link that asks for one press; opening it confirms nothing', async () => {
    const booked = await book();
    expect(booked.status).toBe('held');
    const link = await confirmationLink(booked.id);
    expect(link).toBeDefined();
    // A mail scanner opens the link: the page shows the booking and the button, and changes nothing.
    const page = await SELF.fetch(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('data-confirm-booking="waiting"');
    expect(html).toContain('Foglalásomat megerősítem');
    expect(await statusOf(booked.hash)).toBe('held');
    // The press confirms it, once: a second press answers the same.
    // The mail offers no calendar entry for a booking that may lapse; the confirmed page does.
    const mail = await env.DB.prepare(`SELECT attachments FROM mail_outbox WHERE appointment_id = ?1`)
      .bind(booked.id)
      .first<{ attachments: string }>();
    expect(JSON.parse(mail!.attachments)).toEqual([]);
    const pressed = await confirmFromMail(booked.id);
    expect(pressed.status).toBe(200);
    // The press went back to the link (303, a reload sends nothing again), which shows it confirmed.
    expect(pressed.redirected).toBe(true);
    const confirmed = await pressed.text();
    expect(confirmed).toContain('data-confirm-booking="confirmed"');
    expect(confirmed).toContain(`/idopontfoglalas-naptar/${booked.hash}`);
    expect(await statusOf(booked.hash)).toBe('confirmed');
    expect(await (await confirmFromMail(booked.id)).text()).toContain('data-confirm-booking="confirmed"');
  });

  it('asks in English in an English mail, at the /en page', async () => {
    const booked = await book(undefined, { language: 'en', person: { ...freshPatient(), language: 'en' } });
    expect(await confirmationLink(booked.id)).toContain('/en/idopont-megerosites/');
    const mail = await env.DB.prepare(
      `SELECT subject, text_body FROM mail_outbox WHERE appointment_id = ?1 AND kind = 'confirmation'`,
    )
      .bind(booked.id)
      .first<{ subject: string; text_body: string }>();
    expect(mail!.subject).toContain('Please confirm your booking');
    expect(mail!.text_body).toContain('/en/idopont-megerosites/');
    expect(mail!.text_body).toContain('Confirm my booking');
  });

  it('cannot be confirmed by whoever made it by script: the hash without the mail’s token is a 404', async () => {
    const booked = await book();
    const forged = await SELF.fetch(`${ORIGIN}/idopont-megerosites/${booked.hash}/${booked.hash}`, {
      method: 'POST',
      headers: { origin: ORIGIN },
    });
    expect(forged.status).toBe(404);
    // Another booking's token opens nothing either.
    const other = await book();
    const token = await confirmationToken(env, other.hash);
    const crossed = await SELF.fetch(`${ORIGIN}/idopont-megerosites/${booked.hash}/${token}`, {
      method: 'POST',
      headers: { origin: ORIGIN },
    });
    expect(crossed.status).toBe(404);
    // Nor does the API without it, or with it wrong.
    const api = await postJson(`/api/whitetech/appointments/patient_appointment_confirm/${booked.hash}`, {});
    expect(api.status).toBe(404);
    expect(await statusOf(booked.hash)).toBe('held');
    // With the mail's token the API confirms it.
    const right = await postJson(`/api/whitetech/appointments/patient_appointment_confirm/${booked.hash}`, {
      token: await confirmationToken(env, booked.hash),
    });
    expect(await right.json()).toEqual({ data: { outcome: 'confirmed', status: 'confirmed' } });
  });

  it('returns its place to the pool when not confirmed in time, and takes it again if it is still free', async () => {
    const minute = minutes[slot++ % minutes.length]!;
    const booked = await book(undefined, { time: minute });
    const free = async () =>
      (
        await (
          await SELF.fetch(`${ORIGIN}/api/whitetech/web/available_times?location_id=1&package_ids=1&date=${date}`)
        ).json<any>()
      ).data.find((time: { minute: number }) => time.minute === minute)?.free ?? 0;
    const before = await free();
    // The cron an hour and a minute later expires it: its place is offered again.
    await runScheduledJobs(env, new Date(Date.now() + 61 * 60_000));
    expect(await statusOf(booked.hash)).toBe('expired');
    expect(await free()).toBe(before + 1);
    // Confirmed late, the place is still free: the booking stands.
    const late = await confirmFromMail(booked.id);
    expect(await late.text()).toContain('data-confirm-booking="confirmed"');
    expect(await statusOf(booked.hash)).toBe('confirmed');
  });

  it('confirmed late when somebody else took the last place, it says so and books nothing', async () => {
    await env.DB.prepare('UPDATE lab_location_schedules SET capacity_per_slot = 1 WHERE location_id = 1').run();
    try {
      const minute = minutes[slot++ % minutes.length]!;
      const booked = await book(undefined, { time: minute });
      await runScheduledJobs(env, new Date(Date.now() + 61 * 60_000));
      const other = await book(undefined, { time: minute });
      expect(other.status).toBe('held');
      const late = await confirmFromMail(booked.id);
      expect(await late.text()).toContain('data-confirm-booking="not_honoured"');
      expect(await statusOf(booked.hash)).toBe('expired');
    } finally {
      await env.DB.prepare('UPDATE lab_location_schedules SET capacity_per_slot = 2 WHERE location_id = 1').run();
    }
  });
});

describe('an on-site booking by a verified account', () => {
  it('is confirmed at once, needs no proof of work, and its mail asks for nothing', async () => {
    const member = await loggedInMember('confirmed-at-once');
    const xsrf = await xsrfHeaders();
    const booked = await book({ ...xsrf, ...member.headers, cookie: `${xsrf.cookie}; __Host-session=${member.token}` });
    expect(booked.status).toBe('confirmed');
    expect(booked.hold_expires_at).toBeNull();
    const claims = await env.DB.prepare('SELECT COUNT(*) AS n FROM hold_claims WHERE appointment_hash = ?1')
      .bind(booked.hash)
      .first<{ n: number }>();
    expect(claims!.n).toBe(0);
  });
});
