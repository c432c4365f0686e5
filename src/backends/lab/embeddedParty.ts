/**
 * A family booking in the embedded engine (issue 17 point 3; docs/decisions/0048-family-booking.md):
 * the booker and up to four more people at one location, each with their own examinations, patient
 * data (TAJ checked for each), time, price and hash link, written in one batch under the capacity
 * trigger, so the whole group is booked or none of it is. The availability engine's placement is the
 * friendly pre-check; the trigger decides who gets the last places.
 */
import {
  type AppointmentPlace,
  type AppointmentPricing,
  findAppointmentByHash,
  findPartyBookings,
  insertParty,
  moveAppointments,
  type NewAppointment,
} from '../../db/appointments';
import { type BookingLocation, readAvailability, readBookingLocation } from '../../db/availability';
import { findCouponByCode } from '../../db/coupons';
import { type Appointment, type AppointmentRequest, BookingError } from '../../domain/appointment';
import { budapestNow, utcInstantsOn } from '../../domain/budapestTime';
import { repeatedTajs, withBookerDefaults } from '../../domain/party';
import { isLiveBooking } from '../../domain/bookingView';
import type { AppointmentPerson } from '../../domain/person';
import { validatePerson } from '../../domain/personValidation';
import { priceBooking } from '../../domain/pricing';
import { occupiedSlots, slotsNeeded } from '../../domain/slots';
import { personMessages } from '../../i18n/personMessages';
import { isValidPhone } from '../../domain/phone';
import { knownPostalCode } from '../../services/settlements';
import { type AvailabilityBackend, availableTimesOn, freeOwnPlaces } from './availability';
import {
  bookerErrors,
  bookingItems,
  checkBookable,
  checkCoupon,
  initialHold,
  loadOrder,
  newHash,
  type Order,
  pricedItems,
  repriced,
} from './bookingOrder';
import { ValidationError } from './bookingPort';
import { randomBytes, toBase64Url } from '../../lib/crypto';

/** One person of the group: patient data as booked and the examinations to sample. */
interface Member {
  person: AppointmentPerson;
  package_ids: number[];
  test_ids: number[];
}

/**
 * Everyone's fields checked by the basic-data rules, each companion with the booker's contact and address
 * where left blank; a TAJ number given twice is refused on the later person. Throws one ValidationError
 * naming the booker's fields and each companion's.
 */
function checkPeople(request: AppointmentRequest, members: Member[], today: string): void {
  const fields = bookerErrors(request.person, request.invoice, request.language, today);
  const people = members
    .slice(1)
    .map(({ person }) => validatePerson(person, request.language, today, { knownPostalCode, isValidPhone }));
  for (const position of repeatedTajs(members.map((member) => member.person))) {
    const errors = position === 0 ? fields : people[position - 1]!;
    errors.taj ??= personMessages(request.language).duplicateTaj;
  }
  if (Object.keys(fields).length || people.some((errors) => Object.keys(errors).length)) {
    throw new ValidationError(fields, people);
  }
}

/**
 * Where each person sits: the start the group was offered at, placed by the same rule the availability
 * engine offered it by (domain/party.ts), with each person's own length of sampling.
 */
async function placeMembers(
  db: D1Database,
  availability: AvailabilityBackend,
  orders: Order[],
  { location_id, date, time }: Pick<AppointmentRequest, 'location_id' | 'date' | 'time'>,
) {
  const packagesOf = (order: Order) => order.packages.map((item) => item.id);
  const [times, location] = await Promise.all([
    availability.availableTimes({
      location_id,
      date,
      package_ids: packagesOf(orders[0]!),
      party: orders.slice(1).map(packagesOf),
    }),
    readBookingLocation(db, location_id, orders.flatMap(packagesOf)),
  ]);
  return placesAt(location, orders, { location_id, date }, times.find((offered) => offered.minute === time)?.party);
}

/** Each person's place from the starts the group was offered (in the order of `orders`); refused when none. */
function placesAt(
  location: BookingLocation | null,
  orders: Order[],
  { location_id, date }: { location_id: number; date: string },
  starts: number[] | undefined,
): AppointmentPlace[] {
  if (!starts || starts.length !== orders.length || !location) {
    throw new BookingError('slot_unavailable', 'The chosen time is not available for everyone in the booking');
  }
  const { slotMinutes } = location.schedule;
  const instant = utcInstantsOn(date);
  return orders.map((order, index) => {
    const start = starts[index]!;
    const count = slotsNeeded(
      order.packages.map((item) => location.appTimeOf.get(item.id) ?? item.app_time),
      slotMinutes,
    );
    return {
      location_id,
      date,
      start_minute: start,
      duration_minutes: count * slotMinutes,
      starts_at: instant(start),
      slots: occupiedSlots(start, slotMinutes, count),
    };
  });
}

