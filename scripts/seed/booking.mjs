import { sqlString } from './sql.mjs';

// The embedded booking engine's demo settings (migrations/0004): slot length, capacity, lead time and
// horizon for every seeded location, a few closures, and the working-day order Hungary sets by decree
// each year. Every statement is an idempotent INSERT OR IGNORE with fixed keys.

// ---------------------------------------------------------------------------------------------------
// Slot settings: busy points take more visitors per slot; small ones 15-minute slots for one nurse.
// ---------------------------------------------------------------------------------------------------

/** [location_id, slot_minutes, capacity_per_slot, lead_time_minutes] — every horizon is 60 days. */
const SCHEDULE_ROWS = [
  [1, 10, 4, 60], // Váci út: six sampling rooms, the laboratory next door
  [2, 15, 1, 120], // Margit körút: one room
  [3, 10, 3, 60],
  [4, 15, 2, 120],
  [5, 10, 2, 90],
  [6, 10, 2, 120],
  [7, 15, 1, 180], // Infopark: the corporate point, two mornings a week
  [8, 10, 3, 120],
  [9, 10, 3, 60],
  [10, 15, 2, 120],
  [11, 10, 2, 120],
  [12, 15, 2, 180],
  [13, 10, 3, 90],
  [14, 15, 1, 180],
  [15, 10, 2, 120],
];

export const SCHEDULES = SCHEDULE_ROWS.map(([location_id, slot_minutes, capacity_per_slot, lead_time_minutes]) => ({
  location_id,
  slot_minutes,
  capacity_per_slot,
  lead_time_minutes,
  horizon_days: 60,
}));

// ---------------------------------------------------------------------------------------------------
// Closures: one location's own, and one for every location on a day that is not a public holiday.
// ---------------------------------------------------------------------------------------------------

export const CLOSURES = [
  { id: 1, location_id: 2, date: '2026-12-07', reason: 'Felújítás (renovation)' },
  { id: 2, location_id: null, date: '2026-12-31', reason: 'Év végi leltár (year-end inventory)' },
  { id: 3, location_id: 9, date: '2027-01-15', reason: 'Munkatársi képzés (staff training)' },
];

// ---------------------------------------------------------------------------------------------------
// Calendar exceptions: the yearly working-day order (munkaszüneti napok körüli munkarend), set by the
// minister for national economy under Mt. (2012. évi I. tv.) 102. § (5). A rest day (pihenőnap) is
// worked on a Saturday (munkanap) that follows the plan of the weekday it stands in for.
// ---------------------------------------------------------------------------------------------------

// 2026: 10/2025. (IV. 30.) NGM rendelet a 2026. évi munkaszüneti napok körüli munkarendről
// (Magyar Közlöny 2025/51). December 24 is no public holiday in Hungary; the decree makes it a rest day.
// 2027: the decree was not out when this was written; operators add its rows when it is.
const DECREE_2026 = '10/2025. (IV. 30.) NGM rendelet';
const TRANSFERS = [
  { rest_day: '2026-01-02', working_day: '2026-01-10', weekday: 5, note: DECREE_2026 },
  { rest_day: '2026-08-21', working_day: '2026-08-08', weekday: 5, note: DECREE_2026 },
  { rest_day: '2026-12-24', working_day: '2026-12-12', weekday: 4, note: DECREE_2026 },
];

export const CALENDAR_EXCEPTIONS = TRANSFERS.flatMap(({ rest_day, working_day, weekday, note }) => [
  { date: rest_day, kind: 'rest_day', plan_weekday: null, note: `${note}: pihenőnap, ledolgozva ${working_day}` },
  { date: working_day, kind: 'working_day', plan_weekday: weekday, note: `${note}: munkanap ${rest_day} helyett` },
]);

// ---------------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------------

const value = (v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : sqlString(v));
const values = (row) => `(${Object.values(row).map(value).join(', ')})`;

/** One multi-row INSERT OR IGNORE; the rows' keys name the columns, in order. */
const insertAll = (table, rows) =>
  `INSERT OR IGNORE INTO ${table} (${Object.keys(rows[0]).join(', ')}) VALUES ${rows.map(values).join(', ')}`;

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE). */
export function bookingStatements() {
  return [
    insertAll('lab_location_schedules', SCHEDULES),
    insertAll('lab_closures', CLOSURES),
    insertAll('calendar_exceptions', CALENDAR_EXCEPTIONS),
  ];
}
