import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedAppointments } from '../../src/backends/lab/embeddedAppointments';
import { managedAppointments, TOO_LATE_MESSAGE } from '../../src/backends/lab/manage';
import { ORIGIN, postJson, xsrfHeaders, openTimes } from './helpers';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { anonymousBooker, confirmFromMail } from './booker';

// The seeded Váci út location (open every day) and its Alap laborcsomag.
const LOCATION = 1;
const PACKAGE = 1;
const PAGES = [
  '/adatkitoltes',
  '/idopont-torles',
  '/idopontmodositas',
  '/idopontmodositas-koszono',
  '/helyszinmodositas',
  '/adatmodositas-koszono',
];
const APPOINTMENTS = '/api/whitetech/appointments';

const invoice = demoInvoice;

let date: string;
let minutes: number[];
let keys = 0;

/**
 * A confirmed on-site booking (confirmed from its mail, decision 0050; or a held online one) two
 * available days ahead (well before the cut-off), through the API.
 */
async function book(minute = minutes[keys % minutes.length]!, payment_type: 'ONSITE' | 'ONLINE' = 'ONSITE') {
  const res = await postJson(
    `${APPOINTMENTS}/patient_appointment_post`,
    {
      idempotency_key: `manage-${Date.now()}-${++keys}`,
      language: 'hu',
      location_id: LOCATION,
      date,
      time: minute,
      package_ids: [PACKAGE],
      test_ids: [],
      payment_type,
      person: freshPatient(),
      invoice,
    },
    await anonymousBooker(),
  );
  expect(res.status).toBe(201);
  const booked = ((await res.json()) as { data: { hash: string; id: number } }).data;
  // On site: confirmed by its patient from the mail (decision 0050).
  if (payment_type === 'ONSITE') expect((await confirmFromMail(booked.id)).status).toBe(200);
  return booked;
}

async function call(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json', ...(await xsrfHeaders()) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const state = async (id: number) => ({
  row: await env.DB.prepare('SELECT status, date, start_minute, person, updated_at FROM appointments WHERE id = ?1')
    .bind(id)
    .first(),
  slots: (
    await env.DB.prepare('SELECT date, slot_minute FROM appointment_slots WHERE appointment_id = ?1 ORDER BY 2')
      .bind(id)
      .all()
  ).results,
});

/** A hash-link page: 200, never cached, never indexed; answers its HTML. */
async function privatePage(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  const html = await res.text();
  expect(res.status, path).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(html).toContain('<meta name="robots" content="noindex');
  return html;
}

beforeAll(async () => {
  ({ date, minutes } = await openTimes(LOCATION, PACKAGE, 2));
  expect(minutes.length).toBeGreaterThan(10);
});