/**
 * Books the group of `request` (the booker's own fields plus `people`): answers the booker's booking with
 * everyone in it. The booker's coupon counts against the booker's own examinations (a coupon is one use);
 * each person pays their own sampling fee, since each is sampled. All share the invoice, the payment
 * type, the hold and the language.
 */
export async function createParty(
  db: D1Database,
  availability: AvailabilityBackend,
  request: AppointmentRequest,
  fingerprint: string,
  now: Date,
): Promise<Appointment> {
  const today = budapestNow(now).date;
  const members: Member[] = [
    { person: request.person, package_ids: request.package_ids, test_ids: request.test_ids },
    ...(request.people ?? []).map((companion) => ({
      ...companion,
      person: withBookerDefaults(companion.person, request.person),
    })),
  ];
  checkPeople(request, members, today);
  const orders = await Promise.all(
    members.map((member) => loadOrder(db, request.location_id, member.package_ids, member.test_ids)),
  );
  for (const order of orders) checkBookable(order);
  const code = request.coupon_code?.trim();
  const coupon = code ? checkCoupon(await findCouponByCode(db, code), orders[0]!, today) : null;
  const places = await placeMembers(db, availability, orders, request);
  // One hold for the group, which comes together: until the first of them is due at the latest.
  const hold = initialHold(request, now, places.map((where) => where.starts_at).sort()[0]!);
  const party = toBase64Url(randomBytes(16));
  const bookings = members.map((member, position): NewAppointment => ({
    ...places[position]!,
    ...pricedItems(orders[position]!, request.language),
    ...(priceBooking(
      bookingItems(orders[position]!),
      orders[position]!.fees,
      position === 0 ? coupon : null,
    ) satisfies Omit<AppointmentPricing, 'examinations' | 'parameters'>),
    hash: newHash(),
    // Unique per person; '#' never occurs in a client's key, so none can collide with one.
    idempotency_key: position === 0 ? request.idempotency_key : `${request.idempotency_key}#${position}`,
    request_fingerprint: fingerprint,
    ...hold,
    payment_type: request.payment_type,
    language: request.language,
    person: member.person,
    invoice: request.invoice,
    coupon_code: position === 0 ? (coupon?.code ?? null) : null,
    coupon_id: position === 0 ? (coupon?.id ?? null) : null,
    party: { id: party, position },
  }));
  return insertParty(db, bookings);
}

/**
 * Moves everyone still booked in `current`'s group to `change`'s date and time (and location), at the
 * same or adjacent times from there, or nobody (docs/decisions/0055): each person keeps their
 * examinations at their booked prices, and only their sampling fee follows the location (decision 0012).
 * The group's own places are free for it (a party moving ten minutes later may reuse them); every old
 * slot row goes and every new one comes in one batch under the capacity trigger, so a full slot for
 * anyone aborts the whole move and leaves everyone where they were.
 */
export async function moveParty(
  db: D1Database,
  current: Appointment,
  change: { location_id?: number; date: string; time: number },
  now: Date,
): Promise<Appointment | null> {
  const group = (await findPartyBookings(db, current.party!.id)).filter((booking) => isLiveBooking(booking, now));
  const location_id = change.location_id ?? current.location_id;
  const { date, time } = change;
  const ids = (items: { id: number }[]) => items.map((item) => item.id);
  const orders = await Promise.all(
    group.map((booking) => loadOrder(db, location_id, ids(booking.examinations), ids(booking.parameters))),
  );
  group.forEach((booking, index) => {
    if (booking.location_id !== location_id) checkBookable(orders[index]!, { moving: true });
  });
  const packagesOf = (order: Order) => order.packages.map((item) => item.id);
  const data = await readAvailability(db, location_id, orders.flatMap(packagesOf), {
    from: date,
    to: date,
    nowIso: now.toISOString(),
    fullOnly: false,
  });
  // The group's own places count as free for it: they are given up in the same batch.
  if (data) freeOwnPlaces(data, location_id, group);
  const party = { booker: packagesOf(orders[0]!), others: orders.slice(1).map(packagesOf) };
  const offered = data ? availableTimesOn(data, date, now, party).find((start) => start.minute === time) : undefined;
  const places = placesAt(data?.location ?? null, orders, { location_id, date }, offered?.party);
  await moveAppointments(
    db,
    group.map((booking, index) => ({
      hash: booking.hash,
      change: { ...repriced(booking, orders[index]!), person: booking.person, invoice: booking.invoice },
      place: places[index]!,
    })),
  );
  return findAppointmentByHash(db, current.hash);
}
