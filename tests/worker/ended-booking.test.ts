import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../src/scheduled';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { anonymousBooker, asLabSystem, bookingRequest } from './booker';
import { openTimes, ORIGIN, postJson, sendJson } from './helpers';
import { appointmentsApi } from '../../src/routes/api/appointments';

// Issue 24 point 4, decision 0050: a cancelled or expired booking's link shows status, date, time,
// location, examinations and money, and nothing of the person.
const BOOK = '/api/whitetech/appointments/patient_appointment_post';
const GET = '/api/whitetech/appointments/patient_appointment_get';

let date: string;
let minutes: number[];
let slot = 0;

/** Everything personal the person and invoice carry: none of it may be in an ended booking's answer. */
const PATIENT = freshPatient({
  first_name: 'Zsófia',
  last_name: 'Titkos',
  mothers_name: 'Rejtett Ilona',
  birth: '1979-03-14',
  birth_place: 'Kecskemét',
  address: 'Rejtekút 17.',
  id_card_number: '123456AB',
});
const personal = () => [
  PATIENT.first_name,
  PATIENT.last_name,
  PATIENT.email,
  PATIENT.phone_number,
  PATIENT.taj,
  PATIENT.birth,
  PATIENT.birth_place,
  PATIENT.address,
  PATIENT.mothers_name,
  PATIENT.id_card_number,
];

async function book(fields: Record<string, unknown> = {}) {
  const res = await postJson(
    BOOK,
    bookingRequest({
      date,
      time: minutes[slot++ % minutes.length],
      payment_type: 'ONLINE',
      person: PATIENT,
      invoice: { ...demoInvoice, invoice_name: 'Titkos Zsófia', invoice_address: 'Rejtekút 17.' },
      ...fields,
    }),
    await anonymousBooker(),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).data;
}

const linkAnswer = async (hash: string) => (await SELF.fetch(`${ORIGIN}${GET}/${hash}`)).text();

function expectNothingPersonal(text: string) {
  for (const value of personal()) expect(text, `must not show ${value}`).not.toContain(value);
  expect(text).not.toContain('Rejtekút');
}

beforeAll(async () => {
  ({ date, minutes } = await openTimes(1, 1, 4));
});

describe('an ended booking by its link', () => {
  it('answers a cancelled booking with its facts and money only', async () => {
    const booked = await book();
    expect(await linkAnswer(booked.hash)).toContain(PATIENT.taj); // live: its holder manages it
    expect(
      (await sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${booked.hash}`, {})).status,
    ).toBe(200);
    const text = await linkAnswer(booked.hash);
    expectNothingPersonal(text);
    const { data } = JSON.parse(text);
    expect(data).toMatchObject({ hash: booked.hash, status: 'cancelled', date, total: booked.total, location_id: 1 });
    expect(data.examinations).toEqual(booked.examinations);
    expect(data).not.toHaveProperty('person');
    expect(data).not.toHaveProperty('invoice');
  });

  it('answers a hold that ran out the same, before and after the cron marks it expired', async () => {
    const booked = await book();
    await env.DB.prepare(`UPDATE appointments SET hold_expires_at = '2000-01-01T00:00:00.000Z' WHERE hash = ?1`)
      .bind(booked.hash)
      .run();
    expectNothingPersonal(await linkAnswer(booked.hash));
    await runScheduledJobs(env, new Date());
    const text = await linkAnswer(booked.hash);
    expect(JSON.parse(text).data.status).toBe('expired');
    expectNothingPersonal(text);
  });

  it("shows a family booker's cancelled member without the member's person", async () => {
    const child = freshPatient({ first_name: 'Rejtő', last_name: 'Gyermek', birth: '2015-05-05' });
    const group = await book({
      payment_type: 'ONSITE',
      person: freshPatient(),
      people: [{ package_ids: [1], test_ids: [], person: child }],
    });
    const member = group.party.members[1];
    // A confirmed group's members are cancelled one by one; a held one whole, so confirm it first.
    await env.DB.prepare(`UPDATE appointments SET status = 'confirmed', hold_expires_at = NULL WHERE party_id = ?1`)
      .bind(group.party.id)
      .run();
    expect(
      (await sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${member.hash}`, {})).status,
    ).toBe(200);
    const { data } = JSON.parse(await linkAnswer(group.hash));
    const [booker, cancelled] = data.party.members;
    expect(booker.person.taj).toBe(group.person.taj);
    expect(cancelled).toMatchObject({ hash: member.hash, status: 'cancelled' });
    expect(JSON.stringify(cancelled)).not.toContain(child.taj);
    expect(JSON.stringify(cancelled)).not.toContain('Rejtő');
  });

  it('still gives a site calling as its laboratory’s client the whole booking, to mail and refund by', async () => {
    const booked = await book();
    await sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${booked.hash}`, {});
    const lab = asLabSystem(appointmentsApi);
    const res = await lab.request(`${ORIGIN}${GET}/${booked.hash}`, {}, env);
    expect((await res.json<any>()).data.person.taj).toBe(PATIENT.taj);
  });

  it('shows its cancelled page and its payment-switch answer without the person', async () => {
    const booked = await book();
    const onsite = await postJson('/api/payment/onsite', { hash: booked.hash });
    expect(await onsite.json()).toEqual({ data: { status: 'held' } });
    await sendJson('DELETE', `/api/whitetech/appointments/patient_appointment_delete/${booked.hash}`, {});
    for (const path of ['/adatkitoltes', '/idopont-torles', '/idopontmodositas', '/helyszinmodositas']) {
      const page = await SELF.fetch(`${ORIGIN}${path}/${booked.hash}`);
      expect(page.status).toBe(200);
      expectNothingPersonal(await page.text());
    }
  });
});
