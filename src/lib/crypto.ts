/**
 * The one place for bytes and secrets (issue 13 point 4, decision 0031): base64 and base64url, hex,
 * SHA-256 digests, HMAC and comparisons that take the same time wherever the inputs differ. Everything
 * here is Web Crypto (`crypto.subtle`), which workerd and the browser both have; nothing here knows a
 * cookie, a token format or a gateway, so each caller keeps its own format and only asks for the bytes.
 */

const encoder = new TextEncoder();

/** UTF-8 bytes of a text. */
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text);

/** `length` bytes from the platform's cryptographic random source. */
export const randomBytes = (length: number): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(length));

/** Standard base64 with padding (RFC 4648 section 4). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64url without padding (RFC 4648 section 5; RFC 7515 appendix C): safe in cookies, URLs and JWS. */
export const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** UTF-8 text as standard base64 (an e-mail attachment, SimplePay's back URL `r`). */
export const textToBase64 = (text: string): string => toBase64(utf8(text));

/**
 * The bytes of base64 text in either alphabet (standard or URL-safe), padding optional; null when it is
 * not base64. Callers that accept only one alphabet check it before (an ID token: src/auth/jwks.ts).
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const normal = text.replaceAll('-', '+').replaceAll('_', '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normal)) return null;
  try {
    return Uint8Array.from(atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, '=')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Lower-case hex, two digits a byte. */
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text's UTF-8 bytes, as hex: a stored token, a KV key too long to store as it is. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
}

export type HmacHash = 'SHA-256' | 'SHA-384';

const hmacKey = (secret: string, hash: HmacHash, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', utf8(secret), { name: 'HMAC', hash }, false, [usage]);

/** HMAC of a text's UTF-8 bytes, keyed with the secret's UTF-8 bytes (RFC 2104). */
export async function hmacSign(secret: string, message: string, hash: HmacHash = 'SHA-256'): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, hash, 'sign'), utf8(message)));
}

/**
 * Whether `mac` is the HMAC of the message. Web Crypto's verify compares in constant time, and answers
 * false (it does not throw) for a MAC of the wrong length.
 */
export async function hmacVerify(
  secret: string,
  message: string,
  mac: Uint8Array<ArrayBuffer>,
  hash: HmacHash = 'SHA-256',
): Promise<boolean> {
  return crypto.subtle.verify('HMAC', await hmacKey(secret, hash, 'verify'), mac, utf8(message));
}

/** Whether two byte strings are equal, in time that does not depend on where they differ. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Whether two strings are equal, in time that does not depend on where they differ. */
export const timingSafeEqual = (a: string, b: string): boolean => bytesEqual(utf8(a), utf8(b));
