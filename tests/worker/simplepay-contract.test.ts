import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { decodeBack, GatewayError, type RefundRequest, type StartRequest } from '../../src/backends/payment/port';
import { SIMPLEPAY_SANDBOX_URL, simplePayGateway } from '../../src/backends/payment/simplepay';
import { findPayment, insertPayment } from '../../src/db/payments';
import type { Bindings } from '../../src/env';
import { handleIpn } from '../../src/services/paymentIpn';
import { paymentApp } from './helpers';
import recorded from './fixtures/simplepay/recorded.json';

// The SimplePay v2 client against recorded gateway messages (DESIGN.md, Ports: contract tests for every
// remote implementation). The messages are written from the SimplePay v2 documentation and the public
// SDK samples, in the gateway's own style (escaped slashes, decimal totals); their signatures were
// computed outside this code with Node's crypto (see the fixture's "//").

const { merchant: MERCHANT, secret: SECRET } = recorded;
const START_URL = `${SIMPLEPAY_SANDBOX_URL}/start`;

/** base64 HMAC-SHA384 written here, independently of src/backends/payment/signature.ts. */
async function hmac(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-384' }, false, [
    'sign',
  ]);
  const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return btoa(String.fromCharCode(...bytes));
}

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A SimplePay stand-in: records each request and answers the recorded text with the given Signature. */
function gateway(answer: { body: string; signature?: string }, { status = 200, secret = SECRET } = {}) {
  const calls: Call[] = [];
  const client = simplePayGateway({
    baseUrl: `${SIMPLEPAY_SANDBOX_URL}/`,
    merchant: MERCHANT,
    secret,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, method: request.method, headers: request.headers, body: await request.text() });
      const headers = new Headers({ 'Content-Type': 'application/json;charset=UTF-8' });
      if (answer.signature !== undefined) headers.set('Signature', answer.signature);
      return new Response(answer.body, { status, headers });
    },
  });
  return { client, calls };
}

/** A client whose requests meet `fetch` (a network that fails, or never answers). */
const clientOver = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  simplePayGateway({ baseUrl: SIMPLEPAY_SANDBOX_URL, merchant: MERCHANT, secret: SECRET, fetch, timeoutMs });

const refusedConnection = async (): Promise<Response> => {
  throw new TypeError('connection refused');
};

const request = (overrides: Partial<StartRequest> = {}): StartRequest => ({
  orderRef: recorded.start.orderRef,
  total: 10000,
  customerEmail: 'payer@example.com',
  language: 'HU',
  timeout: '2030-01-07T06:30:00.000Z',
  backUrl: 'https://www.pannonlabor.hu/api/payment/back',
  ...overrides,
});

/** The one call made: a POST of JSON to `url`, signed over its exact body; answers the parsed body. */
async function signedPost(calls: Call[], url: string) {
  expect(calls).toHaveLength(1);
  const [call] = calls;
  expect(call.url).toBe(url);
  expect(call.method).toBe('POST');
  expect(call.headers.get('content-type')).toBe('application/json');
  expect(call.headers.get('signature')).toBe(await hmac(SECRET, call.body));
  return JSON.parse(call.body);
}

