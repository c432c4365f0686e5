import * as v from 'valibot';
import type { PaymentOutcome, PaymentProvider } from '../../domain/payment';
import { randomBytes, toHex } from '../../lib/crypto';
import { parseJson } from '../../lib/fetch';
import { BackSchema } from './schema';
import { base64ToText, verifyBody } from './signature';

export { GatewayError, type GatewayErrorKind, type GatewayOperation } from './errors';

/** What the product asks of a gateway to take one payment (SimplePay v2 `start`). */
export interface StartRequest {
  orderRef: string;
  /** Forints. */
  total: number;
  customerEmail: string;
  language: 'HU' | 'EN';
  /** ISO 8601 instant after which the gateway refuses the payment (the hold's end). */
  timeout: string;
  /** Where the gateway sends the payer back, with `r` and `s`. */
  backUrl: string;
  invoice?: StartInvoice;
}

/** SimplePay's billing block: a person's `name` or a company's `company`; `country` two letters. */
export type StartInvoice = { country: string; city: string; zip: string; address: string } & (
  { name: string; company?: never } | { company: string; name?: never }
);

export interface StartAnswer {
  transactionId: string;
  paymentUrl: string;
  timeout: string;
}

/** The back URL's decoded `r`: result code, transaction id, event, merchant, order reference. */
export interface BackResult {
  r: number;
  t: string;
  e: PaymentOutcome;
  m: string;
  o: string;
}

/**
 * What the product asks of a gateway to give money back (SimplePay v2 `refund`): part or all of what
 * a finished payment took, named by both our order reference and the gateway's transaction id.
 */
export interface RefundRequest {
  orderRef: string;
  transactionId: string;
  /** Forints to give back, a positive whole number; at most what remains of the payment. */
  amount: number;
}

export interface RefundAnswer {
  /**
   * The gateway's id of the refund itself; null when the answer leaves it out (the public SDKs read it
   * as optional: connorhu/simplepay-lib tests/Unit/Response/RefundResponseTest.php).
   */
  refundTransactionId: string | null;
  /** Forints given back by this call. */
  refundTotal: number;
  /** Forints of the payment still not given back, after this call. */
  remainingTotal: number;
}

export interface PaymentGateway {
  provider: PaymentProvider;
  /** The merchant secret every message is signed with. */
  secret: string;
  /** Throws a GatewayError when the gateway is not reached, refuses, or answers untrustworthily. */
  start(request: StartRequest): Promise<StartAnswer>;
  /**
   * Throws a GatewayError unless the gateway answers, signed, that it refunded exactly `amount` of this
   * order's transaction; its `retryable` says whether asking again later can help.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

/**
 * Decodes the back URL's `r` (base64 JSON) and checks `s` against the JSON text; null when either is
 * missing, malformed or not signed with the secret, so a forged return can only show an error page.
 */
export async function decodeBack(
  secret: string,
  r: string | undefined,
  s: string | undefined,
): Promise<BackResult | null> {
  if (!r || !s) return null;
  const json = base64ToText(r);
  if (json === null || !(await verifyBody(secret, json, s))) return null;
  const result = v.safeParse(BackSchema, parseJson(json));
  return result.success ? result.output : null;
}

/** A fresh 32-character salt for a request body. */
export function salt(): string {
  return toHex(randomBytes(16));
}

/** SimplePay's timestamp format: ISO 8601 to the second with an offset. */
export const gatewayTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
