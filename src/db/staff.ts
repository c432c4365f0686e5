/**
 * Staff accounts, their locations, sessions and one-time tokens, and the staff access log in D1
 * (migrations/0025_create_staff.sql). Tokens arrive here already hashed.
 */
import type { StaffRole } from '../domain/staff';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  active: number;
  role_version: number;
  created_at: string;
}

export const findStaffByEmail = (db: D1Database, email: string) =>
  db.prepare('SELECT * FROM staff_users WHERE email = ?1').bind(email).first<StaffRow>();

export const findStaffById = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM staff_users WHERE id = ?1').bind(id).first<StaffRow>();

export async function staffLocations(db: D1Database, staffId: number): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT location_id FROM staff_locations WHERE staff_id = ?1 ORDER BY location_id')
    .bind(staffId)
    .all<{ location_id: number }>();
  return results.map((row) => row.location_id);
}

export async function listStaff(db: D1Database): Promise<(StaffRow & { locations: string | null })[]> {
  const { results } = await db
    .prepare(
      `SELECT s.*, (SELECT group_concat(location_id) FROM staff_locations l WHERE l.staff_id = s.id) AS locations
       FROM staff_users s ORDER BY s.active DESC, s.role, s.email`,
    )
    .all<StaffRow & { locations: string | null }>();
  return results;
}

/** A new account with its locations; null when the address is taken. */
export async function insertStaff(
  db: D1Database,
  staff: { email: string; name: string; role: StaffRole; locations: number[] },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO staff_users (email, name, role) VALUES (?1, ?2, ?3) ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(staff.email, staff.name, staff.role)
    .first<{ id: number }>();
  if (!row) return null;
  if (staff.locations.length) {
    await db.batch(
      staff.locations.map((location) =>
        db.prepare('INSERT INTO staff_locations (staff_id, location_id) VALUES (?1, ?2)').bind(row.id, location),
      ),
    );
  }
  return row.id;
}

/**
 * A new role, locations or status: the role version moves on, so every session started before ends, in
 * the same batch as the change.
 */
export async function changeStaff(
  db: D1Database,
  id: number,
  change: { role: StaffRole; locations: number[]; active: boolean },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE staff_users SET role = ?2, active = ?3, role_version = role_version + 1, updated_at = ${NOW} WHERE id = ?1`,
      )
      .bind(id, change.role, change.active ? 1 : 0),
    db.prepare('DELETE FROM staff_locations WHERE staff_id = ?1').bind(id),
    ...change.locations.map((location) =>
      db.prepare('INSERT INTO staff_locations (staff_id, location_id) VALUES (?1, ?2)').bind(id, location),
    ),
    db.prepare('DELETE FROM staff_sessions WHERE staff_id = ?1').bind(id),
  ]);
}

/** The password and second factor from the set-up link; sessions of the old ones end. */
export async function setStaffCredentials(
  db: D1Database,
  id: number,
  credentials: { password_hash: string; totp_secret: string; totp_last_step: number },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE staff_users SET password_hash = ?2, totp_secret = ?3, totp_last_step = ?4,
           role_version = role_version + 1, updated_at = ${NOW} WHERE id = ?1`,
      )
      .bind(id, credentials.password_hash, credentials.totp_secret, credentials.totp_last_step),
    db.prepare('DELETE FROM staff_sessions WHERE staff_id = ?1').bind(id),
  ]);
}

/**
 * Takes a TOTP code's time step for this account: true only for a step later than the last one taken,
 * so one code signs in once, however many requests race with it.
 */
export async function takeTotpStep(db: D1Database, id: number, step: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE staff_users SET totp_last_step = ?2
       WHERE id = ?1 AND (totp_last_step IS NULL OR totp_last_step < ?2) RETURNING id`,
    )
    .bind(id, step)
    .first<{ id: number }>();
  return row !== null;
}

// ---- sessions and one-time tokens ----------------------------------------------------------------

export interface StaffSessionRow {
  token_hash: string;
  staff_id: number;
  role_version: number;
  last_used_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}

export async function insertStaffSession(db: D1Database, session: StaffSessionRow & { created_at: string }) {
  await db
    .prepare(
      `INSERT INTO staff_sessions (token_hash, staff_id, role_version, created_at, last_used_at, idle_expires_at,
         absolute_expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      ...[session.token_hash, session.staff_id, session.role_version, session.created_at],
      ...[session.last_used_at, session.idle_expires_at, session.absolute_expires_at],
    )
    .run();
}

