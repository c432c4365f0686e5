import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAvailability } from '../../src/backends/lab/availability';
import { httpAppointments } from '../../src/backends/lab/httpAppointments';
import worker from '../../src/index';
import type { AppEnv } from '../../src/env';
import { appointmentsApi } from '../../src/routes/api/appointments';
import { availabilityApi } from '../../src/routes/api/availability';
import { freshPatient } from '../fixtures/booking.mjs';
import { OVERBOOKED_SLOTS_SQL } from '../fixtures/slotOccupancy.mjs';
import { anonymousBooker, confirmFromMail, freshAddress } from './booker';
import { dayClearOfCutoff, ORIGIN, postJson } from './helpers';

// A family moves together (docs/decisions/0055). Our own locations (99xx): 9901 open all day with
// capacity 50; 9902 open all day with capacity 2 and another fee; 9903 one slot a day (08:00) of capacity 5,
// where the race is run. Package 1 (Alap laborcsomag) everywhere, 33 (children's) at the child_testing ones.
const WIDE = 9901;
const PAIR = 9902;
const ONE_SLOT = 9903;
const SETUP = [
  `INSERT OR IGNORE INTO lab_locations (id, url_slug, name, address, zip_code, city, county, gps_latitude,
     gps_longitude) VALUES (9901, 't-mozgas-1', 'Teszt mozgás 1', 'Fő utca 1.', '1011', 'Budapest', 'Budapest', 47.5,
     19.04), (9902, 't-mozgas-2', 'Teszt mozgás 2', 'Fő utca 2.', '1011', 'Budapest', 'Budapest', 47.5, 19.04),
     (9903, 't-mozgas-3', 'Teszt mozgás 3', 'Fő utca 3.', '1011', 'Budapest', 'Budapest', 47.5, 19.04)`,
  `INSERT OR IGNORE INTO lab_location_tags VALUES (9901, 'showonweb'), (9901, 'child_testing'), (9902, 'showonweb'),
     (9902, 'child_testing'), (9903, 'showonweb'), (9903, 'child_testing')`,
  ...[1, 2, 3, 4, 5, 6, 7].map(
    (day) => `INSERT OR IGNORE INTO lab_working_plans VALUES (9901, ${day}, '06:00:00', '20:00:00'),
       (9902, ${day}, '06:00:00', '20:00:00'), (9903, ${day}, '08:00:00', '08:10:00')`,
  ),
  `INSERT OR IGNORE INTO lab_sampling_fees VALUES (9901, 'base', 2000), (9902, 'base', 2500), (9903, 'base', 1500)`,
  `INSERT OR IGNORE INTO lab_location_packages VALUES (9901, 1), (9901, 33), (9902, 1), (9902, 33), (9903, 1),
     (9903, 33)`,
  `INSERT OR IGNORE INTO lab_location_schedules VALUES (9901, 10, 50, 0, 30), (9902, 10, 2, 0, 30),
     (9903, 10, 5, 0, 30)`,
];

const app = new Hono<AppEnv>().route('/api', appointmentsApi).route('/api', availabilityApi);
const APPOINTMENTS = `${ORIGIN}/api/whitetech/appointments`;

async function call(method: string, path: string, body?: unknown) {
  const booker = method === 'POST' ? await anonymousBooker() : { 'cf-connecting-ip': freshAddress() };
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...booker } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await app.request(`${APPOINTMENTS}/${path}`, init, env);
  return { status: res.status, body: (await res.json()) as any };
}

const person = (first_name: string, fields: Record<string, unknown> = {}) => ({
  first_name,
  last_name: 'Kovács',
  gender: 1,
  taj: freshPatient().taj,
  birth: '2016-09-01',
  ...fields,
});

/**
 * Anna with `children` children (Bence, Csilla, …) at `location`, from `time`, each child with the
 * address `own` gives them or none; answers the booker's booking.
 */
