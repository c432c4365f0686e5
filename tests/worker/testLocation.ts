import { env } from 'cloudflare:test';

interface AllWeek {
  id: number;
  slug: string;
  name: string;
  /** Places in each 10-minute slot; the file's own value wins over one left by an earlier run. */
  capacity: number;
}

/**
 * A sampling point of a test file's own, so that no other file's bookings fill it: shown on the web, open
 * 06:00–20:00 every day of the week, a base sampling fee of 2,000 Ft, the basic package (1), slots of
 * 10 minutes with `capacity` places, bookable from now to 30 days ahead.
 */
export async function addAllWeekLocation({ id, slug, name, capacity }: AllWeek): Promise<void> {
  const sql = (statement: string, ...values: unknown[]) => env.DB.prepare(statement).bind(id, ...values);
  await env.DB.batch([
    sql(
      `INSERT OR IGNORE INTO lab_locations (id, url_slug, name, address, zip_code, city, county, gps_latitude,
         gps_longitude) VALUES (?, ?, ?, 'Váci út 9.', '1134', 'Budapest', 'Budapest', 47.5, 19.06)`,
      slug,
      name,
    ),
    sql(`INSERT OR IGNORE INTO lab_location_tags VALUES (?, 'showonweb')`),
    ...[1, 2, 3, 4, 5, 6, 7].map((day) =>
      sql(`INSERT OR IGNORE INTO lab_working_plans VALUES (?, ?, '06:00:00', '20:00:00')`, day),
    ),
    sql(`INSERT OR IGNORE INTO lab_sampling_fees VALUES (?, 'base', 2000)`),
    sql(`INSERT OR IGNORE INTO lab_location_packages VALUES (?, 1)`),
    sql(
      `INSERT INTO lab_location_schedules (location_id, slot_minutes, capacity_per_slot, lead_time_minutes,
         horizon_days) VALUES (?1, 10, ?2, 0, 30) ON CONFLICT (location_id) DO UPDATE SET capacity_per_slot = ?2`,
      capacity,
    ),
  ]);
}
