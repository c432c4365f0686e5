/**
 * The D1 side of OAuth logins that src/db/accounts.ts does not cover: claiming an unconfirmed account
 * by a provider-verified e-mail, and merging a provider-only account into another
 * (docs/decisions/0013-oauth-login-and-linking.md).
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * A provider has just proven the address of an account whose owner never did: the account is marked
 * verified, and whatever was set up without that proof (its password, its sessions) is dropped, so that
 * whoever registered the address first cannot keep a way in.
 */
export async function claimUnverifiedUser(db: D1Database, userId: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        'DELETE FROM sessions WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND verified = 0)',
      )
      .bind(userId),
    db
      .prepare(
        `UPDATE users SET verified = 1, password_hash = NULL, updated_at = ${NOW} WHERE id = ?1 AND verified = 0`,
      )
      .bind(userId),
  ]);
}

/** Why an account cannot be merged into another; null when it can. */
export async function mergeObstacle(
  db: D1Database,
  secondaryId: number,
): Promise<'secondary_has_password' | 'secondary_has_patients' | null> {
  const row = await db
    .prepare(
      `SELECT password_hash IS NOT NULL AS has_password,
              EXISTS (SELECT 1 FROM patients WHERE user_id = ?1) AS has_patients
       FROM users WHERE id = ?1`,
    )
    .bind(secondaryId)
    .first<{ has_password: number; has_patients: number }>();
  if (!row) return null;
  if (row.has_password) return 'secondary_has_password';
  if (row.has_patients) return 'secondary_has_patients';
  return null;
}

/**
 * Moves the secondary account's provider logins and bookings (user_appointments) to the primary account and deletes the
 * secondary one (its sessions go with it), in one transaction. Every statement repeats the check
 * (no password, no patients), so a change in between leaves both accounts as they were: false then.
 */
export async function mergeUsers(db: D1Database, primaryId: number, secondaryId: number): Promise<boolean> {
  const mergeable = `EXISTS (SELECT 1 FROM users WHERE id = ?2 AND password_hash IS NULL)
    AND NOT EXISTS (SELECT 1 FROM patients WHERE user_id = ?2)`;
  const results = await db.batch([
    db
      .prepare(`UPDATE user_identities SET user_id = ?1 WHERE user_id = ?2 AND ${mergeable}`)
      .bind(primaryId, secondaryId),
    db
      .prepare(`UPDATE OR IGNORE user_appointments SET user_id = ?1 WHERE user_id = ?2 AND ${mergeable}`)
      .bind(primaryId, secondaryId),
    db
      .prepare(
        `DELETE FROM users WHERE id = ?1 AND password_hash IS NULL
         AND NOT EXISTS (SELECT 1 FROM patients WHERE user_id = ?1) RETURNING id`,
      )
      .bind(secondaryId),
  ]);
  // RETURNING rather than meta.changes, which counts the rows the cascade removes too.
  return (results[2]?.results.length ?? 0) === 1;
}
