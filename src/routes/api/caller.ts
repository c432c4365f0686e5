import type { Context } from 'hono';
import { accountsBackend, AccountsError, type AccountsBackend, type AccountUser } from '../../backends/accounts';
import type { AccountsErrorCode } from '../../backends/accounts/port';
import { cookieToken, SESSION_COOKIE } from '../../auth/session';
import type { AppEnv } from '../../env';
import { afterResponse } from '../../mail/notify';
import { apiError, refuse, validationFailed } from './errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Who is calling an account call (spec section 7, Accounts and patients), shared by the accounts and
 * OAuth routes and the pages: the accounts backend for this request, the caller's token, the ids the
 * call names, and the HTTP answer for each of the port's errors.
 */

/** The /api paths of the accounts calls: the ones an accounts service Bearer may call (decision 0016). */
export const isAccountsPath = (path: string) => /^\/api\/(auth\/|whitetech\/(user|patient)(\/|$))/.test(path);

/**
 * The client's address for attempt limits: Cloudflare's, or, on a call from a site using this one as its
 * accounts upstream (a verified service Bearer), the address that site vouches for.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.get('serviceCaller') ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('cf-connecting-ip') || 'local';
}

/** The accounts backend wrangler.toml names, acting for this request. */
export const accounts = (c: Context<AppEnv>): AccountsBackend =>
  accountsBackend(c.env, {
    ip: clientIp(c),
    requestId: c.get('requestId'),
    defer: (work) => afterResponse(c, work),
  });

/**
 * The caller's token: the call's (body or `?token=`), else the session cookie's. Without either the
 * call ends with 400 'Missing token parameter'; an empty session cookie is a session that ended (401).
 */
export function callerToken(c: Context<AppEnv>, given?: string): string {
  const token = (given ?? c.req.query('token')) || cookieToken(c);
  if (token) return token;
  if (!c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`)) {
    return refuse(c, 400, 'missing_parameter', 'Missing token parameter');
  }
  return refuse(c, 401, 'invalid_token', 'The session has ended; please log in again');
}

/** A numeric id the call names (path or query); else the call ends with 400 'Missing … parameter' or 404. */
export function idParameter(c: Context<AppEnv>, name: 'userId' | 'patientId', raw: string | undefined): number {
  if (!raw) return refuse(c, 400, 'missing_parameter', `Missing ${name} parameter`);
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : refuse(c, 404, 'no_data', `No data received from ${name}`);
}

/**
 * The id the call names (the path's, unless given) and the caller's token, or the call ends with the
 * answer: the id is checked first, as the spec's 'Missing … parameter' comes before any login check.
 */
export function namedCall(
  c: Context<AppEnv>,
  name: 'userId' | 'patientId',
  given?: string,
  raw: string | undefined = c.req.param(name),
): { id: number; token: string } {
  const id = idParameter(c, name, raw);
  return { id, token: callerToken(c, given) };
}

/** Each error's status and, where it differs, the API's code (the stable codes the pages translate). */
const ANSWERS: Record<AccountsErrorCode, [ContentfulStatusCode, string?]> = {
  invalid_request: [400, 'invalid_body'],
  invalid_credentials: [401],
  wrong_password: [403, 'invalid_credentials'],
  email_not_verified: [403],
  invalid_token: [401],
  invalid_link: [400, 'invalid_token'],
  forbidden: [403],
  not_found: [404, 'no_data'],
  patient_exists: [409],
  too_many_patients: [409],
  weak_password: [422],
  validation_failed: [422],
  too_many_attempts: [429],
  invalid_secondary_token: [400],
  same_user: [400],
  secondary_has_password: [409],
  secondary_has_patients: [409],
  merge_conflict: [409],
  unknown_provider: [400],
  oauth_email_taken: [400],
  oauth_email_unverified: [400],
  oauth_failed: [400],
  upstream_failed: [502],
};

/** The API's answer for an accounts error; anything else is not ours to answer and goes on. */
export function accountsFailure(c: Context<AppEnv>, error: unknown): Response {
  if (!(error instanceof AccountsError)) throw error;
  const { code, extra } = error;
  if (code === 'validation_failed') return validationFailed(c, extra.fields ?? {});
  if (code === 'too_many_attempts') c.header('Retry-After', String(extra.retryAfter ?? 60));
  if (code === 'upstream_failed') {
    console.error(error.message);
    return apiError(c, 502, code, 'The accounts service is not answering; try again later');
  }
  const [status, apiCode] = ANSWERS[code];
  return apiError(c, status, apiCode ?? code, error.message);
}

/** Runs a call on this request's accounts backend, answering its AccountsError the API's way. */
export async function withAccounts(c: Context<AppEnv>, call: (backend: AccountsBackend) => Promise<Response>) {
  try {
    return await call(accounts(c));
  } catch (error) {
    return accountsFailure(c, error);
  }
}

/**
 * For pages: the logged-in user by the session cookie, with their token, or null (no cookie, or a
 * session that ended). An unreachable upstream is an error, not a logout.
 */
export async function loggedInUser(c: Context<AppEnv>): Promise<{ user: AccountUser; token: string } | null> {
  const token = cookieToken(c);
  if (!token) return null;
  try {
    return { user: await accounts(c).validate(token), token };
  } catch (error) {
    if (error instanceof AccountsError && error.code === 'invalid_token') return null;
    throw error;
  }
}

/**
 * Lists a new booking on the logged-in booker's /sajat page (`known`: the booker already looked up). The
 * booking stands whatever happens here: a failure of the accounts backend is logged, not answered.
 */
export async function claimForLoggedIn(
  c: Context<AppEnv>,
  hash: string,
  known?: Awaited<ReturnType<typeof loggedInUser>>,
): Promise<void> {
  try {
    const owner = known === undefined ? await loggedInUser(c) : known;
    if (owner) await accounts(c).claimBooking(owner.user.id, hash);
  } catch (error) {
    console.error(`Booking ${hash} could not be listed for its logged-in booker`, error);
  }
}
