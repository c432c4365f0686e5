/**
 * The content-source port (DESIGN.md, Ports): menus, footer, home blocks, news, FAQ, pages and location
 * extras. Both implementations answer with Strapi v5 REST semantics, so the product never knows which
 * one is behind it.
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
