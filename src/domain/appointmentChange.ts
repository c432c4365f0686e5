import type { Appointment, PartyPerson } from './appointment';
import type { AppointmentInvoice, AppointmentPerson } from './person';

/**
 * A change by hash link: a new date and time (optionally at another location), new person and invoice
 * data, or both. A new location always comes with its date and time.
 */
export interface AppointmentChange {
  /**
   * 'ONSITE' switches a booking still waiting for its online payment to paying on site: it is
   * confirmed at once and its hold ends, or (`awaits_confirmation`) held for its patient's confirmation.
   * Refused for any other booking.
   */
  payment_type?: 'ONSITE';
  /**
   * With `payment_type`: the on-site booking waits for its patient to confirm it from the mail, held
   * until then (decision 0050); set by the site, never by the browser.
   */
  awaits_confirmation?: boolean;
  location_id?: number;
  date?: string;
  time?: number;
  person?: AppointmentPerson;
  invoice?: AppointmentInvoice;
  /**
   * With a new date and time (and location): the whole family booking moves, everyone still booked at the
   * same or adjacent times from `time` on, or nobody does (docs/decisions/0055). Absent: this person alone.
   */
  everyone?: boolean;
}

/** Whether the change is the switch to paying on site and nothing else, as that switch must be. */
export function isPaymentSwitchAlone(change: AppointmentChange): boolean {
  const { awaits_confirmation: _confirmation, ...rest } = change;
  return Object.values(rest).filter((value) => value !== undefined).length === 1;
}

/**
 * What a change by hash link would do to a booking (issue 12, point 8): 'booking' when its time, place
 * or way of paying changes (the "your booking changed" mail, with a new calendar entry); 'data' when
 * only the person's or the invoice's data changes ("your data was updated"); 'none' when it changes
 * nothing at all, which is then neither written nor mailed.
 */
export type ChangeEffect = 'none' | 'data' | 'booking';

/** Whether every field `given` names holds the same value in `stored` (an absent stored field is ''). */
function sameFields(given: object | undefined, stored: object): boolean {
  if (!given) return true;
  const current = stored as Record<string, unknown>;
  return Object.entries(given).every(([key, value]) => (current[key] ?? '') === value);
}

export function changeEffect(current: Appointment, change: AppointmentChange): ChangeEffect {
  const moved =
    (change.location_id !== undefined && change.location_id !== current.location_id) ||
    (change.date !== undefined && change.date !== current.date) ||
    (change.time !== undefined && change.time !== current.minute);
  const payment = change.payment_type !== undefined && change.payment_type !== current.payment_type;
  if (moved || payment) return 'booking';
  const same = sameFields(change.person, current.person) && sameFields(change.invoice, current.invoice);
  return same ? 'none' : 'data';
}

/**
 * A move of the whole family booking (decision 0055) changes the booking unless everyone still booked is
 * already at the target's day and place and this person at its time: a party split earlier can be
 * brought back together from any one person's link.
 */
export function partyMoveEffect(current: Appointment, change: AppointmentChange): ChangeEffect {
  const location = change.location_id ?? current.location_id;
  const apart = (current.party?.people ?? []).some(
    (person) => person.location_id !== location || person.date !== (change.date ?? current.date),
  );
  return apart ? 'booking' : changeEffect(current, change);
}

/**
 * Who a move moved and who stayed where they were, for the change mail (decision 0055): the people of
 * a family booking before and after; undefined for a booking of one person.
 */
export function movedPeople(
  before: Appointment,
  after: Appointment,
  everyone: boolean,
): { moved: PartyPerson[]; staying: PartyPerson[] } | undefined {
  const people = after.party?.people;
  if (!people || people.length < 2) return undefined;
  const position = after.party!.position;
  const was = new Map((before.party?.people ?? []).map((person) => [person.position, person]));
  const moves = (person: PartyPerson) => {
    const old = was.get(person.position);
    return (
      person.position === position ||
      (everyone &&
        (!old || old.location_id !== person.location_id || old.date !== person.date || old.minute !== person.minute))
    );
  };
  return { moved: people.filter(moves), staying: people.filter((person) => !moves(person)) };
}
