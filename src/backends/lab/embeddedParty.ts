/**
 * A family booking in the embedded engine (issue 17 point 3; docs/decisions/0048-family-booking.md):
 * the booker and up to four more people at one location, each with their own examinations, patient
 * data (TAJ checked for each), time, price and hash link, written in one batch under the capacity
 * trigger, so the whole group is booked or none of it is. The availability engine's placement is the
 * friendly pre-check; the trigger decides who gets the last places.
 */
import { type AppointmentPricing, insertParty, type NewAppointment } from '../../db/appointments';
import { readBookingLocation } from '../../db/availability';
import { findCouponByCode } from '../../db/coupons';
import { type Appointment, type AppointmentRequest, BookingError } from '../../domain/appointment';
import { budapestNow, utcInstantsOn } from '../../domain/budapestTime';
import { repeatedTajs, withBookerDefaults } from '../../domain/party';
import type { AppointmentPerson } from '../../domain/person';
import { validatePerson } from '../../domain/personValidation';
import { priceBooking } from '../../domain/pricing';
import { occupiedSlots, slotsNeeded } from '../../domain/slots';
import { personMessages } from '../../i18n/personMessages';
import { knownPostalCode } from '../../services/settlements';
import type { AvailabilityBackend } from './availability';
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
    .map(({ person }) => validatePerson(person, request.language, today, { knownPostalCode }));
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
  const starts = times.find((offered) => offered.minute === time)?.party;
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
