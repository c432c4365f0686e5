import { digest } from '../../auth/session';
import { stableStringify } from '../../cache/kv';
import {
  cancelAppointment,
  confirmedAppointmentsOn,
  findAppointmentByHash,
  findAppointmentByKey,
  findPartyBookingsOf,
  insertAppointment,
  isDuplicateKey,
  updateAppointment,
} from '../../db/appointments';
import { confirmOnSiteAppointment, expireAppointmentHolds, settleAppointmentPayment } from '../../db/appointmentHolds';
import { readBookingLocation } from '../../db/availability';
import { countCouponUses, findCouponByCode } from '../../db/coupons';
import { type AppointmentChange, isPaymentSwitchAlone } from '../../domain/appointmentChange';
import { budapestNow } from '../../domain/budapestTime';
import { priceBooking } from '../../domain/pricing';
import { occupiedSlots, slotsNeeded } from '../../domain/slots';
import { type AvailabilityBackend, embeddedAvailability } from './availability';
import type { AppointmentRequest } from '../../domain/appointment';
import type { AppointmentsBackend } from './bookingPort';
import { type Appointment, BookingError } from '../../domain/appointment';
import {
  bookingItems,
  checkBookable,
  checkCoupon,
  fieldErrors,
  HOLD_MINUTES,
  initialHold,
  loadOrder,
  newHash,
  type Order,
  pricedItems,
  repriced,
} from './bookingOrder';
import { createParty, moveParty } from './embeddedParty';

export { HOLD_MINUTES };

/**
 * What binds an idempotency key to its request (docs/decisions/0017): SHA-256 (hex) of the validated
 * request without the key, as JSON with sorted keys, so the same booking asked again in another key
 * order, or with defaults left out, has the same fingerprint.
 */
export function requestFingerprint({
  idempotency_key: _key,
  awaits_confirmation: _confirmation,
  ...request
}: AppointmentRequest): Promise<string> {
  return digest(stableStringify(request));
}

/**
 * A key seen before: the first answer for the same request; for another request a refusal that says
 * nothing of the booking the key made. A booking stored before fingerprints (null) is answered as before.
 */
function repeated(stored: { appointment: Appointment; fingerprint: string | null }, fingerprint: string) {
  if (stored.fingerprint !== null && stored.fingerprint !== fingerprint) {
    throw new BookingError('idempotency_key_reused', 'This idempotency key was used for another booking request');
  }
  return { appointment: stored.appointment, created: false };
}

/** What the engine's parts work with: the database, the availability engine over it, and the clock. */
interface Engine {
  db: D1Database;
  availability: AvailabilityBackend;
  now: () => Date;
}

/** Where a booking of `order` from `time` sits, if that start is still offered. */
async function place({ db, availability }: Engine, order: Order, location_id: number, date: string, time: number) {
  const package_ids = order.packages.map((item) => item.id);
  const test_ids = order.tests.map((item) => item.id);
  const [times, location] = await Promise.all([
    availability.availableTimes({ location_id, date, package_ids, test_ids }),
    readBookingLocation(db, location_id, package_ids),
  ]);
  const start = times.find((offered) => offered.minute === time);
  if (!start || !location) throw new BookingError('slot_unavailable', 'The chosen time is not available');
  // The same slot arithmetic the availability engine offered the start by.
  const { slotMinutes } = location.schedule;
  const count = slotsNeeded(location.appTimes, slotMinutes);
  return {
    location_id,
    date,
    start_minute: time,
    duration_minutes: count * slotMinutes,
    starts_at: start.starts_at,
    slots: occupiedSlots(time, slotMinutes, count),
  };
}

/** A booking for one person: the spec's request, as before family bookings. */
async function createOne(engine: Engine, request: AppointmentRequest, fingerprint: string) {
  const { db, now } = engine;
  const today = budapestNow(now()).date;
  fieldErrors(request.person, request.invoice, request.language, today);
  const order = await loadOrder(db, request.location_id, request.package_ids, request.test_ids);
  checkBookable(order);
  const code = request.coupon_code?.trim();
  const coupon = code ? checkCoupon(await findCouponByCode(db, code), order, today) : null;
  const where = await place(engine, order, request.location_id, request.date, request.time);
  return insertAppointment(db, {
    ...where,
    ...pricedItems(order, request.language),
    ...priceBooking(bookingItems(order), order.fees, coupon),
    hash: newHash(),
    idempotency_key: request.idempotency_key,
    request_fingerprint: fingerprint,
    location_id: request.location_id,
    ...initialHold(request, now(), where.starts_at),
    payment_type: request.payment_type,
    language: request.language,
    person: request.person,
    invoice: request.invoice,
    coupon_code: coupon?.code ?? null,
    coupon_id: coupon?.id ?? null,
  });
}

/**
 * A switch to paying on site: a change of its own, only for a booking still waiting for its online
 * payment. Its prices and data stay; it is confirmed, or held for its patient's confirmation from the
 * mail (decision 0050).
 */
