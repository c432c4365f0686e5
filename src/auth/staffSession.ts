/**
 * Staff sessions (issue 28 point 1, docs/decisions/0067): apart from patients' (another cookie, another
 * table), shorter, and bound to the account's role version, so a change of role, locations or status
 * ends them. The cookie holds 32 random bytes; D1 keeps only their SHA-256.
 *
 * Signing in is two steps: a right password gives a short 'signin' token in its own cookie, which only
 * the TOTP code of the same account turns into a session.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  deleteStaffSession,
  findStaffById,
  findStaffSession,
  insertStaffSession,
  staffLocations,
  touchStaffSession,
} from '../db/staff';
import type { StaffMember } from '../domain/staff';
import type { AppEnv } from '../env';
import { digest, randomToken } from './session';

export const STAFF_COOKIE = '__Host-staff';
/** The step between the password and the code: lives for STEP_MINUTES. */
export const STAFF_STEP_COOKIE = '__Host-staff-step';
/** A receptionist's break is shorter than this; a forgotten desk is not. */
export const STAFF_IDLE_MINUTES = 30;
/** One working day: a session never outlives a shift. */
export const STAFF_ABSOLUTE_HOURS = 12;
export const STEP_MINUTES = 5;
const TOUCH_MINUTES = 1;
const MINUTE = 60_000;

const cookieOptions = (expires?: Date) => ({
  path: '/',
  httpOnly: true,
  secure: true,
  // Strict: a staff page is never opened signed in from another site's link.
  sameSite: 'Strict' as const,
  ...(expires ? { expires } : {}),
});

/** Starts a session for the member and hands the browser its cookie. */
export async function startStaffSession(
  c: Context<AppEnv>,
  staff: { id: number; role_version: number },
  now = new Date(),
) {
  const token = randomToken();
  const absolute = new Date(now.getTime() + STAFF_ABSOLUTE_HOURS * 60 * MINUTE);
  await insertStaffSession(c.env.DB, {
    token_hash: await digest(token),
    staff_id: staff.id,
    role_version: staff.role_version,
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    idle_expires_at: new Date(now.getTime() + STAFF_IDLE_MINUTES * MINUTE).toISOString(),
    absolute_expires_at: absolute.toISOString(),
  });
  setCookie(c, STAFF_COOKIE, token, cookieOptions(absolute));
}

export async function endStaffSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, STAFF_COOKIE);
  if (token && token.length <= 100) await deleteStaffSession(c.env.DB, await digest(token));
  deleteCookie(c, STAFF_COOKIE, { path: '/', secure: true });
}

/**
 * The member of a live session, or null: no cookie, an ended or unknown session, a deactivated account,
 * or one whose role, locations or credentials changed since the session began.
 */
export async function staffOfRequest(c: Context<AppEnv>, now = new Date()): Promise<StaffMember | null> {
  const token = getCookie(c, STAFF_COOKIE);
  if (!token || token.length > 100) return null;
  const db = c.env.DB;
  const tokenHash = await digest(token);
  const at = now.toISOString();
  const session = await findStaffSession(db, tokenHash, at);
  if (!session) return null;
  const [staff, locations] = await Promise.all([
    findStaffById(db, session.staff_id),
    staffLocations(db, session.staff_id),
  ]);
  if (!staff || !staff.active || staff.role_version !== session.role_version) {
    await deleteStaffSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_MINUTES * MINUTE) {
    const idle = Math.min(now.getTime() + STAFF_IDLE_MINUTES * MINUTE, Date.parse(session.absolute_expires_at));
    await touchStaffSession(db, tokenHash, at, new Date(idle).toISOString());
  }
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    locations: staff.role === 'reception' ? locations : 'all',
  };
}

export function setStepCookie(c: Context<AppEnv>, token: string, now = new Date()): void {
  setCookie(c, STAFF_STEP_COOKIE, token, cookieOptions(new Date(now.getTime() + STEP_MINUTES * MINUTE)));
}

export const stepCookie = (c: Context<AppEnv>): string | undefined => {
  const token = getCookie(c, STAFF_STEP_COOKIE);
  return token && token.length <= 100 ? token : undefined;
};

export const clearStepCookie = (c: Context<AppEnv>) => deleteCookie(c, STAFF_STEP_COOKIE, { path: '/', secure: true });
