import { type Context, Hono } from 'hono';
import { afterResponse, notifyBooking } from '../mail/notify';
import { appointmentsBackend } from '../backends/lab';
import { type Appointment, BookingError } from '../domain/appointment';
import { INVOICE_TYPE_COMPANY } from '../domain/person';
import { createElement as h } from 'react';
import * as v from 'valibot';
import { paymentGateway, SANDBOX_PAGE } from '../backends/payment';
import { decodeBack, gatewayTime, type StartInvoice } from '../backends/payment/port';
import { finishSandbox, sandboxPageLanguage } from '../backends/payment/sandbox';
import { formatPrice } from '../domain/prices';
import { messages } from '../i18n/messages';
import { OUTCOMES, type PaymentOutcome } from '../domain/payment';
import { outcomeProof } from '../services/paymentOutcome';
import {
  endGatewayAttempts,
  endPaymentAttempt,
  type EndedStatus,
  payerLanguage,
  recordPaymentStart,
  recordTransactionId,
} from '../services/paymentAttempts';
import { handleIpn } from '../services/paymentIpn';
import { sandboxTransaction } from '../services/sandboxTransactions';
import type { AppEnv } from '../env';
import { apiError } from './api/errors';
import { noStore } from '../middleware/noStore';
import { API_CALLS, type CallAnswer } from '../domain/api';
import { validCall } from './api/validate';
import { holdsAfterSwitch, needsMailConfirmation } from './api/appointments';
import { clientIp } from './api/caller';
import { countMiss, guessingWait } from '../services/linkLimits';
import { isLiveBooking } from '../domain/bookingView';

/**
 * Online payment of a held booking (DESIGN.md, Ports: payment gateway; spec section 2, Payment outcome
 * pages). The booking is confirmed only by the verified IPN; the back URL only shows the outcome.
 * The IPN path is exempt from XSRF (it is verified by its Signature header instead).
 */
export const paymentRoutes = new Hono<AppEnv>();

// Starting a payment and the sandbox's own payment page: answers about one booking, never kept.
for (const path of [API_CALLS.startPayment.path, API_CALLS.payOnSite.path, `${SANDBOX_PAGE}/:transactionId`]) {
  paymentRoutes.use(path, noStore());
}

export const IPN_PATH = '/api/payment/ipn';

const OUTCOME_PAGES: Record<PaymentOutcome, string> = {
  SUCCESS: '/fizetes-sikeres',
  FAIL: '/fizetes-sikertelen',
  TIMEOUT: '/fizetes-idotullepes',
  CANCEL: '/fizetes-megszakitott',
};
const ENDED: Record<Exclude<PaymentOutcome, 'SUCCESS'>, EndedStatus> = {
  FAIL: 'failed',
  TIMEOUT: 'timeout',
  CANCEL: 'cancelled',
};

const HASH_REQUIRED = 'hash: a booking hash is required';
const StartBody = v.object({
  hash: v.pipe(v.string(HASH_REQUIRED), v.regex(/^[A-Za-z0-9_-]{22,64}$/, HASH_REQUIRED)),
});

/**
 * A payment call names a booking by its hash, so it counts guesses as the hash links do (decision 0021):
 * past the address's limit every call is a 429 before anything is looked up, and an unknown hash is a
 * miss. `overGuessLimit` answers the refusal or null; `missed` counts the miss and answers the 404.
 */
