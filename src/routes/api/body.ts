import type { Context } from 'hono';
import * as v from 'valibot';
import { type Limit, overLimit } from '../../auth/rateLimit';
import type { AppEnv } from '../../env';
import { apiError } from './errors';

/**
 * The JSON object body checked against `schema`, or the 400 invalid_body answer naming the first bad
 * field ('email: required', 'lastName: …'), for the small public forms' calls.
 */
export async function readFormBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<v.InferOutput<S> | Response> {
  const json: unknown = await c.req.json().catch(() => undefined);
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return apiError(c, 400, 'invalid_body', 'The body must be a JSON object');
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const path = issue.path?.map((item) => item.key).join('.');
  // A missing key is reported by the object, not the field: say plainly that the field is required.
  if (path && issue.input === undefined) return apiError(c, 400, 'invalid_body', `${path}: required`);
  return apiError(
    c,
    400,
    'invalid_body',
    path && !issue.message.startsWith(`${path}:`) ? `${path}: ${issue.message}` : issue.message,
  );
}

/** Counts an attempt from the caller's IP against `limit`: the 429 answer past it, else null. */
export async function overIpLimit(c: Context<AppEnv>, limit: Limit): Promise<Response | null> {
  const wait = await overLimit(c.env.DB, [[limit, c.req.header('cf-connecting-ip') ?? 'local']]);
  if (!wait) return null;
  c.header('Retry-After', String(wait));
  return apiError(c, 429, 'too_many_attempts', 'Too many attempts; try again later');
}
