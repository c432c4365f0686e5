import * as v from 'valibot';
import { cacheKey, readThrough } from '../cache/kv';
import { fromBase64, utf8 } from '../lib/crypto';
import { fetchJson } from '../lib/fetch';

/**
 * The signature check of an OpenID Connect ID token against the provider's published keys (issue 12
 * point 4; docs/decisions/0023-id-token-signatures.md), with WebCrypto only:
 *   - RS256 (RSASSA-PKCS1-v1_5 with SHA-256, what Google and most providers sign with) and ES256; every
 *     other `alg` is refused, `none` and the HMAC family above all, since an HMAC "signed" with the
 *     public key proves nothing (RFC 8725 section 2.1 and 3.1);
 *   - the key is the one the header's `kid` names; a `kid` the cached key set lacks makes one fresh
 *     fetch of the set (the provider rotated its keys, OIDC Core 10.1.1) before the token is refused;
 *   - the key set is cached through the site's KV read-through cache (src/cache/kv.ts) for as long as
 *     the provider's Cache-Control max-age says, kept between 1 and 24 hours, and fetched with a timeout.
 */

/** Why an ID token is not accepted; the message is for the log only. */
export class IdTokenError extends Error {}

const ALGORITHMS = {
  RS256: {
    kty: 'RSA',
    import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verify: { name: 'RSASSA-PKCS1-v1_5' },
  },
  ES256: {
    kty: 'EC',
    import: { name: 'ECDSA', namedCurve: 'P-256' },
    verify: { name: 'ECDSA', hash: 'SHA-256' },
  },
} as const;
type Algorithm = keyof typeof ALGORITHMS;

const Jwk = v.looseObject({
  kty: v.string(),
  kid: v.optional(v.string()),
  use: v.optional(v.string()),
  alg: v.optional(v.string()),
  n: v.optional(v.string()),
  e: v.optional(v.string()),
  crv: v.optional(v.string()),
  x: v.optional(v.string()),
  y: v.optional(v.string()),
});
type Jwk = v.InferOutput<typeof Jwk>;
const JwkSet = v.object({ keys: v.array(Jwk) });

const Header = v.looseObject({
  alg: v.string(),
  kid: v.optional(v.string()),
  crit: v.optional(v.unknown()),
});

/** The key set is kept at least this long, and at most this long, whatever the provider's max-age. */
const MIN_TTL_SECONDS = 3600;
const MAX_TTL_SECONDS = 24 * 3600;
/** The key set endpoint is waited for this long at most (readThrough's own limit is 3 s as well). */
const FETCH_TIMEOUT_MS = 3_000;

interface KeySet {
  keys: Jwk[];
  fetchedAt: number;
  ttlSeconds: number;
}

/** max-age from a Cache-Control header, bounded to 1–24 h; 1 h when the provider says nothing. */
export function keySetTtl(cacheControl: string | null): number {
  const maxAge = /(?:^|[,\s])max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl ?? '')?.[1];
  const seconds = maxAge === undefined ? MIN_TTL_SECONDS : Number(maxAge);
  return Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, seconds));
}

async function fetchKeySet(url: string): Promise<KeySet> {
  const response = await fetchJson(url, { timeoutMs: FETCH_TIMEOUT_MS });
  if (!response.ok) throw new Error(`the key set at ${url} answered ${response.status}`);
  const parsed = v.safeParse(JwkSet, response.body);
  if (!parsed.success) throw new Error(`the key set at ${url} is not valid: ${v.summarize(parsed.issues)}`);
  return {
    keys: parsed.output.keys,
    fetchedAt: Date.now(),
    ttlSeconds: keySetTtl(response.headers.get('cache-control')),
  };
}

/**
 * The provider's key set: the cached copy while its max-age lasts, else (or when `refresh`) a fresh
 * fetch. readThrough serves the last good copy when the fetch fails; a copy older than 24 hours is not
 * trusted even then, so a key the provider withdrew stops counting.
 */
