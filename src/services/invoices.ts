/**
 * When invoices are issued (issue 27 point 2; docs/decisions/0066): one for each settled online payment,
 * one for each on-site payment the lab records, a correcting one for each accepted refund of an invoiced
 * payment. Each is a row in D1 (src/db/invoiceRequests.ts) written when the money moved, then tried at
 * once after the answer and by the cron with backoff until the invoicing port issues it. Nothing here
 * ever blocks a booking or a payment: a failure is recorded on the row and retried, or, refused for
 * good, left for an operator (/dev/payments outside production, the log in production).
 */
import type { Context } from 'hono';
import { appointmentsBackend } from '../backends/lab';
import { invoiceVat, invoicing } from '../backends/invoicing';
import { InvoicingError } from '../backends/invoicing/port';
import { findPaymentById, type Payment } from '../db/payments';
import { findRefundById, type Refund } from '../db/refunds';
import {
  correctedAmount,
  correctionsWaitingFor,
  dueInvoiceRequests,
  type InvoiceRequest,
  invoiceRequestById,
  invoiceRequestByOrderRef,
  invoiceRequestsOf,
  invoiceRequestOfPayment,
  markInvoiceMailed,
  unmarkInvoiceMailed,
  recordInvoiceAttempt,
  requestInvoiceRow,
  unmailedInvoiceRequests,
  unrequestedSettlements,
} from '../db/invoiceRequests';
import type { Appointment } from '../domain/appointment';
import { budapestNow } from '../domain/budapestTime';
import { type InvoiceDraft, invoiceBuyer, invoiceLines, invoiceTotals, type PaymentMethod } from '../domain/invoice';
import { moneyLines } from '../domain/moneyLines';
import type { Bindings } from '../env';
import { afterResponse } from '../mail/notify';
import { mailInvoiceLink } from '../mail/invoiceMail';

/** Minutes before the 1st, 2nd, … retry of an invoice the port did not issue; then every 12 hours. */
export const INVOICE_RETRY_MINUTES = [1, 5, 15, 60, 180, 720];

/** How long a correction waits for the invoice it corrects to be issued before looking again. */
const WAIT_FOR_ORIGINAL_MINUTES = 5;

/**
 * What is invoiced for `appointment` (a family booker's: everyone's), fixed when the money moved: its
 * money lines as every page states them, the buyer as the booking's invoice details name them, and the
 * booking's reference in the notes so the lab's accountant can match it. The lines must add up to the
 * forints taken; a booking that no longer does (changed between payment and settlement) is refused here
 * rather than invoiced wrong.
 */
export function invoiceDraftOf(
  env: Bindings,
  appointment: Appointment,
  money: { orderRef: string; amount: number; method: PaymentMethod; date: string },
): InvoiceDraft {
  const lines = invoiceLines(moneyLines(appointment), invoiceVat(env));
  const { gross } = invoiceTotals(lines);
  if (gross !== money.amount) {
    throw new RangeError(`The booking's lines add up to ${gross} Ft, but ${money.amount} Ft was paid`);
  }
  const notes = [appointment.invoice.invoice_notes.trim(), `Foglalás: ${appointment.reference}`].filter(Boolean);
  return {
    orderRef: money.orderRef,
    fulfilmentDate: money.date,
    paymentMethod: money.method,
    buyer: invoiceBuyer(appointment.invoice, appointment.person.email),
    lines,
    notes: notes.join('\n'),
  };
}

const today = (now: Date) => budapestNow(now).date;

/**
 * A settled online payment's invoice: the request is written (or found, for a repeated IPN) and tried
 * after the answer. A draft that cannot be made is logged and left for an operator, never thrown: the
 * payment and the booking stand whatever happens to their invoice.
 */
export async function invoicePayment(env: Bindings, payment: Payment, appointment: Appointment, c?: Context) {
  await requestInvoice(
    env,
    appointment,
    { orderRef: payment.order_ref, amount: payment.amount, method: 'card', paymentId: payment.id },
    c,
  );
}

