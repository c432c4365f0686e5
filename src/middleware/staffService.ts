import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * The staff worker's paths (docs/decisions/0067): the staff area in both languages, its calls, and the
 * bookings' check-in QR images.
 */
export function isStaffPath(pathname: string): boolean {
  return /^(\/en)?\/munkatars(\/|$)|^\/api\/staff(\/|$)|^\/belepokod\//.test(pathname);
}

/**
 * Hands the staff area to the staff worker (lab-staff) over the STAFF_SERVICE binding, untouched and
 * before anything else reads it: that worker answers with its own headers, checks and pages. Without the
 * binding (a site run without lab-staff) the paths are the site's 404; production requires it (/healthz).
 */
export function staffService(): MiddlewareHandler<AppEnv> {
  return async function staffServiceMiddleware(c, next) {
    const service = c.env.STAFF_SERVICE;
    if (!service || !isStaffPath(new URL(c.req.url).pathname)) return next();
    return service.fetch(c.req.raw);
  };
}
