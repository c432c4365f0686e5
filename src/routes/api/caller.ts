import type { Context } from 'hono';
import { currentUser, type CurrentUser, SESSION_COOKIE } from '../../auth/session';
import type { AppEnv } from '../../env';
import { apiError } from './errors';

/**
 * Who is calling an account call (spec section 7, Accounts and patients), shared by the accounts and
 * the OAuth routes: the user of the call's token or of the session cookie, and the ids the call names.
 */

/**
 * The caller's user, by the call's token (body or `?token=`) or the session cookie. Answers the
 * 400/401 Response when there is none: 'Missing token parameter' without either, 'invalid_token' for
 * a dead one.
 */
export async function requireUser(c: Context<AppEnv>, given?: string): Promise<CurrentUser | Response> {
  const explicit = given ?? c.req.query('token');
  const found = await currentUser(c, explicit);
  if (found) return found;
  if (!explicit && !c.req.header('cookie')?.includes(`${SESSION_COOKIE}=`)) {
    return apiError(c, 400, 'missing_parameter', 'Missing token parameter');
  }
  return apiError(c, 401, 'invalid_token', 'The session has ended; please log in again');
}

/** A numeric id the call names (path or query), or the 400 'Missing … parameter' / 404 answer. */
export function idParameter(c: Context<AppEnv>, name: 'userId' | 'patientId', raw: string | undefined) {
  if (!raw) return apiError(c, 400, 'missing_parameter', `Missing ${name} parameter`);
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : apiError(c, 404, 'no_data', `No data received from ${name}`);
}

/**
 * The caller, when the call's userId (the path's, unless given) names them; otherwise the Response to
 * answer: 403 for another user.
 */
export async function ownUser(
  c: Context<AppEnv>,
  given?: string,
  rawId: string | undefined = c.req.param('userId'),
): Promise<CurrentUser | Response> {
  const id = idParameter(c, 'userId', rawId);
  if (id instanceof Response) return id;
  const found = await requireUser(c, given);
  if (found instanceof Response) return found;
  return found.user.id === id ? found : apiError(c, 403, 'forbidden', 'This is not your account');
}
