import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { cachedContent, contentSource } from '../../backends/content';
import { ContentNotFoundError, ContentQueryError, ContentValidationError } from '../../backends/content/port';
import { isPlainObject, parseBracketQuery, type QueryParams, toContentQuery } from '../../backends/content/query';
import type { AppEnv } from '../../env';
import { apiError } from './errors';
import { InputError, type Reader, valid } from './validate';

/**
 * The content API (spec section 7, Content source): GET /api/ajax and POST /api/ajaxpost answer with
 * Strapi's JSON from whichever content source is configured, through the KV cache.
 */
export const contentApi = new Hono<AppEnv>();

// A content type ('top-menus') or one entry ('top-menus/<documentId>'); a leading slash is forgiven.
// Optional at first so that a missing url gets our message rather than valibot's 'Invalid key'.
const urlSchema = v.pipe(
  v.optional(v.string('url must be text'), ''),
  v.transform((url) => url.trim().replace(/^\/+/, '')),
  v.nonEmpty('url is required'),
  v.regex(/^[a-z0-9][a-z0-9-]*(\/[A-Za-z0-9_-]+)?$/, 'url must name a content type, such as top-menus'),
);
const localeSchema = v.optional(v.picklist(['hu', 'en'], 'locale must be hu or en'), 'hu');
const POST_PAGE_SIZE = 100;

// The Strapi parameters are checked by toContentQuery, which both forms share; here they pass through.
const passThrough = v.optional(v.unknown());
const strapiParams = {
  sort: passThrough,
  fields: passThrough,
  filters: passThrough,
  populate: passThrough,
  pagination: passThrough,
};
const request = { url: urlSchema, locale: localeSchema, populate: v.optional(v.unknown(), '*') };

const getSchema = v.object({ ...strapiParams, ...request });

const extrasSchema = v.strictObject(
  strapiParams,
  (issue) => `extras may hold sort, fields, filters, populate and pagination, not ${issue.received}`,
);
const postSchema = v.object({
  ...request,
  pagination: passThrough,
  filters: passThrough,
  extras: v.optional(extrasSchema, {}),
});

/** The GET form's query as Strapi writes it: bracketed keys (`filters[slug][$eq]=…`) read as nested objects. */
const bracketQuery: Reader = (c) => {
  try {
    return parseBracketQuery(new URL(c.req.url).searchParams);
  } catch (error) {
    throw error instanceof ContentQueryError ? new InputError(error.message) : error;
  }
};

contentApi.get('/ajax', valid('query', getSchema, 'invalid_query', bracketQuery), (c) => {
  const { url, locale, ...params } = c.req.valid('query');
  return answer(c, url, locale, params);
});

// The body's parameters are the query's, so a refused one is invalid_query as on GET.
contentApi.post('/ajaxpost', valid('json', postSchema, 'invalid_query'), async (c) => {
  const { url, locale, extras, ...params } = c.req.valid('json');
  return answer(c, url, locale, {
    ...params,
    pagination: withPostPageSize(params.pagination),
    ...dropUndefined(extras),
  });
});

/** The POST form lists up to 100 entries unless it asks for another page size (spec section 7). */
function withPostPageSize(pagination: unknown): unknown {
  if (pagination === undefined) return { pageSize: POST_PAGE_SIZE };
  if (!isPlainObject(pagination)) return pagination; // a JSON string, or garbage toContentQuery refuses
  const sized = ['pageSize', 'start', 'limit'].some((key) => pagination[key] !== undefined);
  return sized ? pagination : { ...pagination, pageSize: POST_PAGE_SIZE };
}

const dropUndefined = (params: QueryParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

// The caller's query refused, or content it asked for that does not exist: answers by design, not this
// worker's failures, so warnings (issue 15 point 10; spec section 5 logs a bad slug as a warning too).
function badQuery(c: Context<AppEnv>, message: string) {
  console.warn(`Content API: invalid query: ${message}`);
  return apiError(c, 400, 'invalid_query', message);
}

async function answer(c: Context<AppEnv>, url: string, locale: string, params: QueryParams) {
  // Outside the try: a misconfigured source is the server's fault (500), not the upstream's (502).
  const source = contentSource(c.env);
  try {
    const query = toContentQuery(params, { locale });
    // A query shaped by the caller: read what the site's pages cached, store nothing new (issue 12 point 6).
    return c.json(await cachedContent(c.env, url, query, source, { store: false }));
  } catch (error) {
    if (error instanceof ContentValidationError) return refused(c, error);
    if (error instanceof ContentQueryError) return badQuery(c, error.message);
    if (error instanceof ContentNotFoundError) {
      console.warn(`Content API: ${error.message}`);
      return apiError(c, 404, 'content_not_found', error.message);
    }
    console.error(`Content API: the content source failed for ${url} and no copy is cached`, error);
    return apiError(c, 502, 'content_source_failed', 'The content source is not available');
  }
}

/**
 * A key the content type does not have: Strapi 5's own 400 body (whichever source refused it), with
 * this API's stable code beside Strapi's fields, so both kinds of client read it.
 */
function refused(c: Context<AppEnv>, error: ContentValidationError) {
  console.warn(`Content API: the content source refused the query: ${error.message}`);
  const { body } = error;
  return c.json({ ...body, error: { ...body.error, code: 'invalid_query' } }, 400);
}
