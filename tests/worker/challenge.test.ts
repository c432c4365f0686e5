import { env, SELF } from 'cloudflare:test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { beforeAll, describe, expect, it } from 'vitest';
import { altchaGate } from '../../src/backends/challenge/altcha';
import { SITEVERIFY_URL, turnstileGate } from '../../src/backends/challenge/turnstile';
import type { ChallengeOffer } from '../../src/domain/challenge';
import { bookingRequest, freshAddress } from './booker';
import { openTimes, ORIGIN, postJson, solvedProof } from './helpers';

// Issue 24 point 2, decision 0050: the bot challenge in front of anonymous bookings and sign-up, with the
// real library on both sides.
let date: string;
let minutes: number[];
let slot = 0;

const booking = () => bookingRequest({ date, time: minutes[slot++ % minutes.length], payment_type: 'ONLINE' });
const bookWith = (headers: Record<string, string>) =>
  postJson('/api/whitetech/appointments/patient_appointment_post', booking(), {
    'cf-connecting-ip': freshAddress(),
    ...headers,
  });

beforeAll(async () => {
  ({ date, minutes } = await openTimes(1, 1, 5));
});

describe('GET /api/challenge', () => {
  it("offers a fresh, signed ALTCHA challenge and the solver's worker, never cached, no cookie of anyone else's", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { data } = await res.json<{ data: ChallengeOffer }>();
    expect(data.provider).toBe('altcha');
    if (data.provider !== 'altcha') return;
    expect(data.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(data.challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(data.worker).toMatch(/^\/assets\/challenge-worker-[\w-]+\.js$/);
    const again = await (await SELF.fetch(`${ORIGIN}/api/challenge`)).json<{ data: ChallengeOffer }>();
    expect(again.data).not.toEqual(data);
  });
});

describe('an anonymous booking', () => {
  it('is refused without a proof, or with a made-up one, as 403 challenge_failed, and nothing is booked', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'x-challenge': btoa('{"challenge":{},"solution":{}}') },
      { 'x-challenge': 'x' },
    ]) {
      const res = await bookWith(headers);
      expect(res.status).toBe(403);
      expect((await res.json<any>()).error.code).toBe('challenge_failed');
    }
  });

  it('goes through with a solved challenge, and that proof opens no second booking', async () => {
    const proof = await solvedProof();
    expect((await bookWith({ 'x-challenge': proof })).status).toBe(201);
    const replay = await bookWith({ 'x-challenge': proof });
    expect([replay.status, (await replay.json<any>()).error.code]).toEqual([403, 'challenge_failed']);
  });

  it('is refused with a solution to another challenge, or one solved wrong', async () => {
    const offer = (await (await SELF.fetch(`${ORIGIN}/api/challenge`)).json<any>()).data;
    const other = (await (await SELF.fetch(`${ORIGIN}/api/challenge`)).json<any>()).data;
    const solution = await solveChallenge({ challenge: offer.challenge, deriveKey });
    const crossed = btoa(JSON.stringify({ challenge: other.challenge, solution }));
    expect((await bookWith({ 'x-challenge': crossed })).status).toBe(403);
    // The derived key is the proof (its HMAC is signed in the challenge): one changed digit is no proof.
    const key = solution!.derivedKey;
    const forged = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = btoa(JSON.stringify({ challenge: offer.challenge, solution: { ...solution, derivedKey: forged } }));
    expect((await bookWith({ 'x-challenge': wrong })).status).toBe(403);
  });
});

describe('the ALTCHA gate', () => {
  it('refuses a challenge past its 20 minutes, by its own clock', async () => {
    let now = Date.now();
    const gate = altchaGate({
      secret: 's'.repeat(32),
      maxCounter: 2000,
      cost: 1,
      worker: '/w.js',
      db: env.DB,
      now: () => new Date(now),
    });
    const offer = await gate.offer();
    if (offer.provider !== 'altcha') throw new Error('not altcha');
    const solution = await solveChallenge({ challenge: offer.challenge, deriveKey });
    const proof = btoa(JSON.stringify({ challenge: offer.challenge, solution }));
    now += 21 * 60_000;
    expect(await gate.verify(proof, { ip: 'local' })).toBe(false);
    now -= 2 * 60_000;
    expect(await gate.verify(proof, { ip: 'local' })).toBe(true);
  });

  it('makes a browser search at least half the difficulty: the answer is between half of it and all of it', async () => {
    const gate = altchaGate({ secret: 's'.repeat(32), maxCounter: 200_000, cost: 1, worker: '/w.js', db: env.DB });
    const offer = await gate.offer();
    if (offer.provider !== 'altcha') throw new Error('not altcha');
    const counter = Number((await solveChallenge({ challenge: offer.challenge, deriveKey }))?.counter ?? Number.NaN);
    expect(counter).toBeGreaterThanOrEqual(100_000);
  }, 120_000);
});

describe('Cloudflare Turnstile, when configured', () => {
  it("asks Cloudflare's Siteverify with the secret, the token and the client's address", async () => {
    const asked: FormData[] = [];
    const gate = turnstileGate({
      siteKey: '0x4AAAA-site',
      secret: 'turnstile-secret',
      fetch: async (input, init) => {
        expect(String(input)).toBe(SITEVERIFY_URL);
        const form = init!.body as FormData;
        asked.push(form);
        return Response.json({ success: form.get('response') === 'good-token' });
      },
    });
    expect(await gate.offer()).toEqual({ provider: 'turnstile', siteKey: '0x4AAAA-site' });
    expect(await gate.verify('good-token', { ip: '203.0.113.5' })).toBe(true);
    expect(await gate.verify('bad-token', { ip: '203.0.113.5' })).toBe(false);
    expect(asked[0]!.get('secret')).toBe('turnstile-secret');
    expect(asked[0]!.get('remoteip')).toBe('203.0.113.5');
  });

  it('lets nobody through when Cloudflare does not answer', async () => {
    const gate = turnstileGate({ siteKey: 'k', secret: 's', fetch: () => Promise.reject(new Error('down')) });
    expect(await gate.verify('token', { ip: 'local' })).toBe(false);
  });
});

describe('sign-up', () => {
  it('needs a proof too', async () => {
    const email = `challenge.${crypto.randomUUID()}@example.hu`;
    const body = { email, password: 'Kék-Tulipán-Vár-42' };
    const headers = { 'cf-connecting-ip': freshAddress() };
    const refused = await postJson('/api/auth/signup', body, headers);
    expect([refused.status, (await refused.json<any>()).error.code]).toEqual([403, 'challenge_failed']);
    expect((await postJson('/api/auth/signup', body, { ...headers, 'x-challenge': await solvedProof() })).status).toBe(
      202,
    );
  });
});
