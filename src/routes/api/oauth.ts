import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { enabledProviders, finishAuthorization, type ProviderProfile, startAuthorization } from '../../auth/oauth';
import { OAUTH_STATE_COOKIE, openPendingLogin, sealPendingLogin, STATE_MINUTES } from '../../auth/oauthState';
import { currentUser, startSession } from '../../auth/session';
import {
  deleteSession,
  findIdentity,
  findUserByEmail,
  insertIdentity,
  insertUser,
  listIdentities,
} from '../../db/accounts';
import { claimUnverifiedUser, mergeObstacle, mergeUsers } from '../../db/oauthLinks';
import type { AppEnv } from '../../env';
import { apiError } from './errors';
import { timingSafeEqual } from '../../middleware/xsrf';
import { localePath } from '../../i18n/lang';
import { ownUser, requireUser } from './caller';

/**
 * OAuth login and linked identities (spec section 7: GET /api/auth/authorize, POST /api/auth/link,
 * GET /api/auth/linked; docs/decisions/0013-oauth-login-and-linking.md).
 *
 * - GET /api/auth/providers: the providers configured here, [{ id, name }].
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
const FAILURE_CODES = ['oauth_failed', 'oauth_email_taken', 'oauth_email_unverified'] as const;
type FailureCode = (typeof FAILURE_CODES)[number];

function noStore(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
}

/** A path on this site to go to after the login, normalised; null when it could lead anywhere else. */
export function safeRedirect(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return DEFAULT_REDIRECT;
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
  noStore(c);
  return c.redirect(`${localePath(language, LOGIN_PAGE)}?error=${code}`, 302);
}

// ---- login -----------------------------------------------------------------------------------------

oauthApi.get('/auth/providers', (c) => {
  noStore(c);
  return c.json({ data: enabledProviders(c.env) });
});

oauthApi.get('/auth/authorize', async (c) => {
  noStore(c);
  const providerId = c.req.query('provider');
  if (!providerId) return apiError(c, 400, 'missing_parameter', 'Missing provider parameter');
  const redirectUri = safeRedirect(c.req.query('redirectUri'));
  if (!redirectUri) return apiError(c, 400, 'invalid_redirect', 'redirectUri must be a path on this site');
  const asked = c.req.query('language');
  const language = asked === 'en' || asked === 'hu' ? asked : /^\/en(\/|$|\?)/.test(redirectUri) ? 'en' : 'hu';
  let authorization;
  try {
    authorization = await startAuthorization(c.env, providerId);
  } catch (error) {
    return failed(
      c,
      providerId,
      `the authorization request could not be made: ${(error as Error).message}`,
      'oauth_failed',
      language,
    );
  }
  if (!authorization) return apiError(c, 400, 'unknown_provider', `No login provider called ${providerId}`);
  const sealed = await sealPendingLogin(xsrfSecret(c), {
    provider: providerId,
    state: authorization.state,
    codeVerifier: authorization.codeVerifier,
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
  return c.redirect(authorization.url.toString(), 302);
});

type Resolution = { userId: number; replacesSession?: string } | { failure: FailureCode; reason: string };

/** Whose login this is, by the rules in the module comment; links or creates as needed. */
async function resolveUser(
  c: Context<AppEnv>,
  providerId: string,
  profile: ProviderProfile,
  language: 'hu' | 'en',
): Promise<Resolution> {
  const db = c.env.DB;
  const identity = { provider: providerId, subject: profile.subject, email: profile.email };
  const known = await findIdentity(db, providerId, profile.subject);
  if (known) return { userId: known.user_id };

  // Linking a second identity to the logged-in user.
  const current = await currentUser(c);
  if (current) {
    if (await insertIdentity(db, { user_id: current.user.id, ...identity })) {
      return { userId: current.user.id, replacesSession: current.tokenHash };
    }
    const raced = await findIdentity(db, providerId, profile.subject);
    return raced ? { userId: raced.user_id } : { failure: 'oauth_failed', reason: 'the identity could not be linked' };
  }

  if (!profile.email) return { failure: 'oauth_email_unverified', reason: 'the provider gave no e-mail address' };
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!profile.emailVerified) {
      return {
        failure: 'oauth_email_taken',
        reason: 'an account has this address, which the provider does not vouch for',
      };
    }
    if (existing.verified === 0) await claimUnverifiedUser(db, existing.id);
    await insertIdentity(db, { user_id: existing.id, ...identity });
    return { userId: existing.id };
  }
  if (!profile.emailVerified) {
    return { failure: 'oauth_email_unverified', reason: 'the provider does not vouch for the e-mail address' };
  }
  const username = profile.name?.trim().slice(0, 100) || profile.email.split('@')[0]!;
  const userId = await insertUser(db, {
    email: profile.email,
    username,
    password_hash: null,
    language,
    verified: true,
  });
  if (!userId) return { failure: 'oauth_failed', reason: 'the account was created by another request meanwhile' };
  await insertIdentity(db, { user_id: userId, ...identity });
  return { userId };
}

