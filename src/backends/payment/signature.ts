/**
 * The OTP SimplePay v2 signature: base64 of HMAC-SHA384 over the exact bytes of a JSON body, keyed with
 * the merchant secret, sent in the `Signature` header of every request and answer. The back URL carries
 * the same signature of its result JSON as `s`, the JSON itself base64-encoded as `r`.
 */
const encoder = new TextEncoder();

async function hmac(secret: string, body: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-384' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
}

export async function signBody(secret: string, body: string): Promise<string> {
  return bytesToBase64(await hmac(secret, body));
}

/** Constant time in the signature's content; a missing or malformed signature is simply false. */
export async function verifyBody(secret: string, body: string, signature: string | null | undefined): Promise<boolean> {
  const expected = await hmac(secret, body);
  const given = signature ? base64ToBytes(signature) : null;
  if (!given || given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected[i]! ^ given[i]!;
  return diff === 0;
}

/** UTF-8 text as base64 (the back URL's `r`). */
export const textToBase64 = (text: string) => bytesToBase64(encoder.encode(text));

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

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Standard or URL-safe alphabet, padding optional (a back URL may arrive either way). A space is read
 * as `+`: a back URL whose `r` or `s` carries a raw `+` reaches the route form-decoded, `+` as a space.
 */
function base64ToBytes(value: string): Uint8Array | null {
  const normal = value.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normal)) return null;
  try {
    return Uint8Array.from(atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, '=')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}
