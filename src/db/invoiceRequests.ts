/**
 * What the site asked its invoicing port to issue (migrations/0024; docs/decisions/0066): one row per
 * settlement, tried at once and then by the cron until the port issues it. The rows name the booking
 * and the money by id; the invoice itself is the port's (D1's invoices table, or számlázz.hu).
 */
import type { InvoiceDraft, IssuedInvoice } from '../domain/invoice';
import { randomBytes, toBase64Url } from '../lib/crypto';

export type InvoiceRequestKind = 'invoice' | 'correction';
export type InvoiceRequestStatus = 'pending' | 'issued' | 'refused';

export interface InvoiceRequest {
  id: number;
  order_ref: string;
  kind: InvoiceRequestKind;
  appointment_hash: string;
  payment_id: number | null;
  refund_id: number | null;
  corrects_id: number | null;
  amount: number;
  draft: InvoiceDraft | null;
  settled_on: string;
  status: InvoiceRequestStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  invoice: IssuedInvoice | null;
  number: string | null;
  token: string;
  mailed_at: string | null;
  created_at: string;
}

type Row = Omit<InvoiceRequest, 'draft' | 'invoice'> & { draft: string | null; invoice: string | null };

const parsed = (row: Row): InvoiceRequest => ({
  ...row,
  draft: row.draft ? (JSON.parse(row.draft) as InvoiceDraft) : null,
  invoice: row.invoice ? (JSON.parse(row.invoice) as IssuedInvoice) : null,
});

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export type NewInvoiceRequest = Pick<
  InvoiceRequest,
  | 'order_ref'
  | 'kind'
  | 'appointment_hash'
  | 'payment_id'
  | 'refund_id'
  | 'corrects_id'
  | 'amount'
  | 'draft'
  | 'settled_on'
>;

/** A link secret: 32 random bytes, base64url (never derived from the booking or the number). */
const newToken = () => toBase64Url(randomBytes(32));

