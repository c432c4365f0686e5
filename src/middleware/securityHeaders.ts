import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { mediaOrigin } from '../backends/content/media';
import { analyticsConfig } from '../domain/consent';
import type { AppEnv } from '../env';

/** The analytics origin, only when tracking is on and ANALYTICS_SRC is configured; otherwise nothing. */
const analyticsOrigin = (c: Context<AppEnv>) => analyticsConfig(c.env)?.origin ?? '';
/** The CMS's media host (src/backends/content/media.ts); named because it may be plain http, as a local Strapi is. */
const cmsMediaOrigin = (c: Context<AppEnv>) => mediaOrigin(c.env);

/**
 * Secure headers on every worker response (DESIGN.md, Security baseline): a CSP whose scripts need the
 * per-request nonce, HSTS, nosniff, no framing, a strict referrer policy. Static files get the same
 * headers from static/_headers.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, analyticsOrigin],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', cmsMediaOrigin],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", analyticsOrigin],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [], payment: ['self'] },
    crossOriginEmbedderPolicy: false,
  });
}
