import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { personSchema } from '../../backends/lab/httpAppointments';
import { sendMail } from '../../backends/mail';
import type { AccountMailKind } from '../../backends/mail/port';
import { commonPasswords } from '../../auth/commonPasswords';
import { DECOY_HASH, hashPassword, passwordProblem, verifyPassword } from '../../auth/password';
import { LIMITS, overLimit } from '../../auth/rateLimit';
import { digest, endSession, randomToken, startSession } from '../../auth/session';
import {
  consumeAuthToken,
  deleteUser,
  findPatient,
  findUserByEmail,
  insertAuthToken,
  insertMainPatient,
  insertUser,
  listPatients,
  logPatientRead,
  markVerified,
  type PatientRow,
  setPassword,
  type TokenPurpose,
  updatePatientPerson,
  updateUserProfile,
  type UserRow,
} from '../../db/accounts';
import { budapestNow } from '../../domain/budapestTime';
import { isValidEmail, validatePerson } from '../../domain/personValidation';
import type { AppEnv } from '../../env';
import type { Lang } from '../../i18n/lang';
import { accountMail } from '../../mail/accountMails';
import { afterResponse } from '../../mail/notify';
import { apiError, validationFailed } from './errors';
import { idParameter, ownUser, requireUser } from './caller';
import type { AppointmentPerson } from '../../backends/lab/bookingPort';

/**
 * Accounts and patients (spec section 7, Accounts and patients; DESIGN.md, Security baseline). Stable
 * error codes the pages translate: 400 invalid_body / missing_parameter, 401 invalid_credentials /
 * invalid_token / login_required, 403 email_not_verified / forbidden, 404 no_data, 409 patient_exists,
 * 422 weak_password / validation_failed, 429 too_many_attempts. Sign-up and reset answer the same
 * whether or not an address is registered, and take as long; every answer is `no-store`.
 */
export const accountsApi = new Hono<AppEnv>();

const VERIFY_HOURS = 48;
const RESET_HOURS = 1;

// Only this module's paths: a '*' here would reach every /api route once mounted.
for (const path of ['/auth/*', '/whitetech/user', '/whitetech/user/*', '/whitetech/patient', '/whitetech/patient/*']) {
  accountsApi.use(path, async function noStore(c, next) {
    await next();
    c.header('Cache-Control', 'no-store');
  });
}

const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254),
  v.check(isValidEmail, 'email: not an e-mail address'),
);
const password = v.pipe(v.string(), v.maxLength(1024));
const lang = v.optional(v.picklist(['hu', 'en']), 'hu');
const token = v.optional(v.pipe(v.string(), v.maxLength(200)));

const Credentials = v.object({ email, password, language: lang });
const TokenBody = v.object({ token });
const ResetRequest = v.object({ email, language: lang });
const ResetConfirm = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), password });
const UserChange = v.object({
  token,
  username: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
  language: v.optional(v.picklist(['hu', 'en'])),
  foreignLanguage: v.optional(v.boolean()),
  current_password: v.optional(password),
  new_password: v.optional(password),
});
const DeleteBody = v.object({ token, password: v.optional(password) });
const PatientBody = v.object({ token, person: personSchema });