/** The request for this order ref: written now, or the one a twin (a repeated IPN, the cron) wrote first. */
export async function requestInvoiceRow(
  db: D1Database,
  request: NewInvoiceRequest,
): Promise<{ request: InvoiceRequest; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO invoice_requests
         (order_ref, kind, appointment_hash, payment_id, refund_id, corrects_id, amount, draft, settled_on, token)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT DO NOTHING RETURNING *`,
    )
    .bind(
      request.order_ref,
      request.kind,
      request.appointment_hash,
      request.payment_id,
      request.refund_id,
      request.corrects_id,
      request.amount,
      request.draft ? JSON.stringify(request.draft) : null,
      request.settled_on,
      newToken(),
    )
    .first<Row>();
  if (inserted) return { request: parsed(inserted), created: true };
  return { request: (await invoiceRequestByOrderRef(db, request.order_ref))!, created: false };
}

export async function invoiceRequestByOrderRef(db: D1Database, orderRef: string): Promise<InvoiceRequest | null> {
  const row = await db.prepare('SELECT * FROM invoice_requests WHERE order_ref = ?1').bind(orderRef).first<Row>();
  return row ? parsed(row) : null;
}

export async function invoiceRequestById(db: D1Database, id: number): Promise<InvoiceRequest | null> {
  const row = await db.prepare('SELECT * FROM invoice_requests WHERE id = ?1').bind(id).first<Row>();
  return row ? parsed(row) : null;
}

/** The invoice request of a payment (its invoice, not its corrections). */
export async function invoiceRequestOfPayment(db: D1Database, paymentId: number): Promise<InvoiceRequest | null> {
  const row = await db
    .prepare(`SELECT * FROM invoice_requests WHERE payment_id = ?1 AND kind = 'invoice'`)
    .bind(paymentId)
    .first<Row>();
  return row ? parsed(row) : null;
}

/** An issued invoice by its link's secret; nothing for a request not issued yet. */
export async function issuedInvoiceByToken(db: D1Database, token: string): Promise<InvoiceRequest | null> {
  const row = await db
    .prepare(`SELECT * FROM invoice_requests WHERE token = ?1 AND status = 'issued'`)
    .bind(token)
    .first<Row>();
  return row ? parsed(row) : null;
}

/** Every request of these bookings, oldest first (a patient's invoices and their corrections). */
export async function invoiceRequestsOf(db: D1Database, hashes: readonly string[]): Promise<InvoiceRequest[]> {
  if (!hashes.length) return [];
  const marks = hashes.map((_, index) => `?${index + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT * FROM invoice_requests WHERE appointment_hash IN (${marks}) ORDER BY id`)
    .bind(...hashes)
    .all<Row>();
  return results.map(parsed);
}

/** Forints already taken off an invoice by its issued corrections. */
export async function correctedAmount(db: D1Database, invoiceRequestId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM invoice_requests
       WHERE corrects_id = ?1 AND status = 'issued'`,
    )
    .bind(invoiceRequestId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/** Pending requests whose next attempt is due, invoices before the corrections that need them. */
export async function dueInvoiceRequests(db: D1Database, now: Date): Promise<InvoiceRequest[]> {
  const { results } = await db
    .prepare(`SELECT * FROM invoice_requests WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY id LIMIT 50`)
    .bind(now.toISOString())
    .all<Row>();
  return results.map(parsed);
}

/** Pending corrections of an invoice request (refunds accepted before their invoice was issued). */
export async function correctionsWaitingFor(db: D1Database, invoiceRequestId: number): Promise<InvoiceRequest[]> {
  const { results } = await db
    .prepare(`SELECT * FROM invoice_requests WHERE corrects_id = ?1 AND status = 'pending' ORDER BY id`)
    .bind(invoiceRequestId)
    .all<Row>();
  return results.map(parsed);
}

/** Issued requests whose patient has not been mailed the link yet. */
export async function unmailedInvoiceRequests(db: D1Database): Promise<InvoiceRequest[]> {
  const { results } = await db
    .prepare(`SELECT * FROM invoice_requests WHERE status = 'issued' AND mailed_at IS NULL ORDER BY id LIMIT 50`)
    .all<Row>();
  return results.map(parsed);
}

/**
 * One attempt's result, written only while the request is still pending: two attempts racing (the IPN's
 * and the cron's) cannot overwrite an issued invoice with an error.
 */
export async function recordInvoiceAttempt(
  db: D1Database,
  id: number,
  result:
    | { status: 'issued'; invoice: IssuedInvoice }
    | { status: 'pending'; error: string; nextAttemptAt: string; counted?: boolean }
    | { status: 'refused'; error: string },
): Promise<boolean> {
  const issued = result.status === 'issued' ? result.invoice : null;
  const counted = result.status !== 'pending' || result.counted !== false;
  const { meta } = await db
    .prepare(
      `UPDATE invoice_requests SET status = ?2, attempts = attempts + ?3, updated_at = ${NOW},
         invoice = ?4, number = ?5, last_error = ?6, next_attempt_at = COALESCE(?7, next_attempt_at)
       WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(
      id,
      result.status,
      counted ? 1 : 0,
      issued ? JSON.stringify(issued) : null,
      issued?.number ?? null,
      result.status === 'issued' ? null : result.error,
      result.status === 'pending' ? result.nextAttemptAt : null,
    )
    .run();
  return meta.changes > 0;
}

/** Marks the link as mailed; false when another run marked it first (so only one mail is sent). */
export async function markInvoiceMailed(db: D1Database, id: number): Promise<boolean> {
  const { meta } = await db
    .prepare(`UPDATE invoice_requests SET mailed_at = ${NOW} WHERE id = ?1 AND mailed_at IS NULL`)
    .bind(id)
    .run();
  return meta.changes > 0;
}

/** Undoes markInvoiceMailed when the mail could not even be stored: the cron sends it again. */
export async function unmarkInvoiceMailed(db: D1Database, id: number): Promise<void> {
  await db.prepare('UPDATE invoice_requests SET mailed_at = NULL WHERE id = ?1').bind(id).run();
}

/**
 * Money that moved between `from` and `to` (ISO instants) without an invoice request: payments kept for
 * their booking with no invoice, accepted refunds of an invoiced payment with no correction. The request
 * is written right after the money moves; these are the ones whose write failed (D1 answered an error),
 * which the cron writes again while they are recent (docs/decisions/0066).
 */
export async function unrequestedSettlements(db: D1Database, from: string, to: string) {
  const [payments, refunds] = await db.batch<{ id: number }>([
    db
      .prepare(
        `SELECT p.id FROM payments p
         WHERE p.status = 'succeeded' AND p.booking_outcome IN ('confirmed', 'retaken') AND p.amount > 0
           AND p.updated_at BETWEEN ?1 AND ?2
           AND NOT EXISTS (SELECT 1 FROM invoice_requests r WHERE r.payment_id = p.id AND r.kind = 'invoice')
         ORDER BY p.id LIMIT 50`,
      )
      .bind(from, to),
    db
      .prepare(
        `SELECT f.id FROM refunds f
         WHERE f.status = 'accepted' AND f.accepted_at BETWEEN ?1 AND ?2
           AND EXISTS (SELECT 1 FROM invoice_requests r WHERE r.payment_id = f.payment_id AND r.kind = 'invoice')
           AND NOT EXISTS (SELECT 1 FROM invoice_requests r WHERE r.refund_id = f.id)
         ORDER BY f.id LIMIT 50`,
      )
      .bind(from, to),
  ]);
  return { paymentIds: payments!.results.map((row) => row.id), refundIds: refunds!.results.map((row) => row.id) };
}

/** Every request, newest first, for the development view of money (/dev/payments). */
export async function listInvoiceRequests(db: D1Database): Promise<InvoiceRequest[]> {
  const { results } = await db.prepare('SELECT * FROM invoice_requests ORDER BY id DESC LIMIT 200').all<Row>();
  return results.map(parsed);
}
