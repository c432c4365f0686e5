import * as v from 'valibot';
import { type PaymentGateway, type PaymentProvider, salt, type StartRequest, StartAnswerSchema } from './port';
import { signBody, verifyBody } from './signature';

/**
 * The OTP SimplePay v2 client: `POST {baseUrl}/start` with a signed JSON body; the answer's Signature
 * header is verified over the exact answer text before anything in it is trusted. The sandbox gateway
 * is this same client with a fetch that reaches the worker's embedded gateway instead of the network.
 */
export interface SimplePayOptions {
  /** e.g. https://sandbox.simplepay.hu/payment/v2 or https://secure.simplepay.hu/payment/v2 */
  baseUrl: string;
  merchant: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  provider?: PaymentProvider;
}

const SDK_VERSION = 'lab-website-hono:1.0';
const TIMEOUT_MS = 10_000;

export function simplePayGateway(options: SimplePayOptions): PaymentGateway {
  const root = options.baseUrl.replace(/\/+$/, '');
  // workerd refuses a fetch called without globalThis as `this`, so the default is wrapped.
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  return {
    provider: options.provider ?? 'simplepay',
    secret: options.secret,
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
        timeout: request.timeout,
        url: request.backUrl,
        ...(request.invoice ? { invoice: request.invoice } : {}),
      });
      let response: Response;
      try {
        response = await fetchFn(`${root}/start`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Signature: await signBody(options.secret, body) },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`Payment gateway start failed: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text();
      if (!(await verifyBody(options.secret, text, response.headers.get('Signature')))) {
        throw new Error(`Payment gateway answered start (${response.status}) without a valid signature`);
      }
      const answer = JSON.parse(text) as { errorCodes?: unknown };
      if (!response.ok || answer.errorCodes) {
        throw new Error(`Payment gateway refused start: ${JSON.stringify(answer.errorCodes ?? response.status)}`);
      }
      const parsed = v.safeParse(StartAnswerSchema, answer);
      if (!parsed.success) throw new Error(`Payment gateway start answer: ${v.summarize(parsed.issues)}`);
      return { ...parsed.output, transactionId: String(parsed.output.transactionId) };
    },
  };
}
