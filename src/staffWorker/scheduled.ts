/**
 * The staff worker's cron (workers/staff/wrangler.toml, hourly): once a day is over, its confirmed
 * bookings nobody checked in are no-shows (the last week is looked at, so a missed run catches up); and
 * the access log's retention.
 */
import type { AppEnv } from '../env';
import { markDayNoShows } from '../services/staff/visits';
import { expireAccessLog } from '../services/staff/accessLog';

export async function runStaffJobs(env: AppEnv['Bindings'], now = new Date()) {
  const noShows = await markDayNoShows(env, now);
  const expired = await expireAccessLog(env.DB, now);
  return { noShows, expired };
}

export async function scheduled(_controller: ScheduledController, env: AppEnv['Bindings']): Promise<void> {
  const { noShows, expired } = await runStaffJobs(env);
  if (noShows) console.log(`Staff cron: ${noShows} bookings of ended days marked as no-shows`);
  if (expired) console.log(`Staff cron: ${expired} access log entries past their retention deleted`);
}
