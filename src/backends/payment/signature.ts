/**
 * The OTP SimplePay v2 signature: base64 of HMAC-SHA384 over the exact bytes of a JSON body, keyed with
 * the merchant secret, sent in the `Signature` header of every request and answer. The back URL carries
 * the same signature of its result JSON as `s`, the JSON itself base64-encoded as `r`.
 */
import { fromBase64, hmacSign, hmacVerify, textToBase64, toBase64 } from '../../lib/crypto';

export { textToBase64 };

export async function signBody(secret: string, body: string): Promise<string> {
  return toBase64(await hmacSign(secret, body, 'SHA-384'));
}

/** Constant time in the signature's content; a missing or malformed signature is simply false. */
export async function verifyBody(secret: string, body: string, signature: string | null | undefined): Promise<boolean> {
  const given = signature ? base64ToBytes(signature) : null;
  return given !== null && hmacVerify(secret, body, given, 'SHA-384');
}

/** The inverse of textToBase64; null when the input is not base64 of UTF-8. */
export function base64ToText(value: string): string | null {
  const bytes = base64ToBytes(value);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Standard or URL-safe alphabet, padding optional (a back URL may arrive either way). A space is read
 * as `+`: a back URL whose `r` or `s` carries a raw `+` reaches the route form-decoded, `+` as a space.
 */
const base64ToBytes = (value: string) => fromBase64(value.replaceAll(' ', '+'));
