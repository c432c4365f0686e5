/**
 * Users, sessions, one-time tokens, patients, rate limits and the patient-data access log in D1
 * (migrations/0007_create_accounts.sql). Tokens arrive here already hashed: this module never sees a
 * secret a browser holds.
 */
import type { AppointmentPerson } from '../domain/person';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string | null;
  verified: number;
  language: 'hu' | 'en';
  foreign_language: number;
  created_at: string;
}

export interface PatientRow {
  id: number;
  user_id: number;
  is_main: number;
  enabled: number;
  person: AppointmentPerson;
  created_at: string;
  updated_at: string;
}

// ---- users ---------------------------------------------------------------------------------------

/** The new user's id, or null when the address is taken. */
export async function insertUser(
  db: D1Database,
  user: { email: string; username: string; password_hash: string | null; language: 'hu' | 'en'; verified?: boolean },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO users (email, username, password_hash, language, verified) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(user.email, user.username, user.password_hash, user.language, user.verified ? 1 : 0)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export const findUserByEmail = (db: D1Database, email: string) =>
  db.prepare('SELECT * FROM users WHERE email = ?1').bind(email).first<UserRow>();

export const findUserById = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM users WHERE id = ?1').bind(id).first<UserRow>();

export async function updateUserProfile(
  db: D1Database,
  id: number,
  change: { username?: string; language?: 'hu' | 'en'; foreign_language?: boolean },
): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET username = COALESCE(?2, username), language = COALESCE(?3, language),
         foreign_language = COALESCE(?4, foreign_language), updated_at = ${NOW} WHERE id = ?1`,
    )
    .bind(
      id,
      change.username ?? null,
      change.language ?? null,
      change.foreign_language === undefined ? null : Number(change.foreign_language),
    )
    .run();
}

/** A new password ends every session but the one that set it (none after a reset by e-mail). */
export async function setPassword(db: D1Database, id: number, hash: string, keepSession?: string): Promise<void> {
  await db.batch([
    db.prepare(`UPDATE users SET password_hash = ?2, updated_at = ${NOW} WHERE id = ?1`).bind(id, hash),
    db.prepare('DELETE FROM sessions WHERE user_id = ?1 AND token_hash != ?2').bind(id, keepSession ?? ''),
  ]);
}

export const markVerified = (db: D1Database, id: number) =>
  db.prepare(`UPDATE users SET verified = 1, updated_at = ${NOW} WHERE id = ?1`).bind(id).run();

/** Deletes the account; sessions, tokens, identities and patients go with it, bookings stay unowned. */
export const deleteUser = (db: D1Database, id: number) => db.prepare('DELETE FROM users WHERE id = ?1').bind(id).run();

// ---- sessions ------------------------------------------------------------------------------------

export interface SessionRow {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}

export async function insertSession(db: D1Database, session: SessionRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, last_used_at, idle_expires_at, absolute_expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(
      session.token_hash,
      session.user_id,
      session.created_at,
      session.last_used_at,
      session.idle_expires_at,
      session.absolute_expires_at,
    )
    .run();
}

/** The live session with this token hash at `now`, or null (an expired one is deleted on the way). */
export async function findSession(db: D1Database, tokenHash: string, now: string): Promise<SessionRow | null> {
  const row = await db.prepare('SELECT * FROM sessions WHERE token_hash = ?1').bind(tokenHash).first<SessionRow>();
  if (!row) return null;
  if (row.idle_expires_at <= now || row.absolute_expires_at <= now) {
    await deleteSession(db, tokenHash);
    return null;
  }
  return row;
}

export const touchSession = (db: D1Database, tokenHash: string, now: string, idleExpiresAt: string) =>
  db
    .prepare('UPDATE sessions SET last_used_at = ?2, idle_expires_at = ?3 WHERE token_hash = ?1')
    .bind(tokenHash, now, idleExpiresAt)
    .run();

export const deleteSession = (db: D1Database, tokenHash: string) =>
  db.prepare('DELETE FROM sessions WHERE token_hash = ?1').bind(tokenHash).run();

// ---- one-time tokens -----------------------------------------------------------------------------

export type TokenPurpose = 'verify' | 'reset';

/**
 * Stores a new token. A new reset link ends the user's earlier unused ones (a password link is asked for,
 * and only the newest should set it); a confirmation link never ends another: each one sent confirms the
 * same address, and a link already in the mailbox must keep working whatever happens after it was sent
 * (a login with the unconfirmed address, a link asked for again: issue 25, decision 0054).
 */
export async function insertAuthToken(
  db: D1Database,
  token: { token_hash: string; user_id: number; purpose: TokenPurpose; expires_at: string },
): Promise<void> {
  const insert = db
    .prepare('INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(token.token_hash, token.user_id, token.purpose, token.expires_at);
  if (token.purpose !== 'reset') {
    await insert.run();
    return;
  }
  await db.batch([
    db
      .prepare(`UPDATE auth_tokens SET used_at = ${NOW} WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL`)
      .bind(token.user_id, token.purpose),
    insert,
  ]);
}

/**
 * Uses up a token in one statement, so two requests with the same token cannot both succeed: the
 * user's id, or null for an unknown, used or expired one.
 */
export async function consumeAuthToken(
  db: D1Database,
  tokenHash: string,
  purpose: TokenPurpose,
  now: string,
): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE auth_tokens SET used_at = ?3
       WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING user_id`,
    )
    .bind(tokenHash, purpose, now)
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/** The address of the user a live, unused reset token belongs to, or null; uses nothing up. */
export async function findResetTokenOwner(db: D1Database, tokenHash: string, now: string): Promise<string | null> {
  const owner = await db
    .prepare(
      `SELECT u.email FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ?1 AND t.purpose = 'reset' AND t.used_at IS NULL AND t.expires_at > ?2`,
    )
    .bind(tokenHash, now)
    .first<{ email: string }>();
  return owner?.email ?? null;
}

