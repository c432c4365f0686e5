import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTEST_LIMIT } from '../../src/routes/api/contest';
import { ORIGIN, postJson, xsrfHeaders } from './helpers';

// Contest subscriptions (spec sections 1, 2 Other screen behaviour, 7 Other): POST /api/contest/subscribe
// stores one entry per address and contest in D1. Every test uses its own form id, addresses and client
// IP, so the per-IP attempt limit of one test never reaches another.

let counter = 0;
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
function fresh(tag: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    formId: `${tag}-${stamp}`,
    email: `${tag}.${stamp}@example.hu`,
    ip: `2001:db8:c0:${RUN}::${counter.toString(16)}`,
  };
}

type Json = Record<string, any>;

const subscribe = (body: unknown, ip: string) => postJson('/api/contest/subscribe', body, { 'cf-connecting-ip': ip });

interface EntryRow {
  form_id: string;
  last_name: string;
  first_name: string;
  email: string;
  visited_before: string;
  maldiv: string;
  language: string;
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
  });

  it('keeps the answers as the strings the call names, from strings or booleans', async () => {
    const a = fresh('valasz');
    const res = await subscribe(
      { formId: a.formId, lastName: 'Szabó', firstName: 'Éva', email: a.email, visited_before: 'true', maldiv: true },
      a.ip,
    );
    expect(res.status).toBe(201);
    const b = fresh('valasz');
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
      body: JSON.stringify({ formId, lastName: 'Smith', firstName: 'Anne', email }),
    });
    expect(res.status).toBe(201);
    expect((await entries(formId))[0]!.language).toBe('en');
  });

  it('refuses the same address for the same contest (409), whatever its case and spaces', async () => {
    const { formId, email, ip } = fresh('ismetles');
    const first = await subscribe({ formId, lastName: 'Tóth', firstName: 'Gábor', email }, ip);
    expect(first.status).toBe(201);
    const again = await subscribe(
      { formId, lastName: 'Tóth', firstName: 'Gábor', email: `  ${email.toUpperCase()} ` },
      ip,
    );
    expect(again.status).toBe(409);
    expect(again.headers.get('cache-control')).toBe('no-store');
    const body = await again.json<Json>();
    expect(body.error.code).toBe('already_subscribed');
    expect(body.error.message).toMatch(/already/i);
    expect(await entries(formId)).toHaveLength(1);

    // Another contest takes the same address.
    const other = await subscribe({ formId: `${formId}-osz`, lastName: 'Tóth', firstName: 'Gábor', email }, ip);
    expect(other.status).toBe(201);
    expect(await entries(`${formId}-osz`)).toHaveLength(1);
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
