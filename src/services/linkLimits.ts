import { type Limit, overLimit } from '../auth/rateLimit';
import { readAttempts } from '../db/accounts';
import { subjectHash, subjectSecret } from '../lib/subjectHash';

/**
 * Limits on the hash links (issue 12, point 8; OWASP ASVS 2.2.1 / 11.1.4 anti-automation), kept in D1
 * with the other attempt limits (src/auth/rateLimit.ts):
 * - guessing: the misses (hashes that name no booking) one address makes; past the limit every hash
 *   call from it is refused, hits included, so a guesser cannot tell a hit from a miss until it ends;
 * - changes: the PUTs one booking takes, whoever sends them;
 * - resending the links (issue 15 point 8): the requests one address makes, and those naming one e-mail
 *   address from anywhere, counted whether or not a booking matches, so a refusal tells nothing either
 *   and nobody can fill a patient's mailbox.
 * A patient mistypes a link now and then, changes a booking a few times and asks for lost links once or
 * twice, never dozens.
 */
export const LINK_LIMITS = {
  guessesPerIp: { name: 'hash-miss:ip', max: 20, windowMinutes: 15 },
  changesPerHash: { name: 'change:hash', max: 10, windowMinutes: 60 },
  resendsPerIp: { name: 'resend-links:ip', max: 10, windowMinutes: 60 },
  resendsPerEmail: { name: 'resend-links:email', max: 3, windowMinutes: 60 },
} satisfies Record<string, Limit>;

/** 128 bits in base64url are 22 characters; anything else cannot be one of ours, and is a miss unasked. */
export const isHashShaped = (hash: string) => /^[A-Za-z0-9_-]{22,64}$/.test(hash);

/** The fixed window of `limit` that `now` falls in, as rateLimit.ts counts it. */
function windowOf(limit: Limit, now: Date) {
  const size = limit.windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / size) * size;
  return { key: new Date(start).toISOString(), endsIn: Math.ceil((start + size - now.getTime()) / 1000) };
}

/** Seconds until the address may look hashes up again, or 0; counts nothing. */
export async function guessingWait(db: D1Database, ip: string, now = new Date()): Promise<number> {
  const limit = LINK_LIMITS.guessesPerIp;
  const window = windowOf(limit, now);
  const count = await readAttempts(db, `${limit.name}:${ip}`, window.key);
  return count >= limit.max ? window.endsIn : 0;
}

/** Counts one miss (a hash that names no booking) against the address. */
export async function countMiss(db: D1Database, ip: string, now = new Date()): Promise<void> {
  await overLimit(db, [[LINK_LIMITS.guessesPerIp, ip]], now);
}

/** Counts one change of the booking; answers the seconds to wait when it is past the limit, else 0. */
export const changeWait = (db: D1Database, hash: string, now = new Date()) =>
  overLimit(db, [[LINK_LIMITS.changesPerHash, hash]], now);

/**
 * Counts one request to resend a booking's links, against the address and the e-mail address (named by
 * its keyed hash, never in clear: src/lib/subjectHash.ts); answers the seconds to wait when either is
 * past its limit, else 0.
 */
export async function resendWait(
  env: { DB: D1Database; XSRF_SECRET?: string },
  ip: string,
  email: string,
  now = new Date(),
): Promise<number> {
  const recipient = await subjectHash(subjectSecret(env), 'email', email);
  return overLimit(
    env.DB,
    [
      [LINK_LIMITS.resendsPerIp, ip],
      [LINK_LIMITS.resendsPerEmail, recipient],
    ],
    now,
  );
}