describe('SimplePay start: the request', () => {
  it('POSTs the documented fields to {base}/start, signed over the exact body with the merchant secret', async () => {
    const { client, calls } = gateway(recorded.start.answer);
    await client.start(request());
    const body = await signedPost(calls, START_URL);
    expect(Object.keys(body).sort()).toEqual(
      [
        'currency',
        'customerEmail',
        'language',
        'merchant',
        'methods',
        'orderRef',
        'salt',
        'sdkVersion',
        'timeout',
        'total',
        'url',
      ].sort(),
    );
    expect(body).toMatchObject({
      merchant: MERCHANT,
      orderRef: recorded.start.orderRef,
      currency: 'HUF',
      customerEmail: 'payer@example.com',
      language: 'HU',
      methods: ['CARD'],
      total: 10000,
      url: 'https://www.pannonlabor.hu/api/payment/back',
    });
    // SimplePay refuses a salt outside 32-64 characters (5401) and a missing sdkVersion (5320).
    expect(body.salt).toMatch(/^[A-Za-z0-9]{32,64}$/);
    expect(body.sdkVersion).toMatch(/\S/);
    // ISO 8601 to the second with an offset, as the SDK's date('c'): no milliseconds, no "Z".
    expect(body.timeout).toBe('2030-01-07T06:30:00+00:00');
    // A fresh salt every time, so no two bodies (and signatures) repeat.
    await client.start(request());
    expect(JSON.parse(calls[1].body).salt).not.toBe(body.salt);
  });

  it('writes any ISO 8601 instant in the gateway format', async () => {
    const { client, calls } = gateway(recorded.start.answer);
    await client.start(request({ timeout: '2030-01-07T07:30:00+01:00' }));
    expect(JSON.parse(calls[0].body).timeout).toBe('2030-01-07T06:30:00+00:00');
    await expect(client.start(request({ timeout: 'soon' }))).rejects.toThrow('not a date');
    expect(calls).toHaveLength(1);
  });

  it('sends the invoice object when the booking has one', async () => {
    const { client, calls } = gateway(recorded.start.answer);
    const invoice = { name: 'Minta Péter', country: 'hu', city: 'Budapest', zip: '1111', address: 'Minta utca 1.' };
    await client.start(request({ invoice }));
    expect(JSON.parse(calls[0].body).invoice).toEqual(invoice);
    // The signature covers the UTF-8 bytes of the accented name.
    expect(calls[0].headers.get('signature')).toBe(await hmac(SECRET, calls[0].body));
  });

  it('signs with the trimmed secret, as the official SDK does', async () => {
    const { client, calls } = gateway(recorded.start.answer, { secret: `${SECRET}\n` });
    expect(client.secret).toBe(SECRET);
    await client.start(request());
    expect(calls[0].headers.get('signature')).toBe(await hmac(SECRET, calls[0].body));
  });
});

describe('SimplePay start: the answer', () => {
  it('returns the transaction id and the payment URL of a verified answer', async () => {
    const { client } = gateway(recorded.start.answer);
    expect(await client.start(request())).toEqual({
      transactionId: '504233881',
      paymentUrl: 'https://sandbox.simplepay.hu/pay/pay/pspHU/8brZ8JBv8RUTuR5mZLuLY8RvzzVsJWZCKKhUyW8gHbtSgMmHCT',
      timeout: '2030-01-07T07:30:00+01:00',
    });
  });

  it('refuses an answer whose signature does not match its exact text', async () => {
    const { body, signature } = recorded.start.answer;
    const cases = [
      { body, signature: await hmac('another-merchant-secret', body) },
      { body: body.replace('pspHU\\/8brZ', 'pspHU\\/evil'), signature },
      // The same JSON re-serialised (slashes unescaped) is other text: the signature no longer holds.
      { body: JSON.stringify(JSON.parse(body)), signature },
      { body },
    ];
    for (const answer of cases) {
      await expect(gateway(answer).client.start(request())).rejects.toThrow('without a valid signature');
    }
  });

  it('turns signed errorCodes into a GatewayError naming the codes', async () => {
    const error = await gateway(recorded.start.refused)
      .client.start(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      codes: [5312, 5310],
      verified: true,
      status: 200,
      kind: 'refused',
      retryable: false,
    });
    expect((error as Error).message).toBe(
      'Payment gateway refused start: 5312 (invoice address missing), 5310 (invoice city missing)',
    );
  });

  it('reports unsigned errorCodes (an unknown merchant cannot be signed for) as unverified', async () => {
    const error = await gateway(recorded.start.unsigned)
      .client.start(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ codes: [5010], verified: false });
    expect((error as Error).message).toContain('5010 (merchant account not found)');
    expect((error as Error).message).toContain('not signed');
  });

  it('refuses a signed answer for another order or merchant', async () => {
    await expect(gateway(recorded.start.answer).client.start(request({ orderRef: '7901-other' }))).rejects.toThrow(
      'another order',
    );
    const body = recorded.start.answer.body.replace(`"${MERCHANT}"`, '"OTHERMERCHANT"');
    await expect(gateway({ body, signature: await hmac(SECRET, body) }).client.start(request())).rejects.toThrow(
      'another order',
    );
  });

  it('refuses a signed answer without a transaction id or payment URL, or a failed HTTP status', async () => {
    const partial =
      '{"salt":"x","merchant":"PUBLICTESTHUF","orderRef":"7901-5a1c9e0b","timeout":"2030-01-07T07:30:00+01:00"}';
    await expect(
      gateway({ body: partial, signature: await hmac(SECRET, partial) }).client.start(request()),
    ).rejects.toThrow('start answer');
    await expect(gateway(recorded.start.answer, { status: 500 }).client.start(request())).rejects.toThrow('HTTP 500');
  });

  it('names a network failure', async () => {
    await expect(clientOver(refusedConnection).start(request())).rejects.toThrow(
      'Payment gateway start failed: connection refused',
    );
  });
});

