import { type FieldMap, filterRecords, matches, type Resolve, sortRecords } from './filters';
import type { ContentFilters, ContentQuery } from './port';
import { isPlainObject } from './query';

/**
 * Strapi's `populate` and `fields` for the embedded source: which parts of a stored document a response
 * carries. Scalars are always there (or those named in `fields`); components, dynamic zones, media and
 * relations only when populated, one level at a time (docs.strapi.io, REST API, Populate and Select).
 */

/** What one level of a response holds, and how the levels below it are populated. */
export interface Level {
  fields?: string[];
  populate?: '*' | { [field: string]: Level };
  filters?: ContentFilters;
  sort?: string[];
  /** Per-component levels of a dynamic zone, keyed by `__component`. */
  on?: { [component: string]: Level };
}

/** Kept whatever `fields` says: Strapi always returns the ids, and a dynamic zone entry its kind. */
const ALWAYS_KEPT = new Set(['id', 'documentId', '__component']);

/** The storage convention of migrations/0001: { "$relation": { "type": uid, "documentId": id } }. */
export interface RelationRef {
  type: string;
  documentId: string;
}

export function relationRef(value: unknown): RelationRef | null {
  const ref = isPlainObject(value) ? value.$relation : undefined;
  return isPlainObject(ref) && typeof ref.type === 'string' && typeof ref.documentId === 'string'
    ? { type: ref.type, documentId: ref.documentId }
    : null;
}

/**
 * Components, dynamic zones, media and relations are objects or lists of them. An empty list counts
 * too: it is an empty relation or component list, and Strapi leaves those out unless populated.
 */
function needsPopulate(value: unknown): boolean {
  if (isRichText(value)) return false;
  if (Array.isArray(value)) return value.length === 0 || value.some(isPlainObject);
  return isPlainObject(value);
}

/** The node types of Strapi v5's rich text ("blocks") field at its top level. */
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'quote', 'code', 'image']);

/**
 * A rich text ("blocks") field: a list of block nodes, each with a known `type` and `children`. Strapi
 * answers it whole like any scalar (and rejects populating it), so the embedded source does too.
 */
export function isRichText(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((node) => isPlainObject(node) && BLOCK_TYPES.has(node.type as string) && Array.isArray(node.children))
  );
}

/** A media file is answered whole, as Strapi does: its formats are part of the file, not a level. */
const isMedia = (value: unknown) =>
  isPlainObject(value) && typeof value.url === 'string' && typeof value.mime === 'string';

/** The top level of a response, from the query's `fields` and `populate`. */
export function topLevel(query: ContentQuery): Level {
  return { fields: query.fields, populate: populateTree(query.populate) };
}

/** Reads the three populate forms ('*', dotted names, nested object) into one tree of levels. */
function populateTree(populate: unknown): Level['populate'] {
  if (populate === '*') return '*';
  if (populate === undefined || populate === null) return undefined;
  const tree: { [field: string]: Level } = {};
  if (typeof populate === 'string' || Array.isArray(populate)) {
    for (const path of ([] as unknown[]).concat(populate)) {
      let levels = tree;
      for (const field of String(path).split('.')) {
        const level = (levels[field] ??= {});
        if (!isPlainObject(level.populate)) level.populate = {};
        levels = level.populate;
      }
    }
    return tree;
  }
  for (const [field, spec] of Object.entries(populate as FieldMap)) {
    if (spec === false || spec === 'false') continue;
    tree[field] = isPlainObject(spec) ? levelOf(spec) : {};
  }
  return tree;
}

function levelOf(spec: FieldMap): Level {
  const on = isPlainObject(spec.on)
    ? Object.fromEntries(Object.entries(spec.on).map(([uid, s]) => [uid, isPlainObject(s) ? levelOf(s) : {}]))
    : undefined;
  return {
    fields: spec.fields as string[] | undefined,
    populate: populateTree(spec.populate),
    filters: spec.filters as ContentFilters | undefined,
    sort: spec.sort as string[] | undefined,
    on,
  };
}

/** One record (a flattened entry or a component) as the response holds it at this level. */
export async function shape(record: FieldMap, level: Level, resolve: Resolve, locale: string): Promise<FieldMap> {
  const out: FieldMap = {};
  for (const [key, value] of Object.entries(record)) {
    if (needsPopulate(value)) {
      const below = level.populate === '*' ? {} : level.populate?.[key];
      if (below) out[key] = await populated(value, below, resolve, locale);
    } else if (!level.fields || ALWAYS_KEPT.has(key) || level.fields.includes(key)) {
      out[key] = value;
    }
  }
  return out;
}

/** A populated field: relations resolved, nested filters and sort applied to lists, each item shaped. */
async function populated(value: unknown, level: Level, resolve: Resolve, locale: string): Promise<unknown> {
  const resolved = await resolve(value);
  const shapeOne = (item: FieldMap) => {
    if (isMedia(item)) return item;
    const own = typeof item.__component === 'string' ? level.on?.[item.__component] : undefined;
    return shape(item, own ?? level, resolve, locale);
  };
  if (Array.isArray(resolved)) {
    let items = await filterRecords(resolved.filter(isPlainObject), level.filters, resolve);
    if (level.sort) items = sortRecords(items, level.sort, locale);
    return Promise.all(items.map(shapeOne));
  }
  if (!isPlainObject(resolved)) return resolved ?? null;
  if (level.filters && !(await matches(resolved, level.filters, resolve))) return null;
  return shapeOne(resolved);
}
