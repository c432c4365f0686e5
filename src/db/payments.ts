import type { PaymentProvider } from '../backends/payment/port';

/** Payments in D1 (migrations/0005_create_payments.sql): one row per attempt to pay a held booking. */
export type PaymentStatus = 'started' | 'succeeded' | 'failed' | 'timeout' | 'cancelled';

export interface Payment {
  id: number;
  appointment_id: number;
  provider: PaymentProvider;
  order_ref: string;
  transaction_id: string | null;
  status: PaymentStatus;
  amount: number;
  ipn_received_at: string | null;
  booking_outcome: 'confirmed' | 'hold_expired' | null;
}

type NewPayment = Pick<Payment, 'appointment_id' | 'provider' | 'order_ref' | 'amount'>;

export async function insertPayment(db: D1Database, p: NewPayment): Promise<void> {
  await db
    .prepare('INSERT INTO payments (appointment_id, provider, order_ref, amount) VALUES (?1, ?2, ?3, ?4)')
    .bind(p.appointment_id, p.provider, p.order_ref, p.amount)
    .run();
}

export async function setTransactionId(db: D1Database, orderRef: string, transactionId: string): Promise<void> {
  await db
    .prepare(`UPDATE payments SET transaction_id = ?2, updated_at = ${NOW} WHERE order_ref = ?1`)
    .bind(orderRef, transactionId)
    .run();
}

export function findPayment(db: D1Database, orderRef: string): Promise<Payment | null> {
  return db.prepare('SELECT * FROM payments WHERE order_ref = ?1').bind(orderRef).first<Payment>();
}

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * The payer's verified return without success (failure, timeout, cancel): the attempt ends, the booking
 * is untouched and its hold runs out as usual. A payment already settled by an IPN keeps its status.
 */
export async function endPayment(
  db: D1Database,
  orderRef: string,
  status: Exclude<PaymentStatus, 'started' | 'succeeded'>,
) {
  await db
    .prepare(`UPDATE payments SET status = ?2, updated_at = ${NOW} WHERE order_ref = ?1 AND status = 'started'`)
    .bind(orderRef, status)
    .run();
}

/**
 * A verified IPN, in ONE batch (one transaction). With status 'succeeded' the booking goes from 'held'
 * to 'confirmed', but only while it is still held and its hold has not expired at `now`. If it has
 * (or the booking was cancelled meanwhile), the payment is still recorded as succeeded, with
 * booking_outcome 'hold_expired': the money arrived for a booking that is no longer waiting for it (also
 * one that switched to paying on site, or was already confirmed by another attempt), and the
 * booking is left for the refund path (not part of this module) rather than confirmed over a slot that
 * may have been given away. Every statement requires ipn_received_at IS NULL, so a repeated IPN changes
 * nothing; the stored row is answered either way (null for an unknown order or transaction).
 */
export async function recordIpn(
  db: D1Database,
  ipn: { orderRef: string; transactionId: string; status: PaymentStatus; now: string },
): Promise<Payment | null> {
  const pending = `SELECT appointment_id FROM payments
     WHERE order_ref = ?1 AND ipn_received_at IS NULL AND (transaction_id IS NULL OR transaction_id = ?2)`;
  const [, , read] = await db.batch([
    db
      .prepare(
        `UPDATE appointments SET status = 'confirmed', updated_at = ?4
         WHERE ?3 = 'succeeded' AND id = (${pending}) AND status = 'held' AND hold_expires_at > ?4`,
      )
      .bind(ipn.orderRef, ipn.transactionId, ipn.status, ipn.now),
    db
      .prepare(
        `UPDATE payments SET status = ?3, transaction_id = ?2, ipn_received_at = ?4, updated_at = ?4,
           booking_outcome = CASE WHEN ?3 != 'succeeded' THEN NULL
             WHEN (SELECT status = 'confirmed' AND updated_at = ?4 FROM appointments WHERE id = payments.appointment_id)
             THEN 'confirmed' ELSE 'hold_expired' END
         WHERE order_ref = ?1 AND ipn_received_at IS NULL AND (transaction_id IS NULL OR transaction_id = ?2)`,
      )
      .bind(ipn.orderRef, ipn.transactionId, ipn.status, ipn.now),
    db
      .prepare('SELECT * FROM payments WHERE order_ref = ?1 AND transaction_id = ?2')
      .bind(ipn.orderRef, ipn.transactionId),
  ]);
  return (read!.results[0] as Payment | undefined) ?? null;
}

/** The language of the booking a payment belongs to, so the payer returns to pages in that language. */
export async function paymentLanguage(db: D1Database, orderRef: string): Promise<'hu' | 'en'> {
  const row = await db
    .prepare('SELECT a.language FROM payments p JOIN appointments a ON a.id = p.appointment_id WHERE p.order_ref = ?1')
    .bind(orderRef)
    .first<{ language: string }>();
  return row?.language === 'en' ? 'en' : 'hu';
}

export async function appointmentHash(db: D1Database, appointmentId: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT hash FROM appointments WHERE id = ?1')
    .bind(appointmentId)
    .first<{ hash: string }>();
  return row?.hash ?? null;
}

/** Forints paid online for a booking: the successful payments whose IPN confirmed it. */
export async function paidAmount(db: D1Database, appointmentId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS paid FROM payments
       WHERE appointment_id = ?1 AND status = 'succeeded' AND booking_outcome = 'confirmed'`,
    )
    .bind(appointmentId)
    .first<{ paid: number }>();
  return row?.paid ?? 0;
}

/**
 * Ends the attempts of a booking still at the gateway (the payer chose to pay on site instead); an IPN
 * that arrives for one of them later finds the booking no longer waiting and is kept for the refund path.
 */
export async function endStartedPayments(db: D1Database, appointmentId: number): Promise<void> {
  await db
    .prepare(
      `UPDATE payments SET status = 'cancelled', updated_at = ${NOW} WHERE appointment_id = ?1 AND status = 'started'`,
    )
    .bind(appointmentId)
    .run();
}