async function keySet(kv: KVNamespace, providerId: string, url: string, refresh: boolean): Promise<KeySet> {
  const key = cacheKey('1', `jwks-${providerId}`, { url });
  const load = () => fetchKeySet(url);
  const read = (freshSeconds: number) => readThrough(kv, key, { freshSeconds, staleSeconds: MAX_TTL_SECONDS }, load);
  let set = await read(MAX_TTL_SECONDS);
  if (refresh || Date.now() - set.fetchedAt >= set.ttlSeconds * 1000) set = await read(0);
  if (Date.now() - set.fetchedAt > MAX_TTL_SECONDS * 1000) throw new Error(`the key set at ${url} is out of date`);
  return set;
}

/** The key that may have signed a token with this alg and kid; without a kid only a sole candidate. */
function pick(keys: Jwk[], alg: Algorithm, kid: string | undefined): Jwk | null {
  const candidates = keys.filter(
    (key) =>
      key.kty === ALGORITHMS[alg].kty &&
      (key.use === undefined || key.use === 'sig') &&
      (key.alg === undefined || key.alg === alg) &&
      (alg !== 'ES256' || key.crv === 'P-256'),
  );
  if (kid === undefined) return candidates.length === 1 ? candidates[0]! : null;
  return candidates.find((key) => key.kid === kid) ?? null;
}

/** A JWS part (RFC 7515 section 2: base64url without padding); anything else is refused. */
function base64url(text: string): Uint8Array<ArrayBuffer> {
  const bytes = /^[A-Za-z0-9_-]*$/.test(text) ? fromBase64(text) : null;
  if (!bytes) throw new IdTokenError('the ID token is not base64url');
  return bytes;
}

function json(part: string, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64url(part)));
  } catch {
    throw new IdTokenError(`the ID token's ${what} is not JSON`);
  }
}

/**
 * The payload of a compact-serialised JWS whose signature one of the provider's keys (at `jwksUrl`)
 * makes. Throws IdTokenError for a token that is not accepted, and Error when the keys cannot be had.
 */
export async function verifiedPayload(
  kv: KVNamespace,
  providerId: string,
  jwksUrl: string,
  token: string,
): Promise<unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError('the ID token is not a signed JWT');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = v.safeParse(Header, json(headerPart, 'header'));
  if (!header.success) throw new IdTokenError(`the ID token header: ${v.summarize(header.issues)}`);
  const { alg, kid, crit } = header.output;
  if (!Object.hasOwn(ALGORITHMS, alg)) throw new IdTokenError(`the ID token is signed with ${alg}, not accepted`);
  // RFC 7515 4.1.11: extensions the recipient does not understand make the token invalid.
  if (crit !== undefined) throw new IdTokenError('the ID token has critical header extensions');
  const algorithm = ALGORITHMS[alg as Algorithm];

  const asked = Date.now();
  const cached = await keySet(kv, providerId, jwksUrl, false);
  let jwk = pick(cached.keys, alg as Algorithm, kid);
  // One fresh fetch for an unknown kid, unless the set was fetched just now for this token.
  if (!jwk && cached.fetchedAt < asked)
    jwk = pick((await keySet(kv, providerId, jwksUrl, true)).keys, alg as Algorithm, kid);
  if (!jwk) throw new IdTokenError(`no published key of the provider has kid ${kid ?? '(none)'}`);

  // Only the public parameters go to importKey: `use`, `key_ops` or `alg` would only add ways to fail.
  const publicJwk: JsonWebKey =
    jwk.kty === 'RSA' ? { kty: 'RSA', n: jwk.n, e: jwk.e } : { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y };
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('jwk', publicJwk, algorithm.import, false, ['verify']);
  } catch (error) {
    throw new IdTokenError(`the provider's key ${kid ?? ''} cannot be used: ${(error as Error).message}`);
  }
  const signed = utf8(`${headerPart}.${payloadPart}`);
  const valid = await crypto.subtle.verify(algorithm.verify, key, base64url(signaturePart), signed);
  if (!valid) throw new IdTokenError('the ID token signature does not match the provider’s key');
  return json(payloadPart, 'payload');
}