async function overGuessLimit(c: Context<AppEnv>) {
  const wait = await guessingWait(c.env.DB, clientIp(c));
  if (!wait) return null;
  c.header('Retry-After', String(wait));
  return apiError(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
}

async function missed(c: Context<AppEnv>) {
  await countMiss(c.env.DB, clientIp(c));
  return apiError(c, 404, 'no_data', 'No data received from appointment get');
}

paymentRoutes.post(API_CALLS.startPayment.path, validCall('startPayment', 'json', StartBody), async (c) => {
  c.header('Cache-Control', 'no-store');
  const limited = await overGuessLimit(c);
  if (limited) return limited;
  let appointment: Appointment | null;
  try {
    appointment = await appointmentsBackend(c.env).get(c.req.valid('json').hash);
  } catch (error) {
    console.error('Payment start: reading the booking failed', error);
    return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
  }
  if (!appointment) return missed(c);
  if (!isPayable(appointment, new Date())) {
    return apiError(c, 409, 'not_payable', 'This booking is not waiting for an online payment');
  }
  const gateway = await paymentGateway(c.env, siteOrigin(c));
  const orderRef = `${appointment.id}-${crypto.randomUUID().slice(0, 8)}`;
  // A family booking is paid once, for everyone (docs/decisions/0048), each person's share kept.
  const amount = appointment.party?.total ?? appointment.total;
  await recordPaymentStart(c.env, appointment, { provider: gateway.provider, orderRef, amount });
  try {
    const answer = await gateway.start({
      orderRef,
      total: amount,
      customerEmail: appointment.person.email,
      language: appointment.language === 'en' ? 'EN' : 'HU',
      timeout: gatewayTime(new Date(appointment.hold_expires_at!)),
      backUrl: `${siteOrigin(c)}/api/payment/back`,
      invoice: billingOf(appointment),
    });
    await recordTransactionId(c.env, orderRef, answer.transactionId);
    return c.json<CallAnswer<'startPayment'>>({ data: { paymentUrl: answer.paymentUrl } });
  } catch (error) {
    console.error('Payment start failed', error);
    await endPaymentAttempt(c.env, orderRef, 'failed');
    return apiError(c, 502, 'payment_gateway_failed', 'The payment gateway is not available');
  }
});

/**
 * A booking waiting for its online payment: held, online, and its hold not yet over. A family booking is
 * paid through the booker's booking only, which lists everyone's share.
 */
const isPayable = (appointment: Appointment, now: Date) =>
  (appointment.party?.position ?? 0) === 0 &&
  appointment.status === 'held' &&
  appointment.payment_type === 'ONLINE' &&
  !!appointment.hold_expires_at &&
  new Date(appointment.hold_expires_at) > now;

/**
 * The payer gives up paying online and pays on site instead (the outcome pages' third way): while the
 * hold lasts, the booking is confirmed as an on-site one through the laboratory backend, its attempts
 * still at the gateway are ended, and the confirmation e-mail goes out. 409 once the hold is over.
 */
paymentRoutes.post(API_CALLS.payOnSite.path, validCall('payOnSite', 'json', StartBody), async (c) => {
  const backend = appointmentsBackend(c.env);
  const answer = (appointment: Appointment) => c.json({ data: { status: appointment.status } });
  const limited = await overGuessLimit(c);
  if (limited) return limited;
  try {
    const current = await backend.get(c.req.valid('json').hash);
    if (!current) return missed(c);
    // Asked again (a double click, a reload): the same answer, and no second e-mail.
    if (current.payment_type === 'ONSITE' && isLiveBooking(current, new Date())) return answer(current);
    // Paying on site needs the patient's confirmation from the mail, as booking on site does (decision 0050).
    const { awaits } = await needsMailConfirmation(c);
    const appointment = await backend.update(current.hash, { payment_type: 'ONSITE', awaits_confirmation: awaits });
    if (!appointment) return apiError(c, 404, 'no_data', 'No data received from appointment put');
    await holdsAfterSwitch(c.env, appointment);
    await endGatewayAttempts(c.env, [appointment.hash], 'cancelled');
    await afterResponse(c, notifyBooking(c.env, 'confirmation', appointment));
    return answer(appointment);
  } catch (error) {
    if (error instanceof BookingError) {
      return apiError(c, 409, 'not_payable', 'This booking is not waiting for an online payment');
    }
    console.error('Switching to paying on site failed', error);
    return apiError(c, 502, 'lab_backend_failed', 'The laboratory backend is not available');
  }
});

/**
 * The billing block SimplePay asks for: the booking's invoice details, the patient's own where the
 * invoice goes to the patient and left them blank; a company invoice names the company.
 */
function billingOf({ invoice, person }: Appointment): StartInvoice {
  const place = {
    country: 'hu',
    city: invoice.invoice_city || person.city,
    zip: invoice.invoice_zipcode || person.zip_code,
    address: invoice.invoice_address || person.address,
  };
  if (invoice.invoice_type === INVOICE_TYPE_COMPANY && invoice.invoice_name) {
    return { ...place, company: invoice.invoice_name };
  }
  return { ...place, name: invoice.invoice_name || `${person.last_name} ${person.first_name}`.trim() };
}

/**
 * The payer's return: shows the outcome only. A verified non-success ends the attempt. The outcome page
 * gets the transaction id with a proof that it came through this verified return (outcomeProof), so it
 * shows a booking's details only to the payer, not to whoever guesses a transaction id.
 */
paymentRoutes.get('/api/payment/back', async (c) => {
  const gateway = await paymentGateway(c.env, siteOrigin(c));
  const back = await decodeBack(gateway.secret, c.req.query('r'), c.req.query('s'));
  if (!back) return apiError(c, 400, 'invalid_signature', 'The payment result could not be verified');
  if (back.e !== 'SUCCESS') await endPaymentAttempt(c.env, back.o, ENDED[back.e]);
  const prefix = (await payerLanguage(c.env, back.o)) === 'en' ? '/en' : '';
  const query = new URLSearchParams({ transactionId: back.t, proof: await outcomeProof(gateway.secret, back.t) });
  return c.redirect(`${prefix}${OUTCOME_PAGES[back.e]}?${query}`, 303);
});

paymentRoutes.post(IPN_PATH, async (c) => {
  const result = await handleIpn(c.env, await c.req.text(), c.req.header('Signature'), c);
  if (result.status !== 200) return apiError(c, result.status, 'ipn_rejected', 'The IPN was not accepted');
  return c.body(result.body, 200, { 'Content-Type': 'application/json', Signature: result.signature });
});

/**
 * The sandbox's hosted payment page: the payer picks the outcome. It speaks the language the payment was
 * started in and shows the amount as the site does ('41 010 Ft'), header and footer included.
 */
paymentRoutes.get(`${SANDBOX_PAGE}/:transactionId`, async (c) => {
  const tx = await sandboxTransaction(c.env, c.req.param('transactionId'));
  if (!tx || tx.outcome) return c.notFound();
  const lang = sandboxPageLanguage(c.req.query('lang'));
  c.set('lang', lang);
  const labels = messages(lang).payment.sandbox;
  return c.render(
    h(
      'section',
      { className: 'wrap max-w-2xl py-12' },
      h(
        'div',
        { className: 'card space-y-4 p-8', 'data-sandbox-page': lang },
        h('p', { className: 'badge' }, 'Sandbox'),
        h('h1', { className: 'page-title' }, labels.title),
        h(
          'p',
          { className: 'text-ink-soft' },
          `${labels.order}: ${tx.orderRef} · `,
          h('strong', { className: 'whitespace-nowrap text-ink', 'data-amount': '' }, formatPrice(tx.total, lang)),
        ),
        h(
          'form',
          { method: 'post', className: 'grid gap-3 sm:grid-cols-2' },
          OUTCOMES.map((value, index) =>
            h(
              'button',
              {
                key: value,
                type: 'submit',
                name: 'outcome',
                value,
                className: index === 0 ? 'btn-primary' : 'btn-secondary',
              },
              labels.choices[value],
            ),
          ),
        ),
      ),
    ),
    { title: labels.title, noindex: true },
  );
});

paymentRoutes.post(`${SANDBOX_PAGE}/:transactionId`, async (c) => {
  const tx = await sandboxTransaction(c.env, c.req.param('transactionId'));
  const outcome = (await c.req.parseBody()).outcome;
  if (!tx || !OUTCOMES.includes(outcome as PaymentOutcome)) return c.notFound();
  const gateway = await paymentGateway(c.env, siteOrigin(c));
  const finish = await finishSandbox(c.env.DB, gateway.secret, tx.transactionId, outcome as PaymentOutcome);
  if (!finish) return c.notFound();
  // The gateway's IPN, delivered in-process; SimplePay would retry a failure, the sandbox logs it.
  if (finish.ipn) {
    const result = await handleIpn(c.env, finish.ipn.body, finish.ipn.signature, c);
    if (result.status !== 200) console.error(`Sandbox IPN for ${tx.orderRef} answered ${result.status}`);
  }
  return c.redirect(finish.redirect, 303);
});

/**
 * Where the payer comes back to: the public origin in production; locally and in tests, the origin the
 * request came to (wrangler dev on any port), so the sandbox round trip stays on the same server.
 */
function siteOrigin(c: Context<AppEnv>): string {
  return c.env.ENVIRONMENT === 'production' ? c.env.PUBLIC_ORIGIN.replace(/\/+$/, '') : new URL(c.req.url).origin;
}
