import type { WorkingDay } from '../domain/location';
import type { CalendarException } from '../domain/calendar';

/**
 * What the embedded booking engine reads to answer available dates and times (migrations/0003 and
 * 0004): a location's slot settings and plan, whether it samples the chosen packages, and — over a date
 * range — closures, the decreed calendar exceptions and the capacity already taken. One query per kind,
 * each kind of a call sent as one D1 batch (one round trip), whatever the number of days.
 */

/** Slot settings; a location without a lab_location_schedules row gets the table's defaults. */
export interface LocationSchedule {
  slotMinutes: number;
  capacity: number;
  leadTimeMinutes: number;
  horizonDays: number;
}

export interface BookingLocation {
  schedule: LocationSchedule;
  /** Weekday (1 = Monday … 7 = Sunday) → plan. */
  weeklyPlan: Map<number, WorkingDay>;
  /** The chosen packages' sampling minutes. */
  appTimes: number[];
  /** Every chosen package exists and this location can sample it (lab_location_packages). */
  samplesAll: boolean;
}

export interface BookingCalendar {
  /** The location's own closures and those for every location. */
  closures: Set<string>;
  exceptions: Map<string, CalendarException>;
  /** date → slot minute → visitors counted. */
  taken: Map<string, Map<number, number>>;
}

type Row = Record<string, unknown>;

// Id lists travel as one JSON array read with json_each, as in catalogue.ts (D1's 100-parameter limit).
const ids = (values: number[]) => JSON.stringify([...new Set(values)]);

/** A location's settings, plan and package capabilities, or null when there is no such location. */
export async function readBookingLocation(
  db: D1Database,
  locationId: number,
  packageIds: number[],
): Promise<BookingLocation | null> {
  const [schedule, plan, packages] = await db.batch<Row>([
    db
      .prepare(
        `SELECT COALESCE(s.slot_minutes, 10) AS slot_minutes, COALESCE(s.capacity_per_slot, 2) AS capacity,
           COALESCE(s.lead_time_minutes, 120) AS lead_time, COALESCE(s.horizon_days, 60) AS horizon
         FROM lab_locations l LEFT JOIN lab_location_schedules s ON s.location_id = l.id WHERE l.id = ?1`,
      )
      .bind(locationId),
    db.prepare('SELECT weekday, start_time, end_time FROM lab_working_plans WHERE location_id = ?1').bind(locationId),
    db
      .prepare(
        `SELECT p.app_time, lp.location_id IS NOT NULL AS sampled FROM lab_packages p
         LEFT JOIN lab_location_packages lp ON lp.package_id = p.id AND lp.location_id = ?1
         WHERE p.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(locationId, ids(packageIds)),
  ]);
  const row = schedule.results[0];
  if (!row) return null;
  const wanted = new Set(packageIds).size;
  return {
    schedule: {
      slotMinutes: row.slot_minutes as number,
      capacity: row.capacity as number,
      leadTimeMinutes: row.lead_time as number,
      horizonDays: row.horizon as number,
    },
    weeklyPlan: new Map(
      plan.results.map((day) => [day.weekday as number, { start: day.start_time, end: day.end_time } as WorkingDay]),
    ),
    appTimes: packages.results.map((item) => item.app_time as number),
    samplesAll: packages.results.length === wanted && packages.results.every((item) => item.sampled === 1),
  };
}

/**
 * Closures, calendar exceptions and taken capacity for `from`…`to` (inclusive). A slot is taken by a
 * confirmed appointment, or by a held one whose hold has not expired at `nowIso` — the same rule as the
 * appointment_slots_capacity trigger, so what is offered is what the database will accept.
 */
export async function readBookingCalendar(
  db: D1Database,
  locationId: number,
  from: string,
  to: string,
  nowIso: string,
): Promise<BookingCalendar> {
  const [closures, exceptions, taken] = await db.batch<Row>([
    db
      .prepare(
        `SELECT DISTINCT date FROM lab_closures
         WHERE (location_id IS NULL OR location_id = ?1) AND date BETWEEN ?2 AND ?3`,
      )
      .bind(locationId, from, to),
    db.prepare('SELECT date, kind, plan_weekday FROM calendar_exceptions WHERE date BETWEEN ?1 AND ?2').bind(from, to),
    db
      .prepare(
        `SELECT s.date, s.slot_minute, COUNT(*) AS taken FROM appointment_slots s
         JOIN appointments a ON a.id = s.appointment_id
         WHERE s.location_id = ?1 AND s.date BETWEEN ?2 AND ?3
           AND (a.status = 'confirmed' OR (a.status = 'held' AND a.hold_expires_at > ?4))
         GROUP BY s.date, s.slot_minute`,
      )
      .bind(locationId, from, to, nowIso),
  ]);
  const byDate = new Map<string, Map<number, number>>();
  for (const row of taken.results) {
    const date = row.date as string;
    const day = byDate.get(date) ?? new Map<number, number>();
    day.set(row.slot_minute as number, row.taken as number);
    byDate.set(date, day);
  }
  return {
    closures: new Set(closures.results.map((row) => row.date as string)),
    exceptions: new Map(exceptions.results.map((row) => [row.date as string, row as unknown as CalendarException])),
    taken: byDate,
  };
}
