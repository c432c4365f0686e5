/**
 * What a booking's hash link answers (issue 24 point 4; decision 0050). While the booking is live
 * (confirmed, or held and its hold not run out) its holder manages it and sees everything; once it is
 * cancelled or expired the link shows what happened to the visit and the money — status, date, time,
 * location, examinations, prices — and nothing of the person: no name, contact, TAJ, birth date,
 * address, mother's name, ID card or invoice. A family booker's link lists each member the same way.
 */
import type { Appointment, AppointmentParty } from './appointment';

export type EndedBooking = Pick<
  Appointment,
  | 'id'
  | 'hash'
  | 'reference'
  | 'status'
  | 'location_id'
  | 'date'
  | 'time'
  | 'minute'
  | 'starts_at'
  | 'duration_minutes'
  | 'hold_expires_at'
  | 'payment_type'
  | 'language'
  | 'examinations'
  | 'parameters'
  | 'items_total'
  | 'sampling_fee'
  | 'discount'
  | 'total'
  | 'created_at'
> & { party?: Omit<AppointmentParty, 'members'> & { members?: LinkedBooking[] } };

/** A booking as its link answers it: whole while live, without the person once ended. */
export type LinkedBooking = Appointment | EndedBooking;

/** Live: confirmed, or held with its hold not yet run out (the cron marks it expired a few minutes later). */
export function isLiveBooking(appointment: Pick<Appointment, 'status' | 'hold_expires_at'>, now: Date): boolean {
  if (appointment.status === 'confirmed') return true;
  return appointment.status === 'held' && (appointment.hold_expires_at ?? '') > now.toISOString();
}

/** The ended booking's own facts, without its person, invoice or coupon. */
function ended(appointment: Appointment): EndedBooking {
  const { person: _person, invoice: _invoice, coupon_code: _coupon, party, ...facts } = appointment;
  return {
    ...facts,
    ...(party ? { party: { id: party.id, position: party.position, size: party.size, total: party.total } } : {}),
  };
}

/** The booking as its link shows it at `now`, each member of a family booking by their own state. */
export function linkView(appointment: Appointment, now: Date): LinkedBooking {
  const view = isLiveBooking(appointment, now) ? { ...appointment } : ended(appointment);
  const members = appointment.party?.members;
  if (members && view.party) view.party = { ...view.party, members: members.map((member) => linkView(member, now)) };
  return view;
}

/** Whether the answer carries the person (a live booking's). */
export const hasPerson = (booking: LinkedBooking): booking is Appointment => 'person' in booking;
