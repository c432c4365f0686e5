/**
 * The development view of money (issue 11): every payment attempt with what the laboratory backend made
 * of it, and its refund with the refund's state, newest first. Beside /dev/outbox and, like it, never in
 * production (there it is the ordinary 404 page).
 */
import { Hono } from 'hono';
import { listPayments } from '../db/payments';
import { formatPrice } from '../domain/prices';
import type { AppEnv } from '../env';
import { developmentOnly } from './devOutbox';

export const devPayments = new Hono<AppEnv>();

devPayments.use('/dev/payments', developmentOnly);

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

devPayments.get('/dev/payments', async (c) => {
  const payments = await listPayments(c.env.DB);
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
    </section>,
    { title: 'Payments', noindex: true },
  );
});
