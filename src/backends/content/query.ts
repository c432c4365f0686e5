import * as v from 'valibot';
import { type ContentQuery, ContentQueryError } from './port';

/**
 * Strapi's REST parameters travel as qs-style bracket strings (`filters[Link][$eq]=/x`,
 * `populate[0]=MenuItem`). This module reads them into plain objects, writes them back, and checks
 * what it read before any source sees it, so both sources get the same validated ContentQuery.
 */
export type QueryParams = { [key: string]: unknown };

export const isPlainObject = (value: unknown): value is QueryParams =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Strapi v5's filter operators (docs.strapi.io, REST API, Filters). */
export const FILTER_OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$and',
  '$or',
  '$not',
] as const;
const OPERATORS = new Set<string>(FILTER_OPERATORS);

/** Deeper trees are rejected: real queries stay far below, and it bounds the work a request causes. */
export const MAX_DEPTH = 10;

// Keys that would reach Object.prototype if written into a plain object.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseBracketQuery(search: string | URLSearchParams): QueryParams {
  const root: QueryParams = {};
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const [name, value] of params) {
    const path = keyPath(name);
    let node = root;
    path.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment; // `a[]=x` appends
      if (i === path.length - 1) {
        const existing = node[key];
        if (isPlainObject(existing)) throw conflict(name);
        // A repeated plain key (`populate=A&populate=B`) collects its values, as qs does.
        node[key] = existing === undefined ? value : ([] as unknown[]).concat(existing, value);
      } else {
        const next = node[key] ?? (node[key] = {});
        if (typeof next !== 'object') throw conflict(name);
        node = next as QueryParams;
      }
    });
  }
  return numericKeysToArrays(root) as QueryParams;
}

function keyPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw new ContentQueryError(`Malformed parameter name: ${name}`);
  const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
  if (segments.length > MAX_DEPTH + 2) throw new ContentQueryError(`Parameter nested too deeply: ${name}`);
  if (segments.some((s) => FORBIDDEN_KEYS.has(s))) throw new ContentQueryError(`Forbidden parameter name: ${name}`);
  return segments;
}

function conflict(name: string) {
  return new ContentQueryError(`Parameter ${name} is given both as a value and as a nested object`);
}

function numericKeysToArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numericKeysToArrays);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, numericKeysToArrays(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** The inverse of parseBracketQuery; brackets and `$` stay readable, as Strapi's own docs write them. */
export function serialiseBracketQuery(params: QueryParams): string {
  const pairs: string[] = [];
  const encodeKey = (segment: string) => encodeURIComponent(segment).replaceAll('%24', '$');
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${encodeKey(k)}]`, v);
    } else {
      pairs.push(`${prefix}=${encodeURIComponent(value === null ? '' : String(value))}`);
    }
  };
  for (const [k, v] of Object.entries(params)) walk(encodeKey(k), v);
  return pairs.join('&');
}

// ---- normalisation into a ContentQuery ----------------------------------------------------------

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** 'a,b' or ['a', 'b'], each item matching `item`. */
const commaList = (item: RegExp, message: string) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : value).map((s) => s.trim())),
    v.array(v.pipe(v.string(), v.regex(item, message))),
  );
const nameList = commaList(NAME, 'is not a field name');
// Dotted paths (`MenuItem.Submenu`) populate nested levels, as Strapi's string form does.
const pathList = commaList(PATH, 'is not a field name or path');
const count = (min: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'))]),
    v.transform(Number),
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
  );
const paginationSchema = v.pipe(
  v.strictObject({
    page: v.optional(count(1)),
    pageSize: v.optional(count(1)),
    start: v.optional(count(0)),
    limit: v.optional(count(1)),
    withCount: v.optional(
      v.pipe(
        v.union([v.boolean(), v.picklist(['true', 'false'])]),
        v.transform((b) => String(b) === 'true'),
      ),
    ),
  }),
  // Strapi refuses the mix too. Page sizes above 100 are clamped (paginationMeta), not refused.
  v.check(
    (p) => !((p.page ?? p.pageSize) !== undefined && (p.start ?? p.limit) !== undefined),
    'cannot mix page and start/limit',
  ),
);
const sortItem = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z_][A-Za-z0-9_]*(:(asc|desc))?$/i, 'must be Field, Field:asc or Field:desc'),
);
const sortSchema = v.pipe(
  v.union([v.string(), v.array(v.union([v.string(), v.record(v.string(), v.string())]))]),
  // Strapi also accepts 'a:asc,b:desc' and [{ a: 'asc' }]; one list of 'Field:dir' is kept.
  v.transform((value) =>
    (typeof value === 'string' ? value.split(',') : value).flatMap((item) =>
      typeof item === 'string' ? [item.trim()] : Object.entries(item).map(([k, dir]) => `${k}:${dir}`),
    ),
  ),
  v.array(sortItem),
);

/** Reads raw parameters (from a bracket string, a JSON body, or both) into a checked ContentQuery. */
export function toContentQuery(raw: QueryParams, defaults: { locale: string }): ContentQuery {
  const query: ContentQuery = { locale: defaults.locale };
  if (raw.locale !== undefined)
    query.locale = check(
      'locale',
      v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'is not a locale')),
      raw.locale,
    );
  const filters = jsonValued(raw, 'filters');
  if (filters !== undefined) query.filters = checkFilters(filters, 'filters');
  const populate = jsonValued(raw, 'populate');
  if (populate !== undefined) query.populate = checkPopulate(populate, 'populate');
  const fields = jsonValued(raw, 'fields');
  if (fields !== undefined) query.fields = check('fields', nameList, fields);
  const pagination = jsonValued(raw, 'pagination');
  if (pagination !== undefined) query.pagination = check('pagination', paginationSchema, pagination);
  const sort = jsonValued(raw, 'sort');
  if (sort !== undefined) query.sort = check('sort', sortSchema, sort);
  return query;
}

/** `filters={"Link":{"$eq":"/x"}}` is accepted beside the bracket form. */
function jsonValued(raw: QueryParams, key: string): unknown {
  const value = raw[key];
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new ContentQueryError(`${key} is neither a bracket parameter nor valid JSON`);
  }
}

function check<T extends v.GenericSchema>(where: string, schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  throw new ContentQueryError(`${where}${path ? `.${path}` : ''} ${issue.message}`);
}

function checkDepth(where: string, depth: number) {
  if (depth > MAX_DEPTH) throw new ContentQueryError(`${where} is nested deeper than ${MAX_DEPTH} levels`);
}

/** Operators must be known; $and/$or take lists, $in/$notIn/$between lists of scalars. */
export function checkFilters(filters: unknown, where: string, depth = 1): QueryParams {
  checkDepth(where, depth);
  if (!isPlainObject(filters)) throw new ContentQueryError(`${where} must be an object`);
  for (const [key, value] of Object.entries(filters)) {
    const at = `${where}.${key}`;
    if (key.startsWith('$') && !OPERATORS.has(key))
      throw new ContentQueryError(`Unknown filter operator ${key} in ${where}`);
    if (!key.startsWith('$') && !NAME.test(key)) throw new ContentQueryError(`${at} is not a field name`);
    if (key === '$and' || key === '$or') {
      const list = Array.isArray(value) ? value : isPlainObject(value) ? [value] : null;
      if (!list) throw new ContentQueryError(`${at} must be a list of filters`);
      list.forEach((item, i) => checkFilters(item, `${at}.${i}`, depth + 1));
    } else if (key === '$not' || isPlainObject(value)) {
      checkFilters(value, at, depth + 1);
    } else if (key === '$between' && (!Array.isArray(value) || value.length !== 2)) {
      throw new ContentQueryError(`${at} needs exactly two values`);
    } else if (Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object')) {
      throw new ContentQueryError(`${at} must hold plain values`);
    }
  }
  return filters;
}

/** '*', names (dotted for nesting), or { Field: true | '*' | { populate, fields, filters, sort, on } }. */
export function checkPopulate(populate: unknown, where: string, depth = 1): ContentQuery['populate'] {
  checkDepth(where, depth);
  if (populate === '*') return '*';
  if (typeof populate === 'string' || Array.isArray(populate)) return check(where, pathList, populate);
  if (!isPlainObject(populate)) throw new ContentQueryError(`${where} must be '*', a list of names or an object`);
  const checked: QueryParams = {};
  for (const [field, spec] of Object.entries(populate)) {
    const at = `${where}.${field}`;
    // Component uids under `on` are dotted and may hold hyphens ('blocks.hero').
    if (!/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(field)) throw new ContentQueryError(`${at} is not a field name`);
    if (spec === true || spec === false || spec === 'true' || spec === 'false' || spec === '*') {
      checked[field] = spec;
      continue;
    }
    if (!isPlainObject(spec)) throw new ContentQueryError(`${at} must be true, '*' or an object`);
    const level: QueryParams = {};
    for (const [key, value] of Object.entries(spec)) {
      if (key === 'populate' || key === 'on') level[key] = checkPopulate(value, `${at}.${key}`, depth + 1);
      else if (key === 'fields') level.fields = check(`${at}.fields`, nameList, value);
      else if (key === 'filters') level.filters = checkFilters(value, `${at}.filters`, depth + 1);
      else if (key === 'sort') level.sort = check(`${at}.sort`, sortSchema, value);
      else if (key === 'count') level.count = value;
      else throw new ContentQueryError(`Unknown populate option ${at}.${key}`);
    }
    checked[field] = level;
  }
  return checked;
}
