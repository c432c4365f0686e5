import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** The staff area's paths: its pages, in both languages, and its calls (docs/decisions/0067). */
export function isStaffPath(pathname: string): boolean {
  return /^(\/en)?\/munkatars(\/|$)/.test(pathname) || /^\/api\/staff(\/|$)/.test(pathname);
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
