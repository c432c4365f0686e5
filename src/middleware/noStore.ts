import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer of the routes it is mounted on: answers with personal data,
 * live capacity, a session or a one-time secret, which neither the browser nor a shared cache may keep
 * (DESIGN.md, Security baseline; RFC 9111 section 5.2.2.5). It is set after the handler, so it also
 * covers the answer Hono's error handler makes and wins over anything the handler set (decision 0031).
 * Mount it on a module's own paths, never on '*' of a sub-app: that would reach every route once mounted.
 */
export const noStore = (): MiddlewareHandler =>
  async function noStore(c, next) {
    await next();
    c.header('Cache-Control', 'no-store');
  };
