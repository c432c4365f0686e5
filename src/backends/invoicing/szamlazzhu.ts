/**
 * The invoicing port on számlázz.hu's Számla Agent (INVOICING = "szamlazzhu"): one HTTPS POST of a
 * multipart form whose file field's name says what to do (szamlazzhuXml.ts), answered with answer
 * version 2, an xmlszamlavalasz with the PDF in base64. The agent numbers the invoice under our prefix
 * and reports it to NAV Online Számla itself.
 *
 * Idempotency: every document carries our order ref as its external id (szamlaKulsoAzon). Before writing,
 * the adapter asks for the document with that external id; only when the agent answers "not found" (7)
 * does it issue. A retry after a lost answer therefore finds the first invoice instead of issuing a second
 * one, whatever the account's duplicate order-number setting; if that setting refuses a duplicate
 * (71/152: a racing twin got there first) the document is looked up again.
 */
import {
  type InvoiceDraft,
  type InvoiceKind,
  type InvoiceLine,
  type IssuedInvoice,
  type Seller,
  invoiceNotes,
  invoiceTotals,
  refundCorrection,
} from '../../domain/invoice';
import { budapestNow } from '../../domain/budapestTime';
import { type FetchFn, fetchText } from '../../lib/fetch';
import { InvoicingError, type InvoicingPort, type ReversalRequest } from './port';
import {
  ACTIONS,
  type AgentAction,
  type AgentAnswer,
  issueXml,
  parseAnswer,
  pdfByExternalIdXml,
  pdfByNumberXml,
  reverseXml,
} from './szamlazzhuXml';

