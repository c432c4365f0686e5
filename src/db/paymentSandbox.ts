import type { PaymentOutcome } from '../domain/payment';

/**
 * The embedded sandbox gateway's own records in D1 (migrations/0005, 0012): its transactions and their
 * refunds. src/backends/payment/sandbox.ts plays SimplePay's side of the protocol over them.
 */
export interface SandboxTransaction {
  transactionId: number;
  merchant: string;
  orderRef: string;
  total: number;
  currency: string;
  backUrl: string;
  outcome: PaymentOutcome | null;
}

export interface SandboxRefund {
  refundTransactionId: number;
  transactionId: number;
  orderRef: string;
  /** Forints given back. */
  amount: number;
  createdAt: string;
}

/** A started transaction; answers its id. */
export async function insertSandboxTransaction(
  db: D1Database,
  start: { merchant: string; orderRef: string; total: number; currency: string; url: string; timeout: string },
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO payment_sandbox_transactions (merchant, order_ref, total, currency, back_url, timeout)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING transaction_id`,
    )
    .bind(start.merchant, start.orderRef, start.total, start.currency, start.url, start.timeout)
    .first<{ transaction_id: number }>();
  return row!.transaction_id;
}

export function findSandboxTransaction(db: D1Database, transactionId: number): Promise<SandboxTransaction | null> {
  return db
    .prepare(
      `SELECT transaction_id AS transactionId, merchant, order_ref AS orderRef, total, currency,
         back_url AS backUrl, outcome
       FROM payment_sandbox_transactions WHERE transaction_id = ?1`,
    )
    .bind(transactionId)
    .first<SandboxTransaction>();
}

/** The id of the transaction with this order reference, or null. */
export async function findSandboxTransactionId(db: D1Database, orderRef: string | undefined): Promise<number | null> {
  const row = await db
    .prepare('SELECT transaction_id AS transactionId FROM payment_sandbox_transactions WHERE order_ref = ?1')
    .bind(orderRef)
    .first<{ transactionId: number }>();
  return row?.transactionId ?? null;
}

/**
 * The refusal an operator planned for the transaction's next refund, cleared as it is read: read and
 * cleared in one transaction (RETURNING would give the cleared value), so it refuses once.
 */
export async function takePlannedRefusal(db: D1Database, transactionId: number): Promise<number | null> {
  const [planned] = await db.batch<{ code: number | null }>(
    [
      db.prepare('SELECT refuse_next_refund AS code FROM payment_sandbox_transactions WHERE transaction_id = ?1'),
      db.prepare('UPDATE payment_sandbox_transactions SET refuse_next_refund = NULL WHERE transaction_id = ?1'),
    ].map((statement) => statement.bind(transactionId)),
  );
  return planned!.results[0]?.code ?? null;
}

/**
 * Records a refund of `amount` when it fits in what remains of the transaction: one statement checks and
 * inserts, so two refunds at once cannot both fit. Answers the refund's id (undefined when it did not
 * fit) and what remains after it.
 */
export async function insertSandboxRefund(db: D1Database, transactionId: number, amount: number) {
  const refundedSum = 'SELECT COALESCE(SUM(amount), 0) FROM payment_sandbox_refunds WHERE transaction_id = ?1';
  const [inserted, after] = await db.batch<{ id?: number; remaining?: number }>([
    db
      .prepare(
        `INSERT INTO payment_sandbox_refunds (transaction_id, amount)
         SELECT ?1, ?2 WHERE ?2 <= (SELECT total FROM payment_sandbox_transactions WHERE transaction_id = ?1)
           - (${refundedSum})
         RETURNING refund_transaction_id AS id`,
      )
      .bind(transactionId, amount),
    db
      .prepare(
        `SELECT total - (${refundedSum}) AS remaining FROM payment_sandbox_transactions WHERE transaction_id = ?1`,
      )
      .bind(transactionId),
  ]);
  return { id: inserted!.results[0]?.id, remaining: after!.results[0]!.remaining! };
}

/** Plans a refusal of the transaction's next refund; false when there is no such transaction. */
export async function planSandboxRefusal(db: D1Database, transactionId: number, code: number): Promise<boolean> {
  const changed = await db
    .prepare('UPDATE payment_sandbox_transactions SET refuse_next_refund = ?2 WHERE transaction_id = ?1')
    .bind(transactionId, code)
    .run();
  return changed.meta.changes > 0;
}

/** The sandbox's refunds, newest first, for the /dev/payments page. */
export async function listSandboxRefunds(db: D1Database, limit = 100): Promise<SandboxRefund[]> {
  const { results } = await db
    .prepare(
      `SELECT r.refund_transaction_id AS refundTransactionId, r.transaction_id AS transactionId,
         t.order_ref AS orderRef, r.amount, r.created_at AS createdAt
       FROM payment_sandbox_refunds r JOIN payment_sandbox_transactions t USING (transaction_id)
       ORDER BY r.refund_transaction_id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<SandboxRefund>();
  return results;
}

/** Records the payer's choice, once: false when the transaction is unknown or already finished. */
export async function setSandboxOutcome(db: D1Database, transactionId: number, outcome: PaymentOutcome) {
  const changed = await db
    .prepare('UPDATE payment_sandbox_transactions SET outcome = ?2 WHERE transaction_id = ?1 AND outcome IS NULL')
    .bind(transactionId, outcome)
    .run();
  return changed.meta.changes > 0;
}
