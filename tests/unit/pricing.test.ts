import { describe, expect, it } from 'vitest';
import {
  type BookingItems,
  type Coupon,
  couponRejection,
  itemsTotal,
  type LocationFee,
  priceBooking,
  samplingFee,
} from '../../src/domain/pricing';

const pkg = (id: number, price: number, ...tags: string[]) => ({ id, price, tags: ['showonweb', ...tags] });
const ALAP = pkg(1, 14900);
const PAJZSMIRIGY = pkg(6, 11900);
const OGTT2 = pkg(22, 3900, 'samplingfee_ex_2');
const OGTT3 = pkg(23, 5900, 'samplingfee_ex_3');
const OGTT5 = pkg(24, 29900, 'samplingfee_ex_5');
const VITAMIN_D = { id: 101, price: 6990 };

const items = (packages: BookingItems['packages'], tests: BookingItems['tests'] = []): BookingItems => ({
  packages,
  tests,
});

const ALL_FEES: LocationFee[] = [
  { fee_type: 'base', price: 2490 },
  { fee_type: 'samplingfee_ex_2', price: 4990 },
  { fee_type: 'samplingfee_ex_3', price: 5990 },
  { fee_type: 'samplingfee_ex_5', price: 7990 },
];

const coupon = (fields: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'TESZT',
  kind: 'percent',
  value: 10,
  valid_from: null,
  valid_until: null,
  usage_limit: null,
  min_total: 0,
  package_ids: null,
  active: true,
  ...fields,
});

describe('itemsTotal', () => {
  it('adds every package and single test at its b2c price', () => {
    expect(itemsTotal(items([ALAP, OGTT2], [VITAMIN_D]))).toBe(14900 + 3900 + 6990);
    expect(itemsTotal(items([]))).toBe(0);
  });
});

describe('samplingFee', () => {
  it('charges the base fee when no package is a glucose load test', () => {
    expect(samplingFee(ALL_FEES, [ALAP])).toEqual({ type: 'base', price: 2490 });
    expect(samplingFee(ALL_FEES, [])).toEqual({ type: 'base', price: 2490 });
  });

  it('lets the most demanding glucose load tag decide: _5 over _3 over _2', () => {
    expect(samplingFee(ALL_FEES, [ALAP, OGTT2])).toEqual({ type: 'samplingfee_ex_2', price: 4990 });
    expect(samplingFee(ALL_FEES, [OGTT2, OGTT3])).toEqual({ type: 'samplingfee_ex_3', price: 5990 });
    expect(samplingFee(ALL_FEES, [OGTT3, OGTT5, OGTT2])).toEqual({ type: 'samplingfee_ex_5', price: 7990 });
  });

  it('falls back to the base fee when the location has no fee of the tagged type', () => {
    const baseAndEx2 = ALL_FEES.slice(0, 2);
    expect(samplingFee(baseAndEx2, [OGTT5])).toEqual({ type: 'base', price: 2490 });
    expect(samplingFee(baseAndEx2, [OGTT2])).toEqual({ type: 'samplingfee_ex_2', price: 4990 });
  });

  it('is 0 where the location lists no fee at all', () => {
    expect(samplingFee([], [ALAP])).toEqual({ type: 'base', price: 0 });
  });
});

describe('priceBooking', () => {
  it('is items + sampling fee without a coupon', () => {
    expect(priceBooking(items([ALAP], [VITAMIN_D]), ALL_FEES)).toEqual({
      items_total: 21890,
      sampling_fee_type: 'base',
      sampling_fee: 2490,
      discount: 0,
      total: 24380,
    });
  });

  it('rounds a percent discount to whole forints and never discounts the sampling fee', () => {
    // 10 % of 21 890 is 2 189; 15 % of 21 890 is 3 283.5 → 3 284.
    expect(priceBooking(items([ALAP], [VITAMIN_D]), ALL_FEES, coupon({ value: 10 })).discount).toBe(2189);
    const price = priceBooking(items([ALAP], [VITAMIN_D]), ALL_FEES, coupon({ value: 15 }));
    expect(price.discount).toBe(3284);
    expect(price.total).toBe(21890 + 2490 - 3284);
  });

  it('takes a fixed amount, capped at what the coupon applies to', () => {
    expect(priceBooking(items([ALAP]), ALL_FEES, coupon({ kind: 'fixed', value: 2000 })).discount).toBe(2000);
    const capped = priceBooking(items([OGTT2]), ALL_FEES, coupon({ kind: 'fixed', value: 10000 }));
    expect(capped.discount).toBe(3900);
    expect(capped.total).toBe(4990);
  });

  it('discounts only the coupon’s packages when it names some', () => {
    const thyroidOnly = coupon({ value: 15, package_ids: [6, 7, 8] });
    const price = priceBooking(items([ALAP, PAJZSMIRIGY], [VITAMIN_D]), ALL_FEES, thyroidOnly);
    expect(price.discount).toBe(1785); // 15 % of 11 900
    expect(price.total).toBe(14900 + 11900 + 6990 + 2490 - 1785);
    const fixed = coupon({ kind: 'fixed', value: 50000, package_ids: [6] });
    expect(priceBooking(items([ALAP, PAJZSMIRIGY]), ALL_FEES, fixed).discount).toBe(11900);
  });
});

describe('couponRejection', () => {
  const today = '2026-05-10';

  it('accepts an active coupon inside its window', () => {
    const spring = coupon({ valid_from: '2026-05-10', valid_until: '2026-05-10' });
    expect(couponRejection(spring, items([ALAP]), today)).toBeNull();
    expect(couponRejection(coupon({}), items([ALAP]), today)).toBeNull();
  });

  it('refuses an inactive coupon, one not valid yet and one that has expired (Budapest dates, inclusive)', () => {
    expect(couponRejection(coupon({ active: false }), items([ALAP]), today)).toBe('inactive');
    expect(couponRejection(coupon({ valid_from: '2026-05-11' }), items([ALAP]), today)).toBe('not_yet_valid');
    expect(couponRejection(coupon({ valid_until: '2026-05-09' }), items([ALAP]), today)).toBe('expired');
  });

  it('measures min_total on the items total, without the sampling fee', () => {
    const first = coupon({ kind: 'fixed', value: 2000, min_total: 15000 });
    expect(couponRejection(first, items([ALAP]), today)).toBe('below_min_total'); // 14 900 + fee ≥ 15 000
    expect(couponRejection(first, items([ALAP], [{ id: 102, price: 100 }]), today)).toBeNull();
  });

  it('refuses a package-restricted coupon when none of its packages is chosen', () => {
    const thyroidOnly = coupon({ package_ids: [6, 7, 8] });
    expect(couponRejection(thyroidOnly, items([ALAP], [VITAMIN_D]), today)).toBe('not_applicable');
    expect(couponRejection(thyroidOnly, items([ALAP, PAJZSMIRIGY]), today)).toBeNull();
  });
});
