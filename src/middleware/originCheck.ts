import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../routes/api/errors';
import { forbidden } from '../routes/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  /** Paths verified another way whatever their origin (the payment IPN, by its signature). */
  exempt?: (path: string) => boolean;
}

/**
 * Cross-site request refusal for every state-changing request, page form posts included (issue 12
 * point 7; OWASP CSRF Prevention Cheat Sheet, "Verifying Origin With Standard Headers"; decision 0022).
 * The source is the Origin header, or when a browser left it out, the Referer's origin. It must be the
 * site's own: the request URL's origin or PUBLIC_ORIGIN. A foreign source (and `Origin: null`, sent from
 * sandboxed frames and data: pages) gets 403: JSON under /api, the 403 page elsewhere.
 *
 * Mounted after the XSRF middleware, which has already
 * - required the signed XSRF pair of every other non-GET /api call, and
 * - recognised a server-to-server caller by its service Bearer key (`serviceCaller`).
 * So a request carrying neither Origin nor Referer passes under /api (the pair proved it came from our
 * pages; a service call has no browser headers at all), while a page form post without either is
 * refused: every current browser sends Origin on a POST, so only a client hiding where it came from
 * lacks both. A verified service and the exempt IPN pass whatever they send.
 */
export function originCheck(options: OriginCheckOptions = {}): MiddlewareHandler<AppEnv> {
  return async function originCheckMiddleware(c, next) {
    const path = c.req.path;
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.(path) || c.get('serviceCaller')) return next();
    const isApi = path.startsWith('/api/');
    const source = requestSource(c);
    if (source === undefined ? isApi : siteOrigins(c).has(source)) return next();
    console.warn(
      `Refused cross-site ${c.req.method} ${path} (request ${c.get('requestId') ?? '-'}) from ${source ?? 'no Origin or Referer'}`,
    );
    c.header('Cache-Control', 'no-store');
    if (isApi) return apiError(c, 403, 'cross_site_refused', 'Cross-site requests are not accepted');
    return forbidden(c);
  };
}

/** The Origin header, else the Referer's origin ('null' when it is not a URL); undefined without either. */
function requestSource(c: Context<AppEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin) return origin;
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function siteOrigins(c: Context<AppEnv>): Set<string> {
  const origins = new Set([new URL(c.req.url).origin]);
  try {
    if (c.env.PUBLIC_ORIGIN) origins.add(new URL(c.env.PUBLIC_ORIGIN).origin);
  } catch {
    // A malformed PUBLIC_ORIGIN is reported by failClosed in production; the request URL still counts.
  }
  return origins;
}
