import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { hmacSign, randomBytes, timingSafeEqual, toBase64Url } from '../lib/crypto';
import { apiError } from '../routes/api/errors';

/**
 * Signed double-submit CSRF protection (DESIGN.md, Security baseline). The __Host-XSRF-TOKEN cookie holds
 * `nonce.signature` (HMAC-SHA256 of the nonce with XSRF_SECRET); browser code echoes it in the
 * X-XSRF-TOKEN header. A state-changing /api call passes only when header and cookie are equal and the
 * signature is ours, so another site can neither read nor forge the pair.
 */
/**
 * `__Host-`: the browser keeps it only when Secure, Path=/ and without Domain, so a sibling subdomain or
 * a plain-http response cannot plant a token of its own (issue 12, point 9; decision 0020). Chromium
 * accepts it on http://localhost too, as it does `__Host-session` (decision 0014).
 */
export const XSRF_COOKIE = '__Host-XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface XsrfOptions {
  /** Paths under /api that are verified another way (the payment IPN by its signature). */
  exempt?: (path: string) => boolean;
  /** Server-to-server callers verified by a Bearer key instead (docs/decisions/0016-accounts-port.md). */
  services?: ServiceBearer[];
}

/**
 * Another server calling this site's API as a service (a site using this one as its accounts upstream):
 * `Authorization: Bearer <key>` with the key this site holds passes instead of the XSRF pair, on the
 * service's own paths only. A browser cannot be made to send such a header across sites (a custom
 * header needs CORS), and without the secret it cannot be forged. The service's name is kept as the
 * request's `serviceCaller`, so its routes may trust what the service vouches for (the client's address).
 */
export interface ServiceBearer {
  name: string;
  /** The key; the service is off while it is unset. */
  key: (env: AppEnv['Bindings']) => string | undefined;
  paths: (path: string) => boolean;
}

function verifiedService(services: ServiceBearer[], env: AppEnv['Bindings'], path: string, header?: string) {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return undefined;
  return services.find((service) => {
    const key = service.key(env);
    return key && service.paths(path) && timingSafeEqual(given, key);
  });
}

export function xsrf(options: XsrfOptions = {}): MiddlewareHandler<AppEnv> {
  return async function xsrfMiddleware(c, next) {
    const secret = c.env.XSRF_SECRET;
    if (!secret) throw new Error('XSRF_SECRET is not configured');
    const cookie = getCookie(c, XSRF_COOKIE);
    const cookieValid = cookie ? await verifyToken(secret, cookie) : false;

    const path = c.req.path;
    const service = path.startsWith('/api/')
      ? verifiedService(options.services ?? [], c.env, path, c.req.header('authorization'))
      : undefined;
    if (service) c.set('serviceCaller', service.name);
    if (!SAFE_METHODS.has(c.req.method) && path.startsWith('/api/') && !service && !options.exempt?.(path)) {
      const header = c.req.header(XSRF_HEADER);
      if (!cookieValid || !header || !timingSafeEqual(header, cookie!)) {
        return apiError(c, 403, 'xsrf_invalid', 'Missing or invalid XSRF token');
      }
    }

    await next();

    if (!cookieValid) {
      setCookie(c, XSRF_COOKIE, await issueToken(secret), {
        path: '/',
        sameSite: 'Lax',
        secure: true,
        // Read by the browser's HTTP client, so not HttpOnly; the signature makes it unforgeable.
        httpOnly: false,
      });
    }
  };
}

export async function issueToken(secret: string): Promise<string> {
  const nonce = toBase64Url(randomBytes(18));
  return `${nonce}.${await sign(secret, nonce)}`;
}

export async function verifyToken(secret: string, token: string): Promise<boolean> {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return timingSafeEqual(signature, await sign(secret, nonce));
}

async function sign(secret: string, value: string): Promise<string> {
  return toBase64Url(await hmacSign(secret, value));
}
