import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../routes/api/errors';
import { timingSafeEqual } from './xsrf';

/**
 * Server-to-server calls to this worker acting as a laboratory system for another site instance (the
 * product's own API is the laboratory contract, DESIGN.md Ports). A caller proves itself with
 * `Authorization: Bearer <LAB_SERVICE_KEY>`, the key the other instance holds as LAB_API_KEY. Without
 * LAB_SERVICE_KEY configured no call is a service call, and the service-only calls do not exist.
 */
export function isLabServiceCall(c: Context<AppEnv>): boolean {
  const key = c.env.LAB_SERVICE_KEY;
  const given = c.req.header('Authorization')?.match(/^Bearer (.+)$/)?.[1];
  return !!key && !!given && timingSafeEqual(given, key);
}

/** The calls only a site instance may make (settling payments, expiring holds, the day's bookings). */
export const labServiceOnly: MiddlewareHandler<AppEnv> = async function labServiceOnly(c, next) {
  if (!c.env.LAB_SERVICE_KEY) return apiError(c, 404, 'not_found', 'Not found');
  if (!isLabServiceCall(c)) return apiError(c, 401, 'unauthorized', 'A laboratory service key is required');
  await next();
};
