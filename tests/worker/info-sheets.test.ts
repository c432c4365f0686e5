import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { INFO_SHEET_IDS, INFO_SHEETS } from '../../src/data/infoSheets';
import { ORIGIN, postJson, sendJson, openTimes } from './helpers';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import { anonymousBooker } from './booker';

// The seeded Váci út location samples the genetic packages; package 25 is the ApoE test (sheet 'apoe').
const LOCATION = 1;
const APOE = 25;
const APPOINTMENTS = '/api/whitetech/appointments';

const invoice = demoInvoice;

let date: string;
let minutes: number[];
let keys = 0;

/** A confirmed on-site booking of the ApoE test, through the API. */
async function book() {
  const res = await postJson(
    `${APPOINTMENTS}/patient_appointment_post`,
    {
      idempotency_key: `info-sheet-${Date.now()}-${++keys}`,
      language: 'hu',
      location_id: LOCATION,
      date,
      time: minutes[keys % minutes.length],
      package_ids: [APOE],
      test_ids: [],
      payment_type: 'ONSITE',
      person: freshPatient(),
      invoice,
    },
    await anonymousBooker(),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { hash: string; id: number } }).data;
}

const reads = async (id: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM patient_data_reads WHERE subject = ?1 AND actor = ?2')
    .bind(`appointment:${id}`, 'link')
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  ({ date, minutes } = await openTimes(LOCATION, APOE, 3));
  expect(minutes.length).toBeGreaterThan(3);
});

describe('the patient information sheets', () => {
  it('the seeded genetic packages carry exactly the sheets there are texts for', async () => {
    const { results } = await env.DB.prepare(
      'SELECT DISTINCT info_sheet FROM lab_packages WHERE info_sheet IS NOT NULL ORDER BY 1',
    ).all<{ info_sheet: string }>();
    expect(results.map((row) => row.info_sheet)).toEqual([...INFO_SHEET_IDS].sort());
  });

  it('show the booking’s sheet with the patient in both languages, unindexed and unstored, and log each read', async () => {
    const { hash, id } = await book();
    const before = await reads(id);
    for (const [prefix, name, lang] of [
      ['', 'Kovács Éva', 'hu'],
      ['/en', 'Éva Kovács', 'en'],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}${prefix}/tajekoztato/apoe/${hash}`);
      expect(res.status, prefix).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(html).toContain(name);
      expect(html).toContain(lang === 'hu' ? '1985. április 12.' : '12 April 1985');
      expect(html).toContain('Váci út');
      expect(html).toContain(INFO_SHEETS[lang].apoe.title.replace(/'/g, '&#x27;'));
      expect(html).toContain(lang === 'hu' ? '2008. évi XXI. törvény' : 'Act XXI of 2008');
      expect(html).toContain('data-island="PrintButton"');
      expect(html).toContain('data-consent');
    }
    expect(await reads(id)).toBe(before + 2);
  });

  it('are the 404 page for a sheet the booking lacks, an unknown sheet, an unknown hash or a cancelled booking', async () => {
    const { hash, id } = await book();
    const before = await reads(id);
    for (const path of [
      `/tajekoztato/fshr/${hash}`,
      `/tajekoztato/kullancs-pcr/${hash}`,
      `/tajekoztato/nincs-ilyen/${hash}`,
      `/en/tajekoztato/nincs-ilyen/${hash}`,
      '/tajekoztato/apoe/AbCdEfGhIjKlMnOpQrStUv',
    ]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    expect(await reads(id)).toBe(before);

    const cancel = await sendJson('DELETE', `${APPOINTMENTS}/patient_appointment_delete/${hash}`, {});
    expect(cancel.status).toBe(200);
    const res = await SELF.fetch(`${ORIGIN}/tajekoztato/apoe/${hash}`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it('are linked from the confirmation e-mail', async () => {
    const { hash, id } = await book();
    let row: { text_body: string } | null = null;
    for (let attempt = 0; attempt < 40 && !row; attempt++) {
      row = await env.DB.prepare(
        "SELECT text_body FROM mail_outbox WHERE appointment_id = ?1 AND kind = 'confirmation'",
      )
        .bind(id)
        .first<{ text_body: string }>();
      if (!row) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row?.text_body).toContain('Tájékoztató:');
    expect(row?.text_body).toContain(`/tajekoztato/apoe/${hash}`);
  });
});
