// A proof of work for a booking or a sign-up made from Node (the bench, the browser journeys' API
// bookings, decision 0051): a challenge from the worker, solved with altcha-lib as the browser's worker
// solves it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** base64 of ALTCHA's payload for a fresh challenge of the worker at `origin`. */
export async function solvedProof(origin) {
  const { data } = await (await fetch(`${origin}/api/challenge`)).json();
  if (data.provider !== 'altcha') throw new Error(`The worker offers ${data.provider}, which only a browser solves`);
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: data.challenge, solution })).toString('base64');
}

let client = 0;
/** Another client address each call (TEST-NET-3, RFC 5737, then on), so no client's limits reach another's. */
export function freshClientAddress() {
  client += 1;
  return `203.0.${113 + (Math.floor(client / 250) % 10)}.${(client % 250) + 1}`;
}
