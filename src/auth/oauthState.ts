import * as v from 'valibot';
import { fromBase64, hmacSign, hmacVerify, toBase64Url, utf8 } from '../lib/crypto';

/**
 * The pending OAuth login between /api/auth/authorize and the provider's callback: provider, state, PKCE
 * verifier, where to go afterwards. It travels in an HttpOnly `__Host-` cookie (SameSite=Lax, so the
 * provider's top-level redirect back carries it), HMAC-signed with XSRF_SECRET under its own label and
 * valid for STATE_MINUTES: a page can neither read the verifier nor forge or stretch the record.
 */
export const OAUTH_STATE_COOKIE = '__Host-oauth';
export const STATE_MINUTES = 10;

export interface PendingLogin {
  provider: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
  language: 'hu' | 'en';
}

const Payload = v.object({
  provider: v.string(),
  state: v.string(),
  codeVerifier: v.string(),
  redirectUri: v.string(),
  language: v.picklist(['hu', 'en']),
  expires: v.number(),
});

const LABEL = 'oauth-state\n';

/** The cookie value for a pending login: base64url(JSON).base64url(HMAC). */
export async function sealPendingLogin(secret: string, login: PendingLogin, now = Date.now()): Promise<string> {
  const body = toBase64Url(utf8(JSON.stringify({ ...login, expires: now + STATE_MINUTES * 60_000 })));
  return `${body}.${toBase64Url(await hmacSign(secret, LABEL + body))}`;
}

/** The pending login in a cookie value, or null when it is malformed, forged or expired. */
export async function openPendingLogin(secret: string, value: string, now = Date.now()): Promise<PendingLogin | null> {
  const [body, mac, extra] = value.split('.');
  if (!body || !mac || extra !== undefined || value.length > 4096) return null;
  try {
    const macBytes = fromBase64(mac);
    const bodyBytes = fromBase64(body);
    if (!macBytes || !bodyBytes || !(await hmacVerify(secret, LABEL + body, macBytes))) return null;
    const parsed = v.safeParse(Payload, JSON.parse(new TextDecoder().decode(bodyBytes)));
    if (!parsed.success || parsed.output.expires <= now) return null;
    const { expires: _expires, ...login } = parsed.output;
    return login;
  } catch {
    return null;
  }
}
