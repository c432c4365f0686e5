import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { mediaOrigin } from '../backends/content/media';
import { mapTiles } from '../config/mapTiles';
import { isProduction } from '../config/production';
import { analyticsConfig } from '../domain/consent';
import type { AppEnv } from '../env';

/** The analytics origin, only when tracking is on and ANALYTICS_SRC is configured; otherwise nothing. */
const analyticsOrigin = (c: Context<AppEnv>) => analyticsConfig(c.env)?.origin ?? '';
/** Cloudflare Turnstile's origin, only when the operator chose it as the bot challenge (decision 0050). */
const challengeOrigin = (c: Context<AppEnv>) =>
  c.env.CHALLENGE_PROVIDER === 'turnstile' ? 'https://challenges.cloudflare.com' : '';
/** The CMS's media host (src/backends/content/media.ts); named because it may be plain http, as a local Strapi is. */
const cmsMediaOrigin = (c: Context<AppEnv>) => mediaOrigin(c.env);
/** The street map's tile host, only when the operator configured one (decision 0061); it may be a local http one. */
const mapTilesOrigin = (c: Context<AppEnv>) => mapTiles(c.env)?.origin ?? '';

/**
 * Secure headers on every worker response (DESIGN.md, Security baseline): a CSP whose scripts and inline
 * styles need the per-request nonce, HSTS, nosniff, no framing, a strict referrer policy. Static files get the same
 * headers from static/_headers.
 *
 * In production HSTS also carries `preload`, the consent hstspreload.org asks for before it lists the
 * domain in browsers (issue 12, point 9; decision 0020); dev and test hosts never ask to be preloaded.
 */
export function securityHeaders({ staffArea = false } = {}): MiddlewareHandler<AppEnv> {
  const everywhere = headers(HSTS, staffArea);
  const production = headers(`${HSTS}; preload`, staffArea);
  return (c, next) => (isProduction(c.env) ? production : everywhere)(c, next);
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * `staffArea`: the staff worker's pages, whose scanner uses the camera and compiles the QR reader's
 * WebAssembly (decision 0067); the public site allows neither.
 */
function headers(strictTransportSecurity: string, staffArea: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, analyticsOrigin, challengeOrigin, ...(staffArea ? ["'wasm-unsafe-eval'"] : [])],
      // No 'unsafe-inline': markup carries no style attributes, and the one inline <style> (the
      // fail-closed page) takes the nonce (issue 12 point 9, decision 0020).
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:', 'https:', cmsMediaOrigin, mapTilesOrigin],
      // data: for the few Latin Extended letters (ő ű) inlined in the stylesheet (decision 0036).
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", analyticsOrigin],
      // Turnstile's widget lives in a frame of its own origin; nothing else is framed.
      frameSrc: ["'self'", challengeOrigin],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { geolocation: ['self'], camera: staffArea ? ['self'] : [], microphone: [], payment: ['self'] },
    crossOriginEmbedderPolicy: false,
    // A response that names its own policy keeps it: only the development outbox's mail body does, so a
    // mail's inline styles show in its sandboxed frame (src/routes/devOutbox.tsx).
    overwrite: false,
  });
}
