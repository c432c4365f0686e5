import * as v from 'valibot';
import { type FetchFn, fetchText, parseJson, type UpstreamAnswer } from '../../lib/fetch';
import { GatewayError, type GatewayOperation } from './errors';
import { gatewayTime, type PaymentGateway, type RefundRequest, salt, type StartRequest } from './port';
import { RefundAnswerSchema, StartAnswerSchema } from './schema';
import type { PaymentProvider } from '../../domain/payment';
import { signBody, verifyBody } from './signature';

/**
 * The OTP SimplePay v2 client: `POST {baseUrl}/start` and `POST {baseUrl}/refund` with a signed JSON
 * body; the answer's Signature header is verified over the exact answer text before anything in it is
 * trusted. The sandbox gateway is this same client with a fetch that reaches the worker's embedded
 * gateway instead of the network.
 *
 * The contract (SimplePay v2 API documentation and the official PHP SDK; see
 * tests/worker/simplepay-contract.test.ts):
 * - start: the body carries salt, merchant, orderRef, currency, customerEmail, language, sdkVersion,
 *   methods, total, timeout (ISO 8601 to the second with an offset), url (one back URL for every
 *   outcome) and optionally invoice; the answer carries transactionId, orderRef, merchant, currency,
 *   total, timeout and paymentUrl.
 * - refund: the official SDK's SimplePayRefund (a copy in webmenedzser/craft-simplepay,
 *   src/services/simplepay/Sdk/SimplePayRefund.php and SimplePayBase.php: interface `/v2/refund`) sends
 *   salt, merchant, orderRef and/or transactionId, currency and sdkVersion, plus refundTotal
 *   (conedevelopment/simplepay-gateway src/Payloads/RefundPayload.php; connorhu/simplepay-lib
 *   src/Request/RefundRequest.php); the answer carries merchant, orderRef, transactionId,
 *   refundTransactionId, refundTotal, remainingTotal and currency (simplepay-lib
 *   src/Response/RefundResponse.php).
 * Either answers `errorCodes` when refused (an unknown transaction's refund: [5011], as simplepay-lib's
 * tests/Fixtures/sandbox/raw_refund_error.json recorded from SimplePay's sandbox).
 */
export interface SimplePayOptions {
  /** SIMPLEPAY_SANDBOX_URL or SIMPLEPAY_LIVE_URL (or the embedded sandbox's page base). */
  baseUrl: string;
  merchant: string;
  secret: string;
  fetch?: FetchFn;
  timeoutMs?: number;
  provider?: PaymentProvider;
}

/** SimplePay's v2 API bases; the client appends `/start`. */
export const SIMPLEPAY_SANDBOX_URL = 'https://sandbox.simplepay.hu/payment/v2';
export const SIMPLEPAY_LIVE_URL = 'https://secure.simplepay.hu/payment/v2';

const SDK_VERSION = 'lab-website-hono:1.0';
const TIMEOUT_MS = 10_000;

const ErrorCodesSchema = v.object({
  errorCodes: v.pipe(v.array(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])), v.minLength(1)),
});

function isWebUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const invalidRequest = (operation: GatewayOperation, message: string) =>
  new GatewayError(operation, message, { kind: 'invalid_request' });

const invalidAnswer = (operation: GatewayOperation, message: string) =>
  new GatewayError(operation, message, { kind: 'invalid_answer' });

/** SimplePay's timestamp format (e.g. 2030-01-07T06:30:00+00:00) from any ISO 8601 instant. */
function gatewayTimeout(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalidRequest('start', `Payment timeout is not a date: ${value}`);
  return gatewayTime(date);
}

/** SimplePay writes its transaction ids as JSON numbers (start answer, IPN); ours are kept as text. */
const wireId = (id: string): number | string => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : id);

