/**
 * The staff access log (issue 28 point 5): every staff view of a patient's data and every change, with
 * who, when, what and why, never the data itself. Written before the answer that shows or confirms it, so
 * nothing is seen that is not logged. Kept ACCESS_LOG_YEARS (docs/decisions/0067); the database refuses
 * to change an entry or drop a younger one (migrations/0025).
 */
import type { Context } from 'hono';
import { accessLogStatement, deleteExpiredAccessLog, type AccessEntry } from '../../db/staff';
import type { AppEnv } from '../../env';

export const ACCESS_LOG_YEARS = 5;

export type AccessAction = Omit<AccessEntry, 'staff_id' | 'request_id'>;

/** Writes the entries of one request, all or none. */
export async function logStaffAccess(
  c: Context<AppEnv>,
  staffId: number | null,
  entries: AccessAction[],
): Promise<void> {
  if (!entries.length) return;
  const db = c.env.DB;
  await db.batch(
    entries.map((entry) =>
      accessLogStatement(db, { ...entry, staff_id: staffId, request_id: c.get('requestId') ?? null }),
    ),
  );
}

/** The cron's retention: entries older than ACCESS_LOG_YEARS go. */
export function expireAccessLog(db: D1Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACCESS_LOG_YEARS);
  // A day's margin: the database's own five years (its trigger) must never refuse the cron's delete.
  cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return deleteExpiredAccessLog(db, cutoff.toISOString());
}
