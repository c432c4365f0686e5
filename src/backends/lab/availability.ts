import {
  type BookingCalendar,
  type BookingLocation,
  type LocationSchedule,
  readAvailability,
} from '../../db/availability';
import { addDays, type BudapestClock, budapestNow, datesBetween } from '../../domain/budapestTime';
import { effectivePlan, type LocationCalendar } from '../../domain/calendar';
import { isHungarianPublicHoliday } from '../../domain/hungarianHolidays';
import {
  type AvailableTime,
  availableTimes,
  hasFreeStart,
  isOpen,
  occupiedSlots,
  type SlotDay,
  slotsNeeded,
} from '../../domain/slots';
import type { AvailableDates, AvailableDatesQuery, AvailableTimesQuery } from './bookingPort';
import { hasPartyStart, partyAvailableTimes } from '../../domain/party';
import { findAppointmentByHash, findPartyBookingsOf } from '../../db/appointments';
import type { Appointment } from '../../domain/appointment';
import { isLiveBooking } from '../../domain/bookingView';

/**
 * Available dates and times (spec section 7: available_dates, available_times) from the embedded booking
 * engine on D1 (DESIGN.md, Booking engine rules), or from the laboratory system over HTTP. Never cached
 * in KV: capacity changes with every booking (DESIGN.md, Data).
 */
export interface AvailabilityBackend {
  availableDates(query: AvailableDatesQuery): Promise<AvailableDates>;
  availableTimes(query: AvailableTimesQuery): Promise<AvailableTime[]>;
}

/** What one location's answer is computed from: its settings and plan, and the range's calendar. */
export interface AvailabilityData {
  location: BookingLocation;
  calendar: BookingCalendar;
}

/** The bookable range at `now`: from the end of the lead time to the last day of the horizon. */
export interface BookingWindow {
  /** now + lead time, on the Budapest clock: no start before it. */
  earliest: BudapestClock;
  /** The last bookable date: horizon_days counts the bookable days from today on (migrations/0004). */
  lastDate: string;
}

export function bookingWindow(schedule: LocationSchedule, now: Date): BookingWindow {
  return {
    earliest: budapestNow(new Date(now.getTime() + schedule.leadTimeMinutes * 60_000)),
    lastDate: addDays(budapestNow(now).date, schedule.horizonDays - 1),
  };
}

/**
 * The slot day of each date in the window, or null where the location is closed. What is the same for
 * every day (the calendar rules, the slots a sampling needs) is worked out once, not once per day.
 */
function slotDays({ location, calendar }: AvailabilityData, window: BookingWindow) {
  const rules: LocationCalendar = { ...location, ...calendar, isPublicHoliday: isHungarianPublicHoliday };
  const { slotMinutes, capacity } = location.schedule;
  const needed = slotsNeeded(location.appTimes, slotMinutes);
  const noneTaken = new Map<number, number>();
  return (date: string): SlotDay | null => {
    if (date < window.earliest.date || date > window.lastDate) return null;
    const plan = effectivePlan(date, rules);
    if (!isOpen(plan)) return null;
    const taken = calendar.taken.get(date) ?? noneTaken;
    const earliestMinute = date === window.earliest.date ? window.earliest.minute : 0;
    return { date, plan, slotMinutes, capacity, taken, slotsNeeded: needed, earliestMinute };
  };
}

/**
 * A family booking's people (docs/decisions/0048): the slots each one's sampling occupies, the booker's
 * first, from each one's own packages; null for a booking of one person.
 */
export type PartyPackages = { booker: number[]; others: number[][] } | null;

const partyNeeds = ({ location }: AvailabilityData, party: NonNullable<PartyPackages>) =>
  [party.booker, ...party.others].map((ids) =>
    slotsNeeded(
      ids.map((id) => location.appTimeOf.get(id) ?? 0),
      location.schedule.slotMinutes,
    ),
  );

/** The dates with at least one free start, in one pass over the window (pure: for tests and the bench). */
export function availableDatesFrom(data: AvailabilityData, now: Date, party: PartyPackages = null): AvailableDates {
  if (!data.location.samplesAll) return [];
  const window = bookingWindow(data.location.schedule, now);
  const dayOf = slotDays(data, window);
  const needs = party && partyNeeds(data, party);
  const dates: string[] = [];
  for (const date of datesBetween(window.earliest.date, window.lastDate)) {
    const day = dayOf(date);
    if (day && (needs ? hasPartyStart(day, needs) : hasFreeStart(day))) dates.push(date);
  }
  return dates;
}

