/**
 * The bot challenge (DESIGN.md, Ports: bot challenge; issue 24 point 2; decision 0050): what a browser
 * must show before an anonymous booking or a sign-up. The embedded default is ALTCHA's proof of work,
 * self-hosted, offline and cookieless; Cloudflare Turnstile is the configured alternative.
 */

import type { ChallengeOffer } from '../../domain/challenge';

export interface ChallengeGate {
  offer(): Promise<ChallengeOffer>;
  /**
   * Whether `proof` (what the browser sent: ALTCHA's payload, Turnstile's token) shows the work done and
   * was not used before; spends it. Never throws for a bad proof: false.
   */
  verify(proof: string, client: { ip: string }): Promise<boolean>;
}
