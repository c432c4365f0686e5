import { commonPasswords } from '../../auth/commonPasswords';
import { passwordProblem, verifyPassword } from '../../auth/password';
import { passwordAccepted, passwordAttempt } from '../../auth/rateLimit';
import { sessionUser } from '../../auth/session';
import type { PatientRow, UserRow } from '../../db/accounts';
import type { Bindings } from '../../env';
import { AccountsError, type AccountPatient, type AccountsCaller, type AccountUser } from './port';

/**
 * What the parts of the embedded accounts backend share (users, sessions and patients in D1,
 * migrations/0007_create_accounts.sql): the bindings, the caller, and the checks every part makes. The
 * messages are the API's (src/routes/api/accounts.ts answers them as they are).
 */
export interface Embedded {
  env: Bindings;
  db: D1Database;
  caller: AccountsCaller;
}

export function pepper(env: Bindings): string {
  const value = env.PASSWORD_PEPPER;
  if (!value) throw new Error('PASSWORD_PEPPER is not configured');
  return value;
}

export function tooMany(seconds: number): AccountsError {
  const minutes = Math.ceil(seconds / 60);
  return new AccountsError(
    'too_many_attempts',
    `Too many attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    { retryAfter: seconds },
  );
}

/** Refuses a password that may not be used (too short, common, containing the address). */
export async function refuseWeak(env: Bindings, candidate: string, address: string): Promise<void> {
  const problem = passwordProblem(candidate, address, await commonPasswords(env));
  if (problem) throw new AccountsError('weak_password', `The password is not allowed: ${problem}`);
}

export const invalidLink = () => new AccountsError('invalid_link', 'The link is invalid, used or expired');

/** The user of a live session with this token; invalid_token otherwise. */
export async function requireSession(db: D1Database, token: string) {
  const found = await sessionUser(db, token);
  if (!found) throw new AccountsError('invalid_token', 'The session has ended; please log in again');
  return found;
}

/** The token's user when `userId` names them: 403 forbidden for another user. */
export async function ownSession(db: D1Database, token: string, userId: number) {
  const found = await requireSession(db, token);
  if (found.user.id !== userId) throw new AccountsError('forbidden', 'This is not your account');
  return found;
}

/**
 * A logged-in user confirming a sensitive change with their password. Failures count against the same
 * limits as failed logins (429 past them, right or wrong), so a stolen session cannot try passwords
 * forever; a wrong one is wrong_password (the session is fine, the password is not).
 */
export async function confirmPassword(part: Embedded, user: UserRow, given: string | undefined): Promise<void> {
  const wait = await passwordAttempt(part.db, user.email, part.caller.ip);
  if (wait) throw tooMany(wait);
  if (given && (await verifyPassword(given, user.password_hash!, pepper(part.env)))) {
    await passwordAccepted(part.db, user.email, part.caller.ip);
    return;
  }
  throw new AccountsError('wrong_password', 'The password is wrong');
}

export function userView(user: UserRow, patients: PatientRow[]): AccountUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    verified: user.verified === 1,
    meta: { verified: user.verified === 1 },
    language: user.language,
    foreignLanguage: user.foreign_language === 1,
    hasPassword: user.password_hash !== null,
    main_patients: patients.filter((p) => p.is_main === 1).map((p) => p.id),
    enabled_patients: patients.filter((p) => p.enabled === 1).map((p) => p.id),
  };
}

export function patientView(patient: PatientRow): AccountPatient {
  return { id: patient.id, main: patient.is_main === 1, enabled: patient.enabled === 1, person: patient.person };
}
