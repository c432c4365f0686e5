import { signal } from '@preact/signals-core';
import { isLiveBooking } from '../domain/bookingView';
import { type BookingState, forgetBooking, isLiveHold, settleCart } from '../domain/cart';
import { resetPerson } from '../islands/booking/personStore';
import { resetParty } from '../islands/booking/party/partyDrafts';
import { cart } from '../islands/cart/store';
import { call } from './call';
import { ApiError } from './http';

/**
 * The booking a cart made, looked up on every page load while the cart holds one (issue 11, point 4;
 * docs/decisions/0017). The cart is emptied once the booking is confirmed (the IPN or paying on site),
 * cancelled or expired, wherever the visitor is then: the success and thank-you pages, or any later page.
 * A cart without a booking costs nothing: no request is made.
 */

/** The cart's booking while it waits for its online payment; null otherwise. The summary shows it. */
export const heldBooking = signal<BookingState | null>(null);

/** The payment success page: the IPN may arrive a moment after the payer, so ask again a few times. */
const SUCCESS_PAGE = /^(\/en)?\/fizetes-sikeres\/?$/;
const SUCCESS_PAGE_RETRIES_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** Applies what the laboratory says of a booking to the cart; a booking the cart did not make changes nothing. */
export function settleCartBooking(booking: BookingState, now = new Date()): void {
  const before = cart.value;
  const after = settleCart(before, booking, now);
  if (after !== before) {
    cart.value = after;
    // A finished booking's details go too (docs/decisions/0011); an ended one leaves them for the next try.
    // So does one waiting only for its mail's confirmation (decision 0050): it is made.
    if (booking.status === 'confirmed' || (booking.payment_type === 'ONSITE' && isLiveBooking(booking, now))) {
      resetPerson();
      resetParty();
    }
  }
  heldBooking.value = after.appointmentHash === booking.hash && isLiveHold(booking, now) ? booking : null;
}

/**
 * Asks how the cart's booking stands and settles the cart by it. Answers the booking, or null when the
 * cart holds none, the laboratory does not know it (the cart forgets it) or could not be asked (the cart
 * stays as it is until the next page load).
 */
export async function checkCartBooking(): Promise<BookingState | null> {
  const hash = cart.value.appointmentHash;
  if (!hash) return null;
  try {
    const { data } = await call('booking', { params: { hash } });
    settleCartBooking(data);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && cart.value.appointmentHash === hash) {
      cart.value = forgetBooking(cart.value);
      heldBooking.value = null;
    }
    return null;
  }
}

/** The page-load check (src/client/shell.ts). */
export function watchCartBooking(path = location.pathname): void {
  if (!cart.value.appointmentHash) return;
  const retries = SUCCESS_PAGE.test(path) ? [...SUCCESS_PAGE_RETRIES_MS] : [];
  const run = async () => {
    const booking = await checkCartBooking();
    const delay = retries.shift();
    if (booking && heldBooking.value && delay !== undefined) setTimeout(() => void run(), delay);
  };
  void run();
}
