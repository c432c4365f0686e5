import { clearAttempts, countAttempt, uncountAttempt } from '../db/accounts';

/**
 * Attempt limits kept in D1 (DESIGN.md, Security baseline), per account and per IP, in fixed windows.
 * Every attempt counts, whether the address is registered or not, so a limit reveals nothing either.
 *
 * Passwords (issue 12 point 4, OWASP ASVS 2.2.1): only failed attempts count, so the owner's own logins
 * never use up the allowance, and a success clears the account's counters. The tight limit is keyed by
 * account and address together, so guesses from elsewhere never lock the owner out; the per-account
 * ceiling (100 an hour, about 2,400 guesses a day against passwords that pass the common-password and
 * length rules) keeps guessing from many addresses hopeless, and the per-address one slows spraying
 * across accounts.
 */
export interface Limit {
  name: string;
  max: number;
  windowMinutes: number;
}

export const LIMITS = {
  loginFailuresPerAccountAndIp: { name: 'login-fail:account-ip', max: 10, windowMinutes: 15 },
  loginFailuresPerAccount: { name: 'login-fail:account', max: 100, windowMinutes: 60 },
  loginFailuresPerIp: { name: 'login-fail:ip', max: 50, windowMinutes: 15 },
  /** Failed OAuth callbacks (forged or replayed state, refused codes) from one address. */
  oauthCallbackFailuresPerIp: { name: 'oauth-fail:ip', max: 30, windowMinutes: 15 },
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
  for (const check of checks) {
    const { count, endsIn } = await countOne(db, check, now);
    if (count > check[0].max) wait = Math.max(wait, endsIn);
  }
  return wait;
}

/**
 * Counts one attempt against one limit: answers the count in the current window, this one included, and
 * the seconds until that window ends. The count is one atomic upsert, so parallel attempts each get a
 * count of their own and never all slip under the limit.
 */
export async function countOne(db: D1Database, [limit, subject]: [Limit, string], now = new Date()) {
  const start = windowStart(limit, now);
  const count = await countAttempt(db, `${limit.name}:${subject}`, start);
  const end = Date.parse(start) + limit.windowMinutes * 60_000;
  return { count, endsIn: Math.ceil((end - now.getTime()) / 1000) };
}

function passwordLimits(account: string, ip: string): [Limit, string][] {
  return [
    [LIMITS.loginFailuresPerAccountAndIp, `${account}|${ip}`],
    [LIMITS.loginFailuresPerAccount, account],
    [LIMITS.loginFailuresPerIp, ip],
  ];
}

/**
 * Before checking a password (a login, or a logged-in user confirming a change): the attempt is counted
 * as failed up front, so parallel guesses cannot all slip under a limit before any of them is counted;
 * `passwordAccepted` takes it back. Answers the seconds to wait, or 0.
 */
export function passwordAttempt(db: D1Database, account: string, ip: string, now = new Date()): Promise<number> {
  return overLimit(db, passwordLimits(account, ip), now);
}

/**
 * The password was right: the account's counters start again (this address's and the account-wide one);
 * the address's own counter, shared with other accounts, only gives back this attempt. Another
 * address's counter for the account stays, so an owner's login does not reopen an attacker's allowance.
 */
export async function passwordAccepted(db: D1Database, account: string, ip: string, now = new Date()): Promise<void> {
  const [pair, accountWide, address] = passwordLimits(account, ip);
  await clearAttempts(
    db,
    [pair, accountWide].map(([limit, subject]) => `${limit.name}:${subject}`),
  );
  await attemptSucceeded(db, address, now);
}

/** An attempt counted up front by `overLimit` succeeded: it gives back its count in the current window. */
export async function attemptSucceeded(db: D1Database, [limit, subject]: [Limit, string], now = new Date()) {
  await uncountAttempt(db, `${limit.name}:${subject}`, windowStart(limit, now));
}

function windowStart(limit: Limit, now: Date): string {
  const size = limit.windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size).toISOString();
}
