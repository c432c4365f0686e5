import { countAttempt } from '../db/accounts';

/**
 * Attempt limits kept in D1 (DESIGN.md, Security baseline), per account and per IP, in fixed windows.
 * Every attempt counts, whether the address is registered or not, so a limit reveals nothing either.
 */
export interface Limit {
  name: string;
  max: number;
  windowMinutes: number;
}

export const LIMITS = {
  loginPerAccount: { name: 'login:account', max: 5, windowMinutes: 15 },
  loginPerIp: { name: 'login:ip', max: 30, windowMinutes: 15 },
  signupPerIp: { name: 'signup:ip', max: 10, windowMinutes: 60 },
  resetPerAccount: { name: 'reset:account', max: 3, windowMinutes: 60 },
  resetPerIp: { name: 'reset:ip', max: 10, windowMinutes: 60 },
} satisfies Record<string, Limit>;

/**
 * Counts one attempt against each limit; answers the seconds until the latest full window ends, or 0
 * while every limit still allows it.
 */
export async function overLimit(db: D1Database, checks: [Limit, string][], now = new Date()): Promise<number> {
  let wait = 0;
  for (const [limit, subject] of checks) {
    const size = limit.windowMinutes * 60_000;
    const start = Math.floor(now.getTime() / size) * size;
    const count = await countAttempt(db, `${limit.name}:${subject}`, new Date(start).toISOString());
    if (count > limit.max) wait = Math.max(wait, Math.ceil((start + size - now.getTime()) / 1000));
  }
  return wait;
}
