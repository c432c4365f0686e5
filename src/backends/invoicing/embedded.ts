/**
 * The embedded invoicing port (INVOICING = "embedded"): invoices in D1 with gapless numbers per prefix
 * and year (src/db/invoices.ts). It issues what the Áfa tv. asks an invoice to say, but reports nothing
 * to NAV, so production refuses it (src/config/production.ts) and uses számlázz.hu.
 */
import { budapestNow } from '../../domain/budapestTime';
import {
  type InvoiceDraft,
  type IssuedInvoice,
  type Seller,
  invoiceNotes,
  refundCorrection,
} from '../../domain/invoice';
import {
  correctionsOf,
  type InvoiceRecord,
  insertInvoice,
  invoiceByNumber,
  invoiceByOrderRef,
  keepInvoicePdf,
  keptInvoicePdf,
} from '../../db/invoices';
import { InvoicingError, type InvoicingPort, type ReversalRequest } from './port';

export interface EmbeddedSettings {
  db: D1Database;
  seller: Seller;
  prefix: string;
  /**
   * Draws an issued invoice's PDF (decision 0064: outside the site worker). Drawn once, when the
   * invoice is issued or else at its first download, and kept: later downloads get the kept bytes.
   */
  renderPdf?: (invoice: IssuedInvoice) => Promise<Uint8Array>;
  now?: () => Date;
}

/** What is left of `original` after its earlier corrections (their gross is negative). */
async function remainingOf(db: D1Database, original: IssuedInvoice): Promise<number> {
  const corrections = await correctionsOf(db, original.number);
  return corrections.reduce((sum, correction) => sum + correction.gross, original.gross);
}

export function embeddedInvoicing(settings: EmbeddedSettings): InvoicingPort {
  const { db } = settings;
  const now = settings.now ?? (() => new Date());

  /** Writes the invoice, or finds the one this order ref already has (a retry, or a racing twin). */
  async function write(record: Omit<InvoiceRecord, 'prefix' | 'year' | 'issueDate' | 'seller'>) {
    const known = await invoiceByOrderRef(db, record.orderRef);
    if (known) return known;
    const issueDate = budapestNow(now()).date;
    const year = Number(issueDate.slice(0, 4));
    try {
      await insertInvoice(db, { ...record, prefix: settings.prefix, year, issueDate, seller: settings.seller });
    } catch (error) {
      // The batch rolled back whole: either a twin issued this order ref first (found below), or D1 failed.
      const twin = await invoiceByOrderRef(db, record.orderRef);
      if (twin) return twin;
      throw new InvoicingError('unavailable', 'The invoice could not be written to D1', null, { cause: error });
    }
    const issued = await invoiceByOrderRef(db, record.orderRef);
    if (!issued) throw new InvoicingError('invalid_answer', 'The written invoice was not found');
    // The invoice is issued whatever happens to its PDF: a failed drawing is tried again at download.
    await keep(issued).catch((error: unknown) => console.error(`Invoice ${issued.number}: PDF not drawn`, error));
    return issued;
  }

  /** Draws and keeps the PDF of `invoice`; the kept one, which a racing drawing may have written first. */
  async function keep(invoice: IssuedInvoice): Promise<Uint8Array | null> {
    if (!settings.renderPdf) return null;
    await keepInvoicePdf(db, invoice.number, await settings.renderPdf(invoice));
    return keptInvoicePdf(db, invoice.number);
  }

  return {
    provider: 'embedded',

    async issue(draft: InvoiceDraft) {
      if (!draft.lines.length) throw new InvoicingError('invalid_request', 'An invoice needs at least one line');
      return write({ ...draft, kind: 'invoice', corrects: null, notes: invoiceNotes(draft.notes, draft.lines) });
    },

    async reverse({ orderRef, original, amount, date }: ReversalRequest) {
      const known = await invoiceByOrderRef(db, orderRef);
      if (known) return known;
      const stored = await invoiceByNumber(db, original.number);
      if (!stored || stored.kind !== 'invoice') {
        throw new InvoicingError('invalid_request', 'Only an invoice this port issued can be reversed');
      }
      const remaining = await remainingOf(db, stored);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
        throw new InvoicingError('invalid_request', `A refund of ${amount} Ft exceeds the ${remaining} Ft invoiced`);
      }
      const correction = refundCorrection(stored, amount, remaining !== stored.gross);
      return write({
        ...correction,
        orderRef,
        corrects: stored.number,
        fulfilmentDate: date,
        paymentMethod: stored.paymentMethod,
        buyer: stored.buyer,
      });
    },

    async pdf(number: string) {
      const kept = await keptInvoicePdf(db, number);
      if (kept) return kept;
      const invoice = await invoiceByNumber(db, number);
      if (!invoice) return null;
      if (!settings.renderPdf) throw new InvoicingError('unavailable', 'No invoice PDF renderer is configured');
      try {
        return await keep(invoice);
      } catch (error) {
        throw new InvoicingError('unavailable', `The PDF of ${number} could not be drawn`, null, { cause: error });
      }
    },
  };
}