const refundRequest = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  orderRef: recorded.refund.orderRef,
  transactionId: recorded.refund.transactionId,
  amount: 4000,
  ...overrides,
});

/** The refund's GatewayError, or a failure when the call did not throw one. */
async function refundError(client: ReturnType<typeof gateway>['client'], request = refundRequest()) {
  const error = await client.refund(request).then(
    (answer) => answer,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('SimplePay refund: the request', () => {
  it('POSTs the documented fields to {base}/refund, signed over the exact body', async () => {
    const { client, calls } = gateway(recorded.refund.answer);
    await client.refund(refundRequest());
    const body = await signedPost(calls, `${SIMPLEPAY_SANDBOX_URL}/refund`);
    expect(Object.keys(body).sort()).toEqual(
      ['currency', 'merchant', 'orderRef', 'refundTotal', 'salt', 'sdkVersion', 'transactionId'].sort(),
    );
    // SimplePay's own messages write the transaction id as a number.
    expect(body).toMatchObject({
      merchant: MERCHANT,
      orderRef: recorded.refund.orderRef,
      transactionId: 504233905,
      currency: 'HUF',
      refundTotal: 4000,
    });
    expect(body.salt).toMatch(/^[A-Za-z0-9]{32,64}$/);
    expect(body.sdkVersion).toMatch(/\S/);
  });

  it('sends nothing for an amount that is not a positive whole number of forints', async () => {
    const { client, calls } = gateway(recorded.refund.answer);
    for (const amount of [0, -100, 1.5, Number.NaN]) {
      const error = await refundError(client, refundRequest({ amount }));
      expect(error).toMatchObject({ kind: 'invalid_request', retryable: false, operation: 'refund' });
    }
    expect((await refundError(client, refundRequest({ transactionId: '' }))).kind).toBe('invalid_request');
    expect(calls).toHaveLength(0);
  });
});

describe('SimplePay refund: the answer', () => {
  it('returns the refund id and totals of a verified answer', async () => {
    expect(await gateway(recorded.refund.answer).client.refund(refundRequest())).toEqual({
      refundTransactionId: '504234117',
      refundTotal: 4000,
      remainingTotal: 6000,
    });
  });

  it('accepts an answer without refundTransactionId, as the SDKs do', async () => {
    const body = recorded.refund.answer.body.replace('"refundTransactionId":504234117,', '');
    expect(body).not.toContain('refundTransactionId');
    const answer = await gateway({ body, signature: await hmac(SECRET, body) }).client.refund(refundRequest());
    expect(answer).toEqual({ refundTransactionId: null, refundTotal: 4000, remainingTotal: 6000 });
  });

  it('refuses an answer whose signature does not match its exact text', async () => {
    const { body, signature } = recorded.refund.answer;
    const cases = [
      { body, signature: await hmac('another-merchant-secret', body) },
      { body: body.replace('"remainingTotal":6000.0', '"remainingTotal":0.0'), signature },
      { body },
    ];
    for (const answer of cases) {
      const error = await refundError(gateway(answer).client);
      expect(error.message).toContain('without a valid signature');
      expect(error).toMatchObject({ kind: 'invalid_answer', retryable: false });
    }
  });

  it('refuses a signed answer for another order, transaction or merchant', async () => {
    const { body } = recorded.refund.answer;
    for (const forged of [
      body.replace('"7905-3f6b2c7d"', '"7906-aaaaaaaa"'),
      body.replace('"transactionId":504233905', '"transactionId":504233906'),
      body.replace(`"${MERCHANT}"`, '"OTHERMERCHANT"'),
    ]) {
      const error = await refundError(gateway({ body: forged, signature: await hmac(SECRET, forged) }).client);
      expect(error.message).toContain('another order');
      expect(error).toMatchObject({ kind: 'invalid_answer', retryable: false });
    }
  });

  it('refuses a signed answer that refunded another amount or lacks the totals', async () => {
    const other = recorded.refund.answer.body.replace('"refundTotal":4000.0', '"refundTotal":3000.0');
    const error = await refundError(gateway({ body: other, signature: await hmac(SECRET, other) }).client);
    expect(error.message).toBe('Payment gateway refunded 3000 HUF, 4000 HUF were asked');
    const partial = recorded.refund.answer.body.replace(',"remainingTotal":6000.0', '');
    const missing = await refundError(gateway({ body: partial, signature: await hmac(SECRET, partial) }).client);
    expect(missing.message).toContain('refund answer');
    expect(missing.message).toContain('remainingTotal');
  });

  it('turns a definitive refusal into a GatewayError that no retry can help', async () => {
    const exceeds = await refundError(gateway(recorded.refund.exceeds).client);
    expect(exceeds).toMatchObject({ kind: 'refused', codes: [5110], verified: true, retryable: false });
    expect(exceeds.message).toBe('Payment gateway refused refund: 5110 (refund total not allowed (more than remains))');
    const unknown = await refundError(gateway(recorded.refund.unknown).client);
    expect(unknown).toMatchObject({ codes: [5011], retryable: false });
    expect(unknown.message).toContain('5011 (transaction not found)');
    const unsigned = await refundError(gateway(recorded.refund.unsigned).client);
    expect(unsigned).toMatchObject({ codes: [5010], verified: false, retryable: false });
  });

  it("marks the gateway's own trouble as retryable: transient codes, outages, timeouts", async () => {
    const transient = await refundError(gateway(recorded.refund.transient).client);
    expect(transient).toMatchObject({ kind: 'refused', codes: [5305], retryable: true });

    // A proxy's error page: unsigned, no codes.
    const outage = await refundError(gateway({ body: '<html>Bad gateway</html>' }, { status: 502 }).client);
    expect(outage).toMatchObject({ kind: 'unavailable', status: 502, retryable: true });
    expect(outage.message).toContain('HTTP 502');
    const tooMany = await refundError(gateway({ body: '' }, { status: 429 }).client);
    expect(tooMany.retryable).toBe(true);
    // A client error without codes is no outage: asking again the same way will not change it.
    const bad = await refundError(gateway({ body: '' }, { status: 400 }).client);
    expect(bad).toMatchObject({ kind: 'unavailable', status: 400, retryable: false });

    const refused = await refundError(clientOver(refusedConnection));
    expect(refused).toMatchObject({ kind: 'unavailable', status: null, retryable: true });
    expect(refused.message).toBe('Payment gateway refund failed: connection refused');

    // A gateway that never answers: the client gives up after its timeout.
    const silent = clientOver(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
      50,
    );
    expect(await refundError(silent)).toMatchObject({ kind: 'unavailable', retryable: true });
  });
});

// The back URL and the IPN go through the product's own routes, configured for SimplePay.
const simplepayEnv: Bindings = {
  ...env,
  PAYMENT_GATEWAY: 'simplepay',
  SIMPLEPAY_URL: SIMPLEPAY_SANDBOX_URL,
  SIMPLEPAY_MERCHANT: MERCHANT,
  SIMPLEPAY_SECRET: SECRET,
};
const call = paymentApp(simplepayEnv);

/** A held ONLINE booking and its started payment under the recorded order reference. */
async function startedPayment(orderRef: string) {
  const id = Number(orderRef.split('-')[0]);
  const hash = `simplepay-contract-booking-${id}`;
  await env.DB.prepare(
    `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
       starts_at, status, hold_expires_at, payment_type, examinations, parameters, person, invoice, items_total,
       sampling_fee, total)
     VALUES (?1, ?2, ?2, (SELECT MIN(id) FROM lab_locations), '2030-01-07', 480, 10, '2030-01-07T07:00:00.000Z',
       'held', ?3, 'ONLINE', '[]', '[]', '{"email":"payer@example.com"}', '{}', 9000, 1000, 10000)`,
  )
    .bind(id, hash, new Date(Date.now() + 3_600_000).toISOString())
    .run();
  await insertPayment(env.DB, {
    appointment_id: id,
    appointment_hash: hash,
    language: 'hu',
    provider: 'simplepay',
    order_ref: orderRef,
    amount: 10000,
  });
  return id;
}

const bookingStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM appointments WHERE id = ?1').bind(id).first<{ status: string }>())!.status;

describe('SimplePay back URL', () => {
  const { success, fail } = recorded.back;

  it('decodes and verifies a recorded r and s', async () => {
    expect(await decodeBack(SECRET, success.r, success.s)).toEqual({
      r: 0,
      t: '504233902',
      e: 'SUCCESS',
      m: MERCHANT,
      o: '7902-c4d8e1f2',
    });
    expect(await decodeBack('another-merchant-secret', success.r, success.s)).toBeNull();
    expect(await decodeBack(SECRET, fail.r, success.s)).toBeNull();
  });

  it('shows the outcome page, whether the + of r and s arrive encoded or raw', async () => {
    await startedPayment('7902-c4d8e1f2');
    expect(success.s).toContain('+');
    const encoded = await call(`/api/payment/back?${new URLSearchParams({ r: success.r, s: success.s })}`);
    expect(encoded.status).toBe(303);
    expect(encoded.headers.get('location')).toMatch(/^\/fizetes-sikeres\?transactionId=504233902&proof=[\w%]+$/);
    const raw = await call(`/api/payment/back?r=${success.r}&s=${success.s}`);
    expect(raw.status).toBe(303);
    expect(raw.headers.get('location')).toBe(encoded.headers.get('location'));
    expect((await call(`/api/payment/back?r=${success.r}&s=${fail.s}`)).status).toBe(400);
  });

  it('ends the attempt on a verified FAIL and leaves the booking held', async () => {
    const id = await startedPayment('7903-0b7a3d55');
    const res = await call(`/api/payment/back?${new URLSearchParams({ r: fail.r, s: fail.s })}`);
    expect(res.headers.get('location')).toMatch(/^\/fizetes-sikertelen\?transactionId=504233903&proof=/);
    expect(await findPayment(env.DB, '7903-0b7a3d55')).toMatchObject({ status: 'failed' });
    expect(await bookingStatus(id)).toBe('held');
  });
});

describe('SimplePay IPN', () => {
  const { body, signature } = recorded.ipn;

  it('verifies a recorded IPN, confirms the booking and answers the same JSON plus receiveDate, signed', async () => {
    const id = await startedPayment('7904-9e2f6a10');
    expect((await handleIpn(simplepayEnv, body, await hmac('another-merchant-secret', body))).status).toBe(401);
    expect((await handleIpn(simplepayEnv, body, null)).status).toBe(401);
    expect(await bookingStatus(id)).toBe('held');

    const result = await handleIpn(simplepayEnv, body, signature);
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    expect(result.signature).toBe(await hmac(SECRET, result.body));
    const answer = JSON.parse(result.body);
    const { receiveDate, ...echoed } = answer;
    expect(echoed).toEqual(JSON.parse(body));
    expect(receiveDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Math.abs(Date.parse(receiveDate) - Date.now())).toBeLessThan(60_000);
    expect(await bookingStatus(id)).toBe('confirmed');
    expect(await findPayment(env.DB, '7904-9e2f6a10')).toMatchObject({
      status: 'succeeded',
      transaction_id: '504233904',
      booking_outcome: 'confirmed',
    });
  });
});
