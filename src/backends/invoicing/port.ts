/**
 * The invoicing port (DESIGN.md, Ports: invoicing; issue 27): issue an invoice for a settlement, reverse
 * or modify one for a refund, and give an issued invoice's PDF. Two implementations, chosen by INVOICING:
 * "embedded" (invoices in D1, gapless numbers per prefix and year) and "szamlazzhu" (the Számla Agent,
 * which numbers the invoice and reports it to NAV itself).
 *
 * Every call is idempotent by its order ref: asking again for the same settlement (a retry after a lost
 * answer) gives back the invoice issued the first time, never a second one.
 */
import type { IssuedInvoice, InvoiceDraft } from '../../domain/invoice';

export type InvoicingProvider = 'embedded' | 'szamlazzhu';

/** A refund's invoice: the whole `original` reversed (storno) or, for part of it, a modifying invoice. */
export interface ReversalRequest {
  /** The refund's own reference: the same ref always gives the same reversing invoice. */
  orderRef: string;
  original: IssuedInvoice;
  /** Forints given back; the original's gross reverses it whole. */
  amount: number;
  /**
   * Forints of `original` already given back by earlier corrections (the caller's records). The
   * embedded port reads its own; számlázz.hu keeps no such sum that the agent answers with.
   */
  alreadyCorrected: number;
  /** Budapest date of the refund: the corrected fulfilment's date. */
  date: string;
}

export interface InvoicingPort {
  provider: InvoicingProvider;
  /** Throws an InvoicingError when the invoice could not be issued (`retryable` says whether to try again). */
  issue(draft: InvoiceDraft): Promise<IssuedInvoice>;
  reverse(request: ReversalRequest): Promise<IssuedInvoice>;
  /** The issued invoice's PDF, as issued; null for a number this port never issued. */
  pdf(number: string): Promise<Uint8Array | null>;
}

/**
 * - refused: the service answered that it will not issue this (bad data, a prefix it does not know,
 *   an invoice that cannot be reversed); repeating it will not help, an operator must act;
 * - credentials: the service does not accept our key or account (an operator must act);
 * - unavailable: no usable answer (network, timeout, maintenance, HTTP 5xx); whether it was issued is
 *   unknown, and the retry is safe because every call is idempotent by order ref;
 * - invalid_answer: an answer that is not in the documented shape; unknown outcome, retried the same way;
 * - invalid_request: the product asked for something the port cannot issue (never sent).
 */
export type InvoicingErrorKind = 'refused' | 'credentials' | 'unavailable' | 'invalid_answer' | 'invalid_request';

export class InvoicingError extends Error {
  override name = 'InvoicingError';
  readonly retryable: boolean;

  constructor(
    readonly kind: InvoicingErrorKind,
    message: string,
    /** The service's own error code (számlázz.hu `hibakod`), when it gave one. */
    readonly code: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.retryable = kind === 'unavailable' || kind === 'invalid_answer';
  }
}