async function switchToOnSite({ db, now }: Engine, current: Appointment, change: AppointmentChange) {
  if (!isPaymentSwitchAlone(change)) {
    throw new BookingError('not_bookable', 'A switch to paying on site is a change of its own');
  }
  if (current.payment_type === 'ONSITE') return current;
  if (current.status !== 'held') {
    throw new BookingError('not_bookable', 'Only a booking waiting for its online payment can pay on site');
  }
  const { examinations, parameters, items_total, sampling_fee, discount, total } = current;
  const pricing = { examinations, parameters, items_total, sampling_fee, discount, total };
  await updateAppointment(db, current.hash, {
    ...pricing,
    person: current.person,
    invoice: current.invoice,
    payOnSite: {
      until: initialHold({ payment_type: 'ONSITE', ...change }, now(), current.starts_at).hold_expires_at,
    },
  });
  return findAppointmentByHash(db, current.hash);
}

/** A change of the patient's or the invoice's data, the location, the date or the time. */
async function changeBooking(engine: Engine, current: Appointment, change: AppointmentChange) {
  const { db, now } = engine;
  // The data is checked when it changes: a move does not re-judge what was accepted at booking.
  if (change.person || change.invoice) {
    fieldErrors(
      change.person ?? current.person,
      change.invoice ?? current.invoice,
      current.language,
      budapestNow(now()).date,
    );
  }
  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  const location_id = change.location_id ?? current.location_id;
  const order = await loadOrder(db, location_id, ids(current.examinations), ids(current.parameters));
  const relocated = location_id !== current.location_id;
  if (relocated) checkBookable(order, { moving: true });
  const date = change.date ?? current.date;
  const time = change.time ?? current.minute;
  const moved = relocated || date !== current.date || time !== current.minute;
  await updateAppointment(db, current.hash, {
    ...repriced(current, order),
    person: change.person ?? current.person,
    invoice: change.invoice ?? current.invoice,
    place: moved ? await place(engine, order, location_id, date, time) : undefined,
  });
  return findAppointmentByHash(db, current.hash);
}

/**
 * The embedded booking engine's appointments (DESIGN.md, Booking engine rules). The availability
 * engine's answer is only the friendly pre-check: the database trigger decides who gets the last place.
 */
export function embeddedAppointments(db: D1Database, now: () => Date = () => new Date()): AppointmentsBackend {
  const availability = embeddedAvailability(db, now);
  const engine: Engine = { db, availability, now };

  return {
    async create(request) {
      const fingerprint = await requestFingerprint(request);
      const stored = await findAppointmentByKey(db, request.idempotency_key);
      if (stored) return repeated(stored, fingerprint);
      try {
        const appointment = request.people?.length
          ? await createParty(db, availability, request, fingerprint, now())
          : await createOne(engine, request, fingerprint);
        return { appointment, created: true };
      } catch (error) {
        // Two requests with one key raced: the first one stored the booking; the same request gets it too.
        const winner = isDuplicateKey(error) ? await findAppointmentByKey(db, request.idempotency_key) : null;
        if (winner) return repeated(winner, fingerprint);
        throw error;
      }
    },

    get: (hash) => findAppointmentByHash(db, hash),

    partyOf: (hash) => findPartyBookingsOf(db, hash),

    async update(hash, change) {
      const current = await findAppointmentByHash(db, hash);
      if (!current) return null;
      const active =
        current.status === 'confirmed' || (current.status === 'held' && current.hold_expires_at! > now().toISOString());
      if (!active) throw new BookingError('not_bookable', `A booking that is ${current.status} cannot be changed`);
      if (change.payment_type) return switchToOnSite(engine, current, change);
      // The whole family booking moves together, or nobody does (docs/decisions/0055).
      if (change.everyone && current.party && change.date !== undefined && change.time !== undefined) {
        return moveParty(db, current, { ...change, date: change.date, time: change.time }, now());
      }
      return changeBooking(engine, current, change);
    },

    cancel: (hash) => cancelAppointment(db, hash),

    async validateCoupon({ code, package_ids, test_ids, location_id }) {
      const order = await loadOrder(db, location_id, package_ids, test_ids);
      const coupon = checkCoupon(await findCouponByCode(db, code), order, budapestNow(now()).date);
      if (coupon.usage_limit !== null && (await countCouponUses(db, coupon.id)) >= coupon.usage_limit) {
        throw new BookingError('coupon_invalid', 'This coupon has been used up');
      }
      const { discount } = priceBooking(bookingItems(order), order.fees, coupon);
      return { code: coupon.code, discount, id: coupon.id };
    },

    async settlePayment(hash, { order_ref }) {
      const outcome = await settleAppointmentPayment(db, hash, order_ref, now());
      const appointment = outcome && (await findAppointmentByHash(db, hash));
      return outcome && appointment ? { outcome, appointment } : null;
    },

    async confirm(hash) {
      const outcome = await confirmOnSiteAppointment(db, hash, now());
      const appointment = outcome && (await findAppointmentByHash(db, hash));
      return outcome && appointment ? { outcome, appointment } : null;
    },

    expireHolds: () => expireAppointmentHolds(db, now()),

    confirmedOn: (date) => confirmedAppointmentsOn(db, date),
  };
}
