import { type FieldMap, filterRecords, matches, type Resolve, sortRecords } from './filters';
import type { ContentFilters, ContentQuery } from './port';
import { isPlainObject } from './query';
import { type Attribute, attributeOf, isPopulatable, type Model, type Models } from './schema';

/**
 * Strapi's `populate` and `fields` for the embedded source: which parts of a stored document a response
 * carries, decided by the content type's attributes in schema.json. Scalars are always there (or those
 * named in `fields`); components, dynamic zones, media and relations only when populated, one level at
 * a time (docs.strapi.io, REST API, Populate and Select).
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

/** What shaping needs besides the record: the schema, the relation resolver and the collation locale. */
export interface ShapeContext {
  models: Models;
  resolve: Resolve;
  locale: string;
}

/**
 * One record (a flattened entry or a component) as the response holds it at this level, by its model:
 * scalar attributes (all, or those named in `fields`), and components, dynamic zones, media and
 * relations only when populated. A stored key that is no attribute of the model is not answered, as
 * Strapi has no such field.
 */
export async function shape(record: FieldMap, level: Level, model: Model, ctx: ShapeContext): Promise<FieldMap> {
  const out: FieldMap = {};
  for (const [key, value] of Object.entries(record)) {
    if (ALWAYS_KEPT.has(key)) {
      out[key] = value;
      continue;
    }
    const attribute = attributeOf(model, key);
    if (!attribute) continue;
    if (isPopulatable(attribute)) {
      const below = level.populate === '*' ? {} : level.populate?.[key];
      if (below) out[key] = await populated(value, attribute, below, ctx);
    } else if (!level.fields || level.fields.includes(key)) {
      out[key] = value;
    }
  }
  return out;
}

function mediaFields(value: unknown, fields: string[]): unknown {
  if (Array.isArray(value)) return value.map((file) => mediaFields(file, fields));
  if (!isPlainObject(value)) return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => ALWAYS_KEPT.has(key) || fields.includes(key)));
}

/** A populated field: relations resolved, nested filters and sort applied to lists, each item shaped. */
async function populated(value: unknown, attribute: Attribute, level: Level, ctx: ShapeContext): Promise<unknown> {
  // A media file is answered whole, as Strapi does (its formats are part of the file, not a level), or
  // only the fields its level names, with its ids: `populate[CoverImg][fields][0]=url` has no `mime`.
  if (attribute.type === 'media') return level.fields ? mediaFields(value, level.fields) : (value ?? null);
  const resolved = await ctx.resolve(value);
  const shapeOne = (item: FieldMap) => {
    if (attribute.type !== 'dynamiczone') return shape(item, level, ctx.models.target(attribute)!, ctx);
    // A dynamic zone entry takes its component's model and, when given, its fragment (`on`). One of a
    // component the schema does not describe keeps only its kind, so readers can tell and skip it.
    const uid = typeof item.__component === 'string' ? item.__component : '';
    return shape(item, level.on?.[uid] ?? level, ctx.models.component(uid) ?? { attributes: {} }, ctx);
  };
  if (Array.isArray(resolved)) {
    let items = await filterRecords(resolved.filter(isPlainObject), level.filters, ctx.resolve);
    if (level.sort) items = sortRecords(items, level.sort, ctx.locale);
    return Promise.all(items.map(shapeOne));
  }
  if (!isPlainObject(resolved)) return resolved ?? null;
  if (level.filters && !(await matches(resolved, level.filters, ctx.resolve))) return null;
  return shapeOne(resolved);
}
