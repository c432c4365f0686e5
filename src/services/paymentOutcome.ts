/**
 * What the success page may say about a transaction (issue 11: outcome pages tell the truth). It shows
 * a booking only for a payment the server knows as succeeded and kept, and only to the payer: the back
 * URL's verified return hands the page a proof (an HMAC of the transaction id under the merchant secret),
 * so a guessed transaction id shows nothing.
 */
import { appointmentsBackend } from '../backends/lab';
import type { Appointment } from '../domain/appointment';
import { paymentGateway } from '../backends/payment';
import { signBody, verifyBody } from '../backends/payment/signature';
import { findPaymentByTransaction } from '../db/payments';
import type { Bindings } from '../env';

const proofText = (transactionId: string) => `payment-outcome:${transactionId}`;

export const outcomeProof = (secret: string, transactionId: string) => signBody(secret, proofText(transactionId));

export type KnownOutcome =
  /** Unknown, unproven, unpaid, or not yet confirmed by the gateway's IPN: the page claims nothing. */
  | { kind: 'neutral' }
  | { kind: 'paid'; appointment: Appointment; amount: number }
  | { kind: 'refunded'; amount: number };

/** The payment of a transaction id the back URL's proof vouches for, or null. */
async function provenPayment(env: Bindings, transactionId: string | undefined, proof: string | undefined) {
  if (!transactionId || !proof || !/^\d{1,20}$/.test(transactionId)) return null;
  const gateway = await paymentGateway(env);
  if (!(await verifyBody(gateway.secret, proofText(transactionId), proof))) return null;
  return findPaymentByTransaction(env.DB, gateway.provider, transactionId);
}

/**
 * The booking a payment that did not succeed was for (issue 25: the failed, timed-out and cancelled
 * pages say whether the place is still held, until when, and the amount), only for the payer (proof).
 */
export async function unpaidBooking(
  env: Bindings,
  transactionId: string | undefined,
  proof: string | undefined,
): Promise<{ appointment: Appointment; amount: number } | null> {
  const payment = await provenPayment(env, transactionId, proof);
  if (!payment || payment.status === 'succeeded') return null;
  const appointment = await appointmentsBackend(env).get(payment.appointment_hash);
  return appointment ? { appointment, amount: payment.amount } : null;
}

export async function knownOutcome(
  env: Bindings,
  transactionId: string | undefined,
  proof: string | undefined,
): Promise<KnownOutcome> {
  const neutral = { kind: 'neutral' } as const;
  const payment = await provenPayment(env, transactionId, proof);
  if (payment?.status !== 'succeeded' || !payment.booking_outcome) return neutral;
  if (payment.booking_outcome === 'not_honoured') return { kind: 'refunded', amount: payment.amount };
  const appointment = await appointmentsBackend(env).get(payment.appointment_hash);
  return appointment ? { kind: 'paid', appointment, amount: payment.amount } : neutral;
}
