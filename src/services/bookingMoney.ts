/**
 * The money of a booking as its pages show it: what was paid online and kept, and what is being given
 * back. The site's own payment records (src/db/payments.ts, refunds.ts); the booking only names them.
 */
import { paidAmount } from '../db/payments';
import { refundsOf } from '../db/refunds';
import type { Appointment } from '../domain/appointment';
import type { Bindings } from '../env';

/** Forints paid online for a booking: the successful payments it kept. */
export const paidOnline = (env: Pick<Bindings, 'DB'>, hash: string): Promise<number> => paidAmount(env.DB, hash);

/** What is being given back for each of these bookings (cancelled after paying online), by hash. */
export async function refundedAmounts(env: Pick<Bindings, 'DB'>, bookings: Appointment[]) {
  const rows = await Promise.all(
    bookings.map(async (item) => [item.hash, await refundsOf(env.DB, item.hash)] as const),
  );
  return new Map(rows.map(([hash, refunds]) => [hash, refunds.reduce((sum, refund) => sum + refund.amount, 0)]));
}
