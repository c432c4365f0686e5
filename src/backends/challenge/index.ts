/**
 * The bot challenge CHALLENGE_PROVIDER names (DESIGN.md, Ports; decision 0050): "altcha" (the default, a
 * self-hosted proof of work) or "turnstile" (Cloudflare's, with TURNSTILE_SITE_KEY and the secret
 * TURNSTILE_SECRET). In production ALTCHA signs with the secret CHALLENGE_SECRET and a missing setting is
 * a refusal (src/config/production.ts); elsewhere its key is made from XSRF_SECRET, as the sandbox
 * gateway's is.
 */
import { assets } from '../../assets';
import { challengeProblems, requireProductionConfig } from '../../config/production';
import type { Bindings } from '../../env';
import { hmacSign, toBase64Url } from '../../lib/crypto';
import { altchaGate } from './altcha';
import type { ChallengeGate } from './port';
import { turnstileGate } from './turnstile';

type ChallengeConfig = Pick<
  Bindings,
  | 'DB'
  | 'ENVIRONMENT'
  | 'XSRF_SECRET'
  | 'CHALLENGE_PROVIDER'
  | 'CHALLENGE_SECRET'
  | 'CHALLENGE_MAX_COUNTER'
  | 'TURNSTILE_SITE_KEY'
  | 'TURNSTILE_SECRET'
>;

/**
 * Counters a browser searches (half of it to all of it): about a quarter of a second on a mid-range
 * phone, minutes of CPU for a thousand scripted bookings (decision 0050; `npm run bench` measures it).
 */
export const DEFAULT_MAX_COUNTER = 30_000;

/** ALTCHA's signing secret: the configured one, or outside production one made from XSRF_SECRET. */
async function altchaSecret(env: ChallengeConfig): Promise<string> {
  if (env.CHALLENGE_SECRET) return env.CHALLENGE_SECRET;
  if (!env.XSRF_SECRET) throw new Error('CHALLENGE_SECRET (or, outside production, XSRF_SECRET) is not set');
  return toBase64Url(await hmacSign(env.XSRF_SECRET, 'altcha-challenge-secret'));
}

export async function challengeGate(env: ChallengeConfig, now?: () => Date): Promise<ChallengeGate> {
  requireProductionConfig('Bot challenge', env, challengeProblems);
  switch (env.CHALLENGE_PROVIDER || 'altcha') {
    case 'altcha':
      return altchaGate({
        secret: await altchaSecret(env),
        maxCounter: Number(env.CHALLENGE_MAX_COUNTER) || DEFAULT_MAX_COUNTER,
        cost: 1,
        worker: assets.challengeWorker,
        db: env.DB,
        now,
      });
    case 'turnstile':
      if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET) {
        throw new Error('CHALLENGE_PROVIDER is "turnstile" but TURNSTILE_SITE_KEY or TURNSTILE_SECRET is not set');
      }
      return turnstileGate({ siteKey: env.TURNSTILE_SITE_KEY, secret: env.TURNSTILE_SECRET });
    default:
      throw new Error(`Unknown CHALLENGE_PROVIDER "${env.CHALLENGE_PROVIDER}"; expected "altcha" or "turnstile"`);
  }
}
