import { useEffect, useState } from 'react';
import { type Cart, forgetBooking, setTotals, toCardPayment } from '../../../domain/cart';
import { checkCartBooking, heldBooking } from '../../../client/cartBooking';
import { call } from '../../../client/call';
import { callWithProof, prepareProof } from '../../../client/challenge';
import { type Appointment, awaitsPayment } from '../../../domain/appointment';
import { formatInstant } from '../../../i18n/dates';
import { fill } from '../shared';
import { ApiError } from '../../../client/http';
import { cart, updateCart } from '../../cart/store';
import { stepHref } from '../gate';
import { LAST_APPOINTMENT_KEY } from '../keys';
import { effectiveInvoice, person } from '../personStore';
import type { StepProps } from '../shared';
import type { AppointmentPerson } from '../../../domain/person';
import type { Lang } from '../../../i18n/lang';
import { companionIds } from '../../../domain/partyCart';
import { partyMessages } from '../../../i18n/partyMessages';
import { companionPerson } from '../party/partyStore';

/**
 * One key per booking attempt, kept in the cart until its booking is settled: a retry after a lost
 * answer, a reload or a second tab sends the same request with the same key and gets the same booking
 * (DESIGN.md; docs/decisions/0017). A random UUID: the server wants 128 bits' worth of key.
 */
function idempotencyKey(): string {
  const existing = cart.value.idempotencyKey;
  if (existing) return existing;
  const key = crypto.randomUUID();
  updateCart((current) => ({ ...current, idempotencyKey: key }));
  return key;
}

/** What the summary shows of the order: the chosen items and the prices for display. */
type OrderTotals = { chosenPackages: number[]; chosenTests: number[]; itemsTotal: number; fee: number; total: number };

/** The booking request: the cart's choice, the patient and, for a family booking, everyone else. */
function bookingRequest(lang: Lang, c: Cart, p: AppointmentPerson, order: OrderTotals, location: number, date: string) {
  return {
    idempotency_key: idempotencyKey(),
    language: lang,
    location_id: location,
    date,
    time: c.time,
    package_ids: order.chosenPackages,
    test_ids: order.chosenTests,
    payment_type: c.payment_type,
    coupon_code: c.coupon_code || undefined,
    person: { ...p, language: lang },
    invoice: effectiveInvoice(),
    // A family booking's other people, each with their own examinations and data (decision 0048).
    ...(c.people.length
      ? {
          people: companionIds(c).map((ids, index) => ({
            ...ids,
            person: companionPerson(c.people[index]!.key, lang),
          })),
        }
      : {}),
  };
}

/** Keeps the booking just made: its hash for the thank-you step, and its prices as the server made them. */
function keepBooked(data: Appointment) {
  sessionStorage.setItem(LAST_APPOINTMENT_KEY, data.hash);
  // A family booking's prices are everyone's: what its one payment pays.
  const members = data.party?.members ?? [data];
  const beforeDiscount = members.reduce((sum, member) => sum + member.items_total + member.sampling_fee, 0);
  updateCart((current) => ({
    ...setTotals(current, { beforeDiscount, total: data.party?.total ?? data.total }),
    appointmentId: data.id,
    appointmentHash: data.hash,
  }));
}

async function toPayment(prefix: string, hash: string) {
  // Online payment: on to the gateway; the IPN confirms the booking, the back URL shows the outcome.
  const payment = await call('startPayment', { body: { hash } }).catch(() => null);
  if (payment) {
    updateCart(toCardPayment);
    return window.location.assign(payment.data.paymentUrl);
  }
  // Not payable now (its hold ran out meanwhile): the check settles the cart, the gate moves on.
  await checkCartBooking();
  window.location.assign(stepHref(prefix, 'thanks'));
}

/** A refusal in the visitor's words; a limit on unconfirmed bookings says when to try again (decision 0050). */
function failureText(failure: unknown, code: string, labels: StepProps['labels'], lang: Lang) {
  const text = labels.errors[code] ?? partyMessages(lang).errors[code] ?? labels.errors.network!;
  const until = new Date(Date.now() + (failure instanceof ApiError ? (failure.retryAfter ?? 60) : 60) * 1000);
  return fill(text, { time: formatInstant(lang, until.toISOString(), 'time') });
}

