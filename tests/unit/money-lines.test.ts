import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/domain/appointment';
import { bookingReference, REFERENCE_PATTERN } from '../../src/domain/bookingReference';
import { moneyLines, partItems } from '../../src/domain/moneyLines';
import { type Coupon, type LocationFee, priceBooking } from '../../src/domain/pricing';

const FEES: LocationFee[] = [
  { fee_type: 'base', price: 2490 },
  { fee_type: 'samplingfee_ex_2', price: 4990 },
];
const COUPON: Coupon = {
  ...{ id: 1, code: 'ELSO2000', kind: 'fixed', value: 2000, valid_from: null, valid_until: null },
  ...{ usage_limit: null, min_total: 0, package_ids: null, active: true },
};
const ALAP = { id: 1, name: 'Alap laborcsomag', price: 4500, tags: [] as string[] };
const OGTT = { id: 22, name: 'Terheléses vércukor', price: 19900, tags: ['samplingfee_ex_2'] };
const VAS = { id: 101, name: 'Vas', price: 1500 };

type Booking = Pick<
  Appointment,
  'hash' | 'status' | 'payment_type' | 'examinations' | 'parameters' | 'sampling_fee' | 'discount' | 'total'
> & { party?: { members?: Booking[] } };

/** A booking priced as the engine prices it (src/domain/pricing.ts), in the fields moneyLines reads. */
function booked(
  packages: (typeof ALAP)[],
  tests: (typeof VAS)[],
  coupon: Coupon | null,
  fields: Partial<Booking> = {},
): Booking {
  const price = priceBooking({ packages, tests }, FEES, coupon);
  return {
    hash: `h${Math.random()}`,
    status: 'confirmed' as const,
    payment_type: 'ONSITE' as const,
    examinations: packages.map(({ id, name, price }) => ({ id, name, price })),
    parameters: tests,
    sampling_fee: price.sampling_fee,
    discount: price.discount,
    total: price.total,
    ...fields,
  };
}

/** What the lines add up to, as a reader of the page or mail adds them. */
const added = (money: ReturnType<typeof moneyLines<Booking>>) =>
  money.parts.reduce((sum, part) => sum + partItems(part) + part.samplingFee, 0) - money.discount;

describe('a booking’s money lines (issue 25)', () => {
  it('sum exactly to the total without a coupon, with the sampling fee as its own line', () => {
    const booking = booked([ALAP], [VAS], null);
    const money = moneyLines(booking);
    expect(money.parts[0]!.items.map((item) => item.price)).toEqual([4500, 1500]);
    expect(money.samplingFee).toBe(2490);
    expect(money.discount).toBe(0);
    expect(money.total).toBe(booking.total);
    expect(added(money)).toBe(booking.total);
  });

  it('sum exactly to the total with a coupon and a glucose-load fee (the 4 500 + 19 900 cart)', () => {
    const booking = booked([ALAP, OGTT], [], COUPON);
    const money = moneyLines(booking);
    expect(money).toMatchObject({ samplingFee: 4990, discount: 2000, total: 4500 + 19900 + 4990 - 2000 });
    expect(added(money)).toBe(booking.total);
  });

  it('list every person of a family booking, each with their fee, to the one total the group pays', () => {
    const booker = booked([ALAP], [], COUPON, { payment_type: 'ONLINE' });
    const child = booked([OGTT], [VAS], null, { payment_type: 'ONLINE' });
    const gone = booked([ALAP], [], null, { status: 'cancelled' });
    const group: Booking = { ...booker, party: { members: [booker, child, gone] } };
    const money = moneyLines(group);
    expect(money.parts.map((part) => part.booking)).toEqual([booker, child]);
    expect(money.parts.map((part) => part.samplingFee)).toEqual([2490, 4990]);
    expect(money.total).toBe(booker.total + child.total);
    expect(added(money)).toBe(money.total);
    expect(money.settled).toBe('paid');
  });

  it('is paid only when confirmed online, to pay otherwise, never both', () => {
    expect(moneyLines(booked([ALAP], [], null, { payment_type: 'ONLINE' })).settled).toBe('paid');
    expect(moneyLines(booked([ALAP], [], null, { payment_type: 'ONLINE', status: 'held' })).settled).toBe('to_pay');
    expect(moneyLines(booked([ALAP], [], null)).settled).toBe('to_pay');
  });
});

describe('the booking reference (decision 0056)', () => {
  it('reads PL-XXXX-XXXX without look-alikes or a hash link’s characters', () => {
    for (let i = 0; i < 200; i++) {
      const reference = bookingReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OILU_]/);
    }
    expect(bookingReference(new Uint32Array([0, 1, 2, 3, 4, 5, 6, 29]))).toBe('PL-2345-678Z');
  });
});
