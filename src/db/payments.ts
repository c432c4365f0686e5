import type { PaymentProvider, PaymentSettlement } from '../domain/payment';

/**
 * Payments in D1 (migrations/0005, 0010): one row per attempt to pay a held booking. They are the site's
 * own records: the booking they pay for belongs to the laboratory backend and is named here by its id,
 * hash and language only (no join into appointments, which with LAB_BACKEND "http" are not here).
 */
export type PaymentStatus = 'started' | 'succeeded' | 'failed' | 'timeout' | 'cancelled';

export interface Payment {
  id: number;
  appointment_id: number;
  appointment_hash: string;
  language: 'hu' | 'en';
  provider: PaymentProvider;
  order_ref: string;
  transaction_id: string | null;
  status: PaymentStatus;
  amount: number;
  created_at: string;
  ipn_received_at: string | null;
  /** What the laboratory backend made of a succeeded payment; null until it has answered. */
  booking_outcome: PaymentSettlement | null;
}

type NewPayment = Pick<
  Payment,
  'appointment_id' | 'appointment_hash' | 'language' | 'provider' | 'order_ref' | 'amount'
>;

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * A started payment; for a family booking with each person's share of it (migrations/0018), written in
 * the same batch.
 */
export async function insertPayment(
  db: D1Database,
  p: NewPayment,
  shares: { appointment_hash: string; amount: number }[] = [],
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO payments (appointment_id, appointment_hash, language, provider, order_ref, amount)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(p.appointment_id, p.appointment_hash, p.language, p.provider, p.order_ref, p.amount),
    ...shares.map((share) =>
      db
        .prepare(
          `INSERT INTO payment_shares (payment_id, appointment_hash, amount)
           SELECT id, ?2, ?3 FROM payments WHERE order_ref = ?1`,
        )
        .bind(p.order_ref, share.appointment_hash, share.amount),
    ),
  ]);
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

export function findPaymentById(db: D1Database, id: number): Promise<Payment | null> {
  return db.prepare('SELECT * FROM payments WHERE id = ?1').bind(id).first<Payment>();
}

/** The payment a gateway transaction id names, at the gateway now configured. */
export function findPaymentByTransaction(
  db: D1Database,
  provider: PaymentProvider,
  transactionId: string,
): Promise<Payment | null> {
  return db
    .prepare('SELECT * FROM payments WHERE provider = ?1 AND transaction_id = ?2')
    .bind(provider, transactionId)
    .first<Payment>();
}

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
 * A verified IPN. The first one for a payment sets its status and ipn_received_at (`fresh`); a repeat
 * changes nothing and answers the stored row, so the gateway's retries are harmless. Null for an unknown
 * order or a transaction id that is not this payment's.
 */
export async function recordIpn(
  db: D1Database,
  ipn: { orderRef: string; transactionId: string; status: PaymentStatus; now: string },
): Promise<{ payment: Payment; fresh: boolean } | null> {
  const updated = await db
    .prepare(
      `UPDATE payments SET status = ?3, transaction_id = ?2, ipn_received_at = ?4, updated_at = ?4
       WHERE order_ref = ?1 AND ipn_received_at IS NULL AND (transaction_id IS NULL OR transaction_id = ?2)
       RETURNING *`,
    )
    .bind(ipn.orderRef, ipn.transactionId, ipn.status, ipn.now)
    .first<Payment>();
  if (updated) return { payment: updated, fresh: true };
  const stored = await db
    .prepare('SELECT * FROM payments WHERE order_ref = ?1 AND transaction_id = ?2 AND ipn_received_at IS NOT NULL')
    .bind(ipn.orderRef, ipn.transactionId)
    .first<Payment>();
  return stored ? { payment: stored, fresh: false } : null;
}

/** Stores the laboratory backend's settlement, once: answers false when another request settled it first. */
export async function setBookingOutcome(db: D1Database, paymentId: number, outcome: PaymentSettlement) {
  const result = await db
    .prepare(`UPDATE payments SET booking_outcome = ?2, updated_at = ${NOW} WHERE id = ?1 AND booking_outcome IS NULL`)
    .bind(paymentId, outcome)
    .run();
  return result.meta.changes > 0;
}

/** Succeeded payments the laboratory backend has not settled yet (it failed when the IPN came). */
export async function unsettledPayments(db: D1Database, receivedBefore: string): Promise<Payment[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM payments WHERE status = 'succeeded' AND booking_outcome IS NULL AND ipn_received_at <= ?1
       ORDER BY id LIMIT 50`,
    )
    .bind(receivedBefore)
    .all<Payment>();
  return results;
}

/** The language of the booking a payment belongs to, so the payer returns to pages in that language. */
export async function paymentLanguage(db: D1Database, orderRef: string): Promise<'hu' | 'en'> {
  return (await findPayment(db, orderRef))?.language === 'en' ? 'en' : 'hu';
}

/** The payments that paid for a booking and were kept: succeeded and honoured. */
export async function keptPayments(db: D1Database, hash: string): Promise<Payment[]> {
  // A family booking's payment counts for each person with their own share, under their own hash
  // (migrations/0018): a person cancelled in time is refunded that share; a single booking's payment whole.
  const { results } = await db
    .prepare(
      `SELECT p.*, ?1 AS appointment_hash, COALESCE(s.amount, p.amount) AS amount
       FROM payments p LEFT JOIN payment_shares s ON s.payment_id = p.id AND s.appointment_hash = ?1
       WHERE (s.appointment_hash IS NOT NULL
              OR (p.appointment_hash = ?1 AND NOT EXISTS (SELECT 1 FROM payment_shares o WHERE o.payment_id = p.id)))
         AND p.status = 'succeeded' AND p.booking_outcome IN ('confirmed', 'retaken')
       ORDER BY p.id`,
    )
    .bind(hash)
    .all<Payment>();
  return results;
}

/** Forints paid online for a booking: the successful payments it kept. */
export async function paidAmount(db: D1Database, hash: string): Promise<number> {
  return (await keptPayments(db, hash)).reduce((sum, payment) => sum + payment.amount, 0);
}

/**
 * Ends the attempts of a booking still at the gateway (the payer chose to pay on site instead, or the
 * hold ran out); an IPN that arrives for one of them later is still recorded, and the laboratory backend
 * decides whether the booking can be kept for it.
 */
export async function endStartedPayments(
  db: D1Database,
  hashes: string[],
  status: 'cancelled' | 'timeout',
): Promise<void> {
  if (!hashes.length) return;
  await db
    .prepare(
      `UPDATE payments SET status = ?2, updated_at = ${NOW}
       WHERE status = 'started' AND appointment_hash IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(hashes), status)
    .run();
}

/** The newest payments with their refunds, for the development page /dev/payments. */
export async function listPayments(db: D1Database, limit = 200) {
  const { results } = await db
    .prepare(
      `SELECT p.*, r.id AS refund_id, r.status AS refund_status, r.reason AS refund_reason,
         r.attempts AS refund_attempts, r.last_error AS refund_error, r.refund_transaction_id
       FROM payments p LEFT JOIN refunds r ON r.payment_id = p.id ORDER BY p.id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<
      Payment & {
        refund_id: number | null;
        refund_status: string | null;
        refund_reason: string | null;
        refund_attempts: number | null;
        refund_error: string | null;
        refund_transaction_id: string | null;
      }
    >();
  return results;
}
