/**
 * A booking's visit on its day (migrations/0025 appointment_visits): no row is 'booked'. Every change is
 * one conditional statement, so two desks pressing at once cannot both move a visit the same way.
 */
import type { VisitState } from '../domain/staff';

export interface VisitRow {
  appointment_id: number;
  state: Exclude<VisitState, 'booked'>;
  arrived_at: string | null;
  sampled_at: string | null;
  staff_id: number | null;
  updated_at: string;
}

/** The visits of these bookings, by booking id; a booking without one is 'booked'. */
export async function visitsOf(db: D1Database, appointmentIds: number[]): Promise<Map<number, VisitRow>> {
  if (!appointmentIds.length) return new Map();
  const { results } = await db
    .prepare('SELECT * FROM appointment_visits WHERE appointment_id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(appointmentIds))
    .all<VisitRow>();
  return new Map(results.map((row) => [row.appointment_id, row]));
}