export const findStaffSession = (db: D1Database, tokenHash: string, at: string) =>
  db
    .prepare('SELECT * FROM staff_sessions WHERE token_hash = ?1 AND idle_expires_at > ?2 AND absolute_expires_at > ?2')
    .bind(tokenHash, at)
    .first<StaffSessionRow>();

export const touchStaffSession = (db: D1Database, tokenHash: string, at: string, idleUntil: string) =>
  db
    .prepare('UPDATE staff_sessions SET last_used_at = ?2, idle_expires_at = ?3 WHERE token_hash = ?1')
    .bind(tokenHash, at, idleUntil)
    .run();

export const deleteStaffSession = (db: D1Database, tokenHash: string) =>
  db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?1').bind(tokenHash).run();

export type StaffTokenPurpose = 'setup' | 'signin';

export async function insertStaffToken(
  db: D1Database,
  token: { token_hash: string; staff_id: number; purpose: StaffTokenPurpose; expires_at: string },
): Promise<void> {
  await db.batch([
    // One live link of a kind per account: a new one replaces the last.
    db.prepare('DELETE FROM staff_tokens WHERE staff_id = ?1 AND purpose = ?2').bind(token.staff_id, token.purpose),
    db
      .prepare('INSERT INTO staff_tokens (token_hash, staff_id, purpose, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(token.token_hash, token.staff_id, token.purpose, token.expires_at),
  ]);
}

/** The account a live, unused token of this purpose belongs to, or null. */
export const findStaffToken = (db: D1Database, tokenHash: string, purpose: StaffTokenPurpose, at: string) =>
  db
    .prepare(
      `SELECT staff_id FROM staff_tokens
       WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3`,
    )
    .bind(tokenHash, purpose, at)
    .first<{ staff_id: number }>();

/** Marks a token used; false when it was already (a second tab, a replay). */
export async function spendStaffToken(db: D1Database, tokenHash: string, at: string): Promise<boolean> {
  const row = await db
    .prepare('UPDATE staff_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL RETURNING staff_id')
    .bind(tokenHash, at)
    .first();
  return row !== null;
}

// ---- the access log --------------------------------------------------------------------------------

export interface AccessEntry {
  staff_id: number | null;
  action: string;
  subject: string;
  reason: string;
  request_id?: string | null;
}

export const accessLogStatement = (db: D1Database, entry: AccessEntry) =>
  db
    .prepare('INSERT INTO staff_access_log (staff_id, action, subject, reason, request_id) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(entry.staff_id, entry.action, entry.subject, entry.reason, entry.request_id ?? null);

export interface AccessLogRow extends AccessEntry {
  id: number;
  at: string;
  email: string | null;
}

/** The newest entries first, from before `before` (an id) when given. */
export async function readAccessLog(
  db: D1Database,
  filter: { from?: string; to?: string; before?: number; limit: number },
): Promise<AccessLogRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.*, s.email FROM staff_access_log l LEFT JOIN staff_users s ON s.id = l.staff_id
       WHERE (?1 IS NULL OR l.at >= ?1) AND (?2 IS NULL OR l.at < ?2) AND (?3 IS NULL OR l.id < ?3)
       ORDER BY l.id DESC LIMIT ?4`,
    )
    .bind(filter.from ?? null, filter.to ?? null, filter.before ?? null, filter.limit)
    .all<AccessLogRow>();
  return results;
}

/** Deletes entries older than the retention (the trigger refuses younger ones); how many went. */
export async function deleteExpiredAccessLog(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare('DELETE FROM staff_access_log WHERE at < ?1').bind(before).run();
  return result.meta.changes;
}
