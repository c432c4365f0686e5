import { describe, expect, it } from 'vitest';
import {
  bytesEqual,
  fromBase64,
  hmacSign,
  hmacVerify,
  sha256Hex,
  timingSafeEqual,
  toBase64,
  toBase64Url,
  toHex,
  utf8,
} from '../../src/lib/crypto';

/*
 * Fixed vectors, computed once outside this code with Node's crypto:
 *   require('crypto').createHash('sha256').update('árvíztűrő').digest('hex')
 *   require('crypto').createHmac('sha256', 'key').update(FOX).digest('hex')   (also RFC 4231's style)
 *   Buffer.from([0xfb, 0xff, 0xfe]).toString('base64' | 'base64url')
 */
const FOX = 'The quick brown fox jumps over the lazy dog';
const FOX_HMAC = 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8';

describe('base64 and base64url', () => {
  it('encodes the bytes that differ between the alphabets, and pads only standard base64', () => {
    expect(toBase64(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('+//+');
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });

  it('decodes either alphabet, with or without padding, to the same bytes', () => {
    for (const text of ['+/8=', '+/8', '-_8', '-_8=']) expect([...fromBase64(text)!]).toEqual([0xfb, 0xff]);
    expect(fromBase64('')).toEqual(new Uint8Array());
  });

  it('answers null for what is not base64', () => {
    for (const text of ['a', 'ab$c', 'ab c', 'ab==c', 'abc===']) expect(fromBase64(text)).toBeNull();
  });

  it('round-trips random bytes through both encodings', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(33));
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64(toBase64Url(bytes))).toEqual(bytes);
  });
});

describe('digests and MACs', () => {
  it('hashes UTF-8 text with SHA-256 to lower-case hex', async () => {
    expect(await sha256Hex('árvíztűrő')).toBe('57413fe6f1844b6dba9dc3e4d6c8a3218abd2f860affdb331ad082cb65917a86');
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });

  it('signs with HMAC-SHA256 and verifies only the right MAC', async () => {
    const mac = await hmacSign('key', FOX);
    expect(toHex(mac)).toBe(FOX_HMAC);
    expect(await hmacVerify('key', FOX, new Uint8Array(mac))).toBe(true);
    expect(await hmacVerify('other key', FOX, new Uint8Array(mac))).toBe(false);
    expect(await hmacVerify('key', `${FOX}.`, new Uint8Array(mac))).toBe(false);
  });

  it('refuses a MAC of the wrong length without throwing', async () => {
    const mac = await hmacSign('key', FOX);
    expect(await hmacVerify('key', FOX, new Uint8Array(mac.slice(0, 16)))).toBe(false);
    expect(await hmacVerify('key', FOX, new Uint8Array())).toBe(false);
  });

  it('makes SHA-384 MACs when asked (SimplePay)', async () => {
    expect(await hmacSign('key', FOX, 'SHA-384')).toHaveLength(48);
  });
});

describe('constant-time comparison', () => {
  it('is true only for equal bytes and equal strings', () => {
    expect(bytesEqual(utf8('abc'), utf8('abc'))).toBe(true);
    expect(bytesEqual(utf8('abc'), utf8('abd'))).toBe(false);
    expect(bytesEqual(utf8('abc'), utf8('abcd'))).toBe(false);
    expect(timingSafeEqual('tükör', 'tükör')).toBe(true);
    expect(timingSafeEqual('tükör', 'tukör')).toBe(false);
    expect(timingSafeEqual('', '')).toBe(true);
  });
});
