/**
 * Claims on unconfirmed places (migrations/0019): plain functions on D1 with bound parameters. The limit
 * itself is the hold_claims_limit trigger's: a batch of claims is kept whole or refused whole.
 */
import type { HeldPlaces } from '../domain/holdLimits';

export interface NewClaim {
  subject: string;
  places: number;
  atOnce: number;
  perDay: number;
}

/** A claim batch refused by the trigger. */
export const isHoldLimit = (error: unknown) => error instanceof Error && error.message.includes('hold_limit');

/** The same create's claims went in first (two requests with one key racing). */
export const isRepeatedClaim = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: hold_claims\.booking_key/.test(error.message);

/** Whether a create with this key has claimed before (a repeated request). */
export async function hasClaims(db: D1Database, key: string): Promise<boolean> {
  return !!(await db.prepare('SELECT 1 FROM hold_claims WHERE booking_key = ?1 LIMIT 1').bind(key).first());
}

/** Claims every subject's places for one create, all or none; throws the trigger's hold_limit. */
export async function insertClaims(db: D1Database, key: string, claims: NewClaim[], now: Date, until: Date) {
  await db.batch(
    claims.map((claim) =>
      db
        .prepare(
          `INSERT INTO hold_claims (booking_key, subject, places, at_once, per_day, created_at, expires_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
        )
        .bind(key, claim.subject, claim.places, claim.atOnce, claim.perDay, now.toISOString(), until.toISOString()),
    ),
  );
}

/** What a subject holds and held in the last day, for the wait a refusal states. */
export async function subjectHolds(db: D1Database, subject: string, now: Date): Promise<HeldPlaces[]> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const { results } = await db
    .prepare(
      `SELECT places, created_at AS createdAt, expires_at AS expiresAt, outcome FROM hold_claims
       WHERE subject = ?1 AND (created_at > ?2 OR (outcome IS NULL AND expires_at > ?3))`,
    )
    .bind(subject, dayAgo, now.toISOString())
    .all<HeldPlaces>();
  return results;
}

/** The create failed (no place, bad data): its claims never held anything. */
export async function dropClaims(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM hold_claims WHERE booking_key = ?1').bind(key).run();
}

/** The create made its booking: the claims name it, and last as long as its hold does. */
export async function attachClaims(
  db: D1Database,
  key: string,
  booking: { hash: string; partyId: string | null; until: string },
): Promise<void> {
  await db
    .prepare('UPDATE hold_claims SET appointment_hash = ?2, party_id = ?3, expires_at = ?4 WHERE booking_key = ?1')
    .bind(key, booking.hash, booking.partyId, booking.until)
    .run();
}

/** The claims of the booking `hash` (or of its group): the rows a change of the booking concerns. */
const OF_BOOKING = `(appointment_hash = ?1 OR (party_id IS NOT NULL AND party_id = ?2)) AND outcome IS NULL`;

/** The booking was paid or confirmed (outcome 'confirmed'), or cancelled while held ('cancelled'). */
export async function settleClaims(
  db: D1Database,
  booking: { hash: string; partyId: string | null },
  outcome: 'cancelled' | 'confirmed',
): Promise<void> {
  await db
    .prepare(`UPDATE hold_claims SET outcome = ?3 WHERE ${OF_BOOKING}`)
    .bind(booking.hash, booking.partyId, outcome)
    .run();
}

/** The booking's hold now lasts until `until` (an online booking switched to on site, waiting for its mail). */
export async function extendClaims(
  db: D1Database,
  booking: { hash: string; partyId: string | null },
  until: string,
): Promise<void> {
  await db
    .prepare(`UPDATE hold_claims SET expires_at = ?3 WHERE ${OF_BOOKING}`)
    .bind(booking.hash, booking.partyId, until)
    .run();
}

/** The cron's sweep: claims older than a day count for nothing any more. Answers the rows removed. */
export async function purgeOldClaims(db: D1Database, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const result = await db
    .prepare('DELETE FROM hold_claims WHERE created_at <= ?1 AND (outcome IS NOT NULL OR expires_at <= ?2)')
    .bind(dayAgo, now.toISOString())
    .run();
  return result.meta.changes;
}