/**
 * An on-site payment recorded by the lab (the operator's command until the staff side exists): the
 * booking's whole total, paid at the desk in cash or by card. Recording it again finds the first
 * request (its order ref is the booking's), so a double click never invoices twice.
 */
export async function invoiceOnsitePayment(
  env: Bindings,
  hash: string,
  method: PaymentMethod,
  c?: Context,
): Promise<
  | { request: InvoiceRequest; created: boolean }
  | { refused: 'unknown' | 'online' | 'not_confirmed' | 'not_booker' | 'free' | 'undrafted' }
> {
  const appointment = await appointmentsBackend(env).get(hash);
  if (!appointment) return { refused: 'unknown' };
  if (appointment.payment_type === 'ONLINE') return { refused: 'online' };
  if (appointment.status !== 'confirmed') return { refused: 'not_confirmed' };
  // A family pays once, on the booker's booking, which carries everyone's lines (decision 0048).
  if ((appointment.party?.position ?? 0) !== 0) return { refused: 'not_booker' };
  const amount = moneyLines(appointment).total;
  if (amount <= 0) return { refused: 'free' };
  const orderRef = `${appointment.id}-HELYSZIN`;
  const made = await requestInvoice(env, appointment, { orderRef, amount, method, paymentId: null }, c);
  if (!made) return { refused: 'undrafted' };
  // Without a request context the attempt has run: answer with how it went.
  return { request: (await invoiceRequestByOrderRef(env.DB, orderRef)) ?? made.request, created: made.created };
}

async function requestInvoice(
  env: Bindings,
  appointment: Appointment,
  money: { orderRef: string; amount: number; method: PaymentMethod; paymentId: number | null },
  c?: Context,
) {
  if (money.amount <= 0) return null; // nothing was sold for money: a fully discounted booking
  const date = today(new Date());
  let draft: InvoiceDraft;
  try {
    draft = invoiceDraftOf(env, appointment, { ...money, date });
  } catch (error) {
    console.error(`No invoice drafted for ${money.orderRef}: ${error instanceof Error ? error.message : error}`);
    return null;
  }
  const made = await requestInvoiceRow(env.DB, {
    order_ref: money.orderRef,
    kind: 'invoice',
    appointment_hash: appointment.hash,
    payment_id: money.paymentId,
    refund_id: null,
    corrects_id: null,
    amount: money.amount,
    draft,
    settled_on: date,
  });
  if (made.created) await afterResponse(c, attemptInvoice(env, made.request, new Date()));
  return made;
}

/**
 * An accepted refund's correcting invoice, when the payment was invoiced (a payment the booking could not
 * honour was never invoiced: no sale took place). Its amount is the refund's; whether it reverses the
 * whole invoice or modifies it is the port's rule (src/domain/invoice.ts refundCorrection).
 */
export async function correctRefundedInvoice(env: Bindings, refund: Refund, payment: Payment, c?: Context) {
  const original = await invoiceRequestOfPayment(env.DB, payment.id);
  if (!original) return;
  const made = await requestInvoiceRow(env.DB, {
    order_ref: `${payment.order_ref}-R${refund.id}`,
    kind: 'correction',
    appointment_hash: original.appointment_hash,
    payment_id: payment.id,
    refund_id: refund.id,
    corrects_id: original.id,
    amount: refund.amount,
    draft: null,
    settled_on: today(new Date()),
  });
  if (made.created) await afterResponse(c, attemptInvoice(env, made.request, new Date()));
}

