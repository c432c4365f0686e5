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

interface DocumentRow {
  kind: 'collection' | 'single';
  id: number | null;
  document_id: string | null;
  data: string | null;
  created_at: string | null;
  updated_at: string | null;
  published_at: string | null;
  locale: string | null;
}

interface ContentType {
  kind: 'collection' | 'single';
  entries: ContentEntry[];
}

// The LEFT JOIN tells an unknown type (no row) from a known one with no documents (one row of NULLs).
// Drafts (published_at NULL) stay out, as Strapi's REST API answers the published version by default.
const TYPE_WITH_DOCUMENTS = `
  SELECT t.kind, d.id, d.document_id, d.data, d.created_at, d.updated_at, d.published_at, d.locale
  FROM content_types t
  LEFT JOIN content_documents d
    ON d.type_uid = t.uid AND d.locale = ?2 AND d.published_at IS NOT NULL
  WHERE t.uid = ?1
  ORDER BY d.id`;

async function loadType(db: D1Database, uid: string, locale: string): Promise<ContentType | null> {
  const { results } = await db.prepare(TYPE_WITH_DOCUMENTS).bind(uid, locale).all<DocumentRow>();
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
