import * as v from 'valibot';

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

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

async function hmacKey(secret: string) {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** The cookie value for a pending login: base64url(JSON).base64url(HMAC). */
export async function sealPendingLogin(secret: string, login: PendingLogin, now = Date.now()): Promise<string> {
  const body = base64url(new TextEncoder().encode(JSON.stringify({ ...login, expires: now + STATE_MINUTES * 60_000 })));
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(LABEL + body));
  return `${body}.${base64url(new Uint8Array(mac))}`;
}

/** The pending login in a cookie value, or null when it is malformed, forged or expired. */
export async function openPendingLogin(secret: string, value: string, now = Date.now()): Promise<PendingLogin | null> {
  const [body, mac, extra] = value.split('.');
  if (!body || !mac || extra !== undefined || value.length > 4096) return null;
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      fromBase64url(mac),
      new TextEncoder().encode(LABEL + body),
    );
    if (!valid) return null;
    const parsed = v.safeParse(Payload, JSON.parse(new TextDecoder().decode(fromBase64url(body))));
    if (!parsed.success || parsed.output.expires <= now) return null;
    const { expires: _expires, ...login } = parsed.output;
    return login;
  } catch {
    return null;
  }
}
