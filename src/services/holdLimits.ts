/**
 * The limits on unconfirmed places (issue 24 point 1; decision 0050) around a booking's create: its
 * places are claimed for each subject first (the database refuses a claim over a limit, so parallel
 * requests cannot slip under it), then the booking is made; a create that fails gives its claims back.
 * Paying or confirming the booking settles its claims as 'confirmed', cancelling a hold as 'cancelled'.
 */
import type { Appointment } from '../domain/appointment';
import { HOLD_LIMITS, type HoldSubject, type HoldSubjectKind, holdWait } from '../domain/holdLimits';
import {
  attachClaims,
  dropClaims,
  extendClaims,
  hasClaims,
  insertClaims,
  isHoldLimit,
  isRepeatedClaim,
  purgeOldClaims,
  settleClaims,
  subjectHolds,
} from '../db/holdClaims';
import { purgeSpentChallenges } from '../db/spentChallenges';
import { subjectHash, subjectSecret } from '../lib/subjectHash';

type HoldEnv = { DB: D1Database; XSRF_SECRET?: string };

/** A subject would hold more than its limit: which kind, and the seconds until the places fit. */
export class HoldLimitError extends Error {
  constructor(
    readonly kind: HoldSubjectKind,
    readonly retryAfter: number,
  ) {
    super(`Too many unconfirmed places for one ${kind}; try again in ${retryAfter} s`);
    this.name = 'HoldLimitError';
  }
}

/** What a create claims: its idempotency key, the subjects with their places, and for how long. */
export interface HoldClaim {
  key: string;
  subjects: HoldSubject[];
  minutes: number;
}

const hashed = async (env: HoldEnv, subjects: HoldSubject[]) => {
  const secret = subjectSecret(env);
  return Promise.all(
    subjects.map(async (subject) => ({ ...subject, hash: await subjectHash(secret, subject.kind, subject.value) })),
  );
};

/** The subject whose limit refused the claims, and how long until the request fits (the longest wait). */
async function refusal(env: HoldEnv, subjects: (HoldSubject & { hash: string })[], now: Date) {
  let worst: HoldLimitError | null = null;
  for (const subject of subjects) {
    const wait = holdWait(
      await subjectHolds(env.DB, subject.hash, now),
      subject.places,
      HOLD_LIMITS[subject.kind],
      now,
    );
    if (wait > (worst?.retryAfter ?? 0)) worst = new HoldLimitError(subject.kind, wait);
  }
  // Refused, yet every subject fits when read again: a hold ended in between. Try again in a moment.
  return worst ?? new HoldLimitError(subjects[0]!.kind, 1);
}

/**
 * Runs `create` within the limits of `claim` (null: the booking holds nothing unconfirmed, e.g. an
 * on-site booking by a verified account, or a call from a site that counted its own patients).
 * Throws HoldLimitError before anything is booked when a subject is at its limit.
 */
export async function withinHoldLimits<T extends { appointment: Appointment; created: boolean }>(
  env: HoldEnv,
  claim: HoldClaim | null,
  now: Date,
  create: () => Promise<T>,
): Promise<T> {
  // A repeated request claimed its places the first time; it gets its booking, not a second claim.
  if (!claim || (await hasClaims(env.DB, claim.key))) return create();
  const subjects = await hashed(env, claim.subjects);
  const until = new Date(now.getTime() + claim.minutes * 60_000);
  try {
    await insertClaims(
      env.DB,
      claim.key,
      subjects.map((s) => ({ subject: s.hash, places: s.places, ...HOLD_LIMITS[s.kind] })),
      now,
      until,
    );
  } catch (error) {
    if (isHoldLimit(error)) throw await refusal(env, subjects, now);
    // The same request raced this one and claimed first: it is a repeat, answered by the backend.
    if (isRepeatedClaim(error)) return create();
    throw error;
  }
  let result: T;
  try {
    result = await create();
  } catch (error) {
    await dropClaims(env.DB, claim.key);
    throw error;
  }
  const { appointment, created } = result;
  // The key made its booking before claims existed (or without any): nothing of this create is held.
  if (!created) await dropClaims(env.DB, claim.key);
  else await attachClaims(env.DB, claim.key, holdOf(appointment, until));
  if (created && appointment.status !== 'held') await settleHolds(env, appointment, 'confirmed');
  return result;
}

const holdOf = (appointment: Appointment, fallback: Date) => ({
  hash: appointment.hash,
  partyId: appointment.party?.id ?? null,
  until: appointment.hold_expires_at ?? fallback.toISOString(),
});

/** The booking was paid or confirmed (its places are committed), or its hold was cancelled. */
export function settleHolds(env: HoldEnv, appointment: Appointment, outcome: 'cancelled' | 'confirmed') {
  return settleClaims(env.DB, { hash: appointment.hash, partyId: appointment.party?.id ?? null }, outcome);
}

/** The booking's hold now ends later (an online hold switched to on site, waiting for its mail). */
export function extendHolds(env: HoldEnv, appointment: Appointment) {
  const until = appointment.hold_expires_at;
  if (!until) return Promise.resolve();
  return extendClaims(env.DB, { hash: appointment.hash, partyId: appointment.party?.id ?? null }, until);
}

/** The cron's sweep: claims past their day and spent challenges past their expiry count for nothing. */
export async function sweepHoldRecords(env: HoldEnv, now: Date): Promise<number> {
  const [claims, challenges] = await Promise.all([purgeOldClaims(env.DB, now), purgeSpentChallenges(env.DB, now)]);
  return claims + challenges;
}
