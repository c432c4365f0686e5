import { purgeExpiredAccountData } from '../db/accounts';
import type { Bindings } from '../env';

/** One-time tokens and attempt counters are kept this long past their end, then swept. */
const KEEP_MS = 86_400_000;

/**
 * The cron's account housekeeping: ended sessions, spent one-time tokens and old attempt counters in the
 * site's D1 (src/db/accounts.ts says which rows). Answers the rows removed.
 */
export function sweepExpiredAccountData(env: Pick<Bindings, 'DB'>, now: Date): Promise<number> {
  return purgeExpiredAccountData(env.DB, now.toISOString(), new Date(now.getTime() - KEEP_MS).toISOString());
}
