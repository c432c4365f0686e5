import type { WorkingDay } from '../domain/location';
import type { CalendarException } from '../domain/calendar';

/**
 * What the embedded booking engine reads to answer available dates and times (migrations/0003, 0004 and
 * 0015): a location's slot settings and plan, whether it samples the chosen packages, and — over a date
 * range — closures, the decreed calendar exceptions and the capacity already taken. One query per kind,
 * all of a call sent as one D1 batch (one round trip), whatever the number of days or bookings.
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
  /** Each chosen package's sampling minutes (a family booking's people each need their own). */
  appTimeOf: Map<number, number>;
  /** Every chosen package exists and this location can sample it (lab_location_packages). */
  samplesAll: boolean;
}

export interface BookingCalendar {
  /** The location's own closures and those for every location. */
  closures: Set<string>;
  exceptions: Map<string, CalendarException>;
  /** date → slot minute → visitors counted; only the full slots when read with `fullOnly`. */
  taken: Map<string, Map<number, number>>;
}

type Row = Record<string, unknown>;

// Id lists travel as one JSON array read with json_each, as in catalogue.ts (D1's 100-parameter limit).
const ids = (values: number[]) => JSON.stringify([...new Set(values)]);

// The defaults of lab_location_schedules (migrations/0004) for a location without a row of its own.
const setting = (column: string, fallback: number) =>
  `COALESCE((SELECT ${column} FROM lab_location_schedules WHERE location_id = ?1), ${fallback})`;

/** The statements of a location's settings, plan and package capabilities (?1 location, ?2 package ids). */
function locationStatements(db: D1Database, locationId: number, packageIds: number[]) {
  return [
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
        `SELECT p.id, p.app_time, lp.location_id IS NOT NULL AS sampled FROM lab_packages p
         LEFT JOIN lab_location_packages lp ON lp.package_id = p.id AND lp.location_id = ?1
         WHERE p.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(locationId, ids(packageIds)),
  ];
}

function toLocation([schedule, plan, packages]: D1Result<Row>[], packageIds: number[]): BookingLocation | null {
  const row = schedule!.results[0];
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
      plan!.results.map((day) => [day.weekday as number, { start: day.start_time, end: day.end_time } as WorkingDay]),
    ),
    appTimes: packages!.results.map((item) => item.app_time as number),
    appTimeOf: new Map(packages!.results.map((item) => [item.id as number, item.app_time as number])),
    samplesAll: packages!.results.length === wanted && packages!.results.every((item) => item.sampled === 1),
  };
}

/** A location's settings, plan and package capabilities, or null when there is no such location. */
export async function readBookingLocation(
  db: D1Database,
  locationId: number,
  packageIds: number[],
): Promise<BookingLocation | null> {
  return toLocation(await db.batch<Row>(locationStatements(db, locationId, packageIds)), packageIds);
}

export interface CalendarRange {
  /** First date, 'YYYY-MM-DD'. */
  from: string;
  /** Last date; null: the last day of the location's horizon counted from `from` (horizon_days). */
  to: string | null;
  /** The instant holds are judged at (UTC ISO-8601). */
  nowIso: string;
  /** Only the full slots: all that "is there a free start?" needs (a start is free unless a slot is full). */
  fullOnly: boolean;
}

// ?2 the first date, ?3 the last one or null for the end of the location's horizon.
const LAST_DATE = `COALESCE(?3, date(?2, printf('%+d days', ${setting('horizon_days', 60)} - 1)))`;
// The least taken count a calendar reads (?5: only full slots). confirmed + held bounds the live count
// from above, so testing it on the stored columns drops most unwanted rows before any hold is judged.
const LEAST = `CASE WHEN ?5 THEN ${setting('capacity_per_slot', 2)} ELSE 1 END`;

/**
 * Closures, calendar exceptions and taken capacity for a range (inclusive): ?1 location, ?2 from,
 * ?3 to, ?4 now, ?5 full slots only. Taken capacity comes from slot_occupancy (migrations/0015), one
 * row per used slot of the range, and leaves the database as one row per date ('minute:taken,…'), so
 * neither the bookings nor the slots of the range travel to the worker one row each: the cost follows
 * the days of the range, not the bookings. A slot counts its
 * confirmed bookings and the held ones whose hold ends after now — the appointment_slots_capacity
 * trigger's rule, so what is offered is what the database will accept; only a slot whose holds straddle
 * now counts its live holds one by one.
 */
function calendarStatements(db: D1Database, locationId: number, range: CalendarRange) {
  const { from, to, nowIso, fullOnly } = range;
  return [
    db
      .prepare(
        `SELECT DISTINCT date FROM lab_closures
         WHERE (location_id IS NULL OR location_id = ?1) AND date BETWEEN ?2 AND ${LAST_DATE}`,
      )
      .bind(locationId, from, to),
    db
      .prepare(`SELECT date, kind, plan_weekday FROM calendar_exceptions WHERE date BETWEEN ?2 AND ${LAST_DATE}`)
      .bind(locationId, from, to),
    db
      .prepare(
        `SELECT date, group_concat(slot_minute || ':' || taken) AS taken FROM (
           SELECT u.date, u.slot_minute, u.confirmed + CASE
               WHEN u.held = 0 OR u.last_hold_end <= ?4 THEN 0
               WHEN u.first_hold_end > ?4 THEN u.held
               ELSE (SELECT COUNT(*) FROM slot_occupants o
                     WHERE o.location_id = u.location_id AND o.date = u.date AND o.slot_minute = u.slot_minute
                       AND o.held AND o.hold_end > ?4)
             END AS taken
           FROM slot_occupancy u
           WHERE u.location_id = ?1 AND u.date BETWEEN ?2 AND ${LAST_DATE} AND u.confirmed + u.held >= ${LEAST})
         WHERE taken >= ${LEAST}
         GROUP BY date`,
      )
      .bind(locationId, from, to, nowIso, fullOnly ? 1 : 0),
  ];
}

function toCalendar([closures, exceptions, taken]: D1Result<Row>[]): BookingCalendar {
  const byDate = new Map<string, Map<number, number>>();
  for (const row of taken!.results) {
    const day = new Map<number, number>();
    for (const pair of (row.taken as string).split(',')) {
      const [minute, count] = pair.split(':');
      day.set(Number(minute), Number(count));
    }
    byDate.set(row.date as string, day);
  }
  return {
    closures: new Set(closures!.results.map((row) => row.date as string)),
    exceptions: new Map(exceptions!.results.map((row) => [row.date as string, row as unknown as CalendarException])),
    taken: byDate,
  };
}

/**
 * A location (null when there is none) and the calendar of a range, in one round trip: the range of
 * available_dates ends where the location's horizon does, which the database works out itself.
 */
export async function readAvailability(
  db: D1Database,
  locationId: number,
  packageIds: number[],
  range: CalendarRange,
): Promise<{ location: BookingLocation; calendar: BookingCalendar } | null> {
  const results = await db.batch<Row>([
    ...locationStatements(db, locationId, packageIds),
    ...calendarStatements(db, locationId, range),
  ]);
  const location = toLocation(results.slice(0, 3), packageIds);
  return location && { location, calendar: toCalendar(results.slice(3)) };
}
