/**
 * The bookings of upstream-owned accounts (migrations/0013_create_account_bookings.sql): the same list
 * as user_appointments (src/db/accounts.ts) for users who have no row in the embedded users table.
 */

export async function claimAccountBooking(db: D1Database, userId: number, hash: string): Promise<void> {
  await db
    .prepare('INSERT INTO account_bookings (user_id, appointment_hash) VALUES (?1, ?2) ON CONFLICT DO NOTHING')
    .bind(userId, hash)
    .run();
}

/** The hashes of the user's bookings, newest first (at most `limit`). */
export async function accountBookingHashes(db: D1Database, userId: number, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT appointment_hash FROM account_bookings WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2')
    .bind(userId, limit)
    .all<{ appointment_hash: string }>();
  return results.map((row) => row.appointment_hash);
}