async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) {
  // An empty body reads as {}: a call the session cookie alone answers (logout, validate) need not
  // send one. Malformed JSON stays a 400.
  const text = await c.req.text().catch(() => '');
  let json: unknown;
  try {
    json = text.trim() ? JSON.parse(text) : {};
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output as v.InferOutput<S>;
  const issue = parsed.issues[0];
  const path = issue.path?.map((item) => item.key).join('.');
  return apiError(
    c,
    400,
    'invalid_body',
    path && !issue.message.startsWith(`${path}:`) ? `${path}: ${issue.message}` : issue.message,
  );
}

const clientIp = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'local';

function tooMany(c: Context<AppEnv>, seconds: number) {
  c.header('Retry-After', String(seconds));
  return apiError(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
}

/**
 * A fresh one-time token for the user, stored and e-mailed in the user's language after the answer:
 * the answer takes as long whether or not an address is registered (DESIGN.md: no enumeration).
 */
async function mailToken(c: Context<AppEnv>, user: UserRow, kind: AccountMailKind, purpose: TokenPurpose | null) {
  const work = async () => {
    let secret: string | undefined;
    if (purpose) {
      secret = randomToken();
      const hours = purpose === 'verify' ? VERIFY_HOURS : RESET_HOURS;
      await insertAuthToken(c.env.DB, {
        token_hash: await digest(secret),
        user_id: user.id,
        purpose,
        expires_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
      });
    }
    const message = accountMail(kind, {
      to: user.email,
      name: user.username,
      lang: user.language,
      origin: c.env.PUBLIC_ORIGIN,
      token: secret,
    });
    await sendMail(c.env, message);
  };
  await afterResponse(
    c,
    work().catch((error) => console.error(`The ${kind} e-mail could not be sent`, error)),
  );
}

function pepper(c: Context<AppEnv>): string {
  const value = c.env.PASSWORD_PEPPER;
  if (!value) throw new Error('PASSWORD_PEPPER is not configured');
  return value;
}

/** The stable code for a password that may not be used, or null. */
async function weakPassword(candidate: string, address: string) {
  return passwordProblem(candidate, address, await commonPasswords());
}

function weak(c: Context<AppEnv>, problem: string) {
  return apiError(c, 422, 'weak_password', `The password is not allowed: ${problem}`);
}

/** What the spec's user calls answer: id, username, email, meta.verified, the patient ids. */
function userView(user: UserRow, patients: PatientRow[]) {
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

// ---- sign-up, verification, login, logout ---------------------------------------------------------

accountsApi.post('/auth/signup', async (c) => {
  const body = await readBody(c, Credentials);
  if (body instanceof Response) return body;
  const wait = await overLimit(c.env.DB, [[LIMITS.signupPerIp, clientIp(c)]]);
  if (wait) return tooMany(c, wait);
  const problem = await weakPassword(body.password, body.email);
  if (problem) return weak(c, problem);
  const hash = await hashPassword(body.password, pepper(c));
  const username = body.email.split('@')[0]!;
  const id = await insertUser(c.env.DB, { email: body.email, username, password_hash: hash, language: body.language });
  const user = await findUserByEmail(c.env.DB, body.email);
  // A taken address gets a note by e-mail instead; the answer is the same either way.
  if (user) await mailToken(c, user, id ? 'verify' : 'account_exists', id ? 'verify' : null);
  return c.json({ data: { status: 'verification_sent' } }, 202);
});

accountsApi.post('/auth/verify', async (c) => {
  const body = await readBody(c, v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }));
  if (body instanceof Response) return body;
  const userId = await consumeAuthToken(c.env.DB, await digest(body.token), 'verify', new Date().toISOString());
  if (!userId) return apiError(c, 400, 'invalid_token', 'The link is invalid, used or expired');
  await markVerified(c.env.DB, userId);
  return c.json({ data: { verified: true } });
});

accountsApi.post('/auth/login', async (c) => {
  const body = await readBody(c, Credentials);
  if (body instanceof Response) return body;
  const wait = await overLimit(c.env.DB, [
    [LIMITS.loginPerAccount, body.email],
    [LIMITS.loginPerIp, clientIp(c)],
  ]);
  if (wait) return tooMany(c, wait);
  const user = await findUserByEmail(c.env.DB, body.email);
  // An unknown address costs the same PBKDF2 as a wrong password.
  const matches = await verifyPassword(body.password, user?.password_hash ?? DECOY_HASH, pepper(c));
  if (!user || !user.password_hash || !matches) {
    return apiError(c, 401, 'invalid_credentials', 'The e-mail address or the password is wrong');
  }
  if (user.verified !== 1) {
    await mailToken(c, user, 'verify', 'verify');
    return apiError(c, 403, 'email_not_verified', 'The e-mail address is not confirmed yet; a new link was sent');
  }
  const session = await startSession(c, user.id);
  return c.json({ access_token: session.token, expires_at: session.expiresAt, user_id: user.id });
});

accountsApi.post('/auth/logout', async (c) => {
  const body = await readBody(c, TokenBody);
  if (body instanceof Response) return body;
  await endSession(c, body.token);
  return c.json({ data: { status: 'logged_out' } });
});

// ---- password reset ------------------------------------------------------------------------------

/** `{ email }` asks for a link; `{ token, password }` sets the new password from that link. */
accountsApi.post('/auth/reset_password', async (c) => {
  const json: unknown = await c.req.json().catch(() => undefined);
  if (json && typeof json === 'object' && 'token' in json) {
    const parsed = v.safeParse(ResetConfirm, json);
    if (!parsed.success) return apiError(c, 400, 'invalid_body', v.summarize(parsed.issues));
    const tokenHash = await digest(parsed.output.token);
    const now = new Date().toISOString();
    // Checked before it is used up, so a weak password does not burn the link.
    const owner = await c.env.DB.prepare(
      `SELECT u.email FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ?1 AND t.purpose = 'reset' AND t.used_at IS NULL AND t.expires_at > ?2`,
    )
      .bind(tokenHash, now)
      .first<{ email: string }>();
    if (!owner) return apiError(c, 400, 'invalid_token', 'The link is invalid, used or expired');
    const problem = await weakPassword(parsed.output.password, owner.email);
    if (problem) return weak(c, problem);
    const userId = await consumeAuthToken(c.env.DB, tokenHash, 'reset', now);
    if (!userId) return apiError(c, 400, 'invalid_token', 'The link is invalid, used or expired');
    // The e-mail link proves the address too; every session ends.
    await setPassword(c.env.DB, userId, await hashPassword(parsed.output.password, pepper(c)));
    await markVerified(c.env.DB, userId);
    return c.json({ data: { status: 'password_changed' } });
  }
  const parsed = v.safeParse(ResetRequest, json);
  if (!parsed.success) return apiError(c, 400, 'invalid_body', v.summarize(parsed.issues));
  const wait = await overLimit(c.env.DB, [
    [LIMITS.resetPerAccount, parsed.output.email],
    [LIMITS.resetPerIp, clientIp(c)],
  ]);
  if (wait) return tooMany(c, wait);
  const user = await findUserByEmail(c.env.DB, parsed.output.email);
  if (user) await mailToken(c, user, 'reset', 'reset');
  return c.json({ data: { status: 'reset_sent' } }, 202);
});

// ---- the user ------------------------------------------------------------------------------------

accountsApi.put('/whitetech/user/validate', async (c) => {
  const body = await readBody(c, TokenBody);
  if (body instanceof Response) return body;
  const found = await requireUser(c, body.token);
  if (found instanceof Response) return found;
  return c.json({ data: userView(found.user, await listPatients(c.env.DB, found.user.id)) });
});

accountsApi.get('/whitetech/user/:userId?', async (c) => {
  const found = await ownUser(c);
  if (found instanceof Response) return found;
  return c.json({ data: userView(found.user, await listPatients(c.env.DB, found.user.id)) });
});

accountsApi.put('/whitetech/user/:userId?', async (c) => {
  const body = await readBody(c, UserChange);
  if (body instanceof Response) return body;
  const found = await ownUser(c, body.token);
  if (found instanceof Response) return found;
  const { user, tokenHash } = found;
  if (body.new_password !== undefined) {
    const current = user.password_hash;
    const refused = current ? await confirmPassword(c, user, body.current_password) : null;
    if (refused) return refused;
    const problem = await weakPassword(body.new_password, user.email);
    if (problem) return weak(c, problem);
    // Other browsers logged in with the old password are logged out; this one stays.
    await setPassword(c.env.DB, user.id, await hashPassword(body.new_password, pepper(c)), tokenHash);
  }
  await updateUserProfile(c.env.DB, user.id, {
    username: body.username,
    language: body.language,
    foreign_language: body.foreignLanguage,
  });
  const fresh = (await findUserByEmail(c.env.DB, user.email))!;
  return c.json({ data: userView(fresh, await listPatients(c.env.DB, user.id)) });
});

/**
 * A logged-in user confirming a sensitive change with their password: null when it is right, else the
 * answer (403 invalid_credentials; the session is fine, the password is not). Attempts count
 * against the account's login limit like logins do (429 past it, right or wrong), so a stolen session
 * cannot try passwords forever.
 */
async function confirmPassword(c: Context<AppEnv>, user: UserRow, given: string | undefined) {
  const wait = await overLimit(c.env.DB, [[LIMITS.loginPerAccount, user.email]]);
  if (wait) return tooMany(c, wait);
  if (given && (await verifyPassword(given, user.password_hash!, pepper(c)))) return null;
  return apiError(c, 403, 'invalid_credentials', 'The password is wrong');
}

/** Deletes the account (with the password when it has one); bookings stay, without their owner. */
accountsApi.delete('/whitetech/user/:userId?', async (c) => {
  const body = await readBody(c, DeleteBody);
  if (body instanceof Response) return body;
  const found = await ownUser(c, body.token);
  if (found instanceof Response) return found;
  const refused = found.user.password_hash ? await confirmPassword(c, found.user, body.password) : null;
  if (refused) return refused;
  await deleteUser(c.env.DB, found.user.id);
  await endSession(c, body.token);
  return c.json({ data: { status: 'deleted' } });
});

// ---- patients ------------------------------------------------------------------------------------

function patientView(patient: PatientRow) {
  return { id: patient.id, main: patient.is_main === 1, enabled: patient.enabled === 1, person: patient.person };
}

/** The person's fields that fail the booking's rules, as the 422 answer; null when all pass. */
function invalidPerson(c: Context<AppEnv>, person: AppointmentPerson, lang: Lang) {
  const fields = validatePerson(person, lang, budapestNow(new Date()).date);
  return Object.keys(fields).length ? validationFailed(c, fields) : null;
}

accountsApi.post('/whitetech/patient', async (c) => {
  const body = await readBody(c, PatientBody);
  if (body instanceof Response) return body;
  const found = await requireUser(c, body.token);
  if (found instanceof Response) return found;
  const invalid = invalidPerson(c, body.person, found.user.language);
  if (invalid) return invalid;
  const id = await insertMainPatient(c.env.DB, found.user.id, body.person);
  if (!id) return apiError(c, 409, 'patient_exists', 'User already has a patient');
  return c.json({ data: patientView((await findPatient(c.env.DB, id))!) }, 201);
});

/** The caller's own patient named by the path, or the Response to answer (404 for anyone else's). */
async function ownPatient(c: Context<AppEnv>, given?: string) {
  const id = idParameter(c, 'patientId', c.req.param('patientId'));
  if (id instanceof Response) return id;
  const found = await requireUser(c, given);
  if (found instanceof Response) return found;
  const patient = await findPatient(c.env.DB, id);
  // Another user's patient is answered as missing: its existence is nobody else's business.
  if (!patient || patient.user_id !== found.user.id) {
    return apiError(c, 404, 'no_data', 'No data received from patient get');
  }
  await logPatientRead(c.env.DB, {
    actor: `user:${found.user.id}`,
    subject: `patient:${patient.id}`,
    requestId: c.get('requestId'),
  });
  return { ...found, patient };
}

accountsApi.get('/whitetech/patient/:patientId?', async (c) => {
  const found = await ownPatient(c);
  if (found instanceof Response) return found;
  return c.json({ data: patientView(found.patient) });
});

accountsApi.put('/whitetech/patient/:patientId?', async (c) => {
  const body = await readBody(c, PatientBody);
  if (body instanceof Response) return body;
  const found = await ownPatient(c, body.token);
  if (found instanceof Response) return found;
  const invalid = invalidPerson(c, body.person, found.user.language);
  if (invalid) return invalid;
  await updatePatientPerson(c.env.DB, found.patient.id, body.person);
  return c.json({ data: patientView((await findPatient(c.env.DB, found.patient.id))!) });
});
