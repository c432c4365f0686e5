import { isProduction, paymentProblems, requireProductionConfig } from '../../config/production';
import type { Bindings } from '../../env';
import type { PaymentGateway } from './port';
import { sandboxFetch } from './sandbox';
import { signBody } from './signature';
import { SIMPLEPAY_LIVE_URL, simplePayGateway } from './simplepay';

/**
 * The payment gateway chosen by config (DESIGN.md, Ports: payment gateway):
 * - PAYMENT_GATEWAY (var): "sandbox" (default; the embedded gateway in D1) or "simplepay".
 * - SIMPLEPAY_URL (var): SimplePay's v2 API base; the live one (SIMPLEPAY_LIVE_URL) when not set.
 * - SIMPLEPAY_MERCHANT (var): the merchant id ("SANDBOX" by default for the sandbox).
 * - SIMPLEPAY_SECRET (secret): the merchant's HMAC key; the sandbox derives one from XSRF_SECRET when
 *   it is not set.
 * - PUBLIC_ORIGIN (var): the site's origin, for the back URL and the sandbox's payment page.
 * In production (docs/decisions/0015) there is no sandbox whatever the vars say: its pages are 404 and
 * asking for the gateway without SimplePay's full configuration throws.
 */
export const SANDBOX_PAGE = '/fizetes/sandbox';

export const isSandbox = (env: Bindings) => !isProduction(env) && (env.PAYMENT_GATEWAY || 'sandbox') === 'sandbox';

export async function paymentGateway(env: Bindings, origin = env.PUBLIC_ORIGIN): Promise<PaymentGateway> {
  requireProductionConfig('The payment gateway', env, paymentProblems);
  if (!isSandbox(env)) {
    if (env.PAYMENT_GATEWAY !== 'simplepay') throw new Error(`Unknown PAYMENT_GATEWAY: ${env.PAYMENT_GATEWAY}`);
    if (!env.SIMPLEPAY_MERCHANT || !env.SIMPLEPAY_SECRET) {
      throw new Error('SIMPLEPAY_MERCHANT and SIMPLEPAY_SECRET must be configured');
    }
    return simplePayGateway({
      baseUrl: env.SIMPLEPAY_URL || SIMPLEPAY_LIVE_URL,
      merchant: env.SIMPLEPAY_MERCHANT,
      secret: env.SIMPLEPAY_SECRET,
    });
  }
  const secret = await sandboxSecret(env);
  // The sandbox page is served by this very worker, so it lives wherever the payer reached the site.
  const pageBase = `${origin.replace(/\/+$/, '')}${SANDBOX_PAGE}`;
  return simplePayGateway({
    baseUrl: pageBase,
    merchant: env.SIMPLEPAY_MERCHANT || 'SANDBOX',
    secret,
    provider: 'sandbox',
    fetch: sandboxFetch(env.DB, secret, pageBase),
  });
}

async function sandboxSecret(env: Bindings): Promise<string> {
  if (env.SIMPLEPAY_SECRET) return env.SIMPLEPAY_SECRET;
  if (!env.XSRF_SECRET) throw new Error('XSRF_SECRET (or SIMPLEPAY_SECRET) is needed by the sandbox gateway');
  return signBody(env.XSRF_SECRET, 'payment-sandbox-merchant-secret');
}
