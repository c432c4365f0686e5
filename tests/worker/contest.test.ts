import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_LIMIT } from '../../src/routes/api/contest';
import { ORIGIN, postJson, xsrfHeaders } from './helpers';

// Contest subscriptions (spec sections 1, 2 Other screen behaviour, 7 Other): POST /api/contest/subscribe
// stores one entry per address and contest in D1. Every test uses its own form id, addresses and client
// IP, so the per-IP attempt limit of one test never reaches another.

let counter = 0;
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
/** A contest form id an event runs (entries for other ids are refused): one per tag, made in beforeAll. */
const formOf = (tag: string) => `${tag}-${RUN}`;
const TAGS = [
  'nyar',
  'valasz1',
  'valasz2',
  'angol',
  'ismetles',
  'ismetles-osz',
  'hibas',
  'rejtett',
  'xsrf',
  'limit',
  'beleegyezes',
];
function fresh(tag: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    formId: formOf(tag),
    email: `${tag}.${stamp}@example.hu`,
    ip: `2001:db8:c0:${RUN}::${counter.toString(16)}`,
  };
}

// Before any call reads the events list (and caches it), each tag gets an event that runs its contest.
beforeAll(async () => {
  await env.DB.batch(
    TAGS.map((tag) =>
      env.DB.prepare(
        `INSERT INTO content_documents (document_id, type_uid, locale, data, published_at)
         VALUES (?1, 'events', 'hu', ?2, '2026-01-01T00:00:00.000Z')`,
      ).bind(
        `contest-test-${formOf(tag)}`,
        JSON.stringify({
          Title: `Teszt ${tag}`,
          Slug: `teszt-${formOf(tag)}`,
          StartsAt: '2026-11-15T00:00:00+01:00',
          ContestFormId: formOf(tag),
        }),
      ),
    ),
  );
});

type Json = Record<string, any>;

/** An entry as the form posts it: consent given unless the body says otherwise. */
const subscribe = (body: unknown, ip: string) =>
  postJson('/api/contest/subscribe', { consent: 'true', ...(body as object) }, { 'cf-connecting-ip': ip });

interface EntryRow {
  form_id: string;
  last_name: string;
  first_name: string;
  email: string;
  visited_before: string;
  maldiv: string;
  language: string;
  privacy_consent_at: string | null;
  created_at: string;
}

const entries = async (formId: string) =>
  (await env.DB.prepare('SELECT * FROM contest_entries WHERE form_id = ?1 ORDER BY id').bind(formId).all<EntryRow>())
    .results;

