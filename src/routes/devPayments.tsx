/**
 * The development view of money (issue 11): every payment attempt with what the laboratory backend made
 * of it, and its refund with the refund's state, newest first; then every invoice request (issue 27) with
 * its state, attempts, last error and, once issued, its number and PDF link. Beside /dev/outbox and, like it, never in
 * production (there it is the ordinary 404 page).
 */
import { Hono } from 'hono';
import { listInvoiceRequests } from '../db/invoiceRequests';
import { listPayments } from '../db/payments';
import { formatPrice } from '../domain/prices';
import { invoicePath } from '../i18n/invoiceMessages';
import type { AppEnv } from '../env';
import { developmentOnly } from './devOutbox';

export const devPayments = new Hono<AppEnv>();

devPayments.use('/dev/payments', developmentOnly);

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

devPayments.get('/dev/payments', async (c) => {
  const [payments, invoices] = await Promise.all([listPayments(c.env.DB), listInvoiceRequests(c.env.DB)]);
  return c.render(
    <section className="mx-auto max-w-6xl overflow-x-auto px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Payments ({payments.length})</h1>
      <p className="mb-4 text-sm">
        <a className="underline" href="/dev/outbox">
          Outbox
        </a>
      </p>
      {payments.length === 0 ? <p>No payments yet.</p> : null}
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>#</th>
            <th>Started</th>
            <th>Order</th>
            <th>Transaction</th>
            <th>Booking</th>
            <th>Amount</th>
            <th>Status</th>
            <th>IPN</th>
            <th>Booking outcome</th>
            <th>Refund</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} data-payment={payment.order_ref}>
              <td>{payment.id}</td>
              <td>{when(payment.created_at)}</td>
              <td>{payment.order_ref}</td>
              <td>{payment.transaction_id}</td>
              <td>{payment.appointment_id}</td>
              <td className="whitespace-nowrap">{formatPrice(payment.amount, c.get('lang'))}</td>
              <td>{payment.status}</td>
              <td>{when(payment.ipn_received_at)}</td>
              <td>{payment.booking_outcome}</td>
              <td data-refund={payment.refund_status ?? ''}>
                {payment.refund_id
                  ? `${payment.refund_status} (${payment.refund_reason}, ${payment.refund_attempts} attempt(s)` +
                    `${payment.refund_transaction_id ? `, ${payment.refund_transaction_id}` : ''}` +
                    `${payment.refund_error ? `, last error: ${payment.refund_error}` : ''})`
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mb-2 mt-10 text-xl font-bold">Invoices ({invoices.length})</h2>
      {invoices.length === 0 ? <p>No invoice requested yet.</p> : null}
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>#</th>
            <th>Requested</th>
            <th>Order</th>
            <th>Kind</th>
            <th>Amount</th>
            <th>Status</th>
            <th>Attempts</th>
            <th>Next attempt</th>
            <th>Last error</th>
            <th>Number</th>
            <th>Mailed</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((request) => (
            <tr key={request.id} data-invoice={request.order_ref} data-invoice-status={request.status}>
              <td>{request.id}</td>
              <td>{when(request.created_at)}</td>
              <td>{request.order_ref}</td>
              <td>{request.invoice?.kind ?? request.kind}</td>
              <td className="whitespace-nowrap">{formatPrice(request.amount, c.get('lang'))}</td>
              <td>{request.status}</td>
              <td>{request.attempts}</td>
              <td>{request.status === 'pending' ? when(request.next_attempt_at) : ''}</td>
              <td>{request.last_error}</td>
              <td>
                {request.number ? (
                  <a className="underline" href={invoicePath(request.token)}>
                    {request.number}
                  </a>
                ) : null}
              </td>
              <td>{when(request.mailed_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    { title: 'Payments', noindex: true },
  );
});
