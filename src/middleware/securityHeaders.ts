import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { analyticsConfig } from '../domain/consent';
import type { AppEnv } from '../env';

/** The analytics origin, only when tracking is on and ANALYTICS_SRC is configured; otherwise nothing. */
const analyticsOrigin = (c: Context<AppEnv>) => analyticsConfig(c.env)?.origin ?? '';

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
      imgSrc: ["'self'", 'data:', 'https:'],
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
