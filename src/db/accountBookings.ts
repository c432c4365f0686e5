/**
 * The bookings a logged-in user made, by hash, for the /sajat overview: `user_appointments` for the
 * embedded accounts (migrations/0007_create_accounts.sql) and `account_bookings` for accounts an
 * upstream owns (migrations/0013_create_account_bookings.sql; their users have no row to reference).
 */
export type BookingList = 'user_appointments' | 'account_bookings';

export async function claimBooking(db: D1Database, list: BookingList, userId: number, hash: string): Promise<void> {
  await db
    .prepare(`INSERT INTO ${list} (user_id, appointment_hash) VALUES (?1, ?2) ON CONFLICT DO NOTHING`)
    .bind(userId, hash)
    .run();
}

/** The hashes of the user's bookings, newest first (at most `limit`). */
export async function bookingHashes(db: D1Database, list: BookingList, userId: number, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT appointment_hash FROM ${list} WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2`)
    .bind(userId, limit)
    .all<{ appointment_hash: string }>();
  return results.map((row) => row.appointment_hash);
}
