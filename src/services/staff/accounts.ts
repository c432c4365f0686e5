/**
 * Staff sign-in and set-up (issue 28 point 1, docs/decisions/0067). Signing in takes the password, then a
 * TOTP code; a new account (or one an admin reset) is set up once through a one-time link: a password and
 * an authenticator app, proven with its first code. Every failure is one of a few codes the pages
 * translate; none tells whether an address has an account.
 */
import { DECOY_HASH, hashPassword, passwordProblem, verifyPassword, type PasswordProblem } from '../../auth/password';
import { commonPasswords } from '../../auth/commonPasswords';
import { attemptSucceeded, overLimit, passwordAccepted, passwordAttempt, type Limit } from '../../auth/rateLimit';
import { digest, randomToken } from '../../auth/session';
import { STEP_MINUTES } from '../../auth/staffSession';
import { newTotpSecret, totpStep } from '../../auth/totp';
import {
  accessLogStatement,
  findStaffByEmail,
  findStaffById,
  findStaffToken,
  insertStaffToken,
  setStaffCredentials,
  takeTotpStep,
  spendStaffToken,
  type StaffRow,
} from '../../db/staff';
import type { Bindings } from '../../env';
import { hmacSign, timingSafeEqual, toBase64Url } from '../../lib/crypto';

/** A set-up link lives this long: an operator's printed link, or an admin's invitation by mail. */
export const SETUP_HOURS = 72;

export type StaffSignInError = 'invalid_credentials' | 'too_many' | 'invalid_code' | 'step_expired';

/** Wrong codes: a 6-digit code is guessed one in a million; ten tries per quarter hour per account. */
const CODE_FAILURES: Limit = { name: 'staff-code-fail', max: 10, windowMinutes: 15 };

const pepper = (env: Pick<Bindings, 'PASSWORD_PEPPER'>) => {
  if (!env.PASSWORD_PEPPER) throw new Error('PASSWORD_PEPPER is not configured');
  return env.PASSWORD_PEPPER;
};

const canSignIn = (staff: StaffRow | null): staff is StaffRow =>
  Boolean(staff && staff.active && staff.password_hash && staff.totp_secret);

/**
 * The password step: a right password of an active, set-up account gives the step token the code step
 * takes (in its own cookie, for STEP_MINUTES). Failed attempts count per address and account, as
 * patients' logins do.
 */
