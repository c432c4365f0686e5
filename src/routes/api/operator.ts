import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { timingSafeEqual } from '../../lib/crypto';
import { invoiceOnsitePayment } from '../../services/invoices';
import { isHashShaped } from '../../services/linkLimits';
import { apiError } from './errors';
import { valid } from './validate';

/**
 * The operator's calls (issue 27 point 2): until the staff side exists, an on-site payment is recorded
 * here, by `npm run onsite-payment` (scripts/onsite-payment.mjs), and invoiced like an online one. Off
 * (404) unless OPERATOR_API_TOKEN is set; every call carries it as its Bearer token. Exempt from the
 * XSRF check (no browser sends it, and no cookie is read), never from the body limit.
 */
export const OPERATOR_API_PREFIX = '/api/operator/';
export const operatorApi = new Hono<AppEnv>();

/** The shortest token accepted: a guessable one would open the lab's books. */
const MIN_TOKEN_LENGTH = 32;

operatorApi.use('/operator/*', async (c, next) => {
  const token = c.env.OPERATOR_API_TOKEN;
  if (!token) return apiError(c, 404, 'not_found', 'The operator calls are off: OPERATOR_API_TOKEN is not set');
  if (token.length < MIN_TOKEN_LENGTH) {
    console.error(`OPERATOR_API_TOKEN is shorter than ${MIN_TOKEN_LENGTH} characters: the operator calls are refused`);
    return apiError(c, 503, 'not_configured', `OPERATOR_API_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
  }
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!given || !timingSafeEqual(given, token))
    return apiError(c, 401, 'unauthorized', 'Operator calls must carry OPERATOR_API_TOKEN as their Bearer token');
  c.header('Cache-Control', 'no-store');
  await next();
});

const onsitePaymentSchema = v.object({
  booking: v.pipe(v.string('booking must be text'), v.check(isHashShaped, 'booking must be a booking link hash')),
  method: v.picklist(['cash', 'card'], 'method must be "cash" or "card"'),
});

const REFUSALS = {
  unknown: [404, 'booking_not_found', 'No booking has this hash'],
  online: [409, 'paid_online', 'This booking is paid online: its payment is invoiced when it settles'],
  not_confirmed: [409, 'not_confirmed', 'Only a confirmed booking can be paid on site'],
  not_booker: [409, 'not_booker', "One person of a family booking: record the payment on the booker's booking"],
  free: [409, 'nothing_to_pay', 'This booking costs nothing: there is nothing to invoice'],
  undrafted: [
    422,
    'not_invoiceable',
    "The booking's invoice could not be drafted (see the log): fix its invoice details",
  ],
} as const;

/** An on-site payment of a booking's whole total: its invoice request, written once and tried at once. */
operatorApi.post('/operator/onsite-payments', valid('json', onsitePaymentSchema, 'invalid_body'), async (c) => {
  const { booking, method } = c.req.valid('json');
  const result = await invoiceOnsitePayment(c.env, booking, method);
  if ('refused' in result) {
    const [status, code, message] = REFUSALS[result.refused];
    return apiError(c, status, code, message);
  }
  const { request, created } = result;
  console.info(`Operator recorded an on-site payment (${method}) for invoice request ${request.order_ref}`);
  return c.json(
    {
      orderRef: request.order_ref,
      amount: request.amount,
      status: request.status,
      number: request.number,
      created,
    },
    created ? 201 : 200,
  );
});
