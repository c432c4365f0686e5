import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { AccountsError, type AccountsBackend } from '../../backends/accounts';
import { finishAuthorization, type ProviderProfile, startAuthorization } from '../../auth/oauth';
import {
  OAUTH_STATE_COOKIE,
  openPendingLogin,
  type PendingLogin,
  sealPendingLogin,
  STATE_MINUTES,
} from '../../auth/oauthState';
import { cookieToken, randomToken, setSessionCookie } from '../../auth/session';
import type { AppEnv } from '../../env';
import { apiError } from './errors';
import { timingSafeEqual } from '../../lib/crypto';
import { noStore } from '../../middleware/noStore';
import { localePath } from '../../i18n/lang';
import { accounts, callerToken, clientIp, namedCall, withAccounts } from './caller';
import { valid } from './validate';
import { attemptSucceeded, LIMITS, overLimit } from '../../auth/rateLimit';

/**
 * OAuth login and linked identities (spec section 7: GET /api/auth/authorize, POST /api/auth/link,
 * GET /api/auth/linked; docs/decisions/0013-oauth-login-and-linking.md). With the embedded accounts
 * backend the site runs the flow with arctic; with ACCOUNTS_BACKEND=http the upstream runs it, and the
 * callback takes the upstream's access token (docs/decisions/0016-accounts-port.md).
 *
 * - GET /api/auth/providers: the providers the accounts backend offers, [{ id, name }].
 * - GET /api/auth/authorize?provider=&redirectUri=/sajat[&language=hu|en]: 302 to the provider, with a
 *   fresh state and PKCE verifier kept in a signed HttpOnly cookie. 400 missing_parameter,
 *   invalid_redirect (redirectUri must be a path on this site), unknown_provider.
 * - GET /api/auth/callback/:provider: checks the state, exchanges the code with the verifier, then logs
 *   in the identity's user, or links the identity to the logged-in user, or to the account with the
 *   provider-verified e-mail, or creates a verified account without password; 302 to redirectUri. A
 *   failure goes to /sajat/bejelentkezes?error=oauth_failed | oauth_email_taken (the address has an
 *   account but the provider does not vouch for it) | oauth_email_unverified (no verified address).
 * - POST /api/auth/link { primaryUserId, secondaryToken, token? }: merges the account logged in by
 *   secondaryToken into the caller's. 403 forbidden, 400 invalid_secondary_token / same_user,
 *   409 secondary_has_password / secondary_has_patients.
 * - GET /api/auth/linked?userId=[&token=]: the caller's provider logins [{ provider, email, created_at }].
 */
export const oauthApi = new Hono<AppEnv>();

const LOGIN_PAGE = '/sajat/bejelentkezes';
const DEFAULT_REDIRECT = '/sajat';
const FAILURE_CODES = ['oauth_failed', 'oauth_email_taken', 'oauth_email_unverified', 'too_many_attempts'] as const;
type FailureCode = (typeof FAILURE_CODES)[number];

// Only this module's paths: a '*' here would reach every /api route once mounted.
for (const path of ['/auth/providers', '/auth/authorize', '/auth/callback/*', '/auth/link', '/auth/linked']) {
  oauthApi.use(path, noStore());
}

/** A path on this site to go to after the login, normalised; null when it could lead anywhere else. */
export function safeRedirect(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex -- a backslash or control character is what this rejects
  if (raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) {
    return null;
  }
  const base = 'https://site.invalid';
  const url = new URL(raw, base);
  if (url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}

function xsrfSecret(c: Context<AppEnv>): string {
  const secret = c.env.XSRF_SECRET;
  if (!secret) throw new Error('XSRF_SECRET is not configured');
  return secret;
}

/** Back to the login page with a code it can explain; the reason goes to the log only. */
function failed(
  c: Context<AppEnv>,
  provider: string,
  reason: string,
  code: FailureCode = 'oauth_failed',
  language: 'hu' | 'en' = 'hu',
) {
  console.warn(`OAuth login by ${provider} failed: ${reason}`);
  return c.redirect(`${localePath(language, LOGIN_PAGE)}?error=${code}`, 302);
}

// ---- login -----------------------------------------------------------------------------------------

oauthApi.get('/auth/providers', (c) => {
  return withAccounts(c, async (backend) => c.json({ data: await backend.providers() }));
});

/** The provider's authorization URL and the pending login to keep, by whoever runs the flow. */
async function authorization(c: Context<AppEnv>, backend: AccountsBackend, providerId: string) {
  if (backend.oauth.kind === 'embedded') return startAuthorization(c.env, providerId);
  // The upstream runs the flow and comes back to our callback with its access token (decision 0016).
  const state = randomToken();
  const back = new URL(`/api/auth/callback/${encodeURIComponent(providerId)}`, c.env.PUBLIC_ORIGIN);
  back.searchParams.set('state', state);
  try {
    return { url: new URL(await backend.oauth.authorize(providerId, back.toString())), state, codeVerifier: '' };
  } catch (error) {
    if (error instanceof AccountsError && error.code === 'unknown_provider') return null;
    throw error;
  }
}

oauthApi.get('/auth/authorize', async (c) => {
  const providerId = c.req.query('provider');
  if (!providerId) return apiError(c, 400, 'missing_parameter', 'Missing provider parameter');
  const redirectUri = safeRedirect(c.req.query('redirectUri'));
  if (!redirectUri) return apiError(c, 400, 'invalid_redirect', 'redirectUri must be a path on this site');
  const asked = c.req.query('language');
  const language = asked === 'en' || asked === 'hu' ? asked : /^\/en(\/|$|\?)/.test(redirectUri) ? 'en' : 'hu';
  let found;
  try {
    found = await authorization(c, accounts(c), providerId);
  } catch (error) {
    return failed(
      c,
      providerId,
      `the authorization request could not be made: ${(error as Error).message}`,
      'oauth_failed',
      language,
    );
  }
  if (!found) return apiError(c, 400, 'unknown_provider', `No login provider called ${providerId}`);
  const sealed = await sealPendingLogin(xsrfSecret(c), {
    provider: providerId,
    state: found.state,
    codeVerifier: found.codeVerifier,
    redirectUri,
    language,
  });
  setCookie(c, OAUTH_STATE_COOKIE, sealed, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: STATE_MINUTES * 60,
  });
  return c.redirect(found.url.toString(), 302);
});

