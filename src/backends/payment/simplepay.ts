import * as v from 'valibot';
import {
  gatewayTime,
  type PaymentGateway,
  type PaymentProvider,
  salt,
  type StartRequest,
  StartAnswerSchema,
} from './port';
import { signBody, verifyBody } from './signature';

/**
 * The OTP SimplePay v2 client: `POST {baseUrl}/start` with a signed JSON body; the answer's Signature
 * header is verified over the exact answer text before anything in it is trusted. The sandbox gateway
 * is this same client with a fetch that reaches the worker's embedded gateway instead of the network.
 *
 * The contract (SimplePay v2 API documentation and the official PHP SDK; see
 * tests/worker/simplepay-contract.test.ts): the body carries salt, merchant, orderRef, currency,
 * customerEmail, language, sdkVersion, methods, total, timeout (ISO 8601 to the second with an offset),
 * url (one back URL for every outcome) and optionally invoice; the answer carries transactionId,
 * orderRef, merchant, currency, total, timeout and paymentUrl, or `errorCodes` when refused.
 */
export interface SimplePayOptions {
  /** SIMPLEPAY_SANDBOX_URL or SIMPLEPAY_LIVE_URL (or the embedded sandbox's page base). */
  baseUrl: string;
  merchant: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  provider?: PaymentProvider;
}

/** SimplePay's v2 API bases; the client appends `/start`. */
export const SIMPLEPAY_SANDBOX_URL = 'https://sandbox.simplepay.hu/payment/v2';
export const SIMPLEPAY_LIVE_URL = 'https://secure.simplepay.hu/payment/v2';

const SDK_VERSION = 'lab-website-hono:1.0';
const TIMEOUT_MS = 10_000;

/** What the most likely refusals of `start` mean (SimplePay v2 error code list). */
const ERROR_MEANINGS: Record<number, string> = {
  5010: 'merchant account not found',
  5013: 'transaction already exists for this orderRef',
  5201: 'merchant missing',
  5213: 'orderRef missing',
  5219: 'customerEmail missing or not an e-mail address',
  5220: 'language invalid',
  5223: 'currency invalid or missing',
  5227: 'timeout invalid',
  5302: 'request signature invalid',
  5309: 'invoice name (or company) missing',
  5310: 'invoice city missing',
  5311: 'invoice zip missing',
  5312: 'invoice address missing',
  5320: 'sdkVersion missing',
  5321: 'malformed JSON',
  5322: 'invoice country invalid',
  5324: 'total or items required',
  5325: 'url invalid',
  5401: 'salt invalid (32-64 characters)',
};

/** SimplePay refused the call with `errorCodes`; `verified` tells whether that answer was signed. */
export class SimplePayError extends Error {
  constructor(
    readonly codes: number[],
    readonly verified: boolean,
    readonly status: number,
  ) {
    const described = codes.map((code) => (ERROR_MEANINGS[code] ? `${code} (${ERROR_MEANINGS[code]})` : `${code}`));
    super(
      `Payment gateway refused start: ${described.join(', ')}` +
        (verified ? '' : ' [answer not signed with the merchant secret]'),
    );
    this.name = 'SimplePayError';
  }
}

const ErrorCodesSchema = v.object({
  errorCodes: v.pipe(v.array(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])), v.minLength(1)),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isWebUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** SimplePay's timestamp format (e.g. 2030-01-07T06:30:00+00:00) from any ISO 8601 instant. */
function gatewayTimeout(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Payment timeout is not a date: ${value}`);
  return gatewayTime(date);
}

export function simplePayGateway(options: SimplePayOptions): PaymentGateway {
  const root = options.baseUrl.replace(/\/+$/, '');
  // The official SDK trims the key (a secret pasted with a newline would otherwise sign everything wrong).
  const secret = options.secret.trim();
  // workerd refuses a fetch called without globalThis as `this`, so the default is wrapped.
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  return {
    provider: options.provider ?? 'simplepay',
    secret,
    async start(request: StartRequest) {
      const body = JSON.stringify({
        salt: salt(),
        merchant: options.merchant,
        orderRef: request.orderRef,
        currency: 'HUF',
        customerEmail: request.customerEmail,
        language: request.language,
        sdkVersion: SDK_VERSION,
        methods: ['CARD'],
        total: request.total,
        timeout: gatewayTimeout(request.timeout),
        url: request.backUrl,
        ...(request.invoice ? { invoice: request.invoice } : {}),
      });
      let response: Response;
      try {
        response = await fetchFn(`${root}/start`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Signature: await signBody(secret, body) },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`Payment gateway start failed: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text();
      const verified = await verifyBody(secret, text, response.headers.get('Signature'));
      const answer = parseJson(text);
      // A refusal is reported even unsigned (SimplePay cannot sign for an unknown merchant); it is only
      // ever turned into an error, so nothing in it is trusted.
      const refused = v.safeParse(ErrorCodesSchema, answer);
      if (refused.success) throw new SimplePayError(refused.output.errorCodes, verified, response.status);
      if (!verified) {
        throw new Error(`Payment gateway answered start (${response.status}) without a valid signature`);
      }
      if (!response.ok) throw new Error(`Payment gateway refused start: HTTP ${response.status}`);
      const parsed = v.safeParse(StartAnswerSchema, answer);
      if (!parsed.success) throw new Error(`Payment gateway start answer: ${v.summarize(parsed.issues)}`);
      const echo = answer as { orderRef?: unknown; merchant?: unknown };
      if (
        (echo.orderRef !== undefined && echo.orderRef !== request.orderRef) ||
        (echo.merchant !== undefined && echo.merchant !== options.merchant)
      ) {
        throw new Error(`Payment gateway answered start for another order (${String(echo.orderRef)})`);
      }
      if (!isWebUrl(parsed.output.paymentUrl)) {
        throw new Error(`Payment gateway start answer: paymentUrl is not a URL: ${parsed.output.paymentUrl}`);
      }
      return { ...parsed.output, transactionId: String(parsed.output.transactionId) };
    },
  };
}
