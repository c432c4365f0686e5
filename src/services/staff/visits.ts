/**
 * A booking's visit at the desk (issue 28 point 3): booked → arrived → sampled, or no-show, and back
 * where a slip needs undoing (src/domain/staff.ts). Arrival and sampling happen on the booking's own day;
 * a no-show is marked on the day or after it. Check-in takes the code of the booking's QR code, or its
 * reference read out; a code of another place or day is refused saying which.
 */
import { findAppointmentById, findAppointmentByReference } from '../../db/appointments';
import { markNoShows, moveVisit, visitsOf } from '../../db/visits';
import type { Appointment } from '../../domain/appointment';
import { addDays, budapestNow } from '../../domain/budapestTime';
import { canMoveVisit, worksAt, type StaffMember, type VisitState } from '../../domain/staff';
import type { Bindings } from '../../env';
import { readCheckInCode } from '../checkInCode';

export type VisitRefusal =
  | 'unknown'
  | 'forbidden'
  | 'not_confirmed'
  | 'not_its_day'
  | 'not_allowed'
  | 'moved_meanwhile'
  | 'other_location'
  | 'other_day';

export type VisitChange =
  | { ok: true; appointment: Appointment; from: VisitState; to: VisitState }
  | { ok: false; refused: VisitRefusal; appointment?: Appointment; visit?: VisitState };

const REFERENCE = /^PL-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** A booking by its id, for the desk's answers (the notice of a booking of another place or day). */
export const bookingById = (env: Bindings, id: number) => findAppointmentById(env.DB, id);

async function visitOf(env: Bindings, appointmentId: number): Promise<VisitState> {
  return (await visitsOf(env.DB, [appointmentId])).get(appointmentId)?.state ?? 'booked';
}

/** Moves the booking's visit to `to`, if the member works there and the move is allowed today. */
export async function changeVisit(
  env: Bindings,
  member: StaffMember,
  appointmentId: number,
  to: VisitState,
  now = new Date(),
): Promise<VisitChange> {
  const appointment = await findAppointmentById(env.DB, appointmentId);
  if (!appointment) return { ok: false, refused: 'unknown' };
  if (!worksAt(member, appointment.location_id)) return { ok: false, refused: 'forbidden' };
  if (appointment.status !== 'confirmed') return { ok: false, refused: 'not_confirmed', appointment };
  const today = budapestNow(now).date;
  const onItsDay = appointment.date === today;
  const dayCame = appointment.date <= today;
  if ((to === 'arrived' || to === 'sampled') && !onItsDay) return { ok: false, refused: 'not_its_day', appointment };
  if (!dayCame) return { ok: false, refused: 'not_its_day', appointment };
  const from = await visitOf(env, appointment.id);
  if (from === to) return { ok: true, appointment, from, to };
  if (!canMoveVisit(from, to)) return { ok: false, refused: 'not_allowed', appointment, visit: from };
  const moved = await moveVisit(env.DB, { appointmentId: appointment.id, from, to, staffId: member.id });
  if (!moved) return { ok: false, refused: 'moved_meanwhile', appointment, visit: await visitOf(env, appointment.id) };
  return { ok: true, appointment, from, to };
}

/**
 * Checks a patient in at the desk's location: by the code their QR code holds, or by the booking's
 * reference. A code for another place or another day is refused with the booking (to say which).
 */
export async function checkIn(
  env: Bindings,
  member: StaffMember,
  input: { code: string; locationId: number },
  now = new Date(),
): Promise<VisitChange> {
  const text = input.code.trim().toUpperCase();
  let appointment: Appointment | null = null;
  const subject = await readCheckInCode(env, text);
  if (subject) appointment = await findAppointmentById(env.DB, subject.appointmentId);
  else if (REFERENCE.test(text)) appointment = await findAppointmentByReference(env.DB, text);
  if (!appointment) return { ok: false, refused: 'unknown' };
  if (appointment.location_id !== input.locationId) return { ok: false, refused: 'other_location', appointment };
  if (appointment.date !== budapestNow(now).date) return { ok: false, refused: 'other_day', appointment };
  return changeVisit(env, member, appointment.id, 'arrived', now);
}

/** Days looked back at for no-shows: a week of missed cron runs is caught up. */
const NO_SHOW_DAYS = 7;

/**
 * The automatic no-show (docs/decisions/0067): once a Budapest day is over, its confirmed bookings that
 * nobody checked in are no-shows. A receptionist can still mark one arrived after all on the day itself;
 * later the record stands.
 */
export function markDayNoShows(env: Bindings, now = new Date()): Promise<number> {
  const today = budapestNow(now).date;
  return markNoShows(env.DB, addDays(today, -NO_SHOW_DAYS), today);
}
