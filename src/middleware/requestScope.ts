import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * Gives the request its own copy of the bindings carrying its `waitUntil` as `background` (decision
 * 0024): the cached content and catalogue reads get `env` from every page and service, so the request's
 * means of working after its answer travels with it, explicitly and per request, never through a
 * module-level variable that concurrent requests would share. With it a stale copy is answered at once
 * and refreshed behind the answer (src/cache/kv.ts, issue 12 point 5).
 *
 * Mounted after failClosed: that one remembers its configuration check per isolate bindings object
 * (src/config/production.ts), which a per-request copy would defeat.
 */
export function requestScope(): MiddlewareHandler<AppEnv> {
  return async function requestScopeMiddleware(c, next) {
    const ctx = executionContext(c);
    if (ctx) c.env = { ...c.env, background: (work) => ctx.waitUntil(work) };
    await next();
  };
}

function executionContext(c: Context): Context['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // Hono throws when the request came without one (app.request in tests).
  }
}
