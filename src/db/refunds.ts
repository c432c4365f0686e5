/**
 * Refunds in D1 (migrations/0010_create_refunds.sql; docs/decisions/0019): one per payment and booking,
 * so asking twice for the same refund finds the first one. Of the payment's whole amount, or, for a
 * person of a family booking paid at once, of that person's share (migrations/0018; decision 0048).
 */
export type RefundReason = 'not_honoured' | 'cancelled';
export type RefundStatus = 'pending' | 'accepted' | 'refused';

export interface Refund {
  id: number;
  payment_id: number;
  appointment_hash: string;
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  refund_transaction_id: string | null;
  created_at: string;
}

/** The payment's refund: created now, or the one asked for earlier (whatever its reason). */
export async function requestRefundRow(
  db: D1Database,
  refund: Pick<Refund, 'payment_id' | 'appointment_hash' | 'amount' | 'reason'>,
): Promise<{ refund: Refund; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO refunds (payment_id, appointment_hash, amount, reason) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (payment_id, appointment_hash) DO NOTHING RETURNING *`,
    )
    .bind(refund.payment_id, refund.appointment_hash, refund.amount, refund.reason)
    .first<Refund>();
  if (inserted) return { refund: inserted, created: true };
  const stored = await db
    .prepare('SELECT * FROM refunds WHERE payment_id = ?1 AND appointment_hash = ?2')
    .bind(refund.payment_id, refund.appointment_hash)
    .first<Refund>();
  return { refund: stored!, created: false };
}

export function findRefundById(db: D1Database, id: number): Promise<Refund | null> {
  return db.prepare('SELECT * FROM refunds WHERE id = ?1').bind(id).first<Refund>();
}

/** Pending refunds whose next attempt is due. */
export async function dueRefunds(db: D1Database, now: Date): Promise<Refund[]> {
  const { results } = await db
    .prepare(`SELECT * FROM refunds WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY id LIMIT 50`)
    .bind(now.toISOString())
    .all<Refund>();
  return results;
}

export async function refundsOf(db: D1Database, hash: string): Promise<Refund[]> {
  const { results } = await db
    .prepare('SELECT * FROM refunds WHERE appointment_hash = ?1 ORDER BY id')
    .bind(hash)
    .all<Refund>();
  return results;
}

/**
 * One attempt's result, written only while the refund is still pending (two cron runs racing over the
 * same row cannot undo an acceptance).
 */
export async function recordRefundAttempt(
  db: D1Database,
  id: number,
  result:
    | { status: 'accepted'; refundTransactionId: string }
    | { status: 'pending'; error: string; nextAttemptAt: string }
    | { status: 'refused'; error: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      `UPDATE refunds SET status = ?2, attempts = attempts + 1, updated_at = ?3,
         refund_transaction_id = COALESCE(?4, refund_transaction_id), last_error = ?5,
         next_attempt_at = COALESCE(?6, next_attempt_at), accepted_at = CASE WHEN ?2 = 'accepted' THEN ?3 END
       WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(
      id,
      result.status,
      at,
      result.status === 'accepted' ? result.refundTransactionId : null,
      result.status === 'accepted' ? null : result.error,
      result.status === 'pending' ? result.nextAttemptAt : null,
    )
    .run();
}
