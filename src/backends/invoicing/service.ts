/**
 * The invoicing worker's RPC interface (docs/decisions/0065), shared by both sides of the service
 * binding, and the site's számlázz.hu port that forwards to it. The PDF renderer and the Számla Agent
 * adapter are too large for the site worker's budget (decision 0064), so they run in `lab-invoicing`
 * (src/invoiceWorker/index.ts) and the site reaches them as INVOICE_SERVICE.
 *
 * Only types and InvoicingError are imported here: this file is bundled into the site worker.
 */
import type { InvoiceDraft, IssuedInvoice, Seller } from '../../domain/invoice';
import { InvoicingError, type InvoicingErrorKind, type InvoicingPort, type ReversalRequest } from './port';

/** The live Számla Agent, when SZAMLAZZHU_URL is empty. */
export const SZAMLAZZHU_URL = 'https://www.szamlazz.hu/szamla/';

/** The számlázz.hu account as the site's configuration states it (SzamlazzhuSettings without hooks). */
export interface AgentSettings {
  url: string;
  agentKey: string;
  prefix: string;
  seller: Seller;
}

export type AgentCall =
  { op: 'issue'; draft: InvoiceDraft } | { op: 'reverse'; request: ReversalRequest } | { op: 'pdf'; number: string };

/** What each call gives back when it succeeds. */
export type AgentValue<Call extends AgentCall> = Call extends { op: 'pdf' } ? Uint8Array | null : IssuedInvoice;

/**
 * An InvoicingError's fields as data: an error thrown across Workers RPC arrives as a plain Error with
 * its message only (its kind and code are lost), so the service answers failures instead of throwing.
 */
export interface AgentFailure {
  ok: false;
  kind: InvoicingErrorKind;
  code: number | null;
  message: string;
}

export type AgentResult<Value> = { ok: true; value: Value } | AgentFailure;

/** The methods of `InvoiceService` (src/invoiceWorker/index.ts) as the site calls them. */
export interface InvoiceServiceRpc {
  /** The PDF of an issued invoice, drawn with the embedded Inter font. */
  renderPdf(invoice: IssuedInvoice): Promise<Uint8Array>;
  /** One call of the számlázz.hu port, made by the invoicing worker with its own fetch. */
  agent<Call extends AgentCall>(settings: AgentSettings, call: Call): Promise<AgentResult<AgentValue<Call>>>;
}

/**
 * The binding as RPC. `wrangler types` reads only the site's wrangler.toml, so it types INVOICE_SERVICE
 * as a plain Fetcher; its methods are those of InvoiceServiceRpc, which the service class implements.
 */
export const invoiceService = (binding: Fetcher): InvoiceServiceRpc => binding as unknown as InvoiceServiceRpc;

/** Rebuilds the InvoicingError an answer describes. */
export const invoicingErrorOf = (failure: AgentFailure) =>
  new InvoicingError(failure.kind, failure.message, failure.code);

/**
 * The számlázz.hu port, run by the invoicing worker: every call is one RPC. A failed RPC (the service not
 * reachable, or an error it did not expect) is `unavailable`: every call is idempotent by order ref, so
 * trying again is safe whatever happened on the other side.
 */
export function remoteSzamlazzhu(service: InvoiceServiceRpc, settings: AgentSettings): InvoicingPort {
  async function ask<Call extends AgentCall>(call: Call): Promise<AgentValue<Call>> {
    let result: AgentResult<AgentValue<Call>>;
    try {
      result = await service.agent(settings, call);
    } catch (error) {
      throw new InvoicingError('unavailable', 'The invoicing service did not answer', null, { cause: error });
    }
    if (!result.ok) throw invoicingErrorOf(result);
    return result.value;
  }

  return {
    provider: 'szamlazzhu',
    issue: (draft) => ask({ op: 'issue', draft }),
    reverse: (request) => ask({ op: 'reverse', request }),
    pdf: (number) => ask({ op: 'pdf', number }),
  };
}
