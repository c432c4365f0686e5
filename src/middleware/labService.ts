import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../routes/api/errors';

/**
 * Server-to-server calls to this worker acting as the laboratory system of another site instance (the
 * product's own API is the laboratory contract, DESIGN.md Ports; decision 0019). The caller proves itself
 * with `Authorization: Bearer <LAB_SERVICE_KEY>`, the key the other instance holds as LAB_API_KEY; the
 * XSRF middleware verifies it (its `services` list) and names the request's `serviceCaller`. Without
 * LAB_SERVICE_KEY no call is a service call, and the service-only calls do not exist.
 */
export const LAB_SERVICE = 'lab';

/**
 * The laboratory contract's paths: the catalogue, availability, appointments and coupon calls (not the
 * account and patient calls under /api/whitetech/, which have a service key of their own).
 */
const LAB_PATHS = ['/api/whitetech/prices', '/api/whitetech/web/', '/api/whitetech/appointments/', '/api/coupons/'];
export const isLabPath = (path: string) => LAB_PATHS.some((prefix) => path.startsWith(prefix));

export const isLabServiceCall = (c: Context<AppEnv>) => c.get('serviceCaller') === LAB_SERVICE;

/** The calls only a site instance may make (settling payments, expiring holds, the day's bookings). */
export const labServiceOnly: MiddlewareHandler<AppEnv> = async function labServiceOnly(c, next) {
  if (!c.env.LAB_SERVICE_KEY) return apiError(c, 404, 'not_found', 'Not found');
  if (!isLabServiceCall(c)) return apiError(c, 401, 'unauthorized', 'A laboratory service key is required');
  await next();
};
