import { solveChallengeWorkers } from 'altcha-lib';
import { CHALLENGE_HEADER, type ChallengeOffer } from '../domain/challenge';
import type { CallInput, CallName } from '../domain/api';
import { call } from './call';
import { ApiError, type RequestOptions } from './http';
import { turnstileToken } from './turnstile';

/**
 * The proof an anonymous booking or a sign-up carries (issue 24 point 2; decision 0050), found while the
 * visitor reads the page: nothing to tick, no puzzle, no cookie. The summary step and the sign-up form
 * start it when they open; by the time the button is pressed it is ready, or it is waited for. ALTCHA's
 * search runs in Web Workers, so the page stays responsive; Turnstile's runs in Cloudflare's frame.
 */
let pending: Promise<string> | null = null;

/** How many workers search at once: the phone's cores, at most four (the search splits between them). */
const workers = () => Math.max(1, Math.min(4, globalThis.navigator?.hardwareConcurrency || 2));

async function altchaProof(offer: Extract<ChallengeOffer, { provider: 'altcha' }>): Promise<string> {
  const solution = await solveChallengeWorkers({
    challenge: offer.challenge,
    concurrency: workers(),
    createWorker: () => new Worker(offer.worker, { type: 'module', name: 'challenge' }),
  });
  if (!solution) throw new Error('The challenge was not solved in time');
  return btoa(JSON.stringify({ challenge: offer.challenge, solution }));
}

async function solve(): Promise<string> {
  const { data } = await call('challenge', {});
  return data.provider === 'turnstile' ? turnstileToken(data.siteKey) : altchaProof(data);
}

/** Starts finding a proof now, unless one is already being found or waits unused. */
export function prepareProof(): void {
  if (!pending) {
    pending = solve();
    // A failure here is asked again at use, where it is reported; it is no unhandled rejection now.
    pending.catch(() => {
      pending = null;
    });
  }
}

/** The headers that carry a proof for one call; each proof is spent by the server on first use. */
export async function proofHeaders(): Promise<Record<string, string>> {
  const proof = await (pending ?? solve());
  pending = null;
  return { [CHALLENGE_HEADER]: proof };
}

/**
 * A call that needs a proof (an anonymous booking, a sign-up). A proof refused once (it expired while
 * the visitor read the page, or a lost answer spent it) is replaced by a fresh one and the call sent again.
 */
export async function callWithProof<K extends CallName>(
  name: K,
  input: CallInput<K>,
  options: Pick<RequestOptions, 'showLoading'> = {},
) {
  try {
    return await call(name, input, { ...options, headers: await proofHeaders() });
  } catch (failure) {
    if (!(failure instanceof ApiError && failure.code === 'challenge_failed')) throw failure;
    return call(name, input, { ...options, headers: await proofHeaders() });
  }
}
