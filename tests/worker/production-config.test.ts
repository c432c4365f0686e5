import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoicing } from '../../src/backends/invoicing';
import { mailTransport } from '../../src/backends/mail';
import { isSandbox, paymentGateway } from '../../src/backends/payment';
import type { Bindings } from '../../src/env';
import worker from '../../src/index';
import { PRODUCTION_SECRETS, PRODUCTION_VARS, STAFF_SERVICE } from '../fixtures/production';

// Fails closed (issue 11 point 1, docs/decisions/0015): the whole worker, called with production
// bindings that miss or contradict one setting at a time. The rules themselves are unit-tested in
// tests/unit/production-config.test.ts.

const ORIGIN = 'https://www.pannonlabor.example';

/** The test bindings (D1, KV, assets) with production vars; `undefined` removes a setting. */
function production(changes: Record<string, string | undefined> = {}): Bindings {
  const bindings: Record<string, unknown> = { ...env, STAFF_SERVICE, ...PRODUCTION_VARS, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete bindings[name];
  return bindings as unknown as Bindings;
}

async function call(bindings: Bindings, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** An XSRF pair from the site's own first answer, as the browser client gets it. */
async function xsrf(bindings: Bindings): Promise<Record<string, string>> {
  const res = await call(bindings, '/');
  await res.arrayBuffer();
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no __Host-XSRF-TOKEN cookie');
  return { cookie: `__Host-XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: JSON.stringify(body),
});

const errorLog = () => vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => vi.restoreAllMocks());

/** The problems /healthz reports, after checking what every health answer must be. */
async function health(bindings: Bindings, status: number) {
  const res = await call(bindings, '/healthz');
  expect(res.status).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const text = await res.text();
  for (const value of PRODUCTION_SECRETS) expect(text).not.toContain(value);
  return JSON.parse(text) as { ok: boolean; environment: string; problems?: { setting: string; problem: string }[] };
}

describe('a fully configured production worker', () => {
  it('is healthy and serves pages and bookings', async () => {
    const bindings = production();
    expect(await health(bindings, 200)).toMatchObject({ ok: true, environment: 'production' });
    const home = await call(bindings, '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const coupon = await call(
      bindings,
      '/api/coupons/validate',
      json({ code: 'TAVASZ10', package_ids: [1], test_ids: [], location_id: 1 }, await xsrf(bindings)),
    );
    expect(coupon.status).toBe(200);
    expect(((await coupon.json()) as { data: { code: string } }).data.code).toBe('TAVASZ10');
  });

  it('hands the staff area, in both languages, and its calls to the staff worker untouched (decision 0067)', async () => {
    const bindings = production();
    for (const [method, path] of [
      ['GET', '/munkatars'],
      ['GET', '/en/munkatars/belepes'],
      ['POST', '/munkatars/belepes'],
      ['POST', '/api/staff/visits'],
    ] as const) {
      const res = await call(bindings, path, { method });
      expect(await res.text()).toBe(`lab-staff got ${method} ${path}`);
    }
    // Only those: a page whose name starts alike is the site's.
    expect(await (await call(bindings, '/munkatarsaink')).text()).not.toContain('lab-staff');
  });

  it('is refused without the staff worker bound, naming STAFF_SERVICE (decision 0067)', async () => {
    const problems = await health(production({ STAFF_SERVICE: undefined }), 503);
    expect(JSON.stringify(problems)).toContain('STAFF_SERVICE');
  });

  it('asks for HSTS preload and sets the XSRF cookie as __Host- (issue 12, point 9)', async () => {
    const home = await call(production(), '/');
    await home.arrayBuffer();
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains; preload');
    const cookie = home.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[^;]+; Path=\/; Secure; SameSite=Lax$/);
  });

  it('has no sandbox payment page and no development outbox', async () => {
    const bindings = production();
    for (const path of ['/fizetes/sandbox/1', '/fizetes/sandbox', '/dev/outbox', '/dev/outbox/1', '/en/dev/outbox']) {
      expect((await call(bindings, path)).status, path).toBe(404);
    }
    expect(
      (
        await call(bindings, '/fizetes/sandbox/1', {
          method: 'POST',
          body: new URLSearchParams({ outcome: 'SUCCESS' }),
        })
      ).status,
    ).toBe(404);
  });
});

describe('a production worker missing a setting', () => {
  it('answers 503 naming SIMPLEPAY_SECRET on payment start, on pages and on /healthz, and logs one line', async () => {
    const bindings = production({ SIMPLEPAY_SECRET: undefined });
    const log = errorLog();
    const start = await call(bindings, '/api/payment/start', json({ hash: 'a'.repeat(22) }));
    expect(start.status).toBe(503);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const body = (await start.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('misconfigured');
    expect(body.error.message).toContain('SIMPLEPAY_SECRET');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toMatch(
      /^Refused POST \/api\/payment\/start .*: configuration incomplete: SIMPLEPAY_SECRET /,
    );

    const page = await call(bindings, '/idopontfoglalas');
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('retry-after')).toBe('600');
    const html = await page.text();
    expect(html).toContain('<code>SIMPLEPAY_SECRET</code>');
    expect(html).toContain('Az oldal átmenetileg nem elérhető');
    expect(html).toContain('This site is temporarily unavailable');
    // The page's own <style> carries the nonce the CSP names: no inline styles otherwise (decision 0020).
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(log).toHaveBeenCalledTimes(2);
    for (const value of PRODUCTION_SECRETS) {
      expect(html).not.toContain(value);
      expect(JSON.stringify(log.mock.calls)).not.toContain(value);
    }

    expect(await health(bindings, 503)).toEqual({
      ok: false,
      environment: 'production',
      build: expect.any(String),
      problems: [{ setting: 'SIMPLEPAY_SECRET', problem: expect.stringContaining('secret not set') }],
    });
  });

  it.each([
    ['SIMPLEPAY_MERCHANT', { SIMPLEPAY_MERCHANT: '' }],
    ['SIMPLEPAY_URL', { SIMPLEPAY_URL: undefined }],
    ['MAIL_API_URL', { MAIL_API_URL: '' }],
    ['MAIL_FROM', { MAIL_FROM: undefined }],
    ['MAIL_API_KEY', { MAIL_API_KEY: undefined }],
    ['XSRF_SECRET', { XSRF_SECRET: undefined }],
    ['PASSWORD_PEPPER', { PASSWORD_PEPPER: undefined }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'http://www.pannonlabor.example' }],
    ['CMS_TOKEN', { CONTENT_SOURCE: 'strapi', CMS_URL: 'https://cms.example' }],
    ['LAB_API_KEY', { LAB_BACKEND: 'http', LAB_API_URL: 'https://lab.example', LAB_INSTITUTE_ID: '1' }],
    ['ACCOUNTS_API_URL', { ACCOUNTS_BACKEND: 'http', ACCOUNTS_API_KEY: 'accounts-key' }],
    ['ACCOUNTS_BACKEND', { ACCOUNTS_BACKEND: undefined }],
    ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: 'sandbox' }],
    ['MAIL_TRANSPORT', { MAIL_TRANSPORT: 'outbox' }],
    ['SIMPLEPAY_MERCHANT', { SIMPLEPAY_MERCHANT: 'SANDBOX' }],
    ['SIMPLEPAY_URL', { SIMPLEPAY_URL: 'https://sandbox.simplepay.hu/payment/v2' }],
    ['LAB_BACKEND', { LAB_BACKEND: 'whitetech' }],
  ])('refuses bookings, payments and pages when %s is wrong (%o)', async (setting, changes) => {
    const bindings = production(changes);
    const log = errorLog();
    expect((await health(bindings, 503)).problems?.map((p) => p.setting)).toEqual([setting]);
    const refusals = [
      await call(bindings, '/api/whitetech/appointments/patient_appointment_post', json({})),
      await call(bindings, '/api/payment/ipn', json({ orderRef: '1-x' })),
      await call(bindings, '/api/coupons/validate', json({ code: 'TAVASZ10' })),
      await call(bindings, '/api/whitetech/web/available_dates?location_id=1&package_ids=1'),
      await call(bindings, '/idopontfoglalas-osszesites'),
      await call(bindings, '/fizetes-sikeres'),
      await call(bindings, '/'),
      // Crawlers pause on a 503 robots.txt, as they should on a site that is not open.
      await call(bindings, '/robots.txt'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(503);
      expect(await res.text()).toContain(setting);
    }
    expect(log).toHaveBeenCalledTimes(refusals.length);
  });

  it('answers 503 on /healthz naming the invoicing settings that are missing, and refuses embedded invoices (issue 27)', async () => {
    const missing = await health(production({ SZAMLAZZHU_AGENT_KEY: undefined, INVOICE_SELLER_TAX_NUMBER: '' }), 503);
    expect(missing.problems?.map((p) => p.setting)).toEqual(['INVOICE_SELLER_TAX_NUMBER', 'SZAMLAZZHU_AGENT_KEY']);
    const embedded = production({ INVOICING: 'embedded' });
    expect((await health(embedded, 503)).problems).toEqual([
      {
        setting: 'INVOICING',
        problem: 'must be "szamlazzhu" in production: the embedded invoices are not reported to NAV Online Számla',
      },
    ]);
    expect(() => invoicing(embedded)).toThrow(/Invoicing is not configured for production .*INVOICING/);
    expect(invoicing(production()).provider).toBe('szamlazzhu');
  });

  it('has no sandbox and no outbox even when the vars select them', async () => {
    const bindings = production({
      PAYMENT_GATEWAY: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
      SIMPLEPAY_MERCHANT: 'SANDBOX',
    });
    errorLog();
    const names = (await health(bindings, 503)).problems?.map((p) => p.setting);
    expect(names).toEqual(expect.arrayContaining(['PAYMENT_GATEWAY', 'MAIL_TRANSPORT', 'SIMPLEPAY_MERCHANT']));
    for (const path of ['/fizetes/sandbox/1', '/dev/outbox', '/dev/outbox/1/attachments/0', '/dev/payments']) {
      const res = await call(bindings, path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
    const post = await call(bindings, '/fizetes/sandbox/1', {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'SUCCESS' }),
    });
    expect(post.status).toBe(404);
    // The ports themselves refuse too, wherever they are called from (the cron, a route behind no middleware).
    expect(isSandbox(bindings)).toBe(false);
    expect(isSandbox({ ...env, PAYMENT_GATEWAY: 'sandbox' })).toBe(true);
    await expect(paymentGateway(bindings)).rejects.toThrow(/PAYMENT_GATEWAY must be "simplepay"/);
    expect(() => mailTransport(bindings)).toThrow(/MAIL_TRANSPORT must be "http"/);
  });

  it('answers 404 for the test doubles even when the content source is what is missing', async () => {
    const bindings = production({ CONTENT_SOURCE: 'whitetech', PAYMENT_GATEWAY: 'sandbox' });
    errorLog();
    for (const path of ['/fizetes/sandbox/1', '/dev/outbox']) {
      const res = await call(bindings, path);
      expect([res.status, await res.text()]).toEqual([404, 'Not Found']);
    }
  });

  it('treats an unknown ENVIRONMENT as production', async () => {
    const bindings = production({ ENVIRONMENT: 'prod', PAYMENT_GATEWAY: 'sandbox' });
    errorLog();
    expect(await health(bindings, 503)).toMatchObject({ ok: false, environment: 'unknown' });
    expect((await call(bindings, '/fizetes/sandbox/1')).status).toBe(404);
    expect((await call(bindings, '/api/payment/start', json({ hash: 'a'.repeat(22) }))).status).toBe(503);
  });

  it('runs no scheduled job', async () => {
    await env.DB.prepare(
      `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
         starts_at, status, hold_expires_at, payment_type, examinations, parameters, person, invoice, items_total,
         sampling_fee, total)
       VALUES (990001, 'production-config-hold', 'production-config-hold', (SELECT MIN(id) FROM lab_locations),
         '2030-01-07', 480, 10, '2030-01-07T07:00:00.000Z', 'held', '2020-01-01T00:00:00.000Z', 'ONLINE', '[]', '[]',
         '{"email":"payer@example.com"}', '{}', 9000, 1000, 10000)`,
    ).run();
    const status = async () =>
      (await env.DB.prepare('SELECT status FROM appointments WHERE id = 990001').first<{ status: string }>())?.status;
    const run = async (bindings: Bindings) => {
      const ctx = createExecutionContext();
      await worker.scheduled(
        createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }),
        bindings,
        ctx,
      );
      await waitOnExecutionContext(ctx);
    };

    const log = errorLog();
    await run(production({ MAIL_API_KEY: undefined }));
    expect(await status()).toBe('held');
    expect(String(log.mock.calls[0][0])).toContain('Scheduled jobs skipped: configuration incomplete: MAIL_API_KEY');

    await run(env);
    expect(await status()).toBe('expired');
  });
});

describe('outside production', () => {
  it('is healthy without the production settings', async () => {
    expect(await health(env, 200)).toMatchObject({ ok: true, environment: 'test' });
  });

  it('refuses a contradiction: an unknown choice is never a silent fallback', async () => {
    const bindings = { ...env, MAIL_TRANSPORT: 'smtp' };
    const log = errorLog();
    expect((await health(bindings, 503)).problems).toEqual([
      { setting: 'MAIL_TRANSPORT', problem: 'unknown value; must be "outbox" or "http"' },
    ]);
    const page = await call(bindings, '/idopontfoglalas');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('MAIL_TRANSPORT');
    expect(log).toHaveBeenCalledTimes(1);
    // The development outbox is not a production route, so it is refused like the rest.
    expect((await call(bindings, '/dev/outbox')).status).toBe(503);
  });
});
