/** The staff worker's cron (workers/staff/wrangler.toml): the access log's retention. */
import type { AppEnv } from '../env';
import { expireAccessLog } from '../services/staff/accessLog';

export async function scheduled(_controller: ScheduledController, env: AppEnv['Bindings']): Promise<void> {
  const expired = await expireAccessLog(env.DB);
  if (expired) console.log(`Staff access log: ${expired} entries past their retention deleted`);
}
