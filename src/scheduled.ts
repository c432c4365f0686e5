import { retryPendingMail } from './backends/mail';
import { cachedConfigProblems, settingNames } from './config/production';
import type { Bindings } from './env';
import { remindTomorrowsPatients } from './mail/notify';
import { sweepExpiredAccountData } from './services/accountSweep';
import { expireUnpaidHolds, retryPaymentWork } from './services/payments';
import { sweepHoldRecords } from './services/holdLimits';
import { retryInvoices } from './services/invoices';

/**
 * The cron trigger (wrangler.toml [triggers]): expire unpaid holds, remind tomorrow's patients, retry
 * refunds and unsettled payments, retry invoices the port did not issue, retry undelivered mail, sweep ended sessions, used tokens, old
 * attempt counters, old claims on unconfirmed places and spent challenges. Bookings are reached through the laboratory port only (DESIGN.md, Ports), so the
 * same jobs run whichever backend LAB_BACKEND names. Each job is independent; one failing is logged and
 * does not stop the others.
 */
export async function runScheduledJobs(
  env: Bindings,
  now: Date,
): Promise<{ expired: number; reminded: number; refunds: number; settled: number }> {
  const result = { expired: 0, reminded: 0, refunds: 0, settled: 0 };
  try {
    result.expired = await expireUnpaidHolds(env, now);
  } catch (error) {
    console.error('Expiring holds failed', error);
  }
  try {
    result.reminded = await remindTomorrowsPatients(env, now);
  } catch (error) {
    console.error('Sending reminders failed', error);
  }
  try {
    Object.assign(result, await retryPaymentWork(env, now));
  } catch (error) {
    console.error('Retrying refunds and payments failed', error);
  }
  try {
    await retryInvoices(env, now);
  } catch (error) {
    console.error('Retrying invoices failed', error);
  }
  try {
    await retryPendingMail(env, now);
  } catch (error) {
    console.error('Retrying mail failed', error);
  }
  try {
    await sweepExpiredAccountData(env, now);
  } catch (error) {
    console.error('Purging ended sessions and tokens failed', error);
  }
  try {
    // Claims on unconfirmed places older than their day, and spent challenges past their expiry (decision 0050).
    await sweepHoldRecords(env, now);
  } catch (error) {
    console.error('Purging old hold claims and spent challenges failed', error);
  }
  return result;
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
