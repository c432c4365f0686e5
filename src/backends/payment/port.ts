import * as v from 'valibot';
import { base64ToText, verifyBody } from './signature';

/** The payer's choice on the gateway's page, as the back URL's `e` names it. */
export const OUTCOMES = ['SUCCESS', 'FAIL', 'TIMEOUT', 'CANCEL'] as const;
export type PaymentOutcome = (typeof OUTCOMES)[number];

export type PaymentProvider = 'simplepay' | 'sandbox';

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

export interface PaymentGateway {
  provider: PaymentProvider;
  /** The merchant secret every message is signed with. */
  secret: string;
  start(request: StartRequest): Promise<StartAnswer>;
}

/** The answer fields of SimplePay's `start` that the product uses (the rest are ignored). */
export const StartAnswerSchema = v.object({
  transactionId: v.union([v.number(), v.string()]),
  paymentUrl: v.string(),
  timeout: v.string(),
});

const BackSchema = v.object({
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const result = v.safeParse(BackSchema, parsed);
  return result.success ? result.output : null;
}

/** A fresh 32-character salt for a request body. */
export function salt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SimplePay's timestamp format: ISO 8601 to the second with an offset. */
export const gatewayTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
