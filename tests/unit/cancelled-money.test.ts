import { describe, expect, it } from 'vitest';
import { cancelledMoney } from '../../src/domain/cancelledMoney';

// What a cancelled booking's pages say about its money (issue 15 point 6).
describe('cancelledMoney', () => {
  it('follows the refunds when there are any: refused beats pending beats accepted', () => {
    const accepted = { amount: 6000, status: 'accepted' } as const;
    const pending = { amount: 4000, status: 'pending' } as const;
    const refused = { amount: 4000, status: 'refused' } as const;
    expect(cancelledMoney('ONLINE', 10000, [accepted])).toEqual({ kind: 'refunded', amount: 6000 });
    expect(cancelledMoney('ONLINE', 10000, [accepted, pending])).toEqual({ kind: 'refundPending', amount: 10000 });
    expect(cancelledMoney('ONLINE', 10000, [pending, refused])).toEqual({ kind: 'refundHelp', amount: 8000 });
  });

  it('never claims a refund that was not started, and says when nothing is to be paid', () => {
    expect(cancelledMoney('ONLINE', 10000, [])).toEqual({ kind: 'paidNoRefund', amount: 10000 });
    expect(cancelledMoney('ONLINE', 0, [])).toEqual({ kind: 'unpaid' });
    expect(cancelledMoney('ONSITE', 0, [])).toEqual({ kind: 'onSite' });
  });
});
