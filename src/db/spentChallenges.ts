/**
 * Challenges already used (migrations/0020): a signature is spent once, and kept until its challenge
 * expires. Plain functions on D1 with bound parameters.
 */

/** Marks the challenge spent; false when it was spent before (a replayed proof). */
export async function spendChallenge(db: D1Database, signature: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO spent_challenges (signature, expires_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING')
    .bind(signature, expiresAt.toISOString())
    .run();
  return result.meta.changes === 1;
}

/** The cron's sweep: signatures of challenges that expired by `now`. Answers the rows removed. */
export async function purgeSpentChallenges(db: D1Database, now: Date): Promise<number> {
  const result = await db.prepare('DELETE FROM spent_challenges WHERE expires_at <= ?1').bind(now.toISOString()).run();
  return result.meta.changes;
}
