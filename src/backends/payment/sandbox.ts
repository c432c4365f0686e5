import * as v from 'valibot';
import {
  findSandboxTransaction,
  findSandboxTransactionId,
  insertSandboxRefund,
  insertSandboxTransaction,
  planSandboxRefusal,
  setSandboxOutcome,
  takePlannedRefusal,
} from '../../db/paymentSandbox';
import type { PaymentOutcome } from '../../domain/payment';
import { parseJson } from '../../lib/fetch';
import type { Lang } from '../../i18n/lang';
import { gatewayTime, salt } from './port';
import { signBody, textToBase64, verifyBody } from './signature';

/**
 * The embedded sandbox gateway (DESIGN.md, Ports): the gateway's own side of the SimplePay v2 protocol,
 * served by the worker and kept in D1 (payment_sandbox_transactions). The product reaches it through
 * the ordinary SimplePay client (index.ts passes `sandboxFetch` as its fetch), so every message is
 * signed and verified exactly as with SimplePay. The hosted page (routes/payment.ts) lets the payer
 * pick an outcome; `finishSandbox` then signs the back URL and, on success, the IPN. A finished payment
 * can be refunded, in parts, up to its total (payment_sandbox_refunds, migration 0012), with the error
 * codes SimplePay answers (see errors.ts for their sources). Its records are db/paymentSandbox.ts's.
 */
const StartSchema = v.object({
  merchant: v.string(),
  orderRef: v.string(),
  currency: v.literal('HUF'),
  total: v.pipe(v.number(), v.integer(), v.minValue(1)),
  timeout: v.string(),
  url: v.pipe(v.string(), v.url()),
  /** SimplePay's `language`, the language of its payment page ('HU', 'EN', …). */
  language: v.optional(v.string()),
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

/**
 * A fetch that answers SimplePay's `start` and `refund` calls; the payment page lives at
 * `{pageBase}/{id}`. Every request must be signed with the merchant secret (else 5302).
 */
export function sandboxFetch(db: D1Database, secret: string, pageBase: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = await request.text();
    const operation = new URL(request.url).pathname.split('/').pop();
    if (operation !== 'start' && operation !== 'refund') return signed(secret, { errorCodes: [404] }, 404);
    if (!(await verifyBody(secret, body, request.headers.get('Signature')))) {
      return signed(secret, { errorCodes: [5302] }, 401);
    }
    const json = parseJson(body);
    if (operation === 'refund') return signed(secret, ...(await refund(db, json)));
    return start(db, secret, pageBase, json);
  };
}

async function start(db: D1Database, secret: string, pageBase: string, json: unknown): Promise<Response> {
  const parsed = v.safeParse(StartSchema, json);
  if (!parsed.success) return signed(secret, { errorCodes: [5321] }, 400);
  const start = parsed.output;
  const refused = invoiceErrors(start.invoice);
  if (refused.length) return signed(secret, { errorCodes: refused }, 400);
  const transactionId = await insertSandboxTransaction(db, start);
  return signed(secret, {
    salt: salt(),
    merchant: start.merchant,
    orderRef: start.orderRef,
    currency: start.currency,
    transactionId,
    timeout: start.timeout,
    total: start.total,
    paymentUrl: sandboxPageUrl(pageBase, transactionId, start.language),
  });
}

/**
 * The payment page speaks the language the payment was started in, as SimplePay's does (its paymentUrl
 * carries it: …/pspHU/…); the sandbox knows Hungarian and English, and Hungarian is the default.
 */
export function sandboxPageUrl(pageBase: string, transactionId: number, language = 'HU'): string {
  const url = new URL(`${pageBase}/${transactionId}`);
  if (language.toUpperCase() === 'EN') url.searchParams.set('lang', 'en');
  return url.toString();
}

/** The language of the sandbox page from its URL's `lang` (sandboxPageUrl). */
export const sandboxPageLanguage = (lang: string | undefined): Lang => (lang === 'en' ? 'en' : 'hu');

const RefundSchema = v.object({
  merchant: v.string(),
  orderRef: v.optional(v.string()),
  transactionId: v.optional(v.union([v.number(), v.string()])),
  currency: v.optional(v.string()),
  refundTotal: v.optional(v.unknown()),
  sdkVersion: v.optional(v.string()),
});

/** The transaction a refund names: by its id when given, else by the order reference. */
async function refundedTransaction(db: D1Database, orderRef?: string, transactionId?: number | string) {
  if (transactionId !== undefined) {
    const id = Number(transactionId);
    const tx = Number.isSafeInteger(id) ? await findSandboxTransaction(db, id) : null;
    return tx && (orderRef === undefined || tx.orderRef === orderRef) ? tx : null;
  }
  const id = await findSandboxTransactionId(db, orderRef);
  return id === null ? null : findSandboxTransaction(db, id);
}

/**
 * SimplePay's `refund`, in the order SimplePay checks a request: its shape (5321, 5111 neither orderRef
 * nor transactionId, 5320 no sdkVersion, 5223 currency, 5106 amount), the transaction (5011 unknown,
 * 5012 another merchant's), an operator's planned refusal, the transaction's state (5022 not paid) and
 * what remains of it (5110). Answers the payload and the HTTP status to sign.
 */
async function refund(db: D1Database, json: unknown): Promise<[payload: object, status: number]> {
  const parsed = v.safeParse(RefundSchema, json);
  if (!parsed.success) return [{ errorCodes: [5321] }, 400];
  const { merchant, orderRef, transactionId, currency, refundTotal, sdkVersion } = parsed.output;
  const refusal = (codes: number[], status: number): [object, number] => [
    { errorCodes: codes, salt: salt(), merchant, orderRef, transactionId },
    status,
  ];
  if (!orderRef && transactionId === undefined) return refusal([5111], 400);
  if (!sdkVersion) return refusal([5320], 400);
  if (currency !== 'HUF') return refusal([5223], 400);
  if (typeof refundTotal !== 'number' || !Number.isSafeInteger(refundTotal) || refundTotal < 1) {
    return refusal([5106], 400);
  }
  const tx = await refundedTransaction(db, orderRef, transactionId);
  if (!tx) return refusal([5011], 404);
  if (tx.merchant !== merchant) return refusal([5012], 403);
  const code = await takePlannedRefusal(db, tx.transactionId);
  if (code) return refusal([code], 503);
  if (tx.outcome !== 'SUCCESS') return refusal([5022], 409);
  const { id, remaining } = await insertSandboxRefund(db, tx.transactionId, refundTotal);
  if (id === undefined) return refusal([5110], 409);
  return [
    {
      salt: salt(),
      merchant,
      orderRef: tx.orderRef,
      currency: tx.currency,
      transactionId: tx.transactionId,
      refundTransactionId: id,
      refundTotal,
      remainingTotal: remaining,
    },
    200,
  ];
}

/**
 * For tests and demos: the sandbox refuses the transaction's next refund call once with `code`
 * (default 5305, "sending the transaction to the acquirer failed", a refusal worth retrying), then
 * answers normally again. False when the sandbox has no such transaction.
 */
export async function failNextSandboxRefund(
  db: D1Database,
  transactionId: number | string,
  code = 5305,
): Promise<boolean> {
  if (!Number.isSafeInteger(code) || code < 1) throw new Error(`Not a SimplePay error code: ${code}`);
  return planSandboxRefusal(db, Number(transactionId), code);
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
  if (!(await setSandboxOutcome(db, transactionId, outcome))) return null;
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