/** One call to the port; its result, success or not, is recorded on the row and never thrown. */
export async function attemptInvoice(env: Bindings, request: InvoiceRequest, now: Date): Promise<void> {
  const retryAt = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  try {
    const port = invoicing(env);
    let issued;
    if (request.kind === 'invoice') {
      issued = await port.issue(request.draft!);
    } else {
      const original = request.corrects_id ? await invoiceRequestById(env.DB, request.corrects_id) : null;
      if (!original?.invoice) {
        // The invoice it corrects is not issued yet: wait for it without using up an attempt.
        const nextAttemptAt = retryAt(WAIT_FOR_ORIGINAL_MINUTES);
        const error = `Waiting for invoice request ${request.corrects_id} to be issued`;
        await recordInvoiceAttempt(env.DB, request.id, { status: 'pending', error, nextAttemptAt, counted: false });
        return;
      }
      issued = await port.reverse({
        orderRef: request.order_ref,
        original: original.invoice,
        amount: request.amount,
        alreadyCorrected: await correctedAmount(env.DB, original.id),
        date: request.settled_on,
      });
    }
    if (await recordInvoiceAttempt(env.DB, request.id, { status: 'issued', invoice: issued })) {
      await mailOnce(env, { ...request, status: 'issued', invoice: issued, number: issued.number });
      // A refund accepted before this invoice was issued waits for it: its correction goes now, not at
      // the cron's next look.
      for (const correction of await correctionsWaitingFor(env.DB, request.id)) {
        await attemptInvoice(env, correction, now);
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof InvoicingError && !error.retryable) {
      // Refused, our key refused, or a request the port cannot issue: a person must act, not a retry.
      console.error(`Invoice ${request.order_ref} was refused for good (${error.kind}): ${message}`);
      await recordInvoiceAttempt(env.DB, request.id, { status: 'refused', error: `${error.kind}: ${message}` });
      return;
    }
    const wait = INVOICE_RETRY_MINUTES[Math.min(request.attempts, INVOICE_RETRY_MINUTES.length - 1)]!;
    console.error(`Invoice ${request.order_ref} failed, retrying in ${wait} min: ${message}`);
    await recordInvoiceAttempt(env.DB, request.id, { status: 'pending', error: message, nextAttemptAt: retryAt(wait) });
  }
}

/** Mails the patient the link once; a mail that could not be stored is tried again by the cron. */
async function mailOnce(env: Bindings, request: InvoiceRequest): Promise<void> {
  if (!(await markInvoiceMailed(env.DB, request.id))) return;
  try {
    await mailInvoiceLink(env, request);
  } catch (error) {
    console.error(`The invoice e-mail for ${request.order_ref} could not be sent`, error);
    await unmarkInvoiceMailed(env.DB, request.id);
  }
}

/** A settlement whose request could not be written is written again by the cron for this long. */
const SWEEP_WINDOW_MS = 60 * 60_000;
/** … once it is this old: the request written right after the money moved is not raced. */
const SWEEP_GRACE_MS = 2 * 60_000;

/**
 * The cron's part: writes the requests that failed to be written when the money moved (recent ones),
 * retries the requests that are due, then mails the links a failed mail left unsent.
 */
export async function retryInvoices(env: Bindings, now: Date): Promise<number> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const missed = await unrequestedSettlements(env.DB, at(SWEEP_WINDOW_MS), at(SWEEP_GRACE_MS));
  for (const id of missed.paymentIds) {
    const payment = await findPaymentById(env.DB, id);
    const appointment = payment && (await appointmentsBackend(env).get(payment.appointment_hash));
    if (payment && appointment) await invoicePayment(env, payment, appointment);
  }
  for (const id of missed.refundIds) {
    const refund = await findRefundById(env.DB, id);
    const payment = refund && (await findPaymentById(env.DB, refund.payment_id));
    if (refund && payment) await correctRefundedInvoice(env, refund, payment);
  }
  const due = await dueInvoiceRequests(env.DB, now);
  for (const request of due) await attemptInvoice(env, request, now);
  for (const request of await unmailedInvoiceRequests(env.DB)) await mailOnce(env, request);
  return due.length;
}

/** A patient's invoices and corrections for their bookings, newest first, as /sajat lists them. */
export async function invoicesOfBookings(env: Pick<Bindings, 'DB'>, hashes: readonly string[]) {
  return (await invoiceRequestsOf(env.DB, hashes)).reverse();
}
