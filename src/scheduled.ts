import { retryPendingMail } from './backends/mail';
import { cachedConfigProblems, settingNames } from './config/production';
import { purgeExpiredAccountData } from './db/accounts';
import { bookingsToRemind, expireHolds } from './db/holds';
import { addDays, budapestNow } from './domain/budapestTime';
import type { Bindings } from './env';
import { notifyBookingByHash } from './mail/notify';

/**
 * The cron trigger (wrangler.toml [triggers]): expire unpaid holds, remind tomorrow's patients, retry
 * undelivered mail, sweep ended sessions, used tokens and old attempt counters. Each job is independent; one failing is logged and does not stop the others.
 */
export async function runScheduledJobs(env: Bindings, now: Date): Promise<{ expired: number; reminded: number }> {
  let expired = 0;
  let reminded = 0;
  try {
    expired = (await expireHolds(env.DB, now)).length;
  } catch (error) {
    console.error('Expiring holds failed', error);
  }
  try {
    const tomorrow = addDays(budapestNow(now).date, 1);
    for (const hash of await bookingsToRemind(env.DB, tomorrow)) {
      await notifyBookingByHash(env, 'reminder', hash);
      reminded++;
    }
  } catch (error) {
    console.error('Sending reminders failed', error);
  }
  try {
    await retryPendingMail(env, now);
  } catch (error) {
    console.error('Retrying mail failed', error);
  }
  try {
    await purgeExpiredAccountData(env.DB, now.toISOString(), new Date(now.getTime() - 86_400_000).toISOString());
  } catch (error) {
    console.error('Purging ended sessions and tokens failed', error);
  }
  return { expired, reminded };
}

export const scheduled: ExportedHandlerScheduledHandler<Bindings> = (controller, env, ctx) => {
  // Fails closed like the requests do (docs/decisions/0015): no job runs on an incomplete configuration.
  // The first run after the fix expires what is due and retries pending mail; reminders are sent for the
  // day after that run only.
  const problems = cachedConfigProblems(env);
  if (problems.length) {
    console.error(`Scheduled jobs skipped: configuration incomplete: ${settingNames(problems)} (see GET /healthz)`);
    return;
  }
  ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
};
