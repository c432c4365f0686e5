/**
 * SimplePay v2's wire formats as the product reads them (the gateway's answers to `start` and `refund`,
 * the back URL's `r` and the IPN body), beside the HTTP adapter that speaks the protocol (simplepay.ts)
 * and the sandbox that plays the gateway's side (sandbox.ts).
 */
import * as v from 'valibot';
import { OUTCOMES } from '../../domain/payment';

/** The answer fields of SimplePay's `start` that the product uses (the rest are ignored). */
export const StartAnswerSchema = v.object({
  transactionId: v.union([v.number(), v.string()]),
  paymentUrl: v.string(),
  timeout: v.string(),
});

const GatewayId = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())]),
  v.transform((value) => String(value)),
);

/**
 * SimplePay's `refund` answer (connorhu/simplepay-lib src/Response/RefundResponse.php: merchant,
 * orderRef, transactionId, refundTotal, remainingTotal, currency, refundTransactionId optional). Totals
 * arrive as JSON numbers, HUF ones with a ".0" that JSON.parse drops.
 */
export const RefundAnswerSchema = v.object({
  merchant: v.string(),
  orderRef: v.string(),
  transactionId: GatewayId,
  refundTransactionId: v.optional(v.nullable(GatewayId), null),
  currency: v.string(),
  refundTotal: v.pipe(v.number(), v.minValue(0)),
  remainingTotal: v.pipe(v.number(), v.minValue(0)),
});

/** The back URL's `r`, decoded: result code, transaction, outcome, merchant, order reference. */
export const BackSchema = v.object({
  r: v.number(),
  t: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((value) => String(value)),
  ),
  e: v.picklist(OUTCOMES),
  m: v.string(),
  o: v.string(),
});

/** The IPN fields the product reads; the answer echoes the whole body, known fields or not. */
export const IpnSchema = v.looseObject({
  orderRef: v.string(),
  transactionId: v.union([v.number(), v.string()]),
  status: v.string(),
  merchant: v.string(),
});
