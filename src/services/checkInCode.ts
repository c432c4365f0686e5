/**
 * The check-in code (issue 28 point 3): what a booking's QR code holds, scanned at the desk. Not the
 * manage hash (which opens the booking): a code that says which booking, on which day, at which place,
 * signed with a key derived from XSRF_SECRET, so it cannot be made up or moved to another day or
 * place. Upper-case letters, digits and ':' only, which a QR code stores in its compact alphanumeric
 * mode: `PL1:<booking id>:<YYYYMMDD>:<location id>:<128-bit signature, hex>`.
 */
import type { Bindings } from '../env';
import { hmacSign, timingSafeEqual, toHex } from '../lib/crypto';

/** Where the staff worker draws a code's QR code: `/belepokod/<code>.png`. */
export const CHECK_IN_IMAGE_PREFIX = '/belepokod';

/** The address of the booking's QR code image, for a mail (with the origin) or a page. */
export const checkInImagePath = (code: string) => `${CHECK_IN_IMAGE_PREFIX}/${encodeURIComponent(code)}.png`;

export interface CheckInSubject {
  appointmentId: number;
  date: string;
  locationId: number;
}

const FORMAT = /^PL1:(\d{1,12}):(\d{4})(\d{2})(\d{2}):(\d{1,9}):([0-9A-F]{32})$/;

async function signature(env: Pick<Bindings, 'XSRF_SECRET'>, body: string): Promise<string> {
  if (!env.XSRF_SECRET) throw new Error('XSRF_SECRET is not configured');
  const mac = await hmacSign(env.XSRF_SECRET, `check-in|${body}`);
  return toHex(mac.slice(0, 16)).toUpperCase();
}

/** The booking's check-in code. */
export async function checkInCode(env: Pick<Bindings, 'XSRF_SECRET'>, subject: CheckInSubject): Promise<string> {
  const body = `PL1:${subject.appointmentId}:${subject.date.replaceAll('-', '')}:${subject.locationId}`;
  return `${body}:${await signature(env, body)}`;
}

/** What a scanned or typed code says, when it is one of ours; null for anything else. */
export async function readCheckInCode(
  env: Pick<Bindings, 'XSRF_SECRET'>,
  code: string,
): Promise<CheckInSubject | null> {
  const match = FORMAT.exec(code.trim().toUpperCase());
  if (!match) return null;
  const [, id, year, month, day, location, mac] = match;
  const body = `PL1:${id}:${year}${month}${day}:${location}`;
  if (!timingSafeEqual(mac!, await signature(env, body))) return null;
  return { appointmentId: Number(id), date: `${year}-${month}-${day}`, locationId: Number(location) };
}
