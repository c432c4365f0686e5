import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../domain/personValidation';

/** The one shape of an API failure: a stable machine code and a human message. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json<ApiErrorBody>({ error: { code, message } }, status);
}

export interface ValidationErrorBody {
  /** `people`: a family booking's other people's fields, in the request's order ({} where all pass). */
  error: { code: 'validation_failed'; message: string; fields: FieldErrors; people?: FieldErrors[] };
}

/** 422 validation_failed with the translated message of each field that fails its rule. */
export function validationFailed(c: Context, fields: FieldErrors, people?: FieldErrors[]) {
  return c.json<ValidationErrorBody>(
    {
      error: { code: 'validation_failed', message: 'Some fields are not valid', fields, ...(people ? { people } : {}) },
    },
    422,
  );
}

/**
 * Ends the request with an API error answer from a helper inside a handler (the caller's token, an
 * id parameter, a limit), as Hono's HTTPException: the app answers it as it is, and the handler needs
 * no `instanceof Response` check on the helper's result.
 */
export function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string): never {
  throw new HTTPException(status, { res: apiError(c, status, code, message) });
}
