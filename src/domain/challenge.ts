/**
 * The bot challenge as the browser and the server both see it (issue 24 point 2; decision 0050): what
 * GET /api/challenge offers, and where the proof travels back.
 */
import type { Challenge } from 'altcha-lib/types';

/** What the browser needs to prove itself. */
export type ChallengeOffer =
  | {
      provider: 'altcha';
      /** ALTCHA's signed challenge (v2: parameters and signature). */
      challenge: Challenge;
      /** The solver's Web Worker script (a built asset). */
      worker: string;
    }
  | { provider: 'turnstile'; siteKey: string };

/** The proof on a JSON call: this header; on a page's form post, the same-named hidden field. */
export const CHALLENGE_HEADER = 'X-Challenge';
export const CHALLENGE_FIELD = 'challenge';
