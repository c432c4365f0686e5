import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentGateway, SANDBOX_PAGE } from '../../src/backends/payment';
import { GatewayError, type PaymentGateway, type RefundRequest } from '../../src/backends/payment/port';
import { failNextSandboxRefund, finishSandbox, sandboxFetch } from '../../src/backends/payment/sandbox';
import { signBody, verifyBody } from '../../src/backends/payment/signature';
import { simplePayGateway } from '../../src/backends/payment/simplepay';
import { listSandboxRefunds } from '../../src/db/paymentSandbox';

// The embedded sandbox gateway's side of SimplePay v2 `refund`, reached through the ordinary SimplePay
// client exactly as the product reaches it (signed request, verified answer).

let gateway: PaymentGateway;
beforeAll(async () => {
  gateway = await paymentGateway(env);
  expect(gateway.provider).toBe('sandbox');
});

let nextOrder = 0;

/** A sandbox transaction of `total` forints, finished with `outcome` on the sandbox's page (or not). */
async function payment(total = 10000, outcome: 'SUCCESS' | 'FAIL' | null = 'SUCCESS') {
  const orderRef = `refund-test-${++nextOrder}-${crypto.randomUUID().slice(0, 8)}`;
  const { transactionId } = await gateway.start({
    orderRef,
    total,
    customerEmail: 'payer@example.com',
    language: 'HU',
    timeout: new Date(Date.now() + 3_600_000).toISOString(),
    backUrl: 'https://www.pannonlabor.hu/api/payment/back',
  });
  if (outcome) expect(await finishSandbox(env.DB, gateway.secret, Number(transactionId), outcome)).not.toBeNull();
  return { orderRef, transactionId };
}