describe('the hash-link pages', () => {
  it('show the booking, its location and the cut-off on every page, in both languages, and change nothing', async () => {
    const { hash, id } = await book();
    const before = await state(id);
    for (const prefix of ['', '/en']) {
      for (const path of PAGES) {
        const html = await privatePage(`${prefix}${path}/${hash}`);
        expect(html).toContain('data-manage-booking');
        // The examination by its name in the page's language, whatever language it was booked in (issue 25).
        const card = /<section[^>]*data-manage-booking=""[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
        expect(card).toContain(prefix ? 'Basic lab package' : 'Alap laborcsomag');
        if (prefix) expect(card).not.toContain('Alap laborcsomag');
        expect(html).toContain('Váci út');
        expect(html).toContain(prefix ? 'You can change or cancel until' : 'Módosítani és lemondani eddig lehet');
      }
    }
    expect(await state(id)).toEqual(before);
  });

  it('render the island of each action page', async () => {
    const { hash } = await book();
    const islands = {
      '/adatkitoltes': 'ManageData',
      '/idopont-torles': 'ManageCancel',
      '/idopontmodositas': 'ManageTime',
      '/helyszinmodositas': 'ManageLocation',
    };
    for (const [path, island] of Object.entries(islands)) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}/${hash}`)).text();
      expect(html).toContain(`data-island="${island}"`);
    }
    expect(await (await SELF.fetch(`${ORIGIN}/idopont-torles/${hash}`)).text()).toContain('Időpont lemondása');
  });

  it('offer the locations that sample the booking, each with its sampling fee for it', async () => {
    const { hash } = await book();
    const html = await (await SELF.fetch(`${ORIGIN}/helyszinmodositas/${hash}`)).text();
    const props = JSON.parse(
      /data-island="ManageLocation"><script type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
    );
    const sampling = await env.DB.prepare(
      `SELECT l.id, f.price FROM lab_locations l JOIN lab_location_packages p ON p.location_id = l.id
       JOIN lab_location_tags t ON t.location_id = l.id AND t.tag = 'showonweb'
       JOIN lab_sampling_fees f ON f.location_id = l.id AND f.fee_type = 'base' WHERE p.package_id = ?1`,
    )
      .bind(PACKAGE)
      .all<{ id: number; price: number }>();
    const { items_total, discount } = (await embeddedAppointments(env.DB).get(hash))!;
    const choices = props.choices as { id: number; sampling_fee: number; total: number }[];
    expect(choices.map((choice) => choice.id).sort()).toEqual(sampling.results.map((row) => row.id).sort());
    for (const row of sampling.results) {
      expect(choices.find((choice) => choice.id === row.id)).toMatchObject({
        sampling_fee: row.price,
        total: items_total + row.price - discount,
      });
    }
  });

  it('are the 404 page for an unknown hash, offering the booking links again (issue 25)', async () => {
    for (const prefix of ['', '/en']) {
      for (const path of PAGES) {
        const res = await SELF.fetch(`${ORIGIN}${prefix}${path}/AAAAAAAAAAAAAAAAAAAAAA`);
        expect(res.status).toBe(404);
        const html = await res.text();
        expect(html).toContain(prefix ? 'The page was not found!' : 'A keresett oldal nem található!');
        expect(html).toMatch(
          prefix
            ? /<a href="\/en\/idopont-linkek"[^>]*>Send my booking links again<\/a>/
            : /<a href="\/idopont-linkek"[^>]*>Foglalási linkjeim újraküldése<\/a>/,
        );
      }
    }
  });

  it('show a cancelled booking as cancelled on every page, in both languages, with nothing left to change', async () => {
    const { hash } = await book();
    expect((await call('DELETE', `${APPOINTMENTS}/patient_appointment_delete/${hash}`)).body).toEqual({
      data: { status: 'cancelled' },
    });
    for (const prefix of ['', '/en']) {
      for (const path of PAGES) {
        const html = await privatePage(`${prefix}${path}/${hash}`);
        expect(html).toContain(prefix ? 'Cancelled appointment' : 'Lemondott időpont');
        expect(html).toMatch(/data-cancelled-card=""[^]*?Alap laborcsomag/);
        expect(html).toContain(prefix ? 'Nothing to pay: you chose to pay at the sampling' : 'Nincs fizetnivalója');
        // Nothing of the live booking: its card, the deadline, a form, or a link to a page that changes it.
        expect(html).not.toContain('data-manage-booking');
        expect(html).not.toContain('data-manage-deadline');
        expect(html).not.toContain('data-island=');
        for (const action of PAGES) expect(html).not.toContain(`href="${prefix}${action}/${hash}"`);
        expect(html).toContain(`href="${prefix}/idopontfoglalas"`);
      }
    }
  });
});

describe('changes by hash link', () => {
  it('move a booking to another time through the API before the cut-off', async () => {
    const { hash, id } = await book(minutes[0]);
    const res = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${hash}`, { date, time: minutes.at(-1) });
    expect(res.status).toBe(200);
    expect((await state(id)).row).toMatchObject({ start_minute: minutes.at(-1), status: 'confirmed' });
  });

  it('are refused after the cut-off, and for a cancelled booking, leaving the booking as it was', async () => {
    const { hash, id } = await book();
    // The booking now starts in two hours: inside the 12-hour cut-off.
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await env.DB.prepare('UPDATE appointments SET starts_at = ?1 WHERE id = ?2').bind(soon, id).run();
    const before = await state(id);
    const put = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${hash}`, { date, time: minutes.at(-1) });
    expect(put.status).toBe(422);
    expect(put.body.error).toEqual({ code: 'not_bookable', message: TOO_LATE_MESSAGE });
    const del = await call('DELETE', `${APPOINTMENTS}/patient_appointment_delete/${hash}`);
    expect(del.status).toBe(422);
    expect(await state(id)).toEqual(before);
    // The page still shows the booking, says that changes have closed, and offers no island.
    const html = await (await SELF.fetch(`${ORIGIN}/idopontmodositas/${hash}`)).text();
    expect(html).toContain('lezárult');
    expect(html).not.toContain('data-island="ManageTime"');
    // Instead, whom to call: the customer service's number as /kapcsolat shows it (issue 15 point 5).
    const contact = await (await SELF.fetch(`${ORIGIN}/kapcsolat`)).text();
    const phone = /href="tel:(\+\d+)"[^>]*>([^<]+)</.exec(contact)!;
    for (const path of [`/idopontmodositas/${hash}`, `/en/idopont-torles/${hash}`]) {
      const page = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      const deadline = /data-manage-deadline="">(.*?)<\/p>/s.exec(page)![1]!;
      expect(deadline, path).toContain(`href="tel:${phone[1]}"`);
      expect(deadline, path).toContain(`>${phone[2]}</a>`);
    }
    expect(html).toContain('Módosításhoz vagy lemondáshoz hívja ügyfélszolgálatunkat:');
  });

  it('let a hold still waiting for its payment be cancelled after the cut-off, but not changed', async () => {
    const { hash, id } = await book(undefined, 'ONLINE');
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await env.DB.prepare('UPDATE appointments SET starts_at = ?1 WHERE id = ?2').bind(soon, id).run();
    const put = await call('PUT', `${APPOINTMENTS}/patient_appointment_put/${hash}`, { date, time: minutes.at(-1) });
    expect([put.status, put.body.error.message]).toEqual([422, TOO_LATE_MESSAGE]);
    const del = await call('DELETE', `${APPOINTMENTS}/patient_appointment_delete/${hash}`);
    expect([del.status, del.body]).toEqual([200, { data: { status: 'cancelled' } }]);
  });

  it('are refused by the wrapped backend with an injected clock', async () => {
    const { hash } = await book();
    const start = (await embeddedAppointments(env.DB).get(hash))!.starts_at;
    const late = managedAppointments(embeddedAppointments(env.DB), () => new Date(Date.parse(start) - 3_600_000));
    await expect(late.cancel(hash)).rejects.toMatchObject({ code: 'not_bookable', message: TOO_LATE_MESSAGE });
    await expect(late.update(hash, { date, time: minutes[1]! })).rejects.toMatchObject({ code: 'not_bookable' });
    const early = managedAppointments(embeddedAppointments(env.DB));
    expect(await early.cancel(hash)).toBe('cancelled');
    await expect(early.cancel(hash)).rejects.toMatchObject({ code: 'not_bookable' });
    expect(await early.update('AAAAAAAAAAAAAAAAAAAAAA', { date })).toBeNull();
  });
});
