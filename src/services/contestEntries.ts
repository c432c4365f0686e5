import { type ContestEntry, insertContestEntry } from '../db/submissions';
import type { Bindings } from '../env';

/**
 * Enters an address into a contest (spec section 7, Other): kept with the time the privacy notice was
 * accepted. False when the address entered this contest before: the first entry stays, so the draw
 * counts each address once.
 */
export function enterContest(env: Pick<Bindings, 'DB'>, entry: ContestEntry): Promise<boolean> {
  return insertContestEntry(env.DB, entry);
}
