/**
 * ALTCHA's proof of work (altcha-lib, v2 challenges), self-hosted: nothing leaves the site, no cookie is
 * set, nothing is asked of the visitor. The server signs a challenge whose answer it chose (the counter,
 * deterministic mode), so verifying costs one derivation; the browser searches the counters from 0 until
 * the derived key matches, in a Web Worker (src/client/challengeWorker.ts). A solved challenge is spent
 * on first use (migrations/0020) and expires after CHALLENGE_MINUTES.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Payload } from 'altcha-lib/types';
import { spendChallenge } from '../../db/spentChallenges';
import { fromBase64 } from '../../lib/crypto';
import type { ChallengeGate } from './port';

/** How long a fetched challenge may be solved and used: a patient filling in the summary step. */
export const CHALLENGE_MINUTES = 20;

/**
 * SHA-256 chained `cost` times per counter tried. With the counter between half of `maxCounter` and
 * `maxCounter`, a browser tries on average 3/4 of it: the difficulty the operator sets
 * (CHALLENGE_MAX_COUNTER; `npm run bench` prints what it costs a phone).
 */
export interface AltchaSettings {
  /** The HMAC secret that signs challenges; a second key for the derived-key signature is made from it. */
  secret: string;
  maxCounter: number;
  cost: number;
  /** The built solver's URL, for the offer. */
  worker: string;
  db: D1Database;
  now?: () => Date;
}

const ALGORITHM = 'SHA-256';

/** The proof as the browser sends it: base64 of ALTCHA's JSON payload ({ challenge, solution }). */
function readPayload(proof: string): Payload | null {
  const bytes = fromBase64(proof);
  if (!bytes || proof.length > 4096) return null;
  try {
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

export function altchaGate(settings: AltchaSettings): ChallengeGate {
  const now = settings.now ?? (() => new Date());
  const keySecret = `${settings.secret}:derived-key`;
  return {
    async offer() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter / 2)),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: settings.secret,
        hmacKeySignatureSecret: keySecret,
      });
      return { provider: 'altcha', challenge: { ...challenge }, worker: settings.worker };
    },

    async verify(proof) {
      const payload = readPayload(proof);
      const signature = payload?.challenge.signature;
      const expiresAt = payload?.challenge.parameters.expiresAt;
      if (!payload || !signature || typeof expiresAt !== 'number') return false;
      // altcha-lib checks the expiry against the real clock; ours may be injected, so it is checked here too.
      if (expiresAt * 1000 <= now().getTime()) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: settings.secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false; // a malformed challenge or solution
      }
      return spendChallenge(settings.db, signature, new Date(expiresAt * 1000));
    },
  };
}
