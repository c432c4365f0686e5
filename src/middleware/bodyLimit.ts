import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { CMS_WEBHOOK_PATH } from '../routes/api/cmsWebhook';
import { apiError } from '../routes/api/errors';
import { payloadTooLarge } from '../routes/errors';

/**
 * The largest request body any route accepts: 64 KB. The largest real body (a cart booking with every
 * patient's data, or a page form) is a few kilobytes, so nothing needs more (issue 12, point 3;
 * OWASP ASVS 13.1.3 / 12.1.1). Documented in README (API).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Strapi's webhook (routes/api/cmsWebhook.ts) carries the whole entry it is about: a long article or the
 * home page's blocks can pass 64 KB, and a refused webhook would leave editors waiting for the TTL. Only
 * its event is read; the call is refused without the secret right after.
 */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a larger body with 413 before any route reads it: Hono's body limit checks Content-Length,
 * and a chunked body without one is read only up to the limit. Under /api the answer is the usual JSON
 * error; a page form post gets the site's 413 page in the request's language.
 */
export function requestBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        if (c.req.path.startsWith('/api/')) {
          return apiError(c, 413, 'payload_too_large', `The request body is larger than ${maxSize} bytes`);
        }
        return payloadTooLarge(c);
      },
    });
  const everyRoute = limit(MAX_BODY_BYTES);
  const webhook = limit(MAX_WEBHOOK_BODY_BYTES);
  return (c, next) => (c.req.path === CMS_WEBHOOK_PATH ? webhook : everyRoute)(c, next);
}