/**
 * Booking from the summary: the booking itself, then on to the gateway for an online payment. A cart
 * that already made a booking waiting for its online payment never makes a second one: the same request
 * pays for that booking; changed details are refused by the server (idempotency_key_reused), and
 * `changed` turns on so the visitor chooses between paying for the waiting booking (`payHeld`) and
 * cancelling it to book the new details (`replaceHeld`).
 */
export function useBooking(
  { lang, prefix, labels }: StepProps,
  order: OrderTotals,
  /** Whether both consents are given; when not, it shows why (the step's error summary) and books nothing. */
  consented: () => boolean,
) {
  const c = cart.value;
  const p = person.value;
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The cart's waiting booking was made from other details than those shown now. */
  const [changed, setChanged] = useState(false);
  const held = heldBooking.value;
  // The proof for the booking is found while the visitor reads the summary (decision 0050).
  useEffect(() => prepareProof(), []);

  const failed = (failure: unknown) => {
    const code = failure instanceof ApiError ? failure.code : 'network';
    // Everything typed stays.
    setError(failureText(failure, code, labels, lang));
    // Back to the time step with the cart's choice kept: the step says that this time is no longer free,
    // rather than opening with nothing chosen (issue 15 point 2).
    if (code === 'slot_full' || code === 'slot_unavailable') return window.location.assign(stepHref(prefix, 'time'));
    if (code === 'validation_failed') updateCart((current) => ({ ...current, validated: false }));
    setBusy(false);
  };

  const book = async () => {
    setError('');
    setChanged(false);
    if (!consented()) return;
    // The step gate shows the summary only once both are chosen; a cart changed in another tab meanwhile
    // is sent back to the time step, as a slot no longer free would be.
    const { location, date } = c;
    if (location === null || date === null) return updateCart((current) => ({ ...current, time: 0 }));
    setBusy(true);
    // The prices as the visitor sees them now; the server's own once it has priced the booking.
    updateCart((current) => setTotals(current, { beforeDiscount: order.itemsTotal + order.fee, total: order.total }));
    try {
      const { data } = await callWithProof('book', { body: bookingRequest(lang, c, p, order, location, date) });
      keepBooked(data);
      if (awaitsPayment(data)) return await toPayment(prefix, data.hash);
      // Confirmed (on site, or this cart's booking was paid meanwhile): the thank-you page empties the cart.
      window.location.assign(stepHref(prefix, 'thanks'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'idempotency_key_reused') return reused(failure);
      failed(failure);
    }
  };

  /** The key made a booking from other details: show that booking if it still waits, else start afresh. */
  const reused = async (failure: ApiError) => {
    const booking = await checkCartBooking();
    if (booking && heldBooking.value) {
      setChanged(true);
      return setBusy(false);
    }
    // The cart did not know its booking (an answer lost on the way): its key is spent, the next try gets a new one.
    if (!cart.value.appointmentHash) updateCart(forgetBooking);
    failed(failure);
  };

  const payHeld = async () => {
    if (!held) return;
    setBusy(true);
    await toPayment(prefix, held.hash);
  };

  /** Cancels the waiting booking (its slot is freed at once), then books the details shown now. */
  const replaceHeld = async () => {
    if (!held || !consented()) return;
    setBusy(true);
    try {
      // Paid meanwhile in another tab? Then it is not cancelled: the check empties the cart instead.
      if (!(await checkCartBooking()) || !heldBooking.value) return setBusy(false);
      await call('cancelBooking', { params: { hash: held.hash } }, { showLoading: true });
      heldBooking.value = null;
      updateCart(forgetBooking);
      await book();
    } catch (failure) {
      failed(failure);
    }
  };

  return { held, error, busy, changed, setChanged, book, payHeld, replaceHeld };
}

export type Booking = ReturnType<typeof useBooking>;
