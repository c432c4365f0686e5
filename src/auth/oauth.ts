import {
  CodeChallengeMethod,
  Facebook,
  generateCodeVerifier,
  generateState,
  Google,
  OAuth2Client,
  type OAuth2Tokens,
} from 'arctic';
import * as v from 'valibot';
import type { Bindings } from '../env';
import { fetchJson } from '../lib/fetch';
import { verifiedPayload } from './jwks';

/**
 * OAuth / OpenID Connect login (docs/decisions/0013-oauth-login-and-linking.md) with the `arctic`
 * clients. Which providers are offered follows the configuration:
 *   - Google:   GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (OIDC, PKCE S256);
 *   - Facebook: FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET (OAuth 2, the Graph API's /me);
 *   - any OIDC issuer: OIDC_PROVIDERS, a JSON list of {id, name, issuer, clientId, scopes?}, each one's
 *     secret in OIDC_<ID>_CLIENT_SECRET (ID upper-cased, '-' as '_'); the endpoints come from the
 *     issuer's /.well-known/openid-configuration.
 * Each provider's redirect URI to register is PUBLIC_ORIGIN + /api/auth/callback/<id>.
 */

export interface ProviderInfo {
  id: string;
  name: string;
}

interface OidcProvider extends ProviderInfo {
  kind: 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

type Provider =
  | (ProviderInfo & { kind: 'google'; clientId: string; clientSecret: string })
  | (ProviderInfo & { kind: 'facebook'; clientId: string; clientSecret: string })
  | OidcProvider;

/** Who the provider says logged in. `emailVerified` is the provider's word that the address is theirs. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const BUILT_IN = ['google', 'facebook'];

const issuerUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || ['localhost', '127.0.0.1'].includes(url.hostname);
  }, 'issuer: must be https (http only for localhost)'),
);

const OidcProvidersConfig = v.array(
  v.object({
    id: v.pipe(
      v.string(),
      v.regex(/^[a-z][a-z0-9_-]{0,31}$/, 'id: lower-case letters, digits, "-" and "_"'),
      v.check((id) => !BUILT_IN.includes(id), 'id: google and facebook are built in'),
    ),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
    issuer: issuerUrl,
    clientId: v.pipe(v.string(), v.minLength(1)),
    scopes: v.optional(v.array(v.pipe(v.string(), v.minLength(1))), ['openid', 'email', 'profile']),
  }),
);

/** The environment variable that holds an OIDC provider's client secret. */
export const oidcSecretName = (id: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_CLIENT_SECRET`;

/** The configured providers whose credentials are all set. A malformed OIDC_PROVIDERS throws. */
function configuredProviders(env: Bindings): Provider[] {
  const providers: Provider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      kind: 'google',
      id: 'google',
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push({
      kind: 'facebook',
      id: 'facebook',
      name: 'Facebook',
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
    });
  }
  if (env.OIDC_PROVIDERS?.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(env.OIDC_PROVIDERS);
    } catch {
      throw new Error('OIDC_PROVIDERS is not JSON');
    }
    const parsed = v.safeParse(OidcProvidersConfig, json);
    if (!parsed.success) throw new Error(`OIDC_PROVIDERS is not valid: ${v.summarize(parsed.issues)}`);
    const secrets = env as unknown as Record<string, unknown>;
    for (const entry of parsed.output) {
      const secret = secrets[oidcSecretName(entry.id)];
      if (typeof secret !== 'string' || !secret) continue;
      providers.push({ kind: 'oidc', ...entry, issuer: entry.issuer.replace(/\/+$/, ''), clientSecret: secret });
    }
  }
  return providers;
}

/** The providers a login page may offer: id and display name. */
export const enabledProviders = (env: Bindings): ProviderInfo[] =>
  configuredProviders(env).map(({ id, name }) => ({ id, name }));

function findProvider(env: Bindings, id: string): Provider | null {
  return configuredProviders(env).find((provider) => provider.id === id) ?? null;
}

export const callbackUrl = (env: Bindings, providerId: string) =>
  new URL(`/api/auth/callback/${encodeURIComponent(providerId)}`, env.PUBLIC_ORIGIN).toString();

// ---- OIDC discovery --------------------------------------------------------------------------------

const endpoint = v.pipe(v.string(), v.url());
const Discovery = v.looseObject({
  issuer: v.string(),
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  // OIDC Discovery 1.0 section 3: REQUIRED; without it no ID token of the issuer can be checked.
  jwks_uri: endpoint,
  userinfo_endpoint: v.optional(endpoint),
});
type Discovery = v.InferOutput<typeof Discovery>;

const DISCOVERY_TTL_MS = 60 * 60_000;
/** A provider's discovery, userinfo and Graph API endpoints are waited for this long at most. */
const FETCH_TIMEOUT_MS = 10_000;
const discoveries = new Map<string, { document: Discovery; expires: number }>();

/** The issuer's metadata, checked, and kept for an hour in this isolate. */
async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && cached.expires > Date.now()) return cached.document;
  const response = await fetchJson(`${issuer}/.well-known/openid-configuration`, { timeoutMs: FETCH_TIMEOUT_MS });
  if (!response.ok) throw new Error(`OIDC discovery for ${issuer} answered ${response.status}`);
  const parsed = v.safeParse(Discovery, response.body);
  if (!parsed.success) throw new Error(`OIDC discovery for ${issuer} is not valid: ${v.summarize(parsed.issues)}`);
  if (parsed.output.issuer.replace(/\/+$/, '') !== issuer) {
    throw new Error(`OIDC discovery for ${issuer} names another issuer: ${parsed.output.issuer}`);
  }
  discoveries.set(issuer, { document: parsed.output, expires: Date.now() + DISCOVERY_TTL_MS });
  return parsed.output;
}

// ---- the authorization request --------------------------------------------------------------------

export interface Authorization {
  url: URL;
  state: string;
  codeVerifier: string;
}

/** A fresh state and PKCE verifier and the provider's authorization URL carrying them; null: no such provider. */
export async function startAuthorization(env: Bindings, providerId: string): Promise<Authorization | null> {
  const provider = findProvider(env, providerId);
  if (!provider) return null;
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const redirectUri = callbackUrl(env, provider.id);
  let url: URL;
  switch (provider.kind) {
    case 'google':
      url = new Google(provider.clientId, provider.clientSecret, redirectUri).createAuthorizationURL(
        state,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      break;
    case 'facebook':
      // arctic's Facebook client has no PKCE: the state and the client secret protect the exchange.
      url = new Facebook(provider.clientId, provider.clientSecret, redirectUri).createAuthorizationURL(state, [
        'email',
        'public_profile',
      ]);
      break;
    case 'oidc': {
      const discovery = await discover(provider.issuer);
      url = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri).createAuthorizationURLWithPKCE(
        discovery.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        provider.scopes,
      );
      break;
    }
  }
  return { url, state, codeVerifier };
}

// ---- the callback ---------------------------------------------------------------------------------

/** Why a login by a provider did not go through; the message is for the log only. */
export class OAuthError extends Error {}

const verifiedFlag = v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])]));
const IdTokenClaims = v.looseObject({
  iss: v.string(),
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  aud: v.union([v.string(), v.array(v.string())]),
  exp: v.number(),
  azp: v.optional(v.string()),
  email: v.optional(v.string()),
  email_verified: verifiedFlag,
  name: v.optional(v.string()),
});
const UserInfo = v.looseObject({
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: verifiedFlag,
  name: v.optional(v.string()),
});
const FacebookMe = v.looseObject({ id: v.string(), email: v.optional(v.string()), name: v.optional(v.string()) });

/** Allowed clock difference between us and the provider. */
const SKEW_SECONDS = 60;

/** Where Google publishes the keys its ID tokens are signed with (its discovery document's jwks_uri). */
const GOOGLE_JWKS_URI = 'https://www.googleapis.com/oauth2/v3/certs';

/**
 * The ID token's claims after the checks of OIDC Core 3.1.3.7: issuer, audience (and azp), expiry, and
 * the signature against the provider's published keys (src/auth/jwks.ts). Core lets a client that got the
 * token straight from the token endpoint over TLS skip the signature; issue 12 point 4 asks for it anyway
 * (docs/decisions/0023-id-token-signatures.md), so a token endpoint answer that was tampered with, or a
 * misrouted or misconfigured issuer, cannot log anyone in.
 */
async function idTokenClaims(
  env: Bindings,
  providerId: string,
  jwksUri: string,
  tokens: OAuth2Tokens,
  issuers: string[],
  clientId: string,
) {
  let raw: unknown;
  try {
    raw = await verifiedPayload(env.CACHE, providerId, jwksUri, tokens.idToken());
  } catch (error) {
    throw new OAuthError(`no usable ID token: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(IdTokenClaims, raw);
  if (!parsed.success) throw new OAuthError(`ID token claims: ${v.summarize(parsed.issues)}`);
  const claims = parsed.output;
  if (!issuers.includes(claims.iss)) throw new OAuthError(`ID token from another issuer: ${claims.iss}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) throw new OAuthError('ID token for another client');
  if (audiences.length > 1 && claims.azp !== clientId) throw new OAuthError('ID token authorized for another party');
  if (claims.exp + SKEW_SECONDS < Date.now() / 1000) throw new OAuthError('ID token expired');
  return claims;
}

const isTrue = (flag: boolean | 'true' | 'false' | undefined) => flag === true || flag === 'true';
const normaliseEmail = (email: string | undefined) => email?.trim().toLowerCase() || null;

async function userInfo(url: string, accessToken: string) {
  const response = await fetchJson(url, { bearer: accessToken, timeoutMs: FETCH_TIMEOUT_MS });
  if (!response.ok) throw new OAuthError(`userinfo answered ${response.status}`);
  const parsed = v.safeParse(UserInfo, response.body);
  if (!parsed.success) throw new OAuthError(`userinfo: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** Exchanges the code (with the PKCE verifier) and reads who logged in. Throws OAuthError or arctic's errors. */
export async function finishAuthorization(
  env: Bindings,
  providerId: string,
  code: string,
  codeVerifier: string,
  issParameter: string | null,
): Promise<ProviderProfile> {
  const provider = findProvider(env, providerId);
  if (!provider) throw new OAuthError(`provider ${providerId} is not configured`);
  const redirectUri = callbackUrl(env, provider.id);
  switch (provider.kind) {
    case 'google': {
      const tokens = await new Google(provider.clientId, provider.clientSecret, redirectUri).validateAuthorizationCode(
        code,
        codeVerifier,
      );
      const claims = await idTokenClaims(
        env,
        provider.id,
        GOOGLE_JWKS_URI,
        tokens,
        ['https://accounts.google.com', 'accounts.google.com'],
        provider.clientId,
      );
      return {
        subject: claims.sub,
        email: normaliseEmail(claims.email),
        emailVerified: isTrue(claims.email_verified),
        name: claims.name ?? null,
      };
    }
    case 'facebook': {
      const tokens = await new Facebook(
        provider.clientId,
        provider.clientSecret,
        redirectUri,
      ).validateAuthorizationCode(code);
      const response = await fetchJson('https://graph.facebook.com/v16.0/me?fields=id,name,email', {
        bearer: tokens.accessToken(),
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      if (!response.ok) throw new OAuthError(`Graph API /me answered ${response.status}`);
      const parsed = v.safeParse(FacebookMe, response.body);
      if (!parsed.success) throw new OAuthError(`Graph API /me: ${v.summarize(parsed.issues)}`);
      const email = normaliseEmail(parsed.output.email);
      // The Graph API gives `email` only for a confirmed address (the decision record says why we rely on it).
      return { subject: parsed.output.id, email, emailVerified: email !== null, name: parsed.output.name ?? null };
    }
    case 'oidc': {
      const discovery = await discover(provider.issuer);
      // RFC 9207: a provider that names itself in the response must be the one the request went to.
      if (issParameter !== null && issParameter.replace(/\/+$/, '') !== provider.issuer) {
        throw new OAuthError(`authorization response from another issuer: ${issParameter}`);
      }
      const tokens = await new OAuth2Client(
        provider.clientId,
        provider.clientSecret,
        redirectUri,
      ).validateAuthorizationCode(discovery.token_endpoint, code, codeVerifier);
      const claims = await idTokenClaims(
        env,
        provider.id,
        discovery.jwks_uri,
        tokens,
        [discovery.issuer, provider.issuer],
        provider.clientId,
      );
      let { email, email_verified: emailVerified, name } = claims;
      if (email === undefined && discovery.userinfo_endpoint) {
        const info = await userInfo(discovery.userinfo_endpoint, tokens.accessToken());
        if (info.sub !== claims.sub) throw new OAuthError('userinfo is about another subject');
        ({ email, email_verified: emailVerified } = info);
        name ??= info.name;
      }
      return {
        subject: claims.sub,
        email: normaliseEmail(email),
        emailVerified: isTrue(emailVerified),
        name: name ?? null,
      };
    }
  }
}