async function bookFamily(
  location: number,
  date: string,
  time: number,
  children = 2,
  own: Record<string, string> = {},
) {
  const email = freshPatient().email;
  const res = await call('POST', 'patient_appointment_post', {
    idempotency_key: crypto.randomUUID(),
    language: 'hu',
    location_id: location,
    date,
    time,
    package_ids: [1],
    test_ids: [],
    payment_type: 'ONSITE',
    person: person('Anna', {
      birth: '1985-04-12',
      email,
      phone_number: freshPatient().phone_number,
      zip_code: '1134',
      city: 'Budapest',
      address: 'Váci út 10.',
      elfogadom: true,
      adatvedelmiElfogadom: true,
    }),
    invoice: {
      invoice_name: 'Kovács Anna',
      invoice_zipcode: '1134',
      invoice_city: 'Budapest',
      invoice_address: 'Váci út 10.',
    },
    people: ['Bence', 'Csilla', 'Dóra']
      .slice(0, children)
      .map((name) => ({ package_ids: [33], person: person(name, own[name] ? { email: own[name] } : {}) })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Where each person of a group is now, in position order. */
const partyRows = async (partyId: string) =>
  (
    await env.DB.prepare(
      `SELECT party_position AS position, location_id, date, start_minute, sampling_fee, total, status
       FROM appointments WHERE party_id = ?1 ORDER BY party_position`,
    )
      .bind(partyId)
      .all<{ position: number; location_id: number; date: string; start_minute: number; sampling_fee: number }>()
  ).results;

const changeMails = async (ids: number[]) =>
  (
    await env.DB.prepare(
      `SELECT appointment_id, to_address, text_body FROM mail_outbox
       WHERE kind = 'change' AND appointment_id IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(ids))
      .all<{ appointment_id: number; to_address: string; text_body: string }>()
  ).results;

let date: string;
beforeAll(async () => {
  await env.DB.batch(SETUP.map((sql) => env.DB.prepare(sql)));
  date = dayClearOfCutoff(await embeddedAvailability(env.DB).availableDates({ location_id: WIDE, package_ids: [1] }));
});

describe('moving a family booking by one person’s link', () => {
  it('moves everyone from a child’s link, keeps them together, and mails once saying who was moved', async () => {
    const booked = await bookFamily(WIDE, date, 600);
    const [anna, bence, csilla] = booked.party.members;
    // Every person's link knows who else comes and when, without their links.
    const read = await call('GET', `patient_appointment_get/${bence.hash}`);
    expect(read.body.data.party.people.map((p: any) => [p.first_name, p.time])).toEqual([
      ['Anna', '10:00'],
      ['Bence', '10:00'],
      ['Csilla', '10:00'],
    ]);
    expect(JSON.stringify(read.body.data.party.people)).not.toContain(anna.hash);

    const moved = await call('PUT', `patient_appointment_put/${bence.hash}`, { date, time: 620, everyone: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await partyRows(booked.party.id)).map((row) => row.start_minute)).toEqual([620, 620, 620]);
    // One change mail, to the address the link's booking holds (the booker's), naming everyone moved.
    const mails = await changeMails([anna.id, bence.id, csilla.id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(anna.person.email);
    expect(mails[0]!.text_body).toContain('Kinek változott az időpontja');
    for (const name of ['Kovács Anna', 'Kovács Bence', 'Kovács Csilla']) expect(mails[0]!.text_body).toContain(name);
    expect(mails[0]!.text_body).not.toContain('Kik maradnak');
  });

  it('also tells a moved person who gave their own address, once, and nobody twice', async () => {
    const csillaAddress = freshPatient().email;
    const booked = await bookFamily(WIDE, date, 630, 2, { Csilla: csillaAddress });
    const [anna, bence, csilla] = booked.party.members;
    // From Bence's link (he has the booker's address): Anna's address is told, and Csilla's own.
    const moved = await call('PUT', `patient_appointment_put/${bence.hash}`, { date, time: 650, everyone: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const mails = await changeMails([anna.id, bence.id, csilla.id]);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([anna.person.email, csillaAddress].sort());
    const toCsilla = mails.find((mail) => mail.to_address === csillaAddress)!;
    expect(toCsilla.appointment_id).toBe(csilla.id);
    expect(toCsilla.text_body).toContain('Kinek változott az időpontja');
    for (const name of ['Kovács Anna', 'Kovács Bence', 'Kovács Csilla']) expect(toCsilla.text_body).toContain(name);
  });

  it('answers the family of a booking over HTTP as the embedded engine does, to the site with the key only', async () => {
    const booked = await bookFamily(WIDE, date, 640, 2);
    const KEY = 'lab-service-key-for-family-tests';
    const asLab = async (input: RequestInfo | URL, init?: RequestInit) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(input, init), { ...env, LAB_SERVICE_KEY: KEY }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const lab = httpAppointments({ baseUrl: 'https://lab.stand-in.example', apiKey: KEY, fetch: asLab });
    const bence = booked.party.members[1];
    const family = await lab.partyOf(bence.hash);
    expect(family.map((member) => member.person.first_name)).toEqual(['Anna', 'Bence', 'Csilla']);
    expect(family.map((member) => member.hash)).toEqual(booked.party.members.map((member: any) => member.hash));
    expect(await lab.partyOf('no-such-booking-hash-000000')).toEqual([]);
    const stranger = await asLab(`https://lab.stand-in.example/api/whitetech/appointments/party/${bence.hash}`, {
      headers: { Authorization: 'Bearer wrong' },
    });
    expect(stranger.status).toBe(401);
  });

  it('moves one person alone when asked, and the mail says who stays at their time', async () => {
    const booked = await bookFamily(WIDE, date, 660);
    const [anna, bence, csilla] = booked.party.members;
    const moved = await call('PUT', `patient_appointment_put/${csilla.hash}`, { date, time: 700 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await partyRows(booked.party.id)).map((row) => row.start_minute)).toEqual([660, 660, 700]);
    const [mail] = await changeMails([anna.id, bence.id, csilla.id]);
    expect(mail!.text_body).toMatch(/Kinek változott az időpontja[\s\S]*Kovács Csilla[\s\S]*Kik maradnak/);
    expect(mail!.text_body).toMatch(/Kik maradnak[\s\S]*Kovács Anna[\s\S]*Kovács Bence/);
  });

  it('moves everyone to another location, re-pricing each person’s sampling fee only', async () => {
    const booked = await bookFamily(WIDE, date, 720, 1);
    const before = await partyRows(booked.party.id);
    const moved = await call('PUT', `patient_appointment_put/${booked.hash}`, {
      location_id: PAIR,
      date,
      time: 740,
      everyone: true,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await partyRows(booked.party.id);
    expect(after.map((row) => [row.location_id, row.start_minute, row.sampling_fee])).toEqual([
      [PAIR, 740, 2500],
      [PAIR, 740, 2500],
    ]);
    after.forEach((row: any, i) => expect(row.total - (before[i] as any).total).toBe(500));
  });

  it('moves nobody when the whole party does not fit, and says the time is not available', async () => {
    // Capacity 2 at PAIR: two people are already at 09:00 and 09:10, so three cannot come from 09:00.
    await bookFamily(PAIR, date, 540, 1);
    const booked = await bookFamily(WIDE, date, 780, 2);
    const refused = await call('PUT', `patient_appointment_put/${booked.hash}`, {
      location_id: PAIR,
      date,
      time: 540,
      everyone: true,
    });
    expect(refused.status).toBe(409);
    expect((await partyRows(booked.party.id)).map((row) => [row.location_id, row.start_minute])).toEqual([
      [WIDE, 780],
      [WIDE, 780],
      [WIDE, 780],
    ]);
  });
});

describe('the times offered to a booking being moved', () => {
  /** The start minutes available_times offers at PAIR on `date` for `query` (on top of location, package 1). */
  const offered = async (query: string) => {
    const res = await app.request(
      `${ORIGIN}/api/whitetech/web/available_times?location_id=${PAIR}&package_ids=1&date=${date}${query}`,
      {},
      env,
    );
    if (res.status === 404) return [];
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { minute: number; party?: number[] }[] }).data.map((time) => time.minute);
  };

  it('counts the family’s own places as free, so moving everyone keeps their own time on offer', async () => {
    // Anna and Bence fill both places of 17:00 at PAIR (capacity 2).
    const booked = await bookFamily(PAIR, date, 1020, 1);
    const [anna, bence] = booked.party.members;
    // To a stranger, and to the family not saying it is moving, 17:00 is full.
    expect(await offered('&party=33')).not.toContain(1020);
    expect(await offered('')).not.toContain(1020);
    // Moving everyone from Bence's link, their own two places are given up by the move: 17:00 is offered.
    expect(await offered(`&party=33&moving=${bence.hash}`)).toContain(1020);
    // Moving Bence alone gives up only his place: one person fits at 17:00, two do not.
    expect(await offered(`&moving=${bence.hash}`)).toContain(1020);
    expect(await offered(`&party=33&moving=${anna.hash}`)).toContain(1020);
  });

  it('frees nothing for a link it does not know, and refuses a malformed one', async () => {
    await bookFamily(PAIR, date, 1080, 1);
    expect(await offered('&moving=nincs-ilyen-foglalas')).not.toContain(1080);
    const res = await app.request(
      `${ORIGIN}/api/whitetech/web/available_times?location_id=${PAIR}&package_ids=1&date=${date}&moving=a%20b`,
      {},
      env,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('moving');
  });
});

describe('families racing to move into the last places', () => {
  it('moves whole families only, and never more people than a slot holds', async () => {
    const day = dayClearOfCutoff(
      await embeddedAvailability(env.DB).availableDates({ location_id: ONE_SLOT, package_ids: [1] }),
    );
    const families = [];
    for (let i = 0; i < 12; i++) families.push(await bookFamily(WIDE, day, 600 + 10 * i, 1 + (i % 2)));
    // All at once, each family from its youngest's link, into the one slot of 5 at 08:00.
    const answers = await Promise.all(
      families.map((family) =>
        call('PUT', `patient_appointment_put/${family.party.members.at(-1).hash}`, {
          location_id: ONE_SLOT,
          date: day,
          time: 480,
          everyone: true,
        }),
      ),
    );
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    let there = 0;
    for (const family of families) {
      const rows = await partyRows(family.party.id);
      const places = new Set(rows.map((row) => `${row.location_id}@${row.start_minute}`));
      // Everyone or nobody: never half a family moved.
      expect(places.size, JSON.stringify(rows)).toBe(1);
      if (rows[0]!.location_id === ONE_SLOT) there += rows.length;
    }
    expect(there).toBeLessThanOrEqual(5);
    expect(there).toBeGreaterThanOrEqual(4);
    const overbooked = await env.DB.prepare(OVERBOOKED_SLOTS_SQL).first<{ n: number }>();
    expect(overbooked!.n).toBe(0);
  });
});

describe('lost links sent again for a family booking', () => {
  it('sends one mail to the booker listing everyone with their own links', async () => {
    const booked = await bookFamily(WIDE, date, 900, 2);
    expect((await confirmFromMail(booked.id)).status).toBe(200);
    const res = await postJson(
      '/api/booking/resend_links',
      { email: booked.person.email, date, language: 'hu' },
      { 'cf-connecting-ip': freshAddress() },
    );
    expect(res.status).toBe(202);
    const ids = booked.party.members.map((member: any) => member.id);
    const until = Date.now() + 10_000;
    let mails: { to_address: string; text_body: string }[] = [];
    while (Date.now() < until) {
      mails = (
        await env.DB.prepare(
          `SELECT to_address, text_body FROM mail_outbox WHERE kind = 'manage_links'
           AND appointment_id IN (SELECT value FROM json_each(?1))`,
        )
          .bind(JSON.stringify(ids))
          .all<{ to_address: string; text_body: string }>()
      ).results;
      if (mails.length) break;
      await scheduler.wait(20);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(booked.person.email);
    expect(mails[0]!.text_body).toContain('Kedves Kovács Anna');
    for (const member of booked.party.members) {
      expect(mails[0]!.text_body).toContain(`Kovács ${member.person.first_name}`);
      expect(mails[0]!.text_body).toContain(`/idopontmodositas/${member.hash}`);
    }
  });
});
