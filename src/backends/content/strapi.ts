import * as v from 'valibot';
import { type FetchFn, fetchJson } from '../../lib/fetch';
import { withMediaUrls } from './media';
import {
  type ContentEntry,
  ContentNotFoundError,
  type ContentResponse,
  type ContentSource,
  ContentValidationError,
  paginationMeta,
} from './port';
import { isPlainObject, serialiseBracketQuery } from './query';
import { CONTENT_SCHEMA, models } from './schema';

const SCHEMA_MODELS = models(CONTENT_SCHEMA);

/**
 * The production content source (DESIGN.md, Ports): Strapi's REST API over HTTP. Every answer is
 * checked with valibot before the product sees it; Strapi v4's { id, attributes } entries are
 * flattened into the v5 shape, so a CMS upgrade does not change what the site reads. Media paths are
 * resolved against the CMS (media.ts), and Strapi's 400 for a refused query key comes back as a
 * ContentValidationError carrying Strapi's own body.
 */
export interface StrapiOptions {
  baseUrl: string;
  /** A read-only API token; sent as `Authorization: Bearer`. */
  token?: string;
  /** What media paths resolve against: a media host, else `baseUrl` (media.ts, mediaBase). */
  mediaUrl?: string;
  fetch?: FetchFn;
  timeoutMs?: number;
}

// Issue 12 point 5: an upstream that hangs costs a page at most 3 s (and the breaker stops asking it).
const TIMEOUT_MS = 3_000;

// `url` comes from the browser, and the API token may also read Strapi's plugin routes (users among
// them), so only a content type path ('top-menus' or 'top-menus/<documentId>') is passed on.
const CONTENT_PATH = /^[a-z0-9][a-z0-9-]*(\/[A-Za-z0-9_-]+)?$/;
const PLUGIN_ROUTES = new Set(['users', 'users-permissions', 'auth', 'connect', 'upload', 'i18n', 'email', 'admin']);

export function strapiContentSource(options: StrapiOptions): ContentSource {
  const root = options.baseUrl.replace(/\/+$/, '');
  const media = (options.mediaUrl || root).replace(/\/+$/, '');
  return {
    async find(path, query) {
      if (!CONTENT_PATH.test(path) || PLUGIN_ROUTES.has(path.split('/')[0])) throw new ContentNotFoundError(path);
      const { status, ok, body } = await fetchJson(`${root}/api/${path}?${serialiseBracketQuery({ ...query })}`, {
        bearer: options.token,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        fetch: options.fetch,
      });
      if (status === 404) throw new ContentNotFoundError(path);
      if (status === 400) {
        // A refused query is the site's mistake, not an outage: it is answered, not served stale.
        const refused = v.safeParse(errorBodySchema, body);
        if (refused.success) throw new ContentValidationError(refused.output);
      }
      if (!ok) throw new Error(`Strapi answered ${status} for ${path}: ${errorMessage(body)}`);
      const parsed = v.safeParse(responseSchema, body);
      if (!parsed.success)
        throw new Error(`Strapi answered ${path} with an unexpected body: ${v.summarize(parsed.issues)}`);
      return withMediaUrls(withoutLocalizations(parsed.output), media, path, SCHEMA_MODELS);
    },
  };
}

/**
 * An answer without i18n's `localizations`: `populate=*` brings every other language's version along
 * (the services list 13 → 27 KB), which the site never reads (it pairs languages by documentId). Taken
 * off before the answer is cached.
 */
function withoutLocalizations(response: ContentResponse): ContentResponse {
  const trim = (entry: ContentEntry): ContentEntry => {
    if (!('localizations' in entry)) return entry;
    const { localizations: _, ...rest } = entry;
    return rest as ContentEntry;
  };
  const { data } = response;
  return { ...response, data: Array.isArray(data) ? data.map(trim) : data ? trim(data) : data };
}

function errorMessage(body: unknown): string {
  const error = isPlainObject(body) && isPlainObject(body.error) ? body.error : {};
  return typeof error.message === 'string' ? error.message : 'no error message';
}

/** A v4 entry has no documentId; its numeric id stands in, which is unique within its type. */
function flattenV4Entry(entry: { id: number; attributes: { [field: string]: unknown } }): ContentEntry {
  const fields = Object.fromEntries(Object.entries(entry.attributes).map(([k, value]) => [k, flattenV4(value)]));
  return { id: entry.id, documentId: String(entry.id), ...fields };
}

/** v4 wraps relations and media in { data: entry | entry[] | null }; v5 holds the entries directly. */
function flattenV4(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenV4);
  if (!isPlainObject(value)) return value;
  if ('data' in value && Object.keys(value).every((key) => key === 'data' || key === 'meta')) {
    return flattenV4(value.data);
  }
  if (typeof value.id === 'number' && isPlainObject(value.attributes) && !('documentId' in value)) {
    return flattenV4Entry(value as { id: number; attributes: { [field: string]: unknown } });
  }
  return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, flattenV4(item)]));
}

/** Strapi's error body (docs.strapi.io, Error handling); port.ts, StrapiErrorBody. */
const errorBodySchema = v.object({
  data: v.null(),
  error: v.object({
    status: v.literal(400),
    name: v.string(),
    message: v.string(),
    details: v.optional(v.record(v.string(), v.unknown()), {}),
  }),
});

const v5Entry = v.looseObject({ id: v.number(), documentId: v.string() });
const v4Entry = v.pipe(
  v.looseObject({ id: v.number(), attributes: v.record(v.string(), v.unknown()) }),
  v.transform(flattenV4Entry),
);
// v5 first: a v5 entry may well have a field called `attributes`, a v4 entry never has a documentId.
const entrySchema = v.union([v5Entry, v4Entry], 'Entries must have id and documentId (v5) or id and attributes (v4)');

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const paginationSchema = v.union([
  v.looseObject({ page: count, pageSize: count, pageCount: count, total: count }),
  // The start/limit form is answered in the page form too (port.ts, PaginationMeta).
  v.pipe(
    v.looseObject({ start: count, limit: v.pipe(count, v.minValue(1)), total: count }),
    v.transform(({ start, limit, total }) => paginationMeta({ start, limit }, total)),
  ),
]);

const responseSchema = v.pipe(
  v.looseObject({
    data: v.union([v.null(), v.array(entrySchema), entrySchema]),
    meta: v.optional(v.looseObject({ pagination: v.optional(paginationSchema) }), {}),
  }),
  v.transform(({ data, meta }): ContentResponse => ({ data: data as ContentEntry | ContentEntry[] | null, meta })),
);
