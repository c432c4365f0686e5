import { describe, expect, it } from 'vitest';
import { decodeBack } from '../../src/backends/payment/port';
import { base64ToText, signBody, textToBase64, verifyBody } from '../../src/backends/payment/signature';

/*
 * Fixed vectors, computed once outside this code with Node's crypto:
 *   require('crypto').createHmac('sha384', SECRET).update(BODY).digest('base64')
 *   Buffer.from(BACK_JSON).toString('base64')
 */
const SECRET = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';
const BODY =
  '{"salt":"c1ca1d0e9fc2323b3dda7cf145e36f5e","merchant":"PUBLICTESTHUF","orderRef":"101010516348232058105","currency":"HUF","total":25}';
const BODY_SIGNATURE = 'n0Heh7QGC/qK2jUODgcIuWLHcMmYSdMVPDjpYm2pWWKyhknvPfttDQEa358gAZli';
const UTF8_BODY = '{"árvíztűrő":"tükörfúrógép"}';
const UTF8_SIGNATURE = 'eU05HcC+eVUi/M0vRFW4cahrdiViYhbHzsrn52KZeX9OIay3K5W+0iZzpPX6aGWT';

const BACK_JSON = '{"r":0,"t":501234567,"e":"SUCCESS","m":"PUBLICTESTHUF","o":"42-abcdef12"}';
const BACK_R = 'eyJyIjowLCJ0Ijo1MDEyMzQ1NjcsImUiOiJTVUNDRVNTIiwibSI6IlBVQkxJQ1RFU1RIVUYiLCJvIjoiNDItYWJjZGVmMTIifQ==';
const BACK_S = 'HaodIqiSSUlGmzo8nRMzFmRPYn5qaiBAxBVguNZUzWeGAA8Bl0uycZgFdUAWGunq';

describe('SimplePay signature', () => {
  it('is base64 HMAC-SHA384 of the exact body', async () => {
    expect(await signBody(SECRET, BODY)).toBe(BODY_SIGNATURE);
    expect(await signBody('titok', UTF8_BODY)).toBe(UTF8_SIGNATURE);
  });

  it('verifies a matching signature', async () => {
    expect(await verifyBody(SECRET, BODY, BODY_SIGNATURE)).toBe(true);
    expect(await verifyBody('titok', UTF8_BODY, UTF8_SIGNATURE)).toBe(true);
  });

  it('refuses a tampered body, even by whitespace', async () => {
    expect(await verifyBody(SECRET, BODY.replace('"total":25', '"total":26'), BODY_SIGNATURE)).toBe(false);
    expect(await verifyBody(SECRET, BODY.replace(',', ', '), BODY_SIGNATURE)).toBe(false);
  });

  it('refuses a tampered, truncated, missing or foreign signature', async () => {
    const flipped = (BODY_SIGNATURE[0] === 'A' ? 'B' : 'A') + BODY_SIGNATURE.slice(1);
    expect(await verifyBody(SECRET, BODY, flipped)).toBe(false);
    expect(await verifyBody(SECRET, BODY, BODY_SIGNATURE.slice(0, -4))).toBe(false);
    expect(await verifyBody(SECRET, BODY, '')).toBe(false);
    expect(await verifyBody(SECRET, BODY, null)).toBe(false);
    expect(await verifyBody(SECRET, BODY, 'not base64!')).toBe(false);
    expect(await verifyBody('another-secret', BODY, BODY_SIGNATURE)).toBe(false);
  });

  it('round-trips UTF-8 text through base64', () => {
    expect(textToBase64(BACK_JSON)).toBe(BACK_R);
    expect(base64ToText(BACK_R)).toBe(BACK_JSON);
    expect(base64ToText(textToBase64(UTF8_BODY))).toBe(UTF8_BODY);
    expect(base64ToText('%%%')).toBeNull();
  });
});

describe('back URL r and s', () => {
  it('decodes and verifies the fixed vector', async () => {
    expect(await decodeBack(SECRET, BACK_R, BACK_S)).toEqual({
      r: 0,
      t: '501234567',
      e: 'SUCCESS',
      m: 'PUBLICTESTHUF',
      o: '42-abcdef12',
    });
  });

  it('accepts the URL-safe alphabet without padding', async () => {
    const urlSafe = (value: string) => value.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    expect(await decodeBack(SECRET, urlSafe(BACK_R), urlSafe(BACK_S))).not.toBeNull();
  });

  it('refuses a tampered r, a tampered s, a wrong secret or a missing part', async () => {
    const forged = textToBase64(BACK_JSON.replace('SUCCESS', 'FAIL'));
    expect(await decodeBack(SECRET, forged, BACK_S)).toBeNull();
    expect(await decodeBack(SECRET, BACK_R, BACK_S.replace('H', 'G'))).toBeNull();
    expect(await decodeBack('wrong', BACK_R, BACK_S)).toBeNull();
    expect(await decodeBack(SECRET, undefined, BACK_S)).toBeNull();
    expect(await decodeBack(SECRET, BACK_R, undefined)).toBeNull();
  });

  it('refuses a signed r that is not a known result', async () => {
    const json = '{"r":0,"t":1,"e":"MAYBE","m":"M","o":"x"}';
    expect(await decodeBack(SECRET, textToBase64(json), await signBody(SECRET, json))).toBeNull();
  });
});