async function refusal(request: RefundRequest, client = gateway): Promise<GatewayError> {
  const error = await client.refund(request).then(
    (answer) => answer,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const refundsOf = async (transactionId: string) =>
  (await listSandboxRefunds(env.DB)).filter((refund) => String(refund.transactionId) === transactionId);

describe('sandbox refund', () => {
  it('refunds a paid transaction in full, once', async () => {
    const paid = await payment(10000);
    const answer = await gateway.refund({ ...paid, amount: 10000 });
    expect(answer).toEqual({
      refundTransactionId: expect.stringMatching(/^7\d{8}$/),
      refundTotal: 10000,
      remainingTotal: 0,
    });
    expect(await refundsOf(paid.transactionId)).toEqual([
      {
        refundTransactionId: Number(answer.refundTransactionId),
        transactionId: Number(paid.transactionId),
        orderRef: paid.orderRef,
        amount: 10000,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // Nothing remains: a second refund is refused for good.
    const again = await refusal({ ...paid, amount: 10000 });
    expect(again).toMatchObject({ kind: 'refused', codes: [5110], verified: true, retryable: false });
    expect(await refundsOf(paid.transactionId)).toHaveLength(1);
  });

  it('refunds in parts up to the total, and says what remains', async () => {
    const paid = await payment(10000);
    const first = await gateway.refund({ ...paid, amount: 4000 });
    expect(first).toMatchObject({ refundTotal: 4000, remainingTotal: 6000 });
    const second = await gateway.refund({ ...paid, amount: 6000 });
    expect(second).toMatchObject({ refundTotal: 6000, remainingTotal: 0 });
    expect(second.refundTransactionId).not.toBe(first.refundTransactionId);
    expect((await refusal({ ...paid, amount: 1 })).codes).toEqual([5110]);
    expect((await refundsOf(paid.transactionId)).map((refund) => refund.amount)).toEqual([6000, 4000]);
  });

  it('refuses more than remains and records nothing', async () => {
    const paid = await payment(10000);
    expect(await refusal({ ...paid, amount: 10001 })).toMatchObject({ codes: [5110], retryable: false });
    await gateway.refund({ ...paid, amount: 4000 });
    expect((await refusal({ ...paid, amount: 6001 })).codes).toEqual([5110]);
    expect((await refundsOf(paid.transactionId)).map((refund) => refund.amount)).toEqual([4000]);
    expect(await gateway.refund({ ...paid, amount: 6000 })).toMatchObject({ remainingTotal: 0 });
  });

  it('refuses an unknown transaction, another order, and a payment that did not succeed', async () => {
    const paid = await payment(10000);
    const unknown = await refusal({ orderRef: paid.orderRef, transactionId: '499999999', amount: 100 });
    expect(unknown).toMatchObject({ codes: [5011], retryable: false });
    expect((await refusal({ ...paid, orderRef: 'another-order', amount: 100 })).codes).toEqual([5011]);
    const failed = await payment(10000, 'FAIL');
    expect(await refusal({ ...failed, amount: 100 })).toMatchObject({ codes: [5022], retryable: false });
    const unfinished = await payment(10000, null);
    expect((await refusal({ ...unfinished, amount: 100 })).codes).toEqual([5022]);
    expect(await refundsOf(paid.transactionId)).toEqual([]);
  });

  it('refuses a request not signed with the merchant secret, and another merchant', async () => {
    const paid = await payment(10000);
    const base = `${env.PUBLIC_ORIGIN}${SANDBOX_PAGE}`;
    const forger = simplePayGateway({
      baseUrl: base,
      merchant: 'SANDBOX',
      secret: 'not-the-merchant-secret',
      fetch: sandboxFetch(env.DB, gateway.secret, base),
    });
    // Its answer is signed with the real secret, which the forger cannot verify either.
    expect(await refusal({ ...paid, amount: 100 }, forger)).toMatchObject({ codes: [5302], verified: false });
    const otherMerchant = simplePayGateway({
      baseUrl: base,
      merchant: 'OTHERMERCHANT',
      secret: gateway.secret,
      fetch: sandboxFetch(env.DB, gateway.secret, base),
    });
    expect(await refusal({ ...paid, amount: 100 }, otherMerchant)).toMatchObject({ codes: [5012], verified: true });
    expect(await refundsOf(paid.transactionId)).toEqual([]);
  });

  it('refuses the next refund once when told to, then accepts the retry', async () => {
    const paid = await payment(10000);
    expect(await failNextSandboxRefund(env.DB, paid.transactionId)).toBe(true);
    const refused = await refusal({ ...paid, amount: 10000 });
    expect(refused).toMatchObject({ kind: 'refused', codes: [5305], verified: true, retryable: true });
    expect(await refundsOf(paid.transactionId)).toEqual([]);
    expect(await gateway.refund({ ...paid, amount: 10000 })).toMatchObject({ refundTotal: 10000, remainingTotal: 0 });
    expect(await refundsOf(paid.transactionId)).toHaveLength(1);
  });

  it('can refuse once with a definitive code, and knows only its own transactions', async () => {
    const paid = await payment(5000);
    expect(await failNextSandboxRefund(env.DB, Number(paid.transactionId), 5230)).toBe(true);
    expect(await refusal({ ...paid, amount: 5000 })).toMatchObject({ codes: [5230], retryable: false });
    expect(await gateway.refund({ ...paid, amount: 5000 })).toMatchObject({ remainingTotal: 0 });
    expect(await failNextSandboxRefund(env.DB, '499999999')).toBe(false);
    await expect(failNextSandboxRefund(env.DB, paid.transactionId, 0)).rejects.toThrow('Not a SimplePay error code');
  });

  it('answers a malformed request with the code SimplePay gives, signed', async () => {
    const paid = await payment(10000);
    const base = `${env.PUBLIC_ORIGIN}${SANDBOX_PAGE}`;
    const send = sandboxFetch(env.DB, gateway.secret, base);
    const valid = {
      salt: 'c1ca1d0e9fc2323b3dda7cf145e36f5e',
      merchant: 'SANDBOX',
      orderRef: paid.orderRef,
      transactionId: Number(paid.transactionId),
      currency: 'HUF',
      refundTotal: 100,
      sdkVersion: 'test',
    };
    const codes = async (body: object | string) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await send(`${base}/refund`, {
        method: 'POST',
        headers: { Signature: await signBody(gateway.secret, text) },
        body: text,
      });
      const answer = await res.text();
      expect(await verifyBody(gateway.secret, answer, res.headers.get('Signature'))).toBe(true);
      return JSON.parse(answer).errorCodes;
    };
    expect(await codes('{not json')).toEqual([5321]);
    expect(await codes({ ...valid, orderRef: undefined, transactionId: undefined })).toEqual([5111]);
    expect(await codes({ ...valid, sdkVersion: undefined })).toEqual([5320]);
    expect(await codes({ ...valid, currency: 'EUR' })).toEqual([5223]);
    for (const refundTotal of [0, 1.5, '100']) expect(await codes({ ...valid, refundTotal })).toEqual([5106]);
    // Named by the order reference alone, as the official SDK allows.
    expect(await codes({ ...valid, transactionId: undefined })).toBeUndefined();
    expect(await refundsOf(paid.transactionId)).toHaveLength(1);
  });
});
