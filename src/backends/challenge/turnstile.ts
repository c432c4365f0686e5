/**
 * Cloudflare Turnstile, the configured alternative to the self-hosted proof of work
 * (CHALLENGE_PROVIDER = "turnstile"): the browser renders Cloudflare's invisible widget with the site
 * key and sends its token; the server asks Cloudflare's Siteverify API whether it is good. Tokens are
 * single-use at Cloudflare and live five minutes
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 */
import * as v from 'valibot';
import type { ChallengeGate } from './port';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileSettings {
  siteKey: string;
  secret: string;
  fetch?: typeof fetch;
}

const Answer = v.object({ success: v.boolean() });

export function turnstileGate(settings: TurnstileSettings): ChallengeGate {
  const send = settings.fetch ?? ((input, init) => fetch(input, init));
  return {
    offer: async () => ({ provider: 'turnstile', siteKey: settings.siteKey }),

    async verify(proof, { ip }) {
      if (!proof || proof.length > 2048) return false;
      const form = new FormData();
      form.append('secret', settings.secret);
      form.append('response', proof);
      if (ip !== 'local') form.append('remoteip', ip);
      try {
        const res = await send(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
        const answer = v.safeParse(Answer, await res.json());
        return res.ok && answer.success && answer.output.success;
      } catch (error) {
        // Cloudflare not answering is no proof: the visitor is asked to try again, nothing is let through.
        console.error('Turnstile Siteverify failed', error);
        return false;
      }
    },
  };
}
