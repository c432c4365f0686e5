import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one shape of an API failure: a stable machine code and a human message. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json<ApiErrorBody>({ error: { code, message } }, status);
}
