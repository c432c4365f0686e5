import type { Context } from 'hono';
import { type Limit, overLimit } from '../../auth/rateLimit';
import type { AppEnv } from '../../env';
import { apiError } from './errors';

/** Counts an attempt from the caller's IP against `limit`: the 429 answer past it, else null. */
export async function overIpLimit(c: Context<AppEnv>, limit: Limit): Promise<Response | null> {
  const wait = await overLimit(c.env.DB, [[limit, c.req.header('cf-connecting-ip') ?? 'local']]);
  if (!wait) return null;
  c.header('Retry-After', String(wait));
  return apiError(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
}
