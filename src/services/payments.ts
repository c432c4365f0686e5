/**
 * What happens to money after the gateway has taken it (DESIGN.md, Booking engine rules: money;
 * docs/decisions/0019). A succeeded payment is settled through the laboratory port: the booking is
 * confirmed, or its lapsed slot is taken again, or, when neither can be, the payment is refunded. A paid
 * booking cancelled in time is refunded in full. Refunds are rows in D1, tried at once and then by the
 * cron with backoff until the gateway accepts them.
 */
import type { Context } from 'hono';
import { appointmentsBackend } from '../backends/lab';
import type { PaymentSettlement } from '../domain/payment';
import { paymentGateway } from '../backends/payment';
import { GatewayError } from '../backends/payment/errors';
import {
  endStartedPayments,
  findPaymentById,
  keptPayments,
  type Payment,
  setBookingOutcome,
  unsettledPayments,
} from '../db/payments';
import { dueRefunds, recordRefundAttempt, type Refund, type RefundReason, requestRefundRow } from '../db/refunds';
import type { Bindings } from '../env';
import { afterResponse, notifyBooking } from '../mail/notify';
import { settleHolds } from './holdLimits';
import { correctRefundedInvoice, invoicePayment } from './invoices';

/** Minutes before the 1st, 2nd, … retry of a refund the gateway did not accept; then every 12 hours. */
export const REFUND_RETRY_MINUTES = [1, 5, 15, 60, 180, 720];

/** Settled payments wait this long for their IPN's own request before the cron settles them. */
const SETTLE_GRACE_MS = 60_000;

/**
 * Settles a succeeded, not yet settled payment with the laboratory backend: the first caller to store
 * the outcome tells the patient (confirmation, or the refund and why); one that lost that race (a
 * repeated IPN, the cron) changes nothing. A booking the backend does not know is not honoured either.
 * Throws when the backend fails, leaving the payment unsettled for the IPN's retry or the cron.
 */
export async function settlePayment(env: Bindings, payment: Payment, c?: Context): Promise<PaymentSettlement> {
  const settled = await appointmentsBackend(env).settlePayment(payment.appointment_hash, {
    order_ref: payment.order_ref,
    amount: payment.amount,
  });
  const outcome = settled?.outcome ?? 'not_honoured';
  const appointment = settled?.appointment ?? null;
  if (!(await setBookingOutcome(env.DB, payment.id, outcome))) return outcome;
  // Both mails follow money the gateway took: never suppressed by the recipient's mail budget.
  if (outcome === 'not_honoured') {
    console.warn(`Payment ${payment.order_ref} could not be honoured for booking ${payment.appointment_id}; refunding`);
    await startRefund(env, payment, 'not_honoured', c);
    if (appointment) await afterResponse(c, notifyBooking(env, 'refund', appointment, 'exempt'));
  } else if (appointment) {
    // Paid: its places are committed, no longer held against the client's limits (decision 0050).
    await settleHolds(env, appointment, 'confirmed');
    await afterResponse(c, notifyBooking(env, 'confirmation', appointment, 'exempt'));
    // Every settled payment is invoiced (issue 27); the invoice follows the answer, never holds it up,
    // and a failure to write its request is the cron's to repair (retryInvoices), never the payment's.
    await invoicePayment(env, payment, appointment, c).catch((error: unknown) =>
      console.error(`The invoice of payment ${payment.order_ref} could not be requested`, error),
    );
  }
  return outcome;
}

/**
 * Refunds every payment a just-cancelled booking kept, in full (the cancel is only possible before the
 * cut-off, so it is always in time). Answers the forints whose refund has started.
 */
export async function refundCancelledBooking(env: Bindings, hash: string, c?: Context): Promise<number> {
  let total = 0;
  for (const payment of await keptPayments(env.DB, hash)) {
    // A family member's share may be nothing (a fully discounted booking): there is nothing to give back.
    if (payment.amount <= 0) continue;
    total += (await startRefund(env, payment, 'cancelled', c)).amount;
  }
  return total;
}

/** Creates the payment's refund (or finds the one asked for before) and, when new, tries it at once. */
async function startRefund(env: Bindings, payment: Payment, reason: RefundReason, c?: Context): Promise<Refund> {
  const { refund, created } = await requestRefundRow(env.DB, {
    payment_id: payment.id,
    appointment_hash: payment.appointment_hash,
    amount: payment.amount,
    reason,
  });
  if (created) await afterResponse(c, attemptRefund(env, refund, payment, new Date()));
  return refund;
}

/** One refund call; its result, success or not, is recorded on the row and never thrown. */
async function attemptRefund(env: Bindings, refund: Refund, payment: Payment, now: Date): Promise<void> {
  try {
    if (!payment.transaction_id) throw new Error(`Payment ${payment.order_ref} has no gateway transaction id`);
    const answer = await (
      await paymentGateway(env)
    ).refund({ orderRef: payment.order_ref, transactionId: payment.transaction_id, amount: refund.amount });
    await recordRefundAttempt(
      env.DB,
      refund.id,
      { status: 'accepted', refundTransactionId: answer.refundTransactionId ?? '' },
      now,
    );
    // The money is back with the patient: its invoice is corrected (reversed or modified). A failure to
    // write that request is the cron's to repair (retryInvoices), never the refund's.
    await correctRefundedInvoice(env, refund, payment).catch((error: unknown) =>
      console.error(`The correcting invoice of refund ${refund.id} could not be requested`, error),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof GatewayError && !error.retryable) {
      // A final no (already refunded, unknown transaction, …) needs a person, not another attempt.
      console.error(`Refund ${refund.id} of payment ${payment.order_ref} was refused for good: ${message}`);
      await recordRefundAttempt(env.DB, refund.id, { status: 'refused', error: message }, now);
      return;
    }
    const wait = REFUND_RETRY_MINUTES[Math.min(refund.attempts, REFUND_RETRY_MINUTES.length - 1)]!;
    console.error(`Refund ${refund.id} of payment ${payment.order_ref} failed, retrying in ${wait} min: ${message}`);
    const nextAttemptAt = new Date(now.getTime() + wait * 60_000).toISOString();
    await recordRefundAttempt(env.DB, refund.id, { status: 'pending', error: message, nextAttemptAt }, now);
  }
}

/**
 * The cron's part: holds that ran out are expired through the laboratory port, and their attempts still
 * at the gateway end; a late IPN for one is still recorded and settled (or refunded). Answers how many.
 */
export async function expireUnpaidHolds(env: Bindings, now: Date): Promise<number> {
  const expired = await appointmentsBackend(env, () => now).expireHolds();
  await endStartedPayments(
    env.DB,
    expired.map((booking) => booking.hash),
    'timeout',
  );
  return expired.length;
}

/** The cron's part: retries the refunds that are due and settles payments whose settlement failed. */
export async function retryPaymentWork(env: Bindings, now: Date): Promise<{ refunds: number; settled: number }> {
  const due = await dueRefunds(env.DB, now);
  for (const refund of due) {
    const payment = await findPaymentById(env.DB, refund.payment_id);
    if (payment) await attemptRefund(env, refund, payment, now);
  }
  let settled = 0;
  for (const payment of await unsettledPayments(env.DB, new Date(now.getTime() - SETTLE_GRACE_MS).toISOString())) {
    try {
      await settlePayment(env, payment);
      settled++;
    } catch (error) {
      console.error(`Settling payment ${payment.order_ref} failed again`, error);
    }
  }
  return { refunds: due.length, settled };
}