/** The free starts of one date (pure: for tests and the bench); for a group, those it fits at whole. */
export function availableTimesOn(
  data: AvailabilityData,
  date: string,
  now: Date,
  party: PartyPackages = null,
): AvailableTime[] {
  if (!data.location.samplesAll) return [];
  const day = slotDays(data, bookingWindow(data.location.schedule, now))(date);
  if (!day) return [];
  return party ? partyAvailableTimes(day, partyNeeds(data, party)) : availableTimes(day);
}

/**
 * A move gives up the places it moves from (docs/decisions/0055): the moving bookings' own slots at
 * this location count as free for them, as the engine's move deletes them in the same batch. A slot
 * the calendar did not read (not full, when only full ones were read) stays as it is.
 */
export function freeOwnPlaces(data: AvailabilityData, locationId: number, bookings: Appointment[]): void {
  const { slotMinutes } = data.location.schedule;
  for (const booking of bookings) {
    if (booking.location_id !== locationId) continue;
    const day = data.calendar.taken.get(booking.date);
    if (!day) continue;
    const taken = new Map(day);
    for (const slot of occupiedSlots(booking.minute, slotMinutes, booking.duration_minutes / slotMinutes)) {
      const count = taken.get(slot);
      if (count !== undefined) taken.set(slot, count - 1);
    }
    data.calendar.taken.set(booking.date, taken);
  }
}

/**
 * The live bookings a query's `moving` hash gives up: that booking alone, or with `party` everyone still
 * booked in its group (they move together). None for an unknown or ended booking.
 */
async function movingBookings(db: D1Database, query: AvailableDatesQuery, at: Date): Promise<Appointment[]> {
  const hash = query.moving;
  if (!hash) return [];
  const group = query.party?.length ? await findPartyBookingsOf(db, hash) : [];
  if (group.length) {
    const moving = group.find((member) => member.hash === hash)!;
    return isLiveBooking(moving, at) ? group.filter((member) => isLiveBooking(member, at)) : [];
  }
  const booking = await findAppointmentByHash(db, hash);
  return booking && isLiveBooking(booking, at) ? [booking] : [];
}

/** The query's group, and every package the location must sample for it. */
function partyOf({ package_ids, party }: AvailableDatesQuery): { ids: number[]; party: PartyPackages } {
  if (!party?.length) return { ids: package_ids, party: null };
  return { ids: [...package_ids, ...party.flat()], party: { booker: package_ids, others: party } };
}

/**
 * The embedded engine. `now` is injectable so tests fix the clock. A location that does not exist, or
 * cannot sample every chosen package, has no dates: [] (the API answers 'No data received from …').
 */
export function embeddedAvailability(db: D1Database, now = () => new Date()): AvailabilityBackend {
  return {
    async availableDates(query) {
      const at = now();
      const { ids, party } = partyOf(query);
      // From today to the end of the horizon, which the database reads from the location's settings;
      // days before the end of the lead time are left out by availableDatesFrom. "Any free start?" needs
      // only the full slots for one person, so no partly taken one is read; a group needs room for all.
      const range = { from: budapestNow(at).date, to: null, nowIso: at.toISOString(), fullOnly: !party };
      const [data, moving] = await Promise.all([
        readAvailability(db, query.location_id, ids, range),
        movingBookings(db, query, at),
      ]);
      if (!data) return [];
      freeOwnPlaces(data, query.location_id, moving);
      return availableDatesFrom(data, at, party);
    },
    async availableTimes(query) {
      const at = now();
      const { ids, party } = partyOf(query);
      const range = { from: query.date, to: query.date, nowIso: at.toISOString(), fullOnly: false };
      const [data, moving] = await Promise.all([
        readAvailability(db, query.location_id, ids, range),
        movingBookings(db, query, at),
      ]);
      if (!data) return [];
      freeOwnPlaces(data, query.location_id, moving);
      return availableTimesOn(data, query.date, at, party);
    },
  };
}
