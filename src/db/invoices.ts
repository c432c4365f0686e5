/**
 * Invoices in D1 (migrations/0023_create_invoices.sql; docs/decisions/0064): issued once per order ref,
 * numbered without gaps per prefix and year, never changed afterwards (the migration's triggers refuse
 * it). Only the embedded invoicing port uses this file.
 */
import type { Buyer, InvoiceKind, InvoiceLine, IssuedInvoice, PaymentMethod, Seller, VatKey } from '../domain/invoice';
import { invoiceTotals } from '../domain/invoice';

/** What is written: everything but the number, which the counter gives. */
export type InvoiceRecord = Omit<IssuedInvoice, 'number' | 'net' | 'vat' | 'gross'> & { prefix: string; year: number };

interface InvoiceRow {
  id: number;
  number: string;
  kind: InvoiceKind;
  order_ref: string;
  corrects_number: string | null;
  issue_date: string;
  fulfilment_date: string;
  payment_method: PaymentMethod;
  seller: string;
  buyer: string;
  notes: string;
  net: number;
  vat: number;
  gross: number;
}

interface LineRow {
  name: string;
  quantity: number;
  unit: string;
  unit_net: number;
  vat_key: VatKey;
  net: number;
  vat: number;
  gross: number;
}

/**
 * Bumps the counter and writes the invoice with its lines in one batch, which D1 runs as one
 * transaction: numbers are taken in commit order, so concurrent issues get consecutive numbers, and a
 * failed insert (the order ref already invoiced) rolls the bump back, so no number is skipped. The
 * number is formatted in SQL as invoiceNumber() does ('PL-2026-00042'), since the sequence is known
 * only inside the transaction. Throws what D1 throws; the caller looks the order ref up after a failure.
 */
export async function insertInvoice(db: D1Database, record: InvoiceRecord): Promise<void> {
  const totals = invoiceTotals(record.lines);
  const byRef = '(SELECT id FROM invoices WHERE order_ref = ?1)';
  await db.batch([
    db
      .prepare(
        `INSERT INTO invoice_counters (prefix, year, last) VALUES (?1, ?2, 1)
         ON CONFLICT (prefix, year) DO UPDATE SET last = last + 1`,
      )
      .bind(record.prefix, record.year),
    db
      .prepare(
        `INSERT INTO invoices (number, prefix, year, sequence, order_ref, kind, corrects_number, issue_date,
           fulfilment_date, payment_method, seller, buyer, notes, net, vat, gross)
         SELECT printf('%s-%d-%05d', prefix, year, last), prefix, year, last, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
           ?11, ?12, ?13, ?14
         FROM invoice_counters WHERE prefix = ?1 AND year = ?2`,
      )
      .bind(
        record.prefix,
        record.year,
        record.orderRef,
        record.kind,
        record.corrects,
        record.issueDate,
        record.fulfilmentDate,
        record.paymentMethod,
        JSON.stringify(record.seller),
        JSON.stringify(record.buyer),
        record.notes,
        totals.net,
        totals.vat,
        totals.gross,
      ),
    ...record.lines.map((line, position) =>
      db
        .prepare(
          `INSERT INTO invoice_lines (invoice_id, position, name, quantity, unit, unit_net, vat_key, net, vat, gross)
           VALUES (${byRef}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(
          record.orderRef,
          position,
          line.name,
          line.quantity,
          line.unit,
          line.unitNet,
          line.vat,
          line.net,
          line.vatAmount,
          line.gross,
        ),
    ),
  ]);
}

async function withLines(db: D1Database, row: InvoiceRow | null): Promise<IssuedInvoice | null> {
  if (!row) return null;
  const { results } = await db
    .prepare(
      `SELECT name, quantity, unit, unit_net, vat_key, net, vat, gross FROM invoice_lines
       WHERE invoice_id = ?1 ORDER BY position`,
    )
    .bind(row.id)
    .all<LineRow>();
  const lines: InvoiceLine[] = results.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    unitNet: line.unit_net,
    vat: line.vat_key,
    net: line.net,
    vatAmount: line.vat,
    gross: line.gross,
  }));
  return {
    number: row.number,
    kind: row.kind,
    orderRef: row.order_ref,
    corrects: row.corrects_number,
    issueDate: row.issue_date,
    fulfilmentDate: row.fulfilment_date,
    paymentMethod: row.payment_method,
    seller: JSON.parse(row.seller) as Seller,
    buyer: JSON.parse(row.buyer) as Buyer,
    lines,
    notes: row.notes,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
  };
}

const SELECT = `SELECT id, number, kind, order_ref, corrects_number, issue_date, fulfilment_date, payment_method,
  seller, buyer, notes, net, vat, gross FROM invoices`;

export const invoiceByOrderRef = async (db: D1Database, orderRef: string) =>
  withLines(db, await db.prepare(`${SELECT} WHERE order_ref = ?1`).bind(orderRef).first<InvoiceRow>());

export const invoiceByNumber = async (db: D1Database, number: string) =>
  withLines(db, await db.prepare(`${SELECT} WHERE number = ?1`).bind(number).first<InvoiceRow>());

/** The invoices that correct `number` (its reversal, its modifications), oldest first. */
export async function correctionsOf(
  db: D1Database,
  number: string,
): Promise<Array<Pick<IssuedInvoice, 'number' | 'kind' | 'gross'>>> {
  const { results } = await db
    .prepare('SELECT number, kind, gross FROM invoices WHERE corrects_number = ?1 ORDER BY id')
    .bind(number)
    .all<Pick<IssuedInvoice, 'number' | 'kind' | 'gross'>>();
  return results;
}

/** Keeps the first PDF drawn for invoice `number`; a later one (a racing render) is ignored. */
export async function keepInvoicePdf(db: D1Database, number: string, pdf: Uint8Array): Promise<void> {
  await db
    .prepare(
      `INSERT INTO invoice_documents (invoice_id, pdf) SELECT id, ?2 FROM invoices WHERE number = ?1
       ON CONFLICT (invoice_id) DO NOTHING`,
    )
    .bind(number, pdf)
    .run();
}

/** The PDF kept for invoice `number`, or null. */
export async function keptInvoicePdf(db: D1Database, number: string): Promise<Uint8Array | null> {
  const row = await db
    .prepare('SELECT d.pdf FROM invoice_documents d JOIN invoices i ON i.id = d.invoice_id WHERE i.number = ?1')
    .bind(number)
    .first<{ pdf: ArrayBuffer | number[] }>();
  return row ? new Uint8Array(row.pdf) : null;
}