/**
 * The session a checked callback ends in. Embedded: the code is exchanged with the verifier and the
 * profile signed in (decision 0013). Upstream: its access token comes back, and counts once it validates.
 */
async function finish(c: Context<AppEnv>, backend: AccountsBackend, providerId: string, pending: PendingLogin) {
  if (backend.oauth.kind === 'upstream') {
    const token = c.req.query('token');
    if (!token) throw new AccountsError('oauth_failed', 'the upstream gave no access token');
    await backend.validate(token);
    return { access_token: token };
  }
  const code = c.req.query('code');
  if (!code) throw new AccountsError('oauth_failed', 'no authorization code');
  let profile: ProviderProfile;
  try {
    profile = await finishAuthorization(c.env, providerId, code, pending.codeVerifier, c.req.query('iss') ?? null);
  } catch (error) {
    throw new AccountsError('oauth_failed', `the code could not be exchanged: ${(error as Error).message}`);
  }
  return backend.oauth.signIn(providerId, profile, pending.language, cookieToken(c));
}

oauthApi.get('/auth/callback/:provider', async (c) => {
  const providerId = c.req.param('provider');
  // Issue 12 point 4: each callback counts up front and a completed login gives its count back, so only
  // failures (forged or replayed state, codes the provider refuses) from one address meet the limit.
  const attempt: [typeof LIMITS.oauthCallbackFailuresPerIp, string] = [LIMITS.oauthCallbackFailuresPerIp, clientIp(c)];
  const wait = await overLimit(c.env.DB, [attempt]);
  if (wait) {
    c.header('Retry-After', String(wait));
    return failed(c, providerId, 'too many failed callbacks from this address', 'too_many_attempts');
  }
  const cookie = getCookie(c, OAUTH_STATE_COOKIE);
  // The pending login is used once, whatever happens next.
  deleteCookie(c, OAUTH_STATE_COOKIE, { path: '/', secure: true });
  const pending = cookie ? await openPendingLogin(xsrfSecret(c), cookie) : null;
  if (!pending) return failed(c, providerId, 'no pending login (missing, forged or expired state cookie)');
  // From here on the visitor's language is known: a failure sends them to the login page in it.
  const fail = (reason: string, code?: FailureCode) => failed(c, providerId, reason, code, pending.language);
  if (pending.provider !== providerId) return fail(`the login was started with ${pending.provider}`);
  const state = c.req.query('state');
  if (!state || !timingSafeEqual(state, pending.state)) return fail('the state does not match');
  const refusal = c.req.query('error');
  if (refusal) return fail(`the provider answered ${refusal.slice(0, 100)}`);
  try {
    const session = await finish(c, accounts(c), providerId, pending);
    setSessionCookie(c, session.access_token, session.expires_at);
    await attemptSucceeded(c.env.DB, attempt);
  } catch (error) {
    if (!(error instanceof AccountsError)) throw error;
    const code = (FAILURE_CODES as readonly string[]).includes(error.code) ? (error.code as FailureCode) : undefined;
    return fail(error.message, code);
  }
  return c.redirect(pending.redirectUri, 302);
});

// ---- linked identities -------------------------------------------------------------------------------

const userId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
);
const LinkBody = v.object({
  primaryUserId: userId,
  secondaryToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});

oauthApi.post('/auth/link', valid('json', LinkBody), async (c) => {
  const { token: given, primaryUserId, secondaryToken } = c.req.valid('json');
  const token = callerToken(c, given);
  return withAccounts(c, async (backend) =>
    c.json({ data: await backend.link(token, { primaryUserId, secondaryToken }) }),
  );
});

oauthApi.get('/auth/linked', async (c) => {
  const call = namedCall(c, 'userId', undefined, c.req.query('userId'));
  return withAccounts(c, async (backend) => c.json({ data: await backend.linked(call.token, call.id) }));
});
