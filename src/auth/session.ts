import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deleteSession, findSession, findUserById, insertSession, touchSession, type UserRow } from '../db/accounts';
import type { AppEnv } from '../env';
import { randomBytes, sha256Hex, toBase64Url } from '../lib/crypto';

/**
 * Sessions (DESIGN.md, Security baseline): a 256-bit random token in a `__Host-` cookie (HttpOnly,
 * Secure, SameSite=Lax, path /), stored only as its SHA-256. A session ends IDLE_HOURS after its last
 * use or ABSOLUTE_DAYS after login, whichever is first; logging in always starts a new one. The cookie
 * helpers serve both accounts backends: with ACCOUNTS_BACKEND=http the cookie holds the upstream's
 * access_token instead (docs/decisions/0016-accounts-port.md).
 */
export const SESSION_COOKIE = '__Host-session';
export const IDLE_HOURS = 8;
export const ABSOLUTE_DAYS = 7;
/** A session's idle deadline is moved on at most this often, not on every request. */
const TOUCH_MINUTES = 5;

const HOUR = 3_600_000;

/** A fresh random secret for a session or an e-mailed link: 32 bytes, base64url. */
export const randomToken = (): string => toBase64Url(randomBytes(32));

/** The stored form of a token: SHA-256, hex. */
export const digest = sha256Hex;

/** Starts a session for the user in D1 and answers its token (the API's access_token) and end. */
export async function createSession(db: D1Database, userId: number, now = new Date()) {
  const token = randomToken();
  const absolute = new Date(now.getTime() + ABSOLUTE_DAYS * 24 * HOUR);
  await insertSession(db, {
    token_hash: await digest(token),
    user_id: userId,
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    idle_expires_at: new Date(now.getTime() + IDLE_HOURS * HOUR).toISOString(),
    absolute_expires_at: absolute.toISOString(),
  });
  return { token, expiresAt: absolute.toISOString() };
}

/** Hands the browser its session: the token, until `expiresAt` (or the browser closes, when unknown). */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt?: string): void {
  const expires = expiresAt ? new Date(expiresAt) : undefined;
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    ...(expires && !Number.isNaN(expires.getTime()) ? { expires } : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}

/** The session cookie's token, if the browser sent one. */
export const cookieToken = (c: Context<AppEnv>): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;

export interface CurrentUser {
  user: UserRow;
  tokenHash: string;
}

/**
 * The user of a live D1 session with this token, or null. A used session's idle deadline moves on.
 */
export async function sessionUser(db: D1Database, secret: string | undefined, now = new Date()) {
  if (!secret || secret.length > 100) return null;
  const tokenHash = await digest(secret);
  const at = now.toISOString();
  const session = await findSession(db, tokenHash, at);
  if (!session) return null;
  const user = await findUserById(db, session.user_id);
  if (!user) return null;
  if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_MINUTES * 60_000) {
    const idle = new Date(Math.min(now.getTime() + IDLE_HOURS * HOUR, Date.parse(session.absolute_expires_at)));
    await touchSession(db, tokenHash, at, idle.toISOString());
  }
  return { user, tokenHash } satisfies CurrentUser;
}

/** Ends the D1 session with this token, if there is one. */
export async function endSession(db: D1Database, secret: string): Promise<void> {
  await deleteSession(db, await digest(secret));
}
