import * as v from 'valibot';
import { gatewayTime, type PaymentOutcome, salt } from './port';
import { signBody, textToBase64, verifyBody } from './signature';

/**
 * The embedded sandbox gateway (DESIGN.md, Ports): the gateway's own side of the SimplePay v2 protocol,
 * served by the worker and kept in D1 (payment_sandbox_transactions). The product reaches it through
 * the ordinary SimplePay client (index.ts passes `sandboxFetch` as its fetch), so every message is
 * signed and verified exactly as with SimplePay. The hosted page (routes/payment.ts) lets the payer
 * pick an outcome; `finishSandbox` then signs the back URL and, on success, the IPN.
 */
export interface SandboxTransaction {
  transactionId: number;
  merchant: string;
  orderRef: string;
  total: number;
  currency: string;
  backUrl: string;
  outcome: PaymentOutcome | null;
}

const StartSchema = v.object({
  merchant: v.string(),
  orderRef: v.string(),
  currency: v.literal('HUF'),
  total: v.pipe(v.number(), v.integer(), v.minValue(1)),
  timeout: v.string(),
  url: v.pipe(v.string(), v.url()),
  invoice: v.optional(
    v.object({
      name: v.optional(v.string()),
      company: v.optional(v.string()),
      country: v.string(),
      city: v.string(),
      zip: v.string(),
      address: v.string(),
    }),
  ),
});

/** SimplePay's refusals of a billing block with a part missing (5309–5312) or a bad country (5322). */
function invoiceErrors(invoice: v.InferOutput<typeof StartSchema>['invoice']): number[] {
  if (!invoice) return [];
  const blank = (value: string | undefined) => !value?.trim();
  return [
    ...(blank(invoice.name) && blank(invoice.company) ? [5309] : []),
    ...(blank(invoice.city) ? [5310] : []),
    ...(blank(invoice.zip) ? [5311] : []),
    ...(blank(invoice.address) ? [5312] : []),
    ...(/^[a-z]{2}$/i.test(invoice.country) ? [] : [5322]),
  ];
}

/** The gateway's answer: JSON signed with the merchant secret, as SimplePay answers. */
async function signed(secret: string, payload: unknown, status = 200): Promise<Response> {
  const body = JSON.stringify(payload);
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', Signature: await signBody(secret, body) },
  });
}

/** A fetch that answers the SimplePay `start` call; the payment page lives at `{pageBase}/{id}`. */
export function sandboxFetch(db: D1Database, secret: string, pageBase: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = await request.text();
    if (!new URL(request.url).pathname.endsWith('/start')) return signed(secret, { errorCodes: [404] }, 404);
    if (!(await verifyBody(secret, body, request.headers.get('Signature')))) {
      return signed(secret, { errorCodes: [5302] }, 401);
    }
    const parsed = v.safeParse(StartSchema, JSON.parse(body));
    if (!parsed.success) return signed(secret, { errorCodes: [5321] }, 400);
    const start = parsed.output;
    const refused = invoiceErrors(start.invoice);
    if (refused.length) return signed(secret, { errorCodes: refused }, 400);
    const row = await db
      .prepare(
        `INSERT INTO payment_sandbox_transactions (merchant, order_ref, total, currency, back_url, timeout)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING transaction_id`,
      )
      .bind(start.merchant, start.orderRef, start.total, start.currency, start.url, start.timeout)
      .first<{ transaction_id: number }>();
    const transactionId = row!.transaction_id;
    return signed(secret, {
      salt: salt(),
      merchant: start.merchant,
      orderRef: start.orderRef,
      currency: start.currency,
      transactionId,
      timeout: start.timeout,
      total: start.total,
      paymentUrl: `${pageBase}/${transactionId}`,
    });
  };
}

export function findSandboxTransaction(db: D1Database, transactionId: number): Promise<SandboxTransaction | null> {
  return db
    .prepare(
      `SELECT transaction_id AS transactionId, merchant, order_ref AS orderRef, total, currency,
         back_url AS backUrl, outcome
       FROM payment_sandbox_transactions WHERE transaction_id = ?1`,
    )
    .bind(transactionId)
    .first<SandboxTransaction>();
}

export interface SandboxFinish {
  /** The back URL with `r` and `s`, where the payer's browser goes next. */
  redirect: string;
  /** On success, the IPN the gateway sends to the merchant: the exact body and its Signature. */
  ipn?: { body: string; signature: string };
}

/** Records the payer's choice, once; null when the transaction is unknown or already finished. */
export async function finishSandbox(
  db: D1Database,
  secret: string,
  transactionId: number,
  outcome: PaymentOutcome,
): Promise<SandboxFinish | null> {
  const changed = await db
    .prepare('UPDATE payment_sandbox_transactions SET outcome = ?2 WHERE transaction_id = ?1 AND outcome IS NULL')
    .bind(transactionId, outcome)
    .run();
  if (!changed.meta.changes) return null;
  const tx = (await findSandboxTransaction(db, transactionId))!;
  const result = JSON.stringify({ r: 0, t: tx.transactionId, e: outcome, m: tx.merchant, o: tx.orderRef });
  const back = new URL(tx.backUrl);
  back.searchParams.set('r', textToBase64(result));
  back.searchParams.set('s', await signBody(secret, result));
  if (outcome !== 'SUCCESS') return { redirect: back.toString() };
  const now = gatewayTime(new Date());
  const ipn = JSON.stringify({
    salt: salt(),
    orderRef: tx.orderRef,
    method: 'CARD',
    merchant: tx.merchant,
    finishDate: now,
    paymentDate: now,
    transactionId: tx.transactionId,
    status: 'FINISHED',
  });
  return { redirect: back.toString(), ipn: { body: ipn, signature: await signBody(secret, ipn) } };
}
