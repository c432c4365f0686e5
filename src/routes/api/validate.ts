import type { Context, Env, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { CallBody, CallName, CallParams, CallQuery } from '../../domain/api';
import { apiError } from './errors';

/**
 * The one validator of the API's input (issue 13, point 2; docs/decisions/0030): a request's JSON body,
 * query or path parameters checked against a valibot schema before the handler runs, which then reads
 * `c.req.valid(target)`, typed by the schema. Written on Hono's validator contract
 * (`c.req.addValidatedData`, the `in`/`out` input types `hc` reads) rather than on `hono/validator`
 * itself, because that one skips a body sent without a JSON Content-Type and answers malformed JSON with
 * a text 400, and this API answers both with its JSON error.
 */
export type Target = 'json' | 'query' | 'param';

/** The stable code of a refused input, by where it came from; a route may name its own (invalid_postal_code). */
const CODES: Record<Target, string> = { json: 'invalid_body', query: 'invalid_query', param: 'invalid_query' };

export const NOT_AN_OBJECT = 'The body must be a JSON object';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

/** The input `valid(target, schema)` gives a handler: named where a handler is written apart from its route. */
export type Valid<T extends Target, S extends Schema> = {
  in: { [K in T]: v.InferInput<S> };
  out: { [K in T]: v.InferOutput<S> };
};

export function valid<T extends Target, S extends Schema, E extends Env = Env>(
  target: T,
  schema: S,
  code: string = CODES[target],
  reader: Reader = (c) => read(c, target, schema),
): MiddlewareHandler<E, string, Valid<T, S>> {
  return async (c, next) => {
    let input: unknown;
    try {
      input = await reader(c);
    } catch (error) {
      if (error instanceof InputError) return apiError(c, 400, code, error.message);
      throw error;
    }
    if (input === MALFORMED || (input !== undefined && !isObject(input))) {
      return apiError(c, 400, code, NOT_AN_OBJECT);
    }
    const parsed = await v.safeParseAsync(schema, input);
    if (!parsed.success) return apiError(c, 400, code, describe(parsed.issues[0], input));
    c.req.addValidatedData(target, parsed.output as Record<string, unknown>);
    await next();
  };
}

/** What a call of the browser's contract (src/domain/api.ts) sends to `target`, as it travels. */
type Sent<K extends CallName, T extends Target> = T extends 'json'
  ? CallBody<K>
  : T extends 'query'
    ? OnTheWire<CallQuery<K>>
    : CallParams<K>;
/** A query string carries numbers as text. */
type OnTheWire<Q> = { [P in keyof Q]: Q[P] extends infer V ? (V extends number ? string : V) : never };

/**
 * `valid` for a call the browser makes by name (`call()` in src/client/call.ts): this does not
 * compile unless the schema takes everything the contract lets the browser send, so the two sides
 * cannot drift apart unseen (docs/decisions/0032).
 */
export function validCall<K extends CallName, T extends Target, S extends Schema, E extends Env = Env>(
  _call: K,
  target: T,
  schema: S,
  ...code: [Sent<K, T>] extends [v.InferInput<S>] ? [code?: string] : [theSchemaRefusesWhatTheContractSends: never]
): MiddlewareHandler<E, string, Valid<T, S>> {
  return valid<T, S, E>(target, schema, code[0]);
}

/**
 * How a route's raw input is read when Hono's reading does not fit (the content API's bracket query,
 * `filters[slug][$eq]=…`); an input that cannot be read at all is an InputError, answered 400 with its
 * message.
 */
export type Reader = (c: Context) => unknown;

export class InputError extends Error {}

const MALFORMED = Symbol('malformed JSON');

/**
 * The raw input. A body is read whatever its Content-Type, and an empty one is `undefined` (a schema
 * that takes none says so with `v.optional(…, {})`); a failure to read it (the body limit's) is not
 * swallowed, so the 413 stays. The query has Hono's shape, a repeated parameter an array, and each
 * parameter the schema names and the call leaves out is there as undefined: the schema's own message
 * for it ('date is required') is the answer, not valibot's 'Invalid key'.
 */
async function read(c: Context, target: Target, schema: Schema): Promise<unknown> {
  if (target === 'param') return c.req.param();
  if (target === 'query') {
    const named = 'entries' in schema ? Object.keys(schema.entries as object) : [];
    const given = Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? values[0] : values,
    ]);
    return Object.fromEntries([...named.map((key) => [key, undefined]), ...given]);
  }
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first problem as one line that names its field: the schema's own message when it already does
 * ('q is required', 'email: required'), '<field>: required' for a missing one, else '<field>: <message>'.
 */
function describe(issue: v.BaseIssue<unknown>, input: unknown): string {
  if (input === undefined) return NOT_AN_OBJECT;
  const path = v.getDotPath(issue);
  if (!path || issue.message.startsWith(`${path}:`) || issue.message.startsWith(`${path} `)) return issue.message;
  if (issue.input === undefined) return `${path}: required`;
  return `${path}: ${issue.message}`;
}

/**
 * A query parameter that may repeat or list ids comma-separated: as Hono reads a query, a string once
 * and an array when repeated; always an array after this.
 */
export const repeatable = <M extends string | undefined>(message?: M) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())], message),
    v.transform((value) => (typeof value === 'string' ? [value] : value)),
  );

/** A positive whole number as a query or path carries it: an id. */
export const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;

/**
 * Ids given as '1,2,3', as repeated parameters, or both: whole numbers, made unique and sorted, so
 * equal filters share one cache entry; an empty value ('test_ids=') gives none.
 */
export const idList = (name: string, message?: string) =>
  v.pipe(
    repeatable(message),
    v.transform((values) =>
      values
        .flatMap((value) => value.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
    v.check((ids) => ids.every((id) => WHOLE_NUMBER.test(id)), `${name} must be a comma-separated list of ids`),
    v.transform((ids) => [...new Set(ids.map(Number))].sort((a, b) => a - b)),
  );
