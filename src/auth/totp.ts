/**
 * Staff's second factor (issue 28 point 1): time-based one-time passwords (RFC 6238: SHA-1, 6 digits,
 * 30 s), as every authenticator app makes them, through `otpauth` (docs/decisions/0067). A code is good
 * for its own time step and one either side (a phone's clock a little off), and once: the step it was
 * taken for is kept (src/db/staff.ts takeTotpStep).
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: 'Pannon Labor', label, secret: Secret.fromBase32(secret), period: PERIOD });

/** A new 160-bit secret, base32 (what authenticator apps take typed in). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the set-up QR code. */
export const totpUri = (secret: string, email: string): string => totp(secret, email).toString();

/** The time step of a right code, or null for a wrong or malformed one. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code of a time (tests, and the operator's check of a new device). */
export const totpCode = (secret: string, now = Date.now()): string => totp(secret).generate({ timestamp: now });
