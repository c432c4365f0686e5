/**
 * The site's record of each attempt to pay a held booking (src/db/payments.ts), as the payment routes
 * keep it: started with its amount, given the gateway's transaction id, ended without success, and the
 * language the payer returns to.
 */
import type { Appointment } from '../domain/appointment';
import type { PaymentProvider } from '../domain/payment';
import {
  endPayment,
  endStartedPayments,
  insertPayment,
  paymentLanguage,
  type PaymentStatus,
  setTransactionId,
} from '../db/payments';
import type { Bindings } from '../env';

type Env = Pick<Bindings, 'DB'>;

/** How an attempt ends other than paid: the payer's failure, timeout or cancel. */
export type EndedStatus = Exclude<PaymentStatus, 'started' | 'succeeded'>;

/**
 * A started attempt to pay `appointment`; a family booking is paid once, for everyone, with each person's
 * share kept (docs/decisions/0048).
 */
export function recordPaymentStart(
  env: Env,
  appointment: Appointment,
  attempt: { provider: PaymentProvider; orderRef: string; amount: number },
): Promise<void> {
  return insertPayment(
    env.DB,
    {
      appointment_id: appointment.id,
      appointment_hash: appointment.hash,
      language: appointment.language === 'en' ? 'en' : 'hu',
      provider: attempt.provider,
      order_ref: attempt.orderRef,
      amount: attempt.amount,
    },
    appointment.party?.members?.map((member) => ({ appointment_hash: member.hash, amount: member.total })),
  );
}

export const recordTransactionId = (env: Env, orderRef: string, transactionId: string): Promise<void> =>
  setTransactionId(env.DB, orderRef, transactionId);

/** The payer came back without paying; an attempt already settled by its IPN keeps its status. */
export const endPaymentAttempt = (env: Env, orderRef: string, status: EndedStatus): Promise<void> =>
  endPayment(env.DB, orderRef, status);

/** The attempts of these bookings still at the gateway end: the payer pays on site instead. */
export const endGatewayAttempts = (env: Env, hashes: string[], status: 'cancelled' | 'timeout'): Promise<void> =>
  endStartedPayments(env.DB, hashes, status);

/** The language of the booking an attempt pays for, so the payer returns to pages in that language. */
export const payerLanguage = (env: Env, orderRef: string): Promise<'hu' | 'en'> => paymentLanguage(env.DB, orderRef);