export function simplePayGateway(options: SimplePayOptions): PaymentGateway {
  const root = options.baseUrl.replace(/\/+$/, '');
  // The official SDK trims the key (a secret pasted with a newline would otherwise sign everything wrong).
  const secret = options.secret.trim();

  /**
   * One signed call: POST `{root}/{operation}`, answered with the parsed JSON of a verified, successful
   * answer. A refusal (`errorCodes`) is reported even unsigned (SimplePay cannot sign for an unknown
   * merchant); it is only ever turned into an error, so nothing in it is trusted.
   */
  async function exchange(operation: GatewayOperation, payload: object): Promise<unknown> {
    const body = JSON.stringify(payload);
    const signature = await signBody(secret, body);
    let response: UpstreamAnswer<string>;
    try {
      response = await fetchText(`${root}/${operation}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Signature: signature },
        body,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        fetch: options.fetch,
      });
    } catch (error) {
      throw new GatewayError(operation, `Payment gateway ${operation} failed: ${(error as Error).message}`, {
        kind: 'unavailable',
        cause: error,
      });
    }
    const verified = await verifyBody(secret, response.body, response.headers.get('Signature'));
    const answer = parseJson(response.body);
    const refused = v.safeParse(ErrorCodesSchema, answer);
    if (refused.success) {
      throw GatewayError.refused(operation, refused.output.errorCodes, { status: response.status, verified });
    }
    // Before the signature: a proxy's 502 page is unsigned, and is an outage, not a forgery.
    if (!response.ok) {
      throw new GatewayError(operation, `Payment gateway refused ${operation}: HTTP ${response.status}`, {
        kind: 'unavailable',
        status: response.status,
        verified,
      });
    }
    if (!verified) {
      throw invalidAnswer(
        operation,
        `Payment gateway answered ${operation} (${response.status}) without a valid signature`,
      );
    }
    return answer;
  }

  return {
    provider: options.provider ?? 'simplepay',
    secret,
    async start(request: StartRequest) {
      const answer = await exchange('start', {
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
      const parsed = v.safeParse(StartAnswerSchema, answer);
      if (!parsed.success) throw invalidAnswer('start', `Payment gateway start answer: ${v.summarize(parsed.issues)}`);
      const echo = answer as { orderRef?: unknown; merchant?: unknown };
      if (
        (echo.orderRef !== undefined && echo.orderRef !== request.orderRef) ||
        (echo.merchant !== undefined && echo.merchant !== options.merchant)
      ) {
        throw invalidAnswer('start', `Payment gateway answered start for another order (${String(echo.orderRef)})`);
      }
      if (!isWebUrl(parsed.output.paymentUrl)) {
        throw invalidAnswer(
          'start',
          `Payment gateway start answer: paymentUrl is not a URL: ${parsed.output.paymentUrl}`,
        );
      }
      return { ...parsed.output, transactionId: String(parsed.output.transactionId) };
    },

    async refund(request: RefundRequest) {
      // HUF has no fractions at SimplePay; a refund of nothing or of a fraction is our own mistake.
      if (!Number.isSafeInteger(request.amount) || request.amount < 1) {
        throw invalidRequest('refund', `Refund amount must be a positive whole number of forints: ${request.amount}`);
      }
      if (!request.orderRef || !request.transactionId) {
        throw invalidRequest('refund', 'Refund needs the orderRef and the transactionId of the payment');
      }
      const answer = await exchange('refund', {
        salt: salt(),
        merchant: options.merchant,
        orderRef: request.orderRef,
        transactionId: wireId(request.transactionId),
        currency: 'HUF',
        refundTotal: request.amount,
        sdkVersion: SDK_VERSION,
      });
      const parsed = v.safeParse(RefundAnswerSchema, answer);
      if (!parsed.success)
        throw invalidAnswer('refund', `Payment gateway refund answer: ${v.summarize(parsed.issues)}`);
      const refund = parsed.output;
      if (
        refund.orderRef !== request.orderRef ||
        refund.transactionId !== request.transactionId ||
        refund.merchant !== options.merchant
      ) {
        throw invalidAnswer(
          'refund',
          `Payment gateway answered refund for another order (${refund.orderRef}, transaction ${refund.transactionId})`,
        );
      }
      // Money other than asked for is no success to record: a person has to look at it.
      if (refund.currency !== 'HUF' || refund.refundTotal !== request.amount) {
        throw invalidAnswer(
          'refund',
          `Payment gateway refunded ${refund.refundTotal} ${refund.currency}, ${request.amount} HUF were asked`,
        );
      }
      return {
        refundTransactionId: refund.refundTransactionId,
        refundTotal: refund.refundTotal,
        remainingTotal: refund.remainingTotal,
      };
    },
  };
}