export interface SzamlazzhuSettings {
  url: string;
  agentKey: string;
  prefix: string;
  /** The account's seller data, as the site states it next to the invoice (the agent prints its own). */
  seller: Seller;
  fetch?: FetchFn;
  /** The official PHP agent waits 30 s by default; a worker cannot wait much longer. */
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * The agent's error codes (docs.szamlazz.hu, Számla Agent, "Error handling") by what they mean for us;
 * every other code is a refusal of this request (bad data 259–264, unknown prefix 202, XML 57…).
 */
const CODES = {
  notFound: 7,
  /** The invoice was issued, only the agent's own e-mail to the buyer failed: a success for us. */
  notificationFailed: 56,
  duplicateOrder: [71, 152],
  credentials: [3, 135, 136, 164],
  /** Maintenance (1) and e-invoice signing (55): try again later. */
  transient: [1, 55],
};

function failure(answer: AgentAnswer, what: string): InvoicingError {
  const code = answer.code;
  const kind =
    code === null || CODES.transient.includes(code)
      ? 'unavailable'
      : CODES.credentials.includes(code)
        ? 'credentials'
        : 'refused';
  return new InvoicingError(kind, `számlázz.hu refused ${what}: ${code ?? 'no code'} ${answer.message}`.trim(), code);
}

/** A header value as the agent sends it: URL-encoded text ("szlahu_error"), or null. */
function headerText(headers: Headers, name: string): string | null {
  const value = headers.get(name);
  if (!value) return null;
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export function szamlazzhuInvoicing(settings: SzamlazzhuSettings): InvoicingPort {
  const now = settings.now ?? (() => new Date());
  const today = () => budapestNow(now()).date;

  async function call(action: AgentAction, xml: string): Promise<AgentAnswer> {
    const form = new FormData();
    form.append(action, new Blob([xml], { type: 'text/xml' }), 'request.xml');
    let answer;
    try {
      answer = await fetchText(settings.url, {
        method: 'POST',
        body: form,
        timeoutMs: settings.timeoutMs ?? 30_000,
        fetch: settings.fetch,
      });
    } catch (error) {
      throw new InvoicingError('unavailable', 'számlázz.hu did not answer', null, { cause: error });
    }
    if (answer.headers.get('szlahu_down'))
      throw new InvoicingError('unavailable', 'számlázz.hu is down for maintenance');
    const parsed = parseAnswer(answer.body);
    if (parsed) return parsed;
    const code = answer.headers.get('szlahu_error_code');
    if (code && /^\d+$/.test(code.trim())) {
      const message = headerText(answer.headers, 'szlahu_error') ?? '';
      return { success: false, code: Number(code), message, number: null, net: null, gross: null, pdf: null };
    }
    const retryable = answer.status >= 500 || answer.status === 429;
    throw new InvoicingError(
      retryable ? 'unavailable' : 'invalid_answer',
      `számlázz.hu answered HTTP ${answer.status} without an answer version 2 body`,
    );
  }

  /** The document issued under this external id; null when the agent knows none (7). */
  async function find(externalId: string): Promise<AgentAnswer | null> {
    const answer = await call(ACTIONS.pdf, pdfByExternalIdXml(settings.agentKey, externalId));
    if (answer.success && answer.number) return answer;
    if (!answer.success && answer.code === CODES.notFound) return null;
    throw answer.success
      ? new InvoicingError('invalid_answer', 'számlázz.hu found a document without a number')
      : failure(answer, 'the look-up');
  }

  /** Issues with `write` unless the external id already has a document; the answer that names it. */
  async function once(externalId: string, write: () => Promise<AgentAnswer>, what: string): Promise<AgentAnswer> {
    const known = await find(externalId);
    if (known) return known;
    const answer = await write();
    const issued = answer.success || answer.code === CODES.notificationFailed;
    if (issued && answer.number) return answer;
    if (!answer.success && answer.code !== null && CODES.duplicateOrder.includes(answer.code)) {
      const twin = await find(externalId);
      if (twin) return twin;
    }
    if (answer.success) throw new InvoicingError('invalid_answer', `számlázz.hu issued ${what} without a number`);
    throw failure(answer, what);
  }

  /** Our record of what the agent issued: the lines we sent, the number and totals it answered. */
  function issued(
    answer: AgentAnswer,
    fields: Pick<IssuedInvoice, 'orderRef' | 'fulfilmentDate' | 'paymentMethod' | 'buyer' | 'notes'>,
    lines: InvoiceLine[],
    kind: InvoiceKind,
    corrects: string | null,
  ): IssuedInvoice {
    const totals = invoiceTotals(lines);
    // The agent's storno total is negative in some accounts and echoed as positive in others.
    if (answer.gross !== null && Math.abs(answer.gross) !== Math.abs(totals.gross)) {
      throw new InvoicingError(
        'invalid_answer',
        `számlázz.hu's ${answer.number} totals ${answer.gross}, not ${totals.gross}`,
      );
    }
    return {
      ...fields,
      ...totals,
      number: answer.number!,
      kind,
      corrects,
      issueDate: today(),
      seller: settings.seller,
      lines,
    };
  }

  return {
    provider: 'szamlazzhu',

    async issue(draft: InvoiceDraft) {
      if (!draft.lines.length) throw new InvoicingError('invalid_request', 'An invoice needs at least one line');
      const notes = invoiceNotes(draft.notes, draft.lines);
      const answer = await once(
        draft.orderRef,
        () =>
          call(
            ACTIONS.issue,
            issueXml({ agentKey: settings.agentKey, prefix: settings.prefix, issueDate: today(), draft, notes }),
          ),
        'the invoice',
      );
      return issued(answer, { ...draft, notes }, draft.lines, 'invoice', null);
    },

    async reverse({ orderRef, original, amount, date, alreadyCorrected }: ReversalRequest) {
      const remaining = original.gross - alreadyCorrected;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
        throw new InvoicingError('invalid_request', `A refund of ${amount} Ft exceeds the ${remaining} Ft invoiced`);
      }
      const { kind, lines, notes } = refundCorrection(original, amount, alreadyCorrected > 0);
      const whole = kind === 'reversal';
      const draft: InvoiceDraft = {
        orderRef,
        fulfilmentDate: date,
        paymentMethod: original.paymentMethod,
        buyer: original.buyer,
        lines,
        notes,
      };
      const write = whole
        ? () => call(ACTIONS.reverse, reverseXml(settings.agentKey, orderRef, original.number, today(), date))
        : () =>
            call(
              ACTIONS.issue,
              issueXml({
                agentKey: settings.agentKey,
                prefix: settings.prefix,
                issueDate: today(),
                draft,
                notes,
                corrects: original.number,
              }),
            );
      const answer = await once(orderRef, write, whole ? 'the reversal' : 'the modifying invoice');
      return issued(answer, draft, lines, kind, original.number);
    },

    async pdf(number: string) {
      const answer = await call(ACTIONS.pdf, pdfByNumberXml(settings.agentKey, number));
      if (!answer.success && answer.code === CODES.notFound) return null;
      if (!answer.success) throw failure(answer, 'the PDF');
      if (!answer.pdf) throw new InvoicingError('invalid_answer', 'számlázz.hu answered without the PDF');
      return answer.pdf;
    },
  };
}
