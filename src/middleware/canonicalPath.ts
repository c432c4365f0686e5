import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { splitLangPrefix } from '../i18n/lang';
import { sitePath } from '../domain/redirects';

/**
 * Routing rules of spec section 2: trailing slashes are removed by a 301 that keeps the query string;
 * /hu/... redirects to the unprefixed path; /en/... is English. The app routes on the path without the
 * prefix (see `routingPath`), so every route also answers under /en.
 *
 * Every Location written here goes through `sitePath`: a run of leading slashes (the URL parser turns
 * backslashes into slashes) collapses to one, so `//evil.example/` redirects to `/evil.example`, never
 * to the protocol-relative `//evil.example` (issue 12, point 1; OWASP ASVS 5.1.5).
 */
export function canonicalPath(): MiddlewareHandler<AppEnv> {
  return async function canonicalPathMiddleware(c, next) {
    const url = new URL(c.req.url);
    const collapsed = sitePath(url.pathname);
    const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
    const { lang, path, explicitDefault } = splitLangPrefix(trimmed);
    if (explicitDefault) return c.redirect(`${sitePath(path)}${url.search}`, 301);
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
