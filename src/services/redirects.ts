import { cacheKey, readThrough } from '../cache/kv';
import { listRedirects } from '../db/redirects';
import { matchRedirect, type RedirectMatch } from '../domain/redirects';
import type { AppEnv } from '../env';

/**
 * Where a legacy URL now lives (the redirects table, read through the cache), or null. A table that
 * cannot be read is logged and answers null: the visitor then gets the 404 page, not an error page.
 */
export async function findRedirect(env: AppEnv['Bindings'], url: URL): Promise<RedirectMatch | null> {
  try {
    const rules = await readThrough(
      env.CACHE,
      cacheKey(env.CACHE_VERSION, 'redirects', 'all'),
      { freshSeconds: Number(env.CACHE_FRESH_SECONDS), background: env.background },
      () => listRedirects(env.DB),
    );
    return matchRedirect(rules, url.pathname, url.search);
  } catch (error) {
    console.error('Redirect table could not be read', error);
    return null;
  }
}
