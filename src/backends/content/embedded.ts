import { type DocumentRow, listTypeDocuments } from '../../db/content';
import { type FieldMap, filterRecords, sortRecords } from './filters';
import {
  type ContentEntry,
  ContentNotFoundError,
  type ContentQuery,
  type ContentResponse,
  type ContentSource,
  paginationMeta,
} from './port';
import { relationRef, shape, topLevel } from './populate';
import { CONTENT_SCHEMA, type ContentSchema, type Models, models as modelsOf } from './schema';
import { validateQuery } from './validate';

/**
 * The embedded content source (DESIGN.md, Ports): documents in D1 answered with Strapi v5 REST
 * semantics. A content type's published documents in one locale are loaded with one query and then
 * filtered, sorted, paginated and shaped in TypeScript; the collections are menus and pages, not logs.
 * The content types and their attributes are schema.json's (decision 0018): a type it does not describe
 * answers 404, and a query key that is not an attribute is refused with Strapi 5's 400.
 */
export function embeddedContentSource(db: D1Database, schema: ContentSchema = CONTENT_SCHEMA): ContentSource {
  const models = modelsOf(schema);
  return { find: (path, query) => find(db, models, path, query) };
}

interface ContentType {
  kind: 'collection' | 'single';
  entries: ContentEntry[];
}

async function loadType(db: D1Database, uid: string, locale: string): Promise<ContentType | null> {
  const results = await listTypeDocuments(db, uid, locale);
  if (!results.length) return null;
  const entries = results.filter((row) => row.id !== null).map(toEntry);
  return { kind: results[0].kind, entries };
}

/** A Strapi v5 flattened entry: ids first, then the document's fields, then the system fields. */
function toEntry(row: DocumentRow): ContentEntry {
  return {
    id: row.id!,
    documentId: row.document_id!,
    ...(JSON.parse(row.data!) as FieldMap),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    locale: row.locale,
  };
}

/**
 * Content types of one request, each loaded once, and the resolver that turns stored relations into
 * the related entries of the same locale (a missing target reads as no relation, as in Strapi).
 */
function contentTypes(db: D1Database, locale: string) {
  const loaded = new Map<string, Promise<ContentType | null>>();
  const load = (uid: string) => {
    let type = loaded.get(uid);
    if (!type) loaded.set(uid, (type = loadType(db, uid, locale)));
    return type;
  };
  const related = async (value: unknown): Promise<ContentEntry | null> => {
    const ref = relationRef(value);
    if (!ref) return null;
    return (await load(ref.type))?.entries.find((entry) => entry.documentId === ref.documentId) ?? null;
  };
  const resolve = async (value: unknown): Promise<unknown> => {
    if (relationRef(value)) return related(value);
    if (!Array.isArray(value) || !value.some(relationRef)) return value;
    const entries = await Promise.all(value.map(related));
    return entries.filter((entry) => entry !== null);
  };
  return { load, resolve };
}

async function find(db: D1Database, models: Models, path: string, query: ContentQuery): Promise<ContentResponse> {
  const [uid, documentId, ...rest] = path.split('/');
  if (!uid || rest.length || documentId === '') throw new ContentNotFoundError(path);
  // As in Strapi, a type the schema does not describe has no route; then the query is checked.
  const model = models.type(uid);
  if (!model) throw new ContentNotFoundError(path);
  validateQuery(models, model, query);
  const types = contentTypes(db, query.locale);
  const type = await types.load(uid);
  if (!type || (documentId !== undefined && type.kind !== 'collection')) throw new ContentNotFoundError(path);
  const level = topLevel(query);
  const ctx = { models, resolve: types.resolve, locale: query.locale };
  const shapeEntry = (entry: ContentEntry) => shape(entry, level, model, ctx) as Promise<ContentEntry>;

  if (type.kind === 'single' || documentId !== undefined) {
    // A single type has one document a locale; 'collection/documentId' names one entry.
    const entry = documentId === undefined ? type.entries[0] : type.entries.find((e) => e.documentId === documentId);
    if (!entry) throw new ContentNotFoundError(path);
    return { data: await shapeEntry(entry), meta: {} };
  }

  const matching = await filterRecords(type.entries, query.filters, types.resolve);
  const sorted = sortRecords(matching, ([] as string[]).concat(query.sort ?? []), query.locale);
  const pagination = paginationMeta(query.pagination, sorted.length);
  const start = pagination.start ?? (pagination.page - 1) * pagination.pageSize;
  const page = sorted.slice(start, start + pagination.pageSize);
  return { data: await Promise.all(page.map(shapeEntry)), meta: { pagination } };
}
