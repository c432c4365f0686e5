import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { splitLangPrefix } from '../i18n/lang';

/**
 * Routing rules of spec section 2: trailing slashes are removed by a 301 that keeps the query string;
 * /hu/... redirects to the unprefixed path; /en/... is English. The app routes on the path without the
 * prefix (see `routingPath`), so every route also answers under /en.
 */
export function canonicalPath(): MiddlewareHandler<AppEnv> {
  return async function canonicalPathMiddleware(c, next) {
    const url = new URL(c.req.url);
    const trimmed = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname;
    const { lang, path, explicitDefault } = splitLangPrefix(trimmed);
    if (explicitDefault) return c.redirect(`${path}${url.search}`, 301);
    if (trimmed !== url.pathname) return c.redirect(`${trimmed}${url.search}`, 301);
    c.set('lang', lang);
    await next();
  };
}

/** Hono's `getPath`: the request path with a known language prefix removed. */
export function routingPath(request: Request): string {
  const pathname = new URL(request.url).pathname;
  return splitLangPrefix(pathname).path;
}
