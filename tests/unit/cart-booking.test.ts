import { describe, expect, it } from 'vitest';
import {
  type BookingState,
  emptyCart,
  forgetBooking,
  parseCart,
  setTotals,
  settleCart,
  toCardPayment,
} from '../../src/domain/cart';

// A cart that made a booking (docs/decisions/0017): the v5 fields as they are, plus its hash and key.
const NOW = new Date('2026-12-01T09:00:00Z');
const cart = {
  ...emptyCart(),
  examinations: [{ id: 1, name: 'Alap laborcsomag', price: 22900 }],
  location: 1,
  date: '2026-12-03',
  time: 480,
  appointmentId: 41,
  appointmentHash: 'Hq3lT2x9Yc0bVw7sPz4kRA',
  idempotencyKey: '9b2f7c1e-6d0a-4c8e-9f3b-2a1d5e7c4b60',
};
const booking = (
  status: BookingState['status'],
  holdEnds: string | null = null,
  payment_type: BookingState['payment_type'] = 'ONLINE',
): BookingState => ({
  id: 41,
  hash: cart.appointmentHash,
  status,
  hold_expires_at: holdEnds,
  payment_type,
});

describe("the cart's booking", () => {
  it('keeps the hash and the key through storage, and reads a cart without them as having none', () => {
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
    const { appointmentHash: _hash, idempotencyKey: _key, ...v5 } = cart;
    expect(parseCart(JSON.stringify(v5))).toMatchObject({
      appointmentId: 41,
      appointmentHash: null,
      idempotencyKey: null,
    });
  });

  it('stays while its booking is held, and empties once it is confirmed, cancelled or expired', () => {
    expect(settleCart(cart, booking('held', '2026-12-01T09:10:00Z'), NOW)).toBe(cart);
    for (const status of ['confirmed', 'cancelled', 'expired'] as const) {
      expect(settleCart(cart, booking(status), NOW), status).toEqual(emptyCart());
    }
    // Still 'held' but its hold is over: the cron will call it expired in a few minutes.
    expect(settleCart(cart, booking('held', '2026-12-01T08:59:59Z'), NOW)).toEqual(emptyCart());
  });

  it('is done with an on-site booking waiting for its mail to confirm it (decision 0050)', () => {
    expect(settleCart(cart, booking('held', '2026-12-01T10:00:00Z', 'ONSITE'), NOW)).toEqual(emptyCart());
  });

  it("is not emptied by another cart's booking; a cart from before hashes were kept is matched by its id", () => {
    const other = { ...booking('confirmed'), id: 42, hash: 'Zz9lT2x9Yc0bVw7sPz4kRA' };
    expect(settleCart(cart, other, NOW)).toBe(cart);
    const legacy = { ...cart, appointmentHash: null };
    expect(settleCart(legacy, booking('confirmed'), NOW)).toEqual(emptyCart());
    expect(settleCart(legacy, other, NOW)).toBe(legacy);
  });

  it('forgets a booking the laboratory does not know, keeping the items', () => {
    expect(forgetBooking(cart)).toEqual({ ...cart, appointmentId: null, appointmentHash: null, idempotencyKey: null });
    expect(forgetBooking(toCardPayment(cart)).card_check).toBe(false);
  });
});

describe("the cart's prices and card payment (spec section 3, decision 0038)", () => {
  it('keeps the total before the discount and the total to pay, through storage', () => {
    const priced = setTotals(
      { ...cart, coupon_code: 'TAVASZ10', discount: 2539 },
      { beforeDiscount: 25390, total: 22851 },
    );
    expect(priced).toMatchObject({ original_sumprice: 25390, discount: 2539, sumprice: 22851 });
    expect(parseCart(JSON.stringify(priced))).toEqual(priced);
    expect(cart).toMatchObject({ original_sumprice: 0, sumprice: 0 });
  });

  it('marks a cart sent to the card payment page until its booking is settled', () => {
    expect(cart.card_check).toBe(false);
    const paying = toCardPayment(cart);
    expect(paying.card_check).toBe(true);
    expect(parseCart(JSON.stringify(paying)).card_check).toBe(true);
    expect(settleCart(paying, booking('held', '2026-12-01T09:20:00Z'), NOW).card_check).toBe(true);
    expect(settleCart(paying, booking('confirmed'), NOW)).toEqual(emptyCart());
  });
});
