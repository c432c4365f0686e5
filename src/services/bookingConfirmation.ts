/**
 * An on-site booking confirmed by its patient from the mail (issue 24 point 1; decision 0050). The link
 * carries a token only the mail has: an HMAC of the booking's hash under the site's key, never in an API
 * answer, so whoever made the booking by script, and so holds its hash, cannot confirm it without
 * reading the mailbox it named. The token can be made again for a resent mail, so nothing is stored.
 */
import { appointmentsBackend } from '../backends/lab';
import type { Appointment, ConfirmationOutcome } from '../domain/appointment';
import type { Bindings } from '../env';
import { hmacSign, timingSafeEqual, toBase64Url } from '../lib/crypto';
import { subjectSecret } from '../lib/subjectHash';
import { settleHolds } from './holdLimits';

/** The mail's token for confirming the booking `hash`: 128 bits, base64url. */
export async function confirmationToken(env: Pick<Bindings, 'XSRF_SECRET'>, hash: string): Promise<string> {
  return toBase64Url((await hmacSign(subjectSecret(env), `booking-confirmation:v1:${hash}`)).slice(0, 16));
}

/** Where the mail's confirm button leads: the page that asks for one explicit press (a scanner only opens it). */
export const confirmationPath = (hash: string, token: string) =>
  `/idopont-megerosites/${encodeURIComponent(hash)}/${encodeURIComponent(token)}`;

export async function isConfirmationToken(env: Pick<Bindings, 'XSRF_SECRET'>, hash: string, token: string) {
  return timingSafeEqual(token, await confirmationToken(env, hash));
}

/**
 * Confirms the booking `hash` through the laboratory port and settles its claims on unconfirmed places.
 * Null for an unknown hash.
 */
export async function confirmBooking(
  env: Bindings,
  hash: string,
  now?: () => Date,
): Promise<{ outcome: ConfirmationOutcome; appointment: Appointment } | null> {
  const answer = await appointmentsBackend(env, now).confirm(hash);
  if (answer && (answer.outcome === 'confirmed' || answer.outcome === 'retaken')) {
    await settleHolds(env, answer.appointment, 'confirmed');
  }
  return answer;
}
