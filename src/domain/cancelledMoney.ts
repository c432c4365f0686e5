/**
 * What happened to the money of a cancelled booking (issue 15 point 6), from what the site knows: its
 * payment type, the online payments it kept and their refunds (docs/decisions/0019: a paid booking
 * cancelled by its link is refunded in full; each refund is tried at once and retried by the cron until
 * the gateway accepts it, or marked refused for an operator).
 */
export type CancelledMoney =
  | { kind: 'refundPending' | 'refunded' | 'refundHelp' | 'paidNoRefund'; amount: number }
  | { kind: 'onSite' | 'unpaid' };

export interface RefundState {
  amount: number;
  status: 'pending' | 'accepted' | 'refused';
}

export function cancelledMoney(
  paymentType: 'ONLINE' | 'ONSITE',
  paid: number,
  refunds: readonly RefundState[],
): CancelledMoney {
  if (refunds.length) {
    const amount = refunds.reduce((sum, refund) => sum + refund.amount, 0);
    // One refund the gateway refused for good is enough for the patient to hear that a person acts.
    if (refunds.some((refund) => refund.status === 'refused')) return { kind: 'refundHelp', amount };
    if (refunds.every((refund) => refund.status === 'accepted')) return { kind: 'refunded', amount };
    return { kind: 'refundPending', amount };
  }
  // Kept payments without a refund: the booking was cancelled elsewhere (the laboratory system), not by
  // its link, so no refund was started here, and the page must not claim one.
  if (paid > 0) return { kind: 'paidNoRefund', amount: paid };
  return { kind: paymentType === 'ONSITE' ? 'onSite' : 'unpaid' };
}
