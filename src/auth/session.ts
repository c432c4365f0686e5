import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deleteSession, findSession, findUserById, insertSession, touchSession, type UserRow } from '../db/accounts';
import type { AppEnv } from '../env';

/**
 * Sessions (DESIGN.md, Security baseline): a 256-bit random token in a `__Host-` cookie (HttpOnly,
 * Secure, SameSite=Lax, path /), stored only as its SHA-256. A session ends IDLE_HOURS after its last
 * use or ABSOLUTE_DAYS after login, whichever is first; logging in always starts a new one.
 */
export const SESSION_COOKIE = '__Host-session';
export const IDLE_HOURS = 8;
export const ABSOLUTE_DAYS = 7;
/** A session's idle deadline is moved on at most this often, not on every request. */
const TOUCH_MINUTES = 5;

const HOUR = 3_600_000;

/** A fresh random secret for a session or an e-mailed link: 32 bytes, base64url. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The stored form of a token: SHA-256, hex. */
export async function digest(token: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts a session for the user, sets its cookie, and answers the token (the API's access_token). */
export async function startSession(c: Context<AppEnv>, userId: number, now = new Date()) {
  const token = randomToken();
  const absolute = new Date(now.getTime() + ABSOLUTE_DAYS * 24 * HOUR);
  await insertSession(c.env.DB, {
    token_hash: await digest(token),
    user_id: userId,
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    idle_expires_at: new Date(now.getTime() + IDLE_HOURS * HOUR).toISOString(),
    absolute_expires_at: absolute.toISOString(),
  });
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    expires: absolute,
  });
  return { token, expiresAt: absolute.toISOString() };
}

export interface CurrentUser {
  user: UserRow;
  tokenHash: string;
}

/**
 * The logged-in user: by the token the call names (the spec's `token`), else by the session cookie;
 * null when neither is a live session. A used session's idle deadline moves on.
 */
export async function currentUser(c: Context<AppEnv>, token?: string | null, now = new Date()) {
  const secret = token || getCookie(c, SESSION_COOKIE);
  if (!secret || secret.length > 100) return null;
  const tokenHash = await digest(secret);
  const at = now.toISOString();
  const session = await findSession(c.env.DB, tokenHash, at);
  if (!session) return null;
  const user = await findUserById(c.env.DB, session.user_id);
  if (!user) return null;
  if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_MINUTES * 60_000) {
    const idle = new Date(Math.min(now.getTime() + IDLE_HOURS * HOUR, Date.parse(session.absolute_expires_at)));
    await touchSession(c.env.DB, tokenHash, at, idle.toISOString());
  }
  return { user, tokenHash } satisfies CurrentUser;
}

/** Ends the current session (cookie or token) and clears the cookie. */
export async function endSession(c: Context<AppEnv>, token?: string | null): Promise<void> {
  const secret = token || getCookie(c, SESSION_COOKIE);
  if (secret) await deleteSession(c.env.DB, await digest(secret));
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}
