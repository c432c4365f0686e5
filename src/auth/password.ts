/**
 * Passwords (DESIGN.md, Security baseline): PBKDF2-SHA256 over the password and a secret pepper, with a
 * random salt per hash, at the Workers' ceiling of 100,000 iterations. The stored form names its
 * iterations, so a later change can re-hash at login without breaking older hashes.
 */
import { bytesEqual, fromBase64, randomBytes, toBase64, utf8 } from '../lib/crypto';

export const PBKDF2_ITERATIONS = 100_000;
/** Cloudflare Workers refuse PBKDF2 above this (local workerd does not): never exceed it. */
export const PBKDF2_MAX_ITERATIONS = 100_000;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  if (iterations > PBKDF2_MAX_ITERATIONS) throw new Error(`PBKDF2 iterations above ${PBKDF2_MAX_ITERATIONS}`);
  const key = await crypto.subtle.importKey('raw', utf8(`${password}\u0000${pepper}`), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Whether `password` matches the stored hash; false for a malformed or foreign one. Constant time. */
export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split('$');
  const iterations = Number(rounds);
  if (scheme !== SCHEME || !salt || !hash || !Number.isInteger(iterations) || iterations < 1) return false;
  const expected = fromBase64(hash);
  const saltBytes = fromBase64(salt);
  if (!expected || !saltBytes) return false;
  return bytesEqual(await derive(password, pepper, saltBytes, iterations), expected);
}

/**
 * A hash of nothing anyone knows, verified against when the e-mail is not registered, so that a login
 * for an unknown address takes as long as a wrong password.
 */
export const DECOY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'contains_email';

/** Why a new password is refused, or null. `isCommon` checks a list of leaked, common passwords. */
export function passwordProblem(
  password: string,
  email: string,
  isCommon: (candidate: string) => boolean,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'contains_email';
  if (isCommon(password) || isCommon(lower)) return 'common';
  // A common password with digits or a symbol stuck on ('password123!') is no better.
  const core = lower.replace(/[\d\W_]+$/u, '');
  if (core.length >= 4 && core !== lower && isCommon(core)) return 'common';
  return null;
}