oauthApi.get('/auth/callback/:provider', async (c) => {
  noStore(c);
  const providerId = c.req.param('provider');
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
  const code = c.req.query('code');
  if (!code) return fail('no authorization code');

  let profile: ProviderProfile;
  try {
    profile = await finishAuthorization(c.env, providerId, code, pending.codeVerifier, c.req.query('iss') ?? null);
  } catch (error) {
    return fail(`the code could not be exchanged: ${(error as Error).message}`);
  }
  const resolution = await resolveUser(c, providerId, profile, pending.language);
  if ('failure' in resolution) return fail(resolution.reason, resolution.failure);
  // Logging in always starts a new session; a linking user's old one ends.
  if (resolution.replacesSession) await deleteSession(c.env.DB, resolution.replacesSession);
  await startSession(c, resolution.userId);
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
  secondaryToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  token: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

oauthApi.post('/auth/link', async (c) => {
  noStore(c);
  const parsed = v.safeParse(LinkBody, await c.req.json().catch(() => undefined));
  if (!parsed.success) return apiError(c, 400, 'invalid_body', v.summarize(parsed.issues));
  const body = parsed.output;
  const found = await requireUser(c, body.token);
  if (found instanceof Response) return found;
  if (found.user.id !== body.primaryUserId) return apiError(c, 403, 'forbidden', 'This is not your account');
  const secondary = await currentUser(c, body.secondaryToken);
  if (!secondary) return apiError(c, 400, 'invalid_secondary_token', 'The other account’s session has ended');
  if (secondary.user.id === found.user.id) return apiError(c, 400, 'same_user', 'Both tokens are of this account');
  const obstacle = await mergeObstacle(c.env.DB, secondary.user.id);
  if (obstacle === 'secondary_has_password') {
    return apiError(c, 409, obstacle, 'The other account has a password; log in to it and delete it instead');
  }
  if (obstacle === 'secondary_has_patients') {
    return apiError(c, 409, obstacle, 'The other account has patients and cannot be merged');
  }
  if (!(await mergeUsers(c.env.DB, found.user.id, secondary.user.id))) {
    return apiError(c, 409, 'merge_conflict', 'The other account changed meanwhile; try again');
  }
  const identities = await listIdentities(c.env.DB, found.user.id);
  return c.json({
    data: {
      userId: found.user.id,
      mergedUserId: secondary.user.id,
      identities: identities.map(({ provider, email, created_at }) => ({ provider, email, created_at })),
    },
  });
});

oauthApi.get('/auth/linked', async (c) => {
  noStore(c);
  const found = await ownUser(c, undefined, c.req.query('userId'));
  if (found instanceof Response) return found;
  const identities = await listIdentities(c.env.DB, found.user.id);
  return c.json({ data: identities.map(({ provider, email, created_at }) => ({ provider, email, created_at })) });
});
