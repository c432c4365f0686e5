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

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Moves a visit from `from` to `to` in one conditional statement: false when another desk moved it first
 * (the caller reads it again and says so). 'booked' is no row.
 */
export async function moveVisit(
  db: D1Database,
  move: { appointmentId: number; from: VisitState; to: VisitState; staffId: number | null },
): Promise<boolean> {
  const { appointmentId, from, to, staffId } = move;
  if (to === 'booked') {
    const done = await db
      .prepare('DELETE FROM appointment_visits WHERE appointment_id = ?1 AND state = ?2')
      .bind(appointmentId, from)
      .run();
    return done.meta.changes === 1;
  }
  const stamps = `arrived_at = CASE WHEN ?2 = 'arrived' THEN ${NOW} WHEN ?2 = 'no_show' THEN NULL ELSE arrived_at END,
      sampled_at = CASE WHEN ?2 = 'sampled' THEN ${NOW} ELSE NULL END`;
  if (from === 'booked') {
    const row = await db
      .prepare(
        `INSERT INTO appointment_visits (appointment_id, state, arrived_at, sampled_at, staff_id)
         VALUES (?1, ?2, CASE WHEN ?2 = 'arrived' THEN ${NOW} END, NULL, ?3)
         ON CONFLICT (appointment_id) DO NOTHING RETURNING appointment_id`,
      )
      .bind(appointmentId, to, staffId)
      .first();
    return row !== null;
  }
  const done = await db
    .prepare(
      `UPDATE appointment_visits SET state = ?2, ${stamps}, staff_id = ?3, updated_at = ${NOW}
       WHERE appointment_id = ?1 AND state = ?4`,
    )
    .bind(appointmentId, to, staffId, from)
    .run();
  return done.meta.changes === 1;
}

/**
 * The cron's no-shows: confirmed bookings of the days from `from` up to `before` (not included) that
 * nobody checked in. Answers how many were marked.
 */
export async function markNoShows(db: D1Database, from: string, before: string): Promise<number> {
  const done = await db
    .prepare(
      `INSERT INTO appointment_visits (appointment_id, state, staff_id)
       SELECT a.id, 'no_show', NULL FROM appointments a
       WHERE a.status = 'confirmed' AND a.date >= ?1 AND a.date < ?2
         AND NOT EXISTS (SELECT 1 FROM appointment_visits v WHERE v.appointment_id = a.id)`,
    )
    .bind(from, before)
    .run();
  return done.meta.changes;
}

/**
 * What a day sheet is made of, as one line of text that changes whenever the sheet would: each confirmed
 * booking's id, time and last change, its visit, and its on-site payment's invoice. No patient data.
 */
export async function dayStamp(db: D1Database, locationId: number, date: string): Promise<string> {
  const row = await db
    .prepare(
      `SELECT group_concat(line, ',') AS stamp FROM (
         SELECT a.id || ':' || a.start_minute || ':' || a.updated_at || ':' || COALESCE(v.state, '') || ':' ||
           COALESCE(v.updated_at, '') || ':' ||
           COALESCE((SELECT r.status || r.number FROM invoice_requests r
             WHERE r.appointment_hash = a.hash AND r.payment_id IS NULL AND r.kind = 'invoice'), '') AS line
         FROM appointments a LEFT JOIN appointment_visits v ON v.appointment_id = a.id
         WHERE a.location_id = ?1 AND a.date = ?2 AND a.status = 'confirmed'
         ORDER BY a.id)`,
    )
    .bind(locationId, date)
    .first<{ stamp: string | null }>();
  return row?.stamp ?? '';
}
