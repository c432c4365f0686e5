/**
 * Family bookings (issue 17 point 3; docs/decisions/0048-family-booking.md): one booking for up to 5
 * people at one location, each with their own examinations and patient data, at the same or adjacent
 * times so that they come together. Pure: the booking engine, the availability engine and the booking
 * steps in the browser use the same rules.
 */
import type { Appointment } from './appointment';
import type { AppointmentPerson } from './person';
import { type AvailableTime, clockMinute, clockTime, isOpen, type SlotDay } from './slots';
import { utcInstantsOn } from './budapestTime';

/** A person's name as a language writes it: one place orders names (src/domain/personName.ts). */
export { personName } from './personName';

/** The booker and at most four more (issue 17 point 3: "up to 5 people"). */
export const MAX_PARTY_SIZE = 5;
export const MAX_COMPANIONS = MAX_PARTY_SIZE - 1;

/** Packages tagged so are children's examinations, offered only at locations with the same tag (spec section 3). */
export const CHILD_TESTING = 'child_testing';

/**
 * What a companion may leave blank and then shares with the booker: the contact and the home address.
 * A child has no e-mail address or phone of their own, and a family mostly lives together; the
 * confirmation goes to the booker in any case.
 */
export const SHARED_FIELDS = ['email', 'phone_number', 'zip_code', 'city', 'address'] as const;

/**
 * A companion as booked: blank shared fields filled from the booker, the booker's consents (they accept
 * the terms and the privacy notice for everyone they book) and language; marketing consent is only ever
 * the booker's own.
 */
export function withBookerDefaults(person: AppointmentPerson, booker: AppointmentPerson): AppointmentPerson {
  const filled = { ...person };
  for (const key of SHARED_FIELDS) if (!person[key].trim()) filled[key] = booker[key];
  return {
    ...filled,
    elfogadom: booker.elfogadom,
    adatvedelmiElfogadom: booker.adatvedelmiElfogadom,
    language: booker.language,
    dm: false,
    dmMisc: '',
  };
}

/** A TAJ number as compared: its digits only ('123 456 788' and '123456788' are one number). */
const tajDigits = (taj: string) => taj.replace(/\D/g, '');

/**
 * The positions (0 the booker) whose TAJ number an earlier person of the booking already gave: one
 * insurance number belongs to one person.
 */