export async function checkStaffPassword(
  env: Bindings,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<{ stepToken: string } | { error: StaffSignInError; wait?: number }> {
  const account = `staff:${input.email.toLowerCase()}`;
  const wait = await passwordAttempt(env.DB, account, input.ip, now);
  if (wait) return { error: 'too_many', wait };
  const staff = await findStaffByEmail(env.DB, input.email);
  // An unknown address costs the same PBKDF2 as a wrong password.
  const matches = await verifyPassword(input.password, staff?.password_hash ?? DECOY_HASH, pepper(env));
  if (!matches || !canSignIn(staff)) return { error: 'invalid_credentials' };
  await passwordAccepted(env.DB, account, input.ip, now);
  const stepToken = randomToken();
  await insertStaffToken(env.DB, {
    token_hash: await digest(stepToken),
    staff_id: staff.id,
    purpose: 'signin',
    expires_at: new Date(now.getTime() + STEP_MINUTES * 60_000).toISOString(),
  });
  return { stepToken };
}

/** The code step: the account the step token was given for, when its code is right and not used before. */
export async function checkStaffCode(
  env: Bindings,
  input: { stepToken: string; code: string },
  now = new Date(),
): Promise<{ staff: StaffRow } | { error: StaffSignInError; wait?: number }> {
  const tokenHash = await digest(input.stepToken);
  const owner = await findStaffToken(env.DB, tokenHash, 'signin', now.toISOString());
  if (!owner) return { error: 'step_expired' };
  const check: [Limit, string] = [CODE_FAILURES, String(owner.staff_id)];
  const wait = await overLimit(env.DB, [check], now);
  if (wait) return { error: 'too_many', wait };
  const staff = await findStaffById(env.DB, owner.staff_id);
  if (!canSignIn(staff)) return { error: 'step_expired' };
  const step = totpStep(staff.totp_secret!, input.code, now.getTime());
  if (step === null || !(await takeTotpStep(env.DB, staff.id, step))) return { error: 'invalid_code' };
  if (!(await spendStaffToken(env.DB, tokenHash, now.toISOString()))) return { error: 'step_expired' };
  await attemptSucceeded(env.DB, check, now);
  return { staff: (await findStaffById(env.DB, staff.id))! };
}

// ---- set-up ------------------------------------------------------------------------------------------

/** A new set-up link's token for the account (replacing any earlier one); the link is the caller's to give. */
export async function newSetupToken(env: Bindings, staffId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await insertStaffToken(env.DB, {
    token_hash: await digest(token),
    staff_id: staffId,
    purpose: 'setup',
    expires_at: new Date(now.getTime() + SETUP_HOURS * 3_600_000).toISOString(),
  });
  return token;
}

/** The account a set-up link is for, while it is live and unused. */
export async function setupAccount(env: Bindings, token: string, now = new Date()): Promise<StaffRow | null> {
  if (token.length > 100) return null;
  const owner = await findStaffToken(env.DB, await digest(token), 'setup', now.toISOString());
  const staff = owner ? await findStaffById(env.DB, owner.staff_id) : null;
  return staff?.active ? staff : null;
}

/**
 * The TOTP secret a set-up page offers, with its signature: the page carries both through its form, so
 * nothing is stored before the first code proves the app has it, and no other secret can be slipped in.
 */
export async function offeredSecret(env: Pick<Bindings, 'XSRF_SECRET'>, token: string, secret = newTotpSecret()) {
  return { secret, signature: await secretSignature(env, token, secret) };
}

async function secretSignature(env: Pick<Bindings, 'XSRF_SECRET'>, token: string, secret: string) {
  if (!env.XSRF_SECRET) throw new Error('XSRF_SECRET is not configured');
  return toBase64Url(await hmacSign(env.XSRF_SECRET, `staff-totp|${token}|${secret}`));
}

export type SetupError = PasswordProblem | 'mismatch' | 'invalid_code' | 'invalid_link';

/**
 * Sets the password and the second factor from a set-up link; the link is used up and the member may sign
 * in. A weak password or a wrong code keeps the link, so the member can try again on the same page.
 */
export async function completeSetup(
  env: Bindings,
  input: { token: string; password: string; repeat: string; secret: string; signature: string; code: string },
  now = new Date(),
): Promise<{ staff: StaffRow } | { error: SetupError }> {
  const staff = await setupAccount(env, input.token, now);
  if (!staff) return { error: 'invalid_link' };
  if (!timingSafeEqual(input.signature, await secretSignature(env, input.token, input.secret))) {
    return { error: 'invalid_link' };
  }
  const problem = passwordProblem(input.password, staff.email, await commonPasswords(env));
  if (problem) return { error: problem };
  if (input.password !== input.repeat) return { error: 'mismatch' };
  const step = totpStep(input.secret, input.code, now.getTime());
  if (step === null) return { error: 'invalid_code' };
  if (!(await spendStaffToken(env.DB, await digest(input.token), now.toISOString()))) return { error: 'invalid_link' };
  await setStaffCredentials(env.DB, staff.id, {
    password_hash: await hashPassword(input.password, pepper(env)),
    totp_secret: input.secret,
    totp_last_step: step,
  });
  await accessLogStatement(env.DB, {
    staff_id: staff.id,
    action: 'staff.setup',
    subject: `staff:${staff.id}`,
    reason: 'set-up link',
  }).run();
  return { staff: (await findStaffById(env.DB, staff.id))! };
}
