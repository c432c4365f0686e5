/**
 * The booking engine's housekeeping on D1 (DESIGN.md: scheduled ─► expire unpaid holds · send reminders).
 * Expired holds stop counting against capacity by time alone; marking them expired ends their payment
 * attempts and frees their coupon redemptions (the coupon trigger counts held and confirmed only).
 */
export async function expireHolds(db: D1Database, now: Date): Promise<number[]> {
  const iso = now.toISOString();
  const { results } = await db
    .prepare(
      `UPDATE appointments SET status = 'expired', updated_at = ?1
       WHERE status = 'held' AND hold_expires_at <= ?1 RETURNING id`,
    )
    .bind(iso)
    .all<{ id: number }>();
  const ids = results.map((row) => row.id);
  if (ids.length) {
    await db
      .prepare(
        `UPDATE payments SET status = 'timeout', updated_at = ?1
         WHERE status = 'started' AND appointment_id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(iso, JSON.stringify(ids))
      .run();
  }
  return ids;
}

/** Confirmed bookings on `date` (Budapest) whose reminder has not gone out yet. */
export async function bookingsToRemind(db: D1Database, date: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT hash FROM appointments a WHERE a.status = 'confirmed' AND a.date = ?1
       AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.appointment_id = a.id AND m.kind = 'reminder')`,
    )
    .bind(date)
    .all<{ hash: string }>();
  return results.map((row) => row.hash);
}