export function repeatedTajs(people: Pick<AppointmentPerson, 'taj'>[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  people.forEach((person, position) => {
    const digits = tajDigits(person.taj);
    if (!digits) return;
    if (seen.has(digits)) repeated.push(position);
    seen.add(digits);
  });
  return repeated;
}

/**
 * Where each person of a group arriving at `start` begins, or null when the group cannot come then.
 * `needs[i]` is how many consecutive slots person i's sampling occupies (slotsNeeded). Everyone starts
 * at `start` or in a slot right after one already used, so the group's starts form one run without a
 * gap from `start` (at most one slot per person later): the same or adjacent times. Each person's slots
 * must have room left after those already placed (capacity counts each person). The longest samplings
 * are placed first, as they are the hardest to fit; the answer is in the order of `needs`.
 * Deterministic: the engine books exactly the placement the availability engine offered.
 */
export function placeParty(day: SlotDay, start: number, needs: readonly number[]): number[] | null {
  if (!isOpen(day.plan) || start < day.earliestMinute || needs.length === 0) return null;
  const open = clockMinute(day.plan.start);
  const slots = Math.floor((clockMinute(day.plan.end) - open) / day.slotMinutes);
  const first = (start - open) / day.slotMinutes;
  if (!Number.isInteger(first) || first < 0) return null;
  const room = new Map<number, number>();
  const roomAt = (slot: number) => room.get(slot) ?? day.capacity - (day.taken.get(open + slot * day.slotMinutes) ?? 0);
  const order = needs.map((need, index) => ({ need, index })).sort((a, b) => b.need - a.need || a.index - b.index);
  const starts: number[] = new Array<number>(needs.length);
  let last = first - 1;
  for (const { need, index } of order) {
    let placed = false;
    for (let slot = first; slot <= last + 1 && slot + need <= slots; slot++) {
      let fits = true;
      for (let s = slot; s < slot + need && fits; s++) fits = roomAt(s) > 0;
      if (!fits) continue;
      for (let s = slot; s < slot + need; s++) room.set(s, roomAt(s) - 1);
      starts[index] = open + slot * day.slotMinutes;
      last = Math.max(last, slot);
      placed = true;
      break;
    }
    if (!placed) return null;
  }
  return starts;
}

/** A start the whole group can come at, with each person's own start (in the order of `needs`). */
export interface PartyStart {
  minute: number;
  /** Room left at the arrival slot before the group (as `free` of a single start). */
  free: number;
  starts: number[];
}

/** Every start of the day the whole group fits at. Lazy, so "any?" stops at the first. */
function* partyStarts(day: SlotDay, needs: readonly number[]): Generator<PartyStart> {
  if (!isOpen(day.plan)) return;
  const open = clockMinute(day.plan.start);
  const close = clockMinute(day.plan.end);
  for (let minute = open; minute + day.slotMinutes <= close; minute += day.slotMinutes) {
    if (minute < day.earliestMinute) continue;
    const starts = placeParty(day, minute, needs);
    if (starts) yield { minute, free: day.capacity - (day.taken.get(minute) ?? 0), starts };
  }
}

export const hasPartyStart = (day: SlotDay, needs: readonly number[]): boolean => !partyStarts(day, needs).next().done;

/** The day's starts for the group as the availability port answers them, each with everyone's start. */
export function partyAvailableTimes(day: SlotDay, needs: readonly number[]): AvailableTime[] {
  const instant = utcInstantsOn(day.date);
  return [...partyStarts(day, needs)].map(({ minute, free, starts }) => ({
    time: clockTime(minute),
    minute,
    starts_at: instant(minute),
    free,
    party: starts,
  }));
}

/**
 * The `party` parameter of available_dates and available_times: each other person's package ids,
 * comma-separated, people separated by ';' (an empty part is a person with single tests only).
 */
export const partyQuery = (others: number[][]) => others.map((ids) => ids.join(',')).join(';');

/** The parameter read back; null when it is malformed or names more than MAX_COMPANIONS people. */
export function readPartyQuery(value: string): number[][] | null {
  if (!/^[\d,;]*$/.test(value)) return null;
  const people = value.split(';').map((part) => part.split(',').filter(Boolean).map(Number));
  const valid = people.every((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0));
  return valid && people.length <= MAX_COMPANIONS ? people : null;
}

/**
 * A booking's prices as its one payment sees them: for the booker's booking of a family booking the sums
 * over everyone still booked (held or confirmed), else the booking's own.
 */
type Priced = Pick<Appointment, 'status' | 'items_total' | 'sampling_fee' | 'discount' | 'total'>;

export function partyTotals<
  T extends Pick<Appointment, 'items_total' | 'sampling_fee' | 'discount' | 'total'> & {
    party?: { members?: Priced[] };
  },
>(appointment: T): T {
  const members = appointment.party?.members?.filter((m) => m.status === 'held' || m.status === 'confirmed');
  if (!members?.length) return appointment;
  const sum = (key: 'items_total' | 'sampling_fee' | 'discount' | 'total') =>
    members.reduce((total, member) => total + member[key], 0);
  return {
    ...appointment,
    items_total: sum('items_total'),
    sampling_fee: sum('sampling_fee'),
    discount: sum('discount'),
    total: sum('total'),
  };
}

/**
 * Bookings as visits: a family booking's people together, in their order (the booker first), every
 * other booking on its own; for the mails that speak of a whole group at once (decision 0055).
 */
export function byParty<T extends Pick<Appointment, 'id' | 'party'>>(bookings: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const booking of bookings) {
    const key = booking.party ? `party:${booking.party.id}` : `booking:${booking.id}`;
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.values()].map((people) =>
    people.sort((a, b) => (a.party?.position ?? 0) - (b.party?.position ?? 0)),
  );
}
