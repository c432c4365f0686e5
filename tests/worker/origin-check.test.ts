import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentGateway } from '../../src/backends/payment';
import { signBody } from '../../src/backends/payment/signature';
import { IPN_PATH } from '../../src/routes/payment';
import { ORIGIN, postJson } from './helpers';
import { bookingStatus, heldBooking, start, startedPayment, startIdsAt } from './paymentFixtures';

// Cross-site requests are refused for every non-GET request, page form posts included (issue 12 point 7,
// src/middleware/originCheck.ts, decision 0022).

startIdsAt(8700);
const EVIL = 'https://evil.example';
const RUN = Math.floor(Math.random() * 0xffff).toString(16);
let counter = 0;
const freshIp = () => `2001:db8:0c:${RUN}::${(++counter).toString(16)}`;

const enquiry = (company: string) => ({
  company,
  contactName: 'Kovács Éva',
  email: 'eva.kovacs@example.hu',
  phone: '+36 30 123 4567',
  headcount: '120',
  message: 'Éves szűrés.',
});
const stored = async (company: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM company_enquiries WHERE company = ?1')
    .bind(company)
    .first<{ n: number }>())!.n;
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp(), ...headers },
    body: new URLSearchParams(fields),
  });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('page form posts', () => {
  it('refuses a cross-site POST /vallalatoknak with the 403 page and stores nothing', async () => {
    const company = `Evil Kft. ${RUN}`;
    const res = await postForm('/vallalatoknak', enquiry(company), { origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('A kérést nem fogadtuk el, mert nem az oldalunkról érkezett.');
    expect(await stored(company)).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Refused cross-site POST /vallalatoknak`));
  });

  it('answers the 403 page in English under /en', async () => {
    const res = await postForm('/en/vallalatoknak', enquiry(`Evil Ltd ${RUN}`), { origin: EVIL });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('The request was refused because it did not come from our site.');
  });

  it('judges by the Referer when the Origin is absent, and refuses a post with neither', async () => {
    const foreign = `Referer Kft. ${RUN}`;
    const refused = await postForm('/vallalatoknak', enquiry(foreign), { referer: `${EVIL}/form` });
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
    const bare = await postForm('/vallalatoknak', enquiry(foreign), {});
    expect(bare.status).toBe(403);
    await bare.arrayBuffer();
    const nullOrigin = await postForm('/vallalatoknak', enquiry(foreign), { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    await nullOrigin.arrayBuffer();
    expect(await stored(foreign)).toBe(0);

    const own = `Saját Referer Kft. ${RUN}`;
    const ok = await postForm('/vallalatoknak', enquiry(own), { referer: `${ORIGIN}/vallalatoknak` });
    expect(ok.status).toBe(200);
    await ok.arrayBuffer();
    expect(await stored(own)).toBe(1);
  });

  it('stores a same-origin form post, from the request origin and from PUBLIC_ORIGIN', async () => {
    for (const origin of [ORIGIN, new URL(env.PUBLIC_ORIGIN).origin]) {
      const company = `Saját Kft. ${RUN} ${origin}`;
      const res = await postForm('/vallalatoknak', enquiry(company), { origin });
      expect(res.status, origin).toBe(200);
      expect(await res.text()).toContain('"sent":true');
      expect(await stored(company)).toBe(1);
    }
  });

  it('lets the sandbox payment page post to itself, and refuses the same post from another site', async () => {
    const booking = await heldBooking();
    const page = await start(booking.hash);
    const foreign = await postForm(page, { outcome: 'SUCCESS' }, { origin: EVIL });
    expect(foreign.status).toBe(403);
    await foreign.arrayBuffer();
    expect(await bookingStatus(booking.id)).toBe('held');
    const own = await postForm(page, { outcome: 'SUCCESS' }, { origin: ORIGIN });
    expect(own.status).toBe(303);
    expect(await bookingStatus(booking.id)).toBe('confirmed');
  });
});

describe('the payment IPN', () => {
  it('is still accepted from the gateway, which sends no browser Origin, by its signature', async () => {
    const { booking, body } = await startedPayment();
    const signature = await signBody((await paymentGateway(env)).secret, body);
    const res = await SELF.fetch(`${ORIGIN}${IPN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Signature: signature },
      body,
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await bookingStatus(booking.id)).toBe('confirmed');
  });
});

describe('/api calls', () => {
  it('refuses a foreign Origin even with a valid XSRF pair (403 JSON), and stores nothing', async () => {
    const company = `API Evil Kft. ${RUN}`;
    const res = await postJson('/api/company/enquiry', enquiry(company), {
      origin: EVIL,
      'cf-connecting-ip': freshIp(),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'cross_site_refused' } });
    expect(await stored(company)).toBe(0);
  });

  it('accepts the same call from the site itself, and from the site without Origin or Referer (the XSRF pair)', async () => {
    for (const headers of [{ origin: ORIGIN }, {}] as Record<string, string>[]) {
      const company = `API Saját Kft. ${RUN} ${JSON.stringify(headers)}`;
      const res = await postJson('/api/company/enquiry', enquiry(company), {
        ...headers,
        'cf-connecting-ip': freshIp(),
      });
      expect(res.status).toBe(201);
      await res.arrayBuffer();
      expect(await stored(company)).toBe(1);
    }
  });
});