describe('POST /api/contest/subscribe', () => {
  it('stores the entry with the string defaults and answers 201, no-store', async () => {
    const { formId, email, ip } = fresh('nyar');
    const res = await subscribe({ formId, lastName: 'Kovács', firstName: 'Árvíztűrő Tükörfúrógép', email }, ip);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ data: { status: 'subscribed' } });
    const rows = await entries(formId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_id: formId,
      last_name: 'Kovács',
      first_name: 'Árvíztűrő Tükörfúrógép',
      email,
      visited_before: 'false',
      maldiv: 'false',
      language: 'hu',
    });
    expect(rows[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows[0]!.privacy_consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses an entry without the privacy consent the form asks for (400 naming consent), storing nothing', async () => {
    const { formId, email, ip } = fresh('beleegyezes');
    for (const consent of [undefined, 'false', false]) {
      const body = { formId, lastName: 'Kiss', firstName: 'Anna', email };
      const res = await postJson('/api/contest/subscribe', consent === undefined ? body : { ...body, consent }, {
        'cf-connecting-ip': ip,
      });
      expect(res.status, String(consent)).toBe(400);
      const json = await res.json<Json>();
      expect([json.error.code, json.error.message]).toEqual(['invalid_body', 'consent: required']);
    }
    expect(await entries(formId)).toHaveLength(0);
  });

  it('refuses an entry for a formId no event runs (404 unknown_contest), storing nothing', async () => {
    const { email, ip } = fresh('nincs');
    const formId = `nincs-ilyen-${RUN}`;
    const res = await subscribe({ formId, lastName: 'Kiss', firstName: 'Anna', email }, ip);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json<Json>()).error.code).toBe('unknown_contest');
    expect(await entries(formId)).toHaveLength(0);
    // The seeded event's contest takes entries.
    const seeded = await subscribe(
      { formId: 'nyari-nyeremenyjatek-2026', lastName: 'Kiss', firstName: 'Anna', email },
      ip,
    );
    expect(seeded.status).toBe(201);
  });

  it('keeps the answers as the strings the call names, from strings or booleans', async () => {
    const a = fresh('valasz1');
    const res = await subscribe(
      { formId: a.formId, lastName: 'Szabó', firstName: 'Éva', email: a.email, visited_before: 'true', maldiv: true },
      a.ip,
    );
    expect(res.status).toBe(201);
    const b = fresh('valasz2');
    const res2 = await subscribe(
      { formId: b.formId, lastName: 'Nagy', firstName: 'Ödön', email: b.email, visited_before: false, maldiv: 'false' },
      b.ip,
    );
    expect(res2.status).toBe(201);
    expect((await entries(a.formId))[0]).toMatchObject({ visited_before: 'true', maldiv: 'true' });
    expect((await entries(b.formId))[0]).toMatchObject({ visited_before: 'false', maldiv: 'false' });
  });

  it('stores the language of an /en call', async () => {
    const { formId, email, ip } = fresh('angol');
    const res = await SELF.fetch(`${ORIGIN}/en/api/contest/subscribe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(await xsrfHeaders()),
        'cf-connecting-ip': ip,
      },
      body: JSON.stringify({ formId, lastName: 'Smith', firstName: 'Anne', email, consent: true }),
    });
    expect(res.status).toBe(201);
    expect((await entries(formId))[0]!.language).toBe('en');
  });

  it('keeps one entry per address and contest, answering a repeat as an entry: nobody learns who entered', async () => {
    const { formId, email, ip } = fresh('ismetles');
    const first = await subscribe({ formId, lastName: 'Tóth', firstName: 'Gábor', email }, ip);
    expect(first.status).toBe(201);
    const again = await subscribe(
      { formId, lastName: 'Tóth', firstName: 'Gábor', email: `  ${email.toUpperCase()} ` },
      ip,
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.text()).toBe(await first.clone().text());
    expect(await entries(formId)).toHaveLength(1);

    // Another contest takes the same address.
    const other = await subscribe({ formId: formOf('ismetles-osz'), lastName: 'Tóth', firstName: 'Gábor', email }, ip);
    expect(other.status).toBe(201);
    expect(await entries(formOf('ismetles-osz'))).toHaveLength(1);
  });

  it('answers 400 invalid_body naming the first bad field', async () => {
    const { formId, email, ip } = fresh('hibas');
    const good = { formId, lastName: 'Kiss', firstName: 'Anna', email };
    const cases: [Json, string][] = [
      [{ ...good, formId: undefined }, 'formId'],
      [{ ...good, formId: 'nyári játék!' }, 'formId'],
      [{ ...good, formId: 'x'.repeat(65) }, 'formId'],
      [{ ...good, lastName: undefined }, 'lastName'],
      [{ ...good, lastName: '   ' }, 'lastName'],
      [{ ...good, lastName: 'K'.repeat(101) }, 'lastName'],
      [{ ...good, firstName: 'Anna1' }, 'firstName'],
      [{ ...good, firstName: 42 }, 'firstName'],
      [{ ...good, email: undefined }, 'email'],
      [{ ...good, email: 'not-an-address' }, 'email'],
      [{ ...good, visited_before: 'yes' }, 'visited_before'],
      [{ ...good, maldiv: 1 }, 'maldiv'],
    ];
    for (const [body, field] of cases) {
      const res = await subscribe(body, ip);
      expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const json = await res.json<Json>();
      expect(json.error.code).toBe('invalid_body');
      expect(json.error.message.startsWith(`${field}:`), json.error.message).toBe(true);
    }
    const missing = await subscribe({ ...good, email: undefined }, ip);
    expect((await missing.json<Json>()).error.message).toBe('email: required');
    const notJson = await postJson('/api/contest/subscribe', 'text', { 'cf-connecting-ip': ip });
    expect(notJson.status).toBe(400);
    expect((await notJson.json<Json>()).error.code).toBe('invalid_body');
    expect(await entries(formId)).toHaveLength(0);
  });

  it('refuses NUL, U+202E, U+200B or a lone surrogate in a name as such (400), and stores nothing', async () => {
    const { formId, email, ip } = fresh('rejtett');
    for (const character of ['\u0000', '\u202e', '\u200b', '\ud800']) {
      for (const field of ['lastName', 'firstName']) {
        const body = { formId, lastName: 'Kiss', firstName: 'Anna', email, [field]: `Ki${character}ss` };
        const res = await subscribe(body, ip);
        expect(res.status, `${field} ${JSON.stringify(character)}`).toBe(400);
        const json = await res.json<Json>();
        expect(json.error).toEqual({ code: 'invalid_body', message: `${field}: control or invisible characters` });
      }
    }
    expect(await entries(formId)).toHaveLength(0);
  });

  it('refuses a call without the XSRF pair (403) and stores nothing', async () => {
    const { formId, email, ip } = fresh('xsrf');
    const res = await SELF.fetch(`${ORIGIN}/api/contest/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ formId, lastName: 'Kiss', firstName: 'Anna', email }),
    });
    expect(res.status).toBe(403);
    await res.arrayBuffer();
    expect(await entries(formId)).toHaveLength(0);
  });

  it('limits the attempts of one client IP (429 with Retry-After)', async () => {
    const { formId, ip } = fresh('limit');
    const entry = (i: number) => ({
      formId,
      lastName: 'Kiss',
      firstName: 'Anna',
      email: `limit${i}.${RUN}@example.hu`,
    });
    for (let i = 0; i < CONTEST_LIMIT.max; i += 1) {
      const res = await subscribe(entry(i), ip);
      expect(res.status).toBe(201);
      await res.arrayBuffer();
    }
    const last = await subscribe(entry(CONTEST_LIMIT.max), ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json<Json>()).error.code).toBe('too_many_attempts');
  });
});