// ---- rate limits ---------------------------------------------------------------------------------

/** Counts one attempt under `key` in the current fixed window and answers the count so far. */
export async function countAttempt(db: D1Database, key: string, windowStart: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row!.count;
}

/** The count under `key` in the window starting at `windowStart` (0 when none); counts nothing. */
export async function readAttempts(db: D1Database, key: string, windowStart: string): Promise<number> {
  const row = await db
    .prepare('SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?2')
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Forgets every window of these attempt counters (a right password, src/auth/rateLimit.ts). */
export async function clearAttempts(db: D1Database, keys: string[]): Promise<void> {
  await db.batch(keys.map((key) => db.prepare('DELETE FROM rate_limits WHERE key = ?1').bind(key)));
}

/** Takes one attempt back from `key`'s counter in the window starting at `windowStart`. */
export async function uncountAttempt(db: D1Database, key: string, windowStart: string): Promise<void> {
  await db
    .prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0')
    .bind(key, windowStart)
    .run();
}

/**
 * The cron's sweep (`now` ISO): ended sessions, one-time tokens a day past their end or use, and
 * attempt counters from windows that started more than a day ago. Answers the rows removed.
 */
export async function purgeExpiredAccountData(db: D1Database, now: string, dayAgo: string): Promise<number> {
  const results = await db.batch([
    db.prepare('DELETE FROM sessions WHERE idle_expires_at <= ?1 OR absolute_expires_at <= ?1').bind(now),
    db.prepare('DELETE FROM auth_tokens WHERE expires_at <= ?1 OR used_at <= ?1').bind(dayAgo),
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(dayAgo),
  ]);
  return results.reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}

// ---- patients ------------------------------------------------------------------------------------

function toPatient(row: Record<string, unknown>): PatientRow {
  return { ...(row as unknown as PatientRow), person: JSON.parse(row.person as string) as AppointmentPerson };
}

/** The main patient's id, or null when the user already has one (the unique index decides). */
export async function insertMainPatient(db: D1Database, userId: number, person: AppointmentPerson) {
  const row = await db
    .prepare(
      `INSERT INTO patients (user_id, is_main, person) VALUES (?1, 1, ?2)
       ON CONFLICT (user_id) WHERE is_main = 1 DO NOTHING RETURNING id`,
    )
    .bind(userId, JSON.stringify(person))
    .first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * A family member the user books for (issue 17 point 3): an enabled patient beside the main one; null
 * when the user already has `limit` of them (counted in the same statement).
 */
export async function insertFamilyPatient(db: D1Database, userId: number, person: AppointmentPerson, limit: number) {
  const row = await db
    .prepare(
      `INSERT INTO patients (user_id, is_main, enabled, person)
       SELECT ?1, 0, 1, ?2 WHERE (SELECT COUNT(*) FROM patients WHERE user_id = ?1 AND is_main = 0) < ?3
       RETURNING id`,
    )
    .bind(userId, JSON.stringify(person), limit)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Removes one of the user's family members (never the main patient). */
export const deleteFamilyPatient = (db: D1Database, userId: number, id: number) =>
  db.prepare('DELETE FROM patients WHERE id = ?1 AND user_id = ?2 AND is_main = 0').bind(id, userId).run();

export async function findPatient(db: D1Database, id: number): Promise<PatientRow | null> {
  const row = await db.prepare('SELECT * FROM patients WHERE id = ?1').bind(id).first();
  return row ? toPatient(row) : null;
}

export async function listPatients(db: D1Database, userId: number): Promise<PatientRow[]> {
  const { results } = await db.prepare('SELECT * FROM patients WHERE user_id = ?1 ORDER BY id').bind(userId).all();
  return results.map(toPatient);
}

export const updatePatientPerson = (db: D1Database, id: number, person: AppointmentPerson) =>
  db
    .prepare(`UPDATE patients SET person = ?2, updated_at = ${NOW} WHERE id = ?1`)
    .bind(id, JSON.stringify(person))
    .run();

/** Records who read a patient's (or a booking's) personal data. */
export const logPatientRead = (db: D1Database, read: { actor: string; subject: string; requestId?: string }) =>
  db
    .prepare('INSERT INTO patient_data_reads (actor, subject, request_id) VALUES (?1, ?2, ?3)')
    .bind(read.actor, read.subject, read.requestId ?? null)
    .run();

// ---- identities ----------------------------------------------------------------------------------

export interface IdentityRow {
  id: number;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

export const findIdentity = (db: D1Database, provider: string, subject: string) =>
  db
    .prepare('SELECT * FROM user_identities WHERE provider = ?1 AND subject = ?2')
    .bind(provider, subject)
    .first<IdentityRow>();

export async function listIdentities(db: D1Database, userId: number): Promise<IdentityRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM user_identities WHERE user_id = ?1 ORDER BY id')
    .bind(userId)
    .all<IdentityRow>();
  return results;
}

/** Ties a provider login to a user; false when that login already belongs to someone. */
export async function insertIdentity(
  db: D1Database,
  identity: { user_id: number; provider: string; subject: string; email: string | null },
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO user_identities (user_id, provider, subject, email) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (provider, subject) DO NOTHING RETURNING id`,
    )
    .bind(identity.user_id, identity.provider, identity.subject, identity.email)
    .first<{ id: number }>();
  return row !== null;
}

// The user's bookings (user_appointments): src/db/accountBookings.ts, with those of upstream accounts.
