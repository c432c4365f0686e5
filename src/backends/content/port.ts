/**
 * The content-source port (DESIGN.md, Ports): menus, footer, home blocks, news, FAQ, pages and location
 * extras. Both implementations answer with Strapi v5 REST semantics, so the product never knows which
 * one is behind it: the same fields, the same refusals (ContentValidationError), and media URLs that
 * are ready to use (absolute on the CMS or its media host, or a path on the site itself; media.ts).
 */

/** A Strapi filter tree: { Field: { $eq: 1 } }, { $or: [...] }, { Relation: { Field: { $in: [...] } } }. */
export type ContentFilters = { [key: string]: unknown };

/** '*', a list of field names, or a nested object { Field: { populate, fields, filters } | true | '*' }. */
export type ContentPopulate = string | string[] | { [field: string]: unknown };

export interface ContentPagination {
  page?: number;
  pageSize?: number;
  start?: number;
  limit?: number;
  withCount?: boolean;
}

export interface ContentQuery {
  locale: string;
  populate?: ContentPopulate;
  filters?: ContentFilters;
  fields?: string[];
  pagination?: ContentPagination;
  /** 'Field', 'Field:asc', 'Field:desc', or a list of those. */
  sort?: string | string[];
}

export interface PaginationMeta {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /**
   * Present when the query used the start/limit form, where Strapi answers { start, limit, total }.
   * Both sources then still fill in the page form, so readers need only one shape.
   */
  start?: number;
  limit?: number;
}

/** Strapi's defaults (docs.strapi.io, REST API, Pagination): page 1 of 25; `api.rest.maxLimit` 100. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The page-form meta both sources answer with, for either form of the query's pagination. */
export function paginationMeta(pagination: ContentPagination = {}, total: number): PaginationMeta {
  if (pagination.start !== undefined || pagination.limit !== undefined) {
    const start = pagination.start ?? 0;
    const limit = Math.min(pagination.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    return {
      page: Math.floor(start / limit) + 1,
      pageSize: limit,
      pageCount: Math.ceil(total / limit),
      total,
      start,
      limit,
    };
  }
  const page = pagination.page ?? 1;
  const pageSize = Math.min(pagination.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
}

export type ContentEntry = { id: number; documentId: string; [field: string]: unknown };

export interface ContentResponse {
  data: ContentEntry | ContentEntry[] | null;
  meta: { pagination?: PaginationMeta; [key: string]: unknown };
}

export interface ContentSource {
  /**
   * `path` is what the Strapi REST path holds after /api/: a content type's plural name for a
   * collection ('top-menus'), its singular name for a single type ('home-page'), or
   * 'collection/documentId' for one entry.
   */
  find(path: string, query: ContentQuery): Promise<ContentResponse>;
}

/** Raised for a path that names no content type or entry; routes answer it with 404. */
export class ContentNotFoundError extends Error {
  constructor(path: string) {
    super(`No content at ${path}`);
    this.name = 'ContentNotFoundError';
  }
}

/** Raised for a malformed query (unknown operator, bad pagination); routes answer it with 400. */
export class ContentQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentQueryError';
  }
}

/**
 * Strapi's REST error body (docs.strapi.io, Error handling): `{ data: null, error: { status, name,
 * message, details } }`. A refused query key gives name 'ValidationError', message 'Invalid key X' or
 * 'Invalid key X at path', details `{ key, path, source: 'query' }` (strapi/strapi #19372, #22517).
 */
export interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details: { [key: string]: unknown } };
}

/**
 * A query the content source refused as Strapi 5 does: a populate, filters, fields or sort key that is
 * not an attribute of the content type (or not one that can be populated, filtered or selected). The
 * Strapi client raises it for Strapi's own 400; the embedded source raises the same body from
 * schema.json, so a query production would refuse fails locally and in tests too.
 */
export class ContentValidationError extends ContentQueryError {
  constructor(readonly body: StrapiErrorBody) {
    super(body.error.message);
    this.name = 'ContentValidationError';
  }
}
